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
  actions: [
    { id: 'publish', on: 'row', run: 'publishNews', form: false, when: { published: false } },
    { id: 'unpublish', on: 'row', run: 'unpublishNews', form: false, when: { published: true } },
  ],
  columns: ['photo', 'title', 'body', 'published', 'published_at'],
  columnLabels: {
    photo: 'fields.image',
    title: 'fields.title',
    body: 'fields.description',
    published: 'fields.published',
    published_at: 'fields.published_date',
  },
  columnKinds: { photo: 'image', body: 'richtext', published: 'boolean', published_at: 'datetime' },
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'photo', kind: 'file', required: false, accept: 'image' },
    { key: 'body', kind: 'richtext', required: true },
    { key: 'published', kind: 'boolean', required: false },
    { key: 'published_at', kind: 'datetime', required: false },
  ],
  sortable: ['title', 'published', 'published_at'],
  defaultSort: 'title',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['title'] },
    { key: 'published', kind: 'boolean', column: 'published' },
  ],
  schema: {
    $id: 'newsForm',
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
