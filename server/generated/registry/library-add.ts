// generated — edit screens/library-add.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const libraryAddResource: ResourceDefinition = {
  screen: 'library-add',
  title: 'screens.library-add.title',
  endpoint: '/library-lmb',
  responseKey: 'books',
  permission: 'library-lmb.index',
  table: 'books',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['title', 'author', 'file_name', 'lecturer_id', 'topics', 'published_date'],
  columnLabels: {
    title: 'fields.title',
    author: 'fields.author',
    file_name: 'fields.files',
    lecturer_id: 'fields.lecturer',
    topics: 'fields.subject',
    published_date: 'fields.published_date',
  },
  columnLookups: { lecturer_id: 'lecturers', topics: 'topics' },
  columnKinds: { file_name: 'file', lecturer_id: 'lookup', topics: 'lookup', published_date: 'date' },
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'author', kind: 'text', required: true },
    { key: 'file_name', kind: 'file', required: false, accept: 'document', downloadName: 'title' },
    { key: 'topics', kind: 'lookupMany', required: false, lookup: 'topics', onDelete: 'clear' },
    { key: 'lecturer_id', kind: 'lookup', required: false, lookup: 'lecturers' },
    { key: 'released', kind: 'boolean', required: false },
    { key: 'published_date', kind: 'date', required: false },
  ],
  sortable: ['title', 'author', 'lecturer_id', 'published_date'],
  defaultSort: '-published_date',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['title', 'author'] },
    { key: 'topics', kind: 'select', column: 'topics', lookup: 'topics' },
    { key: 'lecturer_id', kind: 'select', column: 'lecturer_id', lookup: 'lecturers' },
    { key: 'released', kind: 'boolean', column: 'released' },
    { key: 'published_date', kind: 'dateRange', column: 'published_date' },
  ],
  schema: {
    $id: 'libraryAddForm',
    type: 'object',
    required: ['title', 'author'],
    properties: {
      title: { type: 'string', maxLength: 255, minLength: 1 },
      author: { type: 'string', maxLength: 255, minLength: 1 },
      file_name: { type: 'string', maxLength: 255 },
      topics: {
        type: 'array',
        items: { type: 'integer', minimum: 0, maximum: 2147483647 },
        uniqueItems: true,
        maxItems: 1000,
      },
      lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      released: { type: 'boolean', default: false },
      published_date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    },
  },
};
