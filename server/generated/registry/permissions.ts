// generated — edit screens/permissions.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const permissionsScreen: ServerScreen = {
  name: 'permissions',
  title: 'screens.permissions.title',
  permission: 'permissions.index',
  endpoint: '/permissions',
  responseKey: 'permissions',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  table: 'permissions',
  readOnly: true,
  export: true,
  actions: [],
  defaultSort: 'title',
  sortable: ['title'],
  columns: [{ key: 'title', sort: 'title', names: 'permissionNames', label: 'fields.entity_name', kind: 'text' }],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' }],
  fields: [{ key: 'title', label: 'fields.entity_name', kind: 'text', unique: true, required: true }],
  schema: {
    $id: 'permissionsForm',
    type: 'object',
    required: ['title'],
    properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
  },
};
