// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const studentsForm: CompiledValidateFunction;
export declare const studentsFormRequiresPersonalId: CompiledValidateFunction;
