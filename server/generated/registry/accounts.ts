// generated — edit screens/accounts.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const accountsResource: ResourceDefinition = {
  screen: 'accounts',
  title: 'screens.accounts.title',
  endpoint: '/accounts',
  responseKey: 'accounts',
  permission: 'accounts.index',
  source: 'accounts',
  view: 'list',
  readOnly: true,
  export: false,
  detail: ['full_name', 'email', 'user_type_id', 'password_set', 'last_sign_in_at', 'disabled', 'roles'],
  actions: [
    { id: 'disable', on: 'selection', run: 'disableAccounts', form: false },
    { id: 'enable', on: 'selection', run: 'enableAccounts', form: false },
    { id: 'disableOne', on: 'row', run: 'disableAccounts', form: false, when: { disabled: false } },
    { id: 'enableOne', on: 'row', run: 'enableAccounts', form: false, when: { disabled: true } },
    { id: 'invite', on: 'row', run: 'resendInvitation', form: false, when: { disabled: false } },
    {
      id: 'roles',
      on: 'row',
      run: 'setAccountRoles',
      form: false,
      when: { user_type_id: 1 },
      permission: 'roles.index',
      fields: [{ key: 'roles', kind: 'lookupMany', required: false, lookup: 'roles' }],
      schema: {
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
      },
    },
  ],
  columns: ['id', 'full_name', 'email', 'user_type_id', 'password_set', 'last_sign_in_at', 'disabled', 'roles'],
  columnLabels: {
    id: 'fields.select',
    full_name: 'fields.full_name',
    email: 'fields.email',
    user_type_id: 'screens.accounts.type',
    password_set: 'screens.accounts.password_set',
    last_sign_in_at: 'screens.accounts.last_sign_in',
    disabled: 'screens.accounts.disabled',
    roles: 'fields.roles',
  },
  columnLookups: { user_type_id: 'userTypes', roles: 'roles' },
  columnKinds: {
    id: 'checkbox',
    user_type_id: 'lookup',
    password_set: 'boolean',
    last_sign_in_at: 'datetime',
    disabled: 'boolean',
    roles: 'lookup',
  },
  fields: [],
  sortable: ['full_name', 'email', 'user_type_id', 'password_set', 'last_sign_in_at', 'disabled'],
  defaultSort: 'full_name',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['full_name', 'email'] },
    { key: 'user_type_id', kind: 'select', column: 'user_type_id', lookup: 'userTypes' },
    { key: 'disabled', kind: 'boolean', column: 'disabled' },
    { key: 'last_sign_in_at', kind: 'dateRange', column: 'last_sign_in_at' },
  ],
  schema: { $id: 'accountsForm', type: 'object', properties: {} },
};
