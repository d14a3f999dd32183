// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './roles.validator.js';

export const rolesFormSchema: RJSFSchema = {
  $id: 'rolesForm',
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', maxLength: 255, minLength: 1 },
    permissions: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    programs: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
  },
};
export const rolesUiSchema: UiSchema = {
  'ui:order': ['title', 'permissions', 'programs'],
  title: { 'ui:title': 'fields.entity_name' },
  permissions: {
    'ui:title': 'fields.permissions',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'permissions', groupBy: 'sidebar' },
  },
  programs: { 'ui:title': 'fields.programs', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'programs' } },
};
const form: FormModule = {
  schema: rolesFormSchema,
  uiSchema: rolesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, rolesFormSchema),
};
export default form;
