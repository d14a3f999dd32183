// generated — edit screens/student-vacancies.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-vacancies-apply.validator.js';

export const studentVacanciesApplyFormSchema: RJSFSchema = {
  $id: 'studentVacanciesApplyForm',
  type: 'object',
  properties: { letter: { type: 'string', maxLength: 5000 } },
};
export const studentVacanciesApplyUiSchema: UiSchema = { 'ui:order': ['letter'], letter: { 'ui:title': 'fields.cover_letter', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: studentVacanciesApplyFormSchema,
  uiSchema: studentVacanciesApplyUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentVacanciesApplyFormSchema),
};
export default form;
