// generated — edit screens/administration-items.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const administrationItemsScreen: ServerScreen = {
  name: 'administration-items',
  title: 'screens.administration-items.title',
  permission: 'administration-items.index',
  endpoint: '/administration-items',
  responseKey: 'administration_items',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en'], keys: [] },
  table: 'administration_items',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
  ],
  schema: {
    $id: 'administrationItemsForm',
    type: 'object',
    required: ['name_ka', 'name_en'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
    },
  },
};
