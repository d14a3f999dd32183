// generated — edit screens/library-lmb.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const libraryLmbScreen: ScreenDefinition = {
  name: 'library-lmb',
  title: 'screens.library-lmb.title',
  addTitle: 'screens.library-lmb.add',
  permission: 'library-lmb.index',
  endpoint: '/library-lmb',
  responseKey: 'books',
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
  imports: { fields: ['title', 'author', 'topics', 'lecturer_id', 'released', 'published_date'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: '-published_date',
  columns: [
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'author', sort: 'author', label: 'fields.author', kind: 'text' },
    { key: 'file_name', label: 'fields.files', kind: 'file' },
    { key: 'lecturer_id', sort: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers' },
    { key: 'topics', label: 'fields.subject', kind: 'lookup', lookup: 'topics' },
    { key: 'published_date', sort: 'published_date', label: 'fields.published_date', kind: 'date' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'topics', label: 'fields.subject', kind: 'select', lookup: 'topics' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'select', lookup: 'lecturers' },
    { key: 'released', label: 'fields.released', kind: 'boolean' },
    { key: 'published_date', label: 'fields.published_date', kind: 'dateRange' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'author', label: 'fields.author', kind: 'text' },
    { key: 'file_name', label: 'fields.book_file', kind: 'file', accept: 'document' },
    { key: 'topics', label: 'fields.topics', kind: 'lookupMany', lookup: 'topics' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers' },
    { key: 'released', label: 'fields.released', kind: 'boolean' },
    { key: 'published_date', label: 'fields.published_date', kind: 'date' },
  ],
  loadForm: () => import('../forms/library-lmb').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/library-lmb'),
    ka: () => import('virtual:aula-labels/ka/library-lmb'),
  },
};
export default libraryLmbScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
