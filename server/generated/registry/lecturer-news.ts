// generated — edit screens/lecturer-news.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const lecturerNewsScreen: ServerScreen = {
  name: 'lecturer-news',
  title: 'screens.news.title',
  permission: 'news.index',
  area: 'lecturer',
  endpoint: '/lecturer/news',
  responseKey: 'news',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  table: 'news',
  readOnly: true,
  export: true,
  only: [{ key: 'published', equals: true }, { key: 'published_at', notAfter: 'now' }],
  actions: [],
  detail: ['photo', 'title', 'published_at', 'body'],
  defaultSort: '-published_at',
  sortable: ['title', 'published_at'],
  columns: [
    { key: 'photo', label: 'fields.image', kind: 'image' },
    { key: 'title', label: 'fields.title', sort: 'title', kind: 'text' },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime', sort: 'published_at' },
    { key: 'body', label: 'fields.description', kind: 'richtext', hidden: true },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' }],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text', required: true },
    { key: 'photo', label: 'fields.image', kind: 'file', accept: 'image', required: false },
    { key: 'body', label: 'fields.body', kind: 'richtext', required: true },
    { key: 'published', label: 'fields.published', kind: 'boolean', required: false },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime', required: false },
  ],
  schema: {
    $id: 'lecturerNewsForm',
    type: 'object',
    required: ['title', 'body'],
    properties: {
      title: { type: 'string', maxLength: 255, minLength: 1 },
      photo: { type: 'string', maxLength: 255 },
      body: { type: 'string', maxLength: 50000, minLength: 1 },
      published: { type: 'boolean', default: false },
      published_at: {
        type: 'string',
        pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?([Zz]|[+-](0\\d|1[0-4])(:?[0-5]\\d)?)?$',
      },
    },
  },
};
