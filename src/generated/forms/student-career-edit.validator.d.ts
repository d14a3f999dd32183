// generated — edit screens/student-career.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const studentCareerEditForm: CompiledValidateFunction;
