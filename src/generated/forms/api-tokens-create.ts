// generated — edit screens/api-tokens.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './api-tokens-create.validator.js';

export const apiTokensCreateFormSchema: RJSFSchema = {
  $id: 'apiTokensCreateForm',
  type: 'object',
  required: ['name', 'permissions', 'expires_on'],
  properties: {
    name: { type: 'string', maxLength: 100, minLength: 1 },
    permissions: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    writes: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    expires_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    addresses: { type: 'string', maxLength: 2000 },
  },
};
export const apiTokensCreateUiSchema: UiSchema = {
  'ui:order': ['name', 'permissions', 'writes', 'expires_on', 'addresses'],
  name: { 'ui:title': 'fields.entity_name' },
  permissions: {
    'ui:title': 'screens.api-tokens.reads',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'permissions', groupBy: 'sidebar' },
  },
  writes: {
    'ui:title': 'screens.api-tokens.writes',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'permissions', groupBy: 'sidebar' },
  },
  expires_on: { 'ui:title': 'screens.api-tokens.expires', 'ui:widget': 'date' },
  addresses: { 'ui:title': 'screens.api-tokens.addresses' },
};
const form: FormModule = {
  schema: apiTokensCreateFormSchema,
  uiSchema: apiTokensCreateUiSchema,
  validator: createPrecompiledValidator(validateFunctions, apiTokensCreateFormSchema),
};
export default form;
