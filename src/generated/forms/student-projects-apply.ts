// generated — edit screens/student-projects.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-projects-apply.validator.js';

export const studentProjectsApplyFormSchema: RJSFSchema = {
  $id: 'studentProjectsApplyForm',
  type: 'object',
  required: ['motivation'],
  properties: { motivation: { type: 'string', maxLength: 2000, minLength: 1 } },
};
export const studentProjectsApplyUiSchema: UiSchema = { 'ui:order': ['motivation'], motivation: { 'ui:title': 'fields.motivation', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: studentProjectsApplyFormSchema,
  uiSchema: studentProjectsApplyUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentProjectsApplyFormSchema),
};
export default form;
