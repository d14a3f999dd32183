// generated — edit screens/student-vacancies.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const studentVacanciesApplyForm: CompiledValidateFunction;
