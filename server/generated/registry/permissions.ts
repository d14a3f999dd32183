// generated — edit screens/permissions.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const permissionsResource: ResourceDefinition = {
  screen: 'permissions',
  title: 'screens.permissions.title',
  endpoint: '/permissions',
  responseKey: 'permissions',
  permission: 'permissions.index',
  table: 'permissions',
  view: 'list',
  readOnly: true,
  export: true,
  columns: ['title'],
  columnLabels: { title: 'fields.entity_name' },
  columnNames: { title: 'permissionNames' },
  fields: [{ key: 'title', kind: 'text', required: true, unique: true }],
  sortable: ['title'],
  defaultSort: 'title',
  filters: [{ key: 'search', kind: 'search', column: 'search', searchIn: ['title'] }],
  schema: {
    $id: 'permissionsForm',
    type: 'object',
    required: ['title'],
    properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
  },
};
