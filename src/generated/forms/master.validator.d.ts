// generated — edit screens/master.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const masterForm: CompiledValidateFunction;
export declare const masterFormRequiresIdentityNumber: CompiledValidateFunction;
