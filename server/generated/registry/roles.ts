// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const rolesScreen: ServerScreen = {
  name: 'roles',
  title: 'screens.roles.title',
  permission: 'roles.index',
  endpoint: '/roles',
  responseKey: 'roles',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'action',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['title', 'permissions', 'programs'], keys: ['title'] },
  table: 'roles',
  readOnly: false,
  export: true,
  actions: [
    {
      id: 'accounts',
      label: 'screens.roles.giveAccounts',
      on: 'row',
      run: 'setRoleAccounts',
      submit: 'app.actions.save',
      icon: 'users',
      fields: [
        {
          key: 'accounts',
          label: 'fields.accounts',
          kind: 'lookupMany',
          lookup: 'adminAccounts',
          required: false,
        },
      ],
      form: false,
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
  detail: ['title', 'permissions', 'programs', 'users_count', 'accounts'],
  defaultSort: 'title',
  sortable: ['title'],
  columns: [
    { key: 'title', sort: 'title', label: 'fields.entity_name', kind: 'text' },
    { key: 'users_count', label: 'fields.users_count', kind: 'number' },
    { key: 'accounts', label: 'fields.accounts', kind: 'lookup', lookup: 'adminAccounts' },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' }],
  fields: [
    { key: 'title', label: 'fields.entity_name', kind: 'text', unique: true, required: true },
    {
      key: 'permissions',
      label: 'fields.permissions',
      kind: 'lookupMany',
      lookup: 'permissions',
      groupBy: 'sidebar',
      required: false,
    },
    {
      key: 'programs',
      label: 'fields.programs',
      kind: 'lookupMany',
      lookup: 'programs',
      onDelete: 'clear',
      required: false,
    },
  ],
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
