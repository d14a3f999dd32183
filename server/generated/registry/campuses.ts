// generated — edit screens/campuses.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const campusesResource: ResourceDefinition = {
  screen: 'campuses',
  title: 'screens.campuses.title',
  endpoint: '/campuses',
  responseKey: 'campuses',
  permission: 'campuses.index',
  table: 'campuses',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name_ka', 'name_en', 'address_ka', 'address_en'],
  columnLabels: {
    name_ka: 'fields.name_ka',
    name_en: 'fields.name_en',
    address_ka: 'fields.address_ka',
    address_en: 'fields.address_en',
  },
  fields: [
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'address_ka', kind: 'text', required: false },
    { key: 'address_en', kind: 'text', required: false },
  ],
  sortable: ['name_ka', 'name_en', 'address_ka', 'address_en'],
  defaultSort: 'name_ka',
  filters: [],
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
