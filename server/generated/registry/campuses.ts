// generated — edit screens/campuses.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const campusesScreen: ServerScreen = {
  name: 'campuses',
  title: 'screens.campuses.title',
  permission: 'campuses.index',
  endpoint: '/campuses',
  responseKey: 'campuses',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'address_ka', 'address_en'], keys: [] },
  table: 'campuses',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'address_ka', 'address_en'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'address_ka', sort: 'address_ka', label: 'fields.address_ka', kind: 'text' },
    { key: 'address_en', sort: 'address_en', label: 'fields.address_en', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    { key: 'address_ka', label: 'fields.address_ka', kind: 'text', required: false },
    { key: 'address_en', label: 'fields.address_en', kind: 'text', required: false },
  ],
  schema: {
    $id: 'campusesForm',
    type: 'object',
    required: ['name_ka', 'name_en'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      address_ka: { type: 'string', maxLength: 255 },
      address_en: { type: 'string', maxLength: 255 },
    },
  },
};
