// generated — edit screens/phd.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './phd-erase.validator.js';

export const phdEraseFormSchema: RJSFSchema = {
  $id: 'phdEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const phdEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: phdEraseFormSchema,
  uiSchema: phdEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, phdEraseFormSchema),
};
export default form;
