// generated — edit screens/lecturers.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturers-erase.validator.js';

export const lecturersEraseFormSchema: RJSFSchema = {
  $id: 'lecturersEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const lecturersEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: lecturersEraseFormSchema,
  uiSchema: lecturersEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturersEraseFormSchema),
};
export default form;
