// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const rolesResource: ResourceDefinition = {
  screen: 'roles',
  title: 'screens.roles.title',
  endpoint: '/roles',
  responseKey: 'roles',
  permission: 'roles.index',
  table: 'roles',
  view: 'list',
  readOnly: false,
  export: true,
  detail: ['title', 'permissions', 'programs', 'users_count', 'accounts'],
  actions: [
    {
      id: 'accounts',
      on: 'row',
      run: 'setRoleAccounts',
      form: false,
      fields: [{ key: 'accounts', kind: 'lookupMany', required: false, lookup: 'adminAccounts' }],
      schema: {
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
      },
    },
  ],
  columns: ['title', 'users_count', 'accounts'],
  columnLabels: { title: 'fields.entity_name', users_count: 'fields.users_count', accounts: 'fields.accounts' },
  columnLookups: { accounts: 'adminAccounts' },
  columnKinds: { users_count: 'number', accounts: 'lookup' },
  fields: [
    { key: 'title', kind: 'text', required: true, unique: true },
    { key: 'permissions', kind: 'lookupMany', required: false, lookup: 'permissions' },
    { key: 'programs', kind: 'lookupMany', required: false, lookup: 'programs', onDelete: 'clear' },
  ],
  sortable: ['title'],
  defaultSort: 'title',
  filters: [{ key: 'search', kind: 'search', column: 'search', searchIn: ['title'] }],
  schema: {
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
  },
};
