// generated — edit screens/edoc-sent.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const edocSentResource: ResourceDefinition = {
  screen: 'edoc-sent',
  title: 'screens.edoc-sent.title',
  endpoint: '/edoc/sent',
  responseKey: 'edocs',
  permission: 'edoc-sent.index',
  source: 'documentsSent',
  view: 'list',
  readOnly: true,
  export: true,
  scope: 'owner_id',
  scopeTo: 'user',
  detail: ['user_name', 'template_name', 'document_number', 'created_at', 'status', 'text'],
  actions: [{ id: 'pdf', on: 'row', run: 'downloadDocument', form: false, download: true }],
  columns: ['user_name', 'template_name', 'status', 'text', 'document_number', 'created_at'],
  columnLabels: {
    user_name: 'fields.recipient',
    template_name: 'fields.template',
    status: 'fields.status',
    text: 'fields.text',
    document_number: 'fields.document_number',
    created_at: 'fields.created_at',
  },
  columnLookups: { status: 'userTypes' },
  columnKinds: { status: 'lookup', created_at: 'datetime' },
  fields: [],
  sortable: ['user_name', 'template_name', 'status', 'document_number', 'created_at'],
  defaultSort: '-created_at',
  filters: [
    {
      key: 'search',
      kind: 'search',
      column: 'search',
      searchIn: ['user_name', 'template_name', 'document_number'],
    },
    { key: 'created_at', kind: 'dateRange', column: 'created_at' },
  ],
  schema: { $id: 'edocSentForm', type: 'object', properties: {} },
};
