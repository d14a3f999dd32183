// generated — edit screens/phd.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const phdForm: CompiledValidateFunction;
export declare const phdFormRequiresIdentityNumber: CompiledValidateFunction;
