// generated — edit screens/master.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './master-erase.validator.js';

export const masterEraseFormSchema: RJSFSchema = {
  $id: 'masterEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const masterEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: masterEraseFormSchema,
  uiSchema: masterEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, masterEraseFormSchema),
};
export default form;
