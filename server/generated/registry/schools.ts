// generated — edit screens/schools.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const schoolsScreen: ServerScreen = {
  name: 'schools',
  title: 'screens.schools.title',
  permission: 'schools.index',
  endpoint: '/schools',
  responseKey: 'schools',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['name_ka', 'name_en', 'campus_id'], keys: [] },
  table: 'schools',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'campus_id'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'campus_id', sort: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['name_ka', 'name_en'],
      column: 'search',
    },
    { key: 'campus_id', label: 'fields.campus', kind: 'select', lookup: 'campuses', column: 'campus_id' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    { key: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses', required: false },
  ],
  schema: {
    $id: 'schoolsForm',
    type: 'object',
    required: ['name_ka', 'name_en'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      campus_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
  },
};
