// generated — edit screens/lecturer-news.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const lecturerNewsResource: ResourceDefinition = {
  screen: 'lecturer-news',
  title: 'screens.news.title',
  endpoint: '/lecturer/news',
  responseKey: 'news',
  permission: 'news.index',
  table: 'news',
  view: 'list',
  readOnly: true,
  export: true,
  area: 'lecturer',
  only: [{ key: 'published', equals: true }, { key: 'published_at', notAfter: 'now' }],
  detail: ['photo', 'title', 'published_at', 'body'],
  actions: [],
  columns: ['photo', 'title', 'published_at', 'body'],
  columnLabels: {
    photo: 'fields.image',
    title: 'fields.title',
    published_at: 'fields.published_date',
    body: 'fields.description',
  },
  columnKinds: { photo: 'image', published_at: 'datetime', body: 'richtext' },
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'photo', kind: 'file', required: false, accept: 'image' },
    { key: 'body', kind: 'richtext', required: true },
    { key: 'published', kind: 'boolean', required: false },
    { key: 'published_at', kind: 'datetime', required: false },
  ],
  sortable: ['title', 'published_at'],
  defaultSort: '-published_at',
  filters: [{ key: 'search', kind: 'search', column: 'search', searchIn: ['title'] }],
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
        pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
      },
    },
  },
};
