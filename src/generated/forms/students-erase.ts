// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './students-erase.validator.js';

export const studentsEraseFormSchema: RJSFSchema = {
  $id: 'studentsEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const studentsEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: studentsEraseFormSchema,
  uiSchema: studentsEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentsEraseFormSchema),
};
export default form;
