// generated — edit screens/administration-items.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const administrationItemsResource: ResourceDefinition = {
  screen: 'administration-items',
  title: 'screens.administration-items.title',
  endpoint: '/administration-items',
  responseKey: 'administration_items',
  permission: 'administration-items.index',
  table: 'administration_items',
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
    $id: 'administrationItemsForm',
    type: 'object',
    required: ['name_ka', 'name_en'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
    },
  },
};
