// generated — edit screens/student-library.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentLibraryScreen: ScreenDefinition = {
  name: 'student-library',
  title: 'screens.student-library.title',
  area: 'student',
  endpoint: '/student/library',
  responseKey: 'books',
  view: 'list',
  routes: ['list', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: ['title', 'author', 'topics', 'published_date', 'file_name'],
  defaultSort: '-published_date',
  columns: [
    { key: 'title', label: 'fields.title', sort: 'title', kind: 'text' },
    { key: 'author', label: 'fields.author', sort: 'author', kind: 'text' },
    { key: 'topics', label: 'fields.subject', kind: 'lookup', lookup: 'topics' },
    { key: 'published_date', label: 'fields.published_date', kind: 'date', sort: 'published_date' },
    { key: 'file_name', label: 'fields.files', kind: 'file' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'topics', label: 'fields.subject', kind: 'select', lookup: 'topics' },
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
  labels: {
    en: () => import('virtual:aula-labels/en/student-library'),
    ka: () => import('virtual:aula-labels/ka/student-library'),
  },
};
export default studentLibraryScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
