// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './edoc.validator.js';

export const edocFormSchema: RJSFSchema = {
  $id: 'edocForm',
  type: 'object',
  required: ['name', 'index', 'user_type_id', 'text'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    index: { type: 'string', maxLength: 255, minLength: 1 },
    user_type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    automatic: { type: 'boolean', default: false },
    text: { type: 'string', maxLength: 20000, minLength: 1 },
  },
};
export const edocUiSchema: UiSchema = {
  'ui:order': ['name', 'index', 'user_type_id', 'automatic', 'text'],
  name: { 'ui:title': 'fields.entity_name' },
  index: { 'ui:title': 'fields.index' },
  user_type_id: { 'ui:title': 'fields.user_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'userTypes' } },
  automatic: { 'ui:title': 'fields.automatic', 'ui:widget': 'checkbox' },
  text: { 'ui:title': 'fields.text', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: edocFormSchema,
  uiSchema: edocUiSchema,
  validator: createPrecompiledValidator(validateFunctions, edocFormSchema),
};
export default form;
