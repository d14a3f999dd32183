// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const newsScreen: ServerScreen = {
  name: 'news',
  title: 'screens.news.title',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'action',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
  ],
  table: 'news',
  readOnly: false,
  export: true,
  actions: [
    {
      id: 'publish',
      label: 'screens.news.publish',
      on: 'row',
      when: { published: false },
      run: 'publishNews',
      icon: 'check-circle',
      primary: true,
      form: false,
    },
    {
      id: 'unpublish',
      label: 'screens.news.unpublish',
      on: 'row',
      when: { published: true },
      run: 'unpublishNews',
      icon: 'close',
      form: false,
    },
  ],
  defaultSort: 'title',
  sortable: ['title', 'published', 'published_at'],
  columns: [
    { key: 'photo', label: 'fields.image', kind: 'image' },
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'body', label: 'fields.description', kind: 'richtext' },
    { key: 'published', sort: 'published', label: 'fields.published', kind: 'boolean' },
    { key: 'published_at', sort: 'published_at', label: 'fields.published_date', kind: 'datetime' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' },
    { key: 'published', label: 'fields.published', kind: 'boolean', column: 'published' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text', required: true },
    { key: 'photo', label: 'fields.image', kind: 'file', accept: 'image', required: false },
    { key: 'body', label: 'fields.body', kind: 'richtext', required: true },
    { key: 'published', label: 'fields.published', kind: 'boolean', required: false },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime', required: false },
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
