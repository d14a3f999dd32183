// generated — edit screens/apply-bachelor.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const applyBachelorForm: CompiledValidateFunction;
export declare const applyBachelorFormRequiresIdentityNumber: CompiledValidateFunction;
export declare const applyBachelorFormRequiresPassportNumber: CompiledValidateFunction;
export declare const applyBachelorFormRequiresPassportCountry: CompiledValidateFunction;
