// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './roles-accounts.validator.js';

export const rolesAccountsFormSchema: RJSFSchema = {
  $id: 'rolesAccountsForm',
  type: 'object',
  properties: {
    accounts: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
  },
};
export const rolesAccountsUiSchema: UiSchema = {
  'ui:order': ['accounts'],
  accounts: { 'ui:title': 'fields.accounts', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'adminAccounts' } },
};
const form: FormModule = {
  schema: rolesAccountsFormSchema,
  uiSchema: rolesAccountsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, rolesAccountsFormSchema),
};
export default form;
