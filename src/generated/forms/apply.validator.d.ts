// generated — edit screens/apply.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const applyForm: CompiledValidateFunction;
export declare const applyFormRequiresIdentityNumber: CompiledValidateFunction;
export declare const applyFormRequiresPassportNumber: CompiledValidateFunction;
export declare const applyFormRequiresPassportCountry: CompiledValidateFunction;
