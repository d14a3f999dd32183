// generated — edit screens/library-subject.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const librarySubjectResource: ResourceDefinition = {
  screen: 'library-subject',
  title: 'screens.library-subject.title',
  endpoint: '/topics',
  responseKey: 'topics',
  permission: 'library-subject.index',
  table: 'topics',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['title'],
  columnLabels: { title: 'fields.entity_name' },
  fields: [{ key: 'title', kind: 'text', required: true, unique: true }],
  sortable: ['title'],
  defaultSort: 'title',
  filters: [{ key: 'search', kind: 'search', column: 'search', searchIn: ['title'] }],
  schema: {
    $id: 'librarySubjectForm',
    type: 'object',
    required: ['title'],
    properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
  },
};
