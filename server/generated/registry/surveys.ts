// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const surveysResource: ResourceDefinition = {
  screen: 'surveys',
  title: 'screens.surveys.title',
  endpoint: '/surveys',
  responseKey: 'surveys',
  permission: 'surveys.index',
  table: 'surveys',
  withLookups: ['questionTypes'],
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name', 'description'],
  columnLabels: { name: 'fields.entity_name', description: 'fields.description' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'description', kind: 'longtext', required: false },
    { key: 'anonymous', kind: 'boolean', required: false },
  ],
  sortable: ['name'],
  defaultSort: 'name',
  filters: [],
  schema: {
    $id: 'surveysForm',
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      description: { type: 'string', maxLength: 20000 },
      anonymous: { type: 'boolean', default: false },
    },
  },
};
