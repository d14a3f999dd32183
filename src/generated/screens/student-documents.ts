// generated — edit screens/student-documents.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentDocumentsScreen: ScreenDefinition = {
  name: 'student-documents',
  title: 'screens.student-documents.title',
  area: 'student',
  endpoint: '/student/documents',
  responseKey: 'edocs',
  view: 'list',
  routes: ['list', 'export', 'record', 'action'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [{ id: 'pdf', label: 'screens.edoc.pdf', on: 'row', download: true, icon: 'download', form: false }],
  detail: ['template_name', 'document_number', 'created_at', 'text'],
  defaultSort: '-created_at',
  columns: [
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'text', label: 'fields.text', hidden: true, kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/student-documents'),
    ka: () => import('virtual:aula-labels/ka/student-documents'),
  },
};
export default studentDocumentsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
