// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const administrationsForm: CompiledValidateFunction;
export declare const administrationsFormShowsAdministrationItemId: CompiledValidateFunction;
export declare const administrationsFormShowsSchoolId: CompiledValidateFunction;
