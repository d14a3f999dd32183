// generated — edit screens/hse.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './hse-erase.validator.js';

export const hseEraseFormSchema: RJSFSchema = {
  $id: 'hseEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const hseEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: hseEraseFormSchema,
  uiSchema: hseEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, hseEraseFormSchema),
};
export default form;
