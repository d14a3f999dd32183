// generated — edit screens/student-documents.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentDocumentsScreen: ServerScreen = {
  name: 'student-documents',
  title: 'screens.student-documents.title',
  area: 'student',
  endpoint: '/student/documents',
  responseKey: 'edocs',
  view: 'list',
  routes: ['list', 'export', 'record', 'action'],
  reader: 'documentsReceived',
  readOnly: true,
  export: true,
  scope: { column: 'owner_id', to: 'user' },
  actions: [
    {
      id: 'pdf',
      label: 'screens.edoc.pdf',
      on: 'row',
      run: 'downloadDocument',
      download: true,
      icon: 'download',
      form: false,
    },
  ],
  detail: ['template_name', 'document_number', 'created_at', 'text'],
  defaultSort: '-created_at',
  sortable: ['template_name', 'document_number', 'created_at'],
  columns: [
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'text', label: 'fields.text', hidden: true, kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['template_name', 'document_number'],
      column: 'search',
    },
  ],
  fields: [],
  schema: { $id: 'studentDocumentsForm', type: 'object', properties: {} },
};
