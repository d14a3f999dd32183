// generated — edit screens/library-subject.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const librarySubjectScreen: ServerScreen = {
  name: 'library-subject',
  title: 'screens.library-subject.title',
  permission: 'library-subject.index',
  endpoint: '/topics',
  responseKey: 'topics',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['title'], keys: ['title'] },
  table: 'topics',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: 'title',
  sortable: ['title'],
  columns: [{ key: 'title', sort: 'title', label: 'fields.entity_name', kind: 'text' }],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' }],
  fields: [{ key: 'title', label: 'fields.entity_name', kind: 'text', unique: true, required: true }],
  schema: {
    $id: 'librarySubjectForm',
    type: 'object',
    required: ['title'],
    properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
  },
};
