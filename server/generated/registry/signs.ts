// generated — edit screens/signs.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const signsResource: ResourceDefinition = {
  screen: 'signs',
  title: 'screens.signs.title',
  endpoint: '/news',
  responseKey: 'news',
  permission: 'news.index',
  table: 'news',
  view: 'list',
  readOnly: true,
  export: true,
  columns: [],
  columnLabels: {},
  fields: [],
  sortable: [],
  filters: [],
  schema: { $id: 'signsForm', type: 'object', properties: {} },
};
