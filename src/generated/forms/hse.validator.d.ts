// generated — edit screens/hse.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const hseForm: CompiledValidateFunction;
export declare const hseFormRequiresIdentityNumber: CompiledValidateFunction;
