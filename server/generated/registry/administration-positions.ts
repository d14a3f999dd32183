// generated — edit screens/administration-positions.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const administrationPositionsResource: ResourceDefinition = {
  screen: 'administration-positions',
  title: 'screens.administration-positions.title',
  endpoint: '/administration-positions',
  responseKey: 'administration_positions',
  permission: 'administration-positions.index',
  table: 'administration_positions',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name_ka', 'name_en'],
  columnLabels: { name_ka: 'fields.name_ka', name_en: 'fields.name_en' },
  fields: [{ key: 'name_ka', kind: 'text', required: true }, { key: 'name_en', kind: 'text', required: true }],
  sortable: ['name_ka', 'name_en'],
  defaultSort: 'name_ka',
  filters: [],
  schema: {
    $id: 'administrationPositionsForm',
    type: 'object',
    required: ['name_ka', 'name_en'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
    },
  },
};
