// generated — edit screens/tcc.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './tcc-erase.validator.js';

export const tccEraseFormSchema: RJSFSchema = {
  $id: 'tccEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const tccEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: tccEraseFormSchema,
  uiSchema: tccEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, tccEraseFormSchema),
};
export default form;
