// generated — edit screens/student-statements.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-statements-request.validator.js';

export const studentStatementsRequestFormSchema: RJSFSchema = {
  $id: 'studentStatementsRequestForm',
  type: 'object',
  required: ['comment'],
  properties: { comment: { type: 'string', maxLength: 2000, minLength: 1 } },
};
export const studentStatementsRequestUiSchema: UiSchema = {
  'ui:order': ['comment'],
  comment: { 'ui:title': 'screens.student-statements.what', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: studentStatementsRequestFormSchema,
  uiSchema: studentStatementsRequestUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentStatementsRequestFormSchema),
};
export default form;
