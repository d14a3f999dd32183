// generated — edit screens/bachelor.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './bachelor-erase.validator.js';

export const bachelorEraseFormSchema: RJSFSchema = {
  $id: 'bachelorEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const bachelorEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: bachelorEraseFormSchema,
  uiSchema: bachelorEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, bachelorEraseFormSchema),
};
export default form;
