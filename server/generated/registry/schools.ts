// generated — edit screens/schools.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const schoolsResource: ResourceDefinition = {
  screen: 'schools',
  title: 'screens.schools.title',
  endpoint: '/schools',
  responseKey: 'schools',
  permission: 'schools.index',
  table: 'schools',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['name_ka', 'name_en', 'campus_id'],
  columnLabels: { name_ka: 'fields.name_ka', name_en: 'fields.name_en', campus_id: 'fields.campus' },
  columnLookups: { campus_id: 'campuses' },
  columnKinds: { campus_id: 'lookup' },
  fields: [
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'campus_id', kind: 'lookup', required: false, lookup: 'campuses' },
  ],
  sortable: ['name_ka', 'name_en', 'campus_id'],
  defaultSort: 'name_ka',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name_ka', 'name_en'] },
    { key: 'campus_id', kind: 'select', column: 'campus_id', lookup: 'campuses' },
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
