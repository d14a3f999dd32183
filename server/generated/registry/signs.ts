// generated — edit screens/signs.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const signsScreen: ServerScreen = {
  name: 'signs',
  title: 'screens.signs.title',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  table: 'news',
  readOnly: true,
  export: true,
  actions: [],
  sortable: [],
  columns: [],
  filters: [],
  fields: [],
  schema: { $id: 'signsForm', type: 'object', properties: {} },
};
