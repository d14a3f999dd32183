// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const newsResource: ResourceDefinition = {
  screen: 'news',
  title: 'screens.news.title',
  endpoint: '/news',
  responseKey: 'news',
  permission: 'news.index',
  table: 'news',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['photo', 'title', 'body'],
  columnLabels: { photo: 'fields.image', title: 'fields.title', body: 'fields.description' },
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'photo', kind: 'file', required: false, accept: 'image' },
    { key: 'body', kind: 'longtext', required: true },
  ],
  sortable: ['title'],
  defaultSort: 'title',
  filters: [{ key: 'search', kind: 'search', column: 'search', searchIn: ['title'] }],
  schema: {
    $id: 'newsForm',
    type: 'object',
    required: ['title', 'body'],
    properties: {
      title: { type: 'string', maxLength: 255, minLength: 1 },
      photo: { type: 'string', maxLength: 255 },
      body: { type: 'string', maxLength: 20000, minLength: 1 },
    },
  },
};
