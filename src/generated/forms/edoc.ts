// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './edoc.validator.js';

export const edocFormSchema: RJSFSchema = {
  $id: 'edocForm',
  type: 'object',
  required: ['name', 'index', 'user_type_id', 'text', 'number_pattern', 'institution'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    index: { type: 'string', maxLength: 255, minLength: 1 },
    user_type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    automatic: { type: 'boolean', default: false },
    language: { type: 'integer', maximum: 2147483647, enum: [1, 2] },
    text: { type: 'string', maxLength: 20000, minLength: 1 },
    number_pattern: {
      type: 'string',
      maxLength: 60,
      pattern: '^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$',
    },
    institution: { type: 'string', maxLength: 200, minLength: 1 },
    letterhead: { type: 'string', maxLength: 20000 },
    signer_position: { type: 'string', maxLength: 200 },
    signer_name: { type: 'string', maxLength: 200 },
  },
};
export const edocUiSchema: UiSchema = {
  'ui:order': [
    'name',
    'index',
    'user_type_id',
    'automatic',
    'language',
    'text',
    'number_pattern',
    'institution',
    'letterhead',
    'signer_position',
    'signer_name',
  ],
  name: { 'ui:title': 'fields.entity_name' },
  index: { 'ui:title': 'fields.index' },
  user_type_id: { 'ui:title': 'fields.user_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'userTypes' } },
  automatic: { 'ui:title': 'fields.automatic', 'ui:widget': 'checkbox' },
  language: { 'ui:title': 'fields.document_language', 'ui:widget': 'lookup', 'ui:options': { lookup: 'languages' } },
  text: { 'ui:title': 'fields.text', 'ui:widget': 'textarea' },
  number_pattern: { 'ui:title': 'fields.number_pattern' },
  institution: { 'ui:title': 'fields.institution' },
  letterhead: { 'ui:title': 'fields.letterhead', 'ui:widget': 'textarea' },
  signer_position: { 'ui:title': 'fields.signer_position' },
  signer_name: { 'ui:title': 'fields.signer_name' },
};
const form: FormModule = {
  schema: edocFormSchema,
  uiSchema: edocUiSchema,
  validator: createPrecompiledValidator(validateFunctions, edocFormSchema),
};
export default form;
