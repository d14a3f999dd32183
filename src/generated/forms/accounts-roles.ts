// generated — edit screens/accounts.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './accounts-roles.validator.js';

export const accountsRolesFormSchema: RJSFSchema = {
  $id: 'accountsRolesForm',
  type: 'object',
  properties: {
    roles: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
  },
};
export const accountsRolesUiSchema: UiSchema = {
  'ui:order': ['roles'],
  roles: { 'ui:title': 'fields.roles', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'roles' } },
};
const form: FormModule = {
  schema: accountsRolesFormSchema,
  uiSchema: accountsRolesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, accountsRolesFormSchema),
};
export default form;
