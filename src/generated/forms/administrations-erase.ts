// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './administrations-erase.validator.js';

export const administrationsEraseFormSchema: RJSFSchema = {
  $id: 'administrationsEraseForm',
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 20000, minLength: 1 } },
};
export const administrationsEraseUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.erasure_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: administrationsEraseFormSchema,
  uiSchema: administrationsEraseUiSchema,
  validator: createPrecompiledValidator(validateFunctions, administrationsEraseFormSchema),
};
export default form;
