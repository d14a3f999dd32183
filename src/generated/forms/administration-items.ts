// generated — edit screens/administration-items.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './administration-items.validator.js';

export const administrationItemsFormSchema: RJSFSchema = {
  $id: 'administrationItemsForm',
  type: 'object',
  required: ['name_ka', 'name_en'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
  },
};
export const administrationItemsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
};
const form: FormModule = {
  schema: administrationItemsFormSchema,
  uiSchema: administrationItemsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, administrationItemsFormSchema),
};
export default form;
