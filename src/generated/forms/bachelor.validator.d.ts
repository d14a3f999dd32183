// generated — edit screens/bachelor.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const bachelorForm: CompiledValidateFunction;
export declare const bachelorFormRequiresIdentityNumber: CompiledValidateFunction;
