// generated — edit screens/tcc.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const tccForm: CompiledValidateFunction;
export declare const tccFormRequiresIdentityNumber: CompiledValidateFunction;
