// generated — edit screens/edoc-sent.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const edocSentScreen: ServerScreen = {
  name: 'edoc-sent',
  title: 'screens.edoc-sent.title',
  permission: 'edoc-sent.index',
  endpoint: '/edoc/sent',
  responseKey: 'edocs',
  view: 'list',
  routes: ['list', 'export', 'record', 'action'],
  reader: 'documentsSent',
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
  detail: ['user_name', 'template_name', 'document_number', 'created_at', 'status', 'text'],
  defaultSort: '-created_at',
  sortable: ['user_name', 'template_name', 'status', 'document_number', 'created_at'],
  columns: [
    { key: 'user_name', label: 'fields.recipient', sort: 'user_name', kind: 'text' },
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'status', label: 'fields.status', kind: 'lookup', lookup: 'userTypes', sort: 'status' },
    { key: 'text', label: 'fields.text', hidden: true, kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['user_name', 'template_name', 'document_number'],
      column: 'search',
    },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange', column: 'created_at' },
  ],
  fields: [],
  schema: { $id: 'edocSentForm', type: 'object', properties: {} },
};
