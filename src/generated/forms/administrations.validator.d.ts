// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const administrationsForm: CompiledValidateFunction;
export declare const administrationsFormRequiresAdministrationItemId: CompiledValidateFunction;
export declare const administrationsFormRequiresSchoolId: CompiledValidateFunction;
