// generated — edit screens/edoc-inbox.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const edocInboxResource: ResourceDefinition = {
  screen: 'edoc-inbox',
  title: 'screens.edoc-inbox.title',
  endpoint: '/edoc/inbox',
  responseKey: 'edocs',
  permission: 'edoc-inbox.index',
  source: 'documentsReceived',
  view: 'list',
  readOnly: true,
  export: true,
  scope: 'owner_id',
  scopeTo: 'user',
  detail: ['user_name', 'template_name', 'document_number', 'created_at', 'status', 'text'],
  actions: [{ id: 'pdf', on: 'row', run: 'downloadDocument', form: false, download: true }],
  columns: ['user_name', 'template_name', 'status', 'text', 'document_number', 'created_at'],
  columnLabels: {
    user_name: 'fields.sender',
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
  schema: { $id: 'edocInboxForm', type: 'object', properties: {} },
};
