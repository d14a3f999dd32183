// generated — edit screens/document-requests.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const documentRequestsScreen: ServerScreen = {
  name: 'document-requests',
  title: 'screens.document-requests.title',
  permission: 'edoc-templates.index',
  endpoint: '/document-requests',
  responseKey: 'document_requests',
  view: 'list',
  routes: ['list', 'transition', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['student_id', 'template_id', 'comment', 'document_number'], keys: [] },
  table: 'document_requests',
  hooks: ['documentRequests'],
  readOnly: false,
  export: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'requested', label: 'workflow.documentRequests.requested' },
      { id: 'issued', label: 'workflow.documentRequests.issued' },
      { id: 'refused', label: 'workflow.documentRequests.refused' },
    ],
    transitions: [
      {
        id: 'issue',
        label: 'workflow.documentRequests.issue',
        from: ['requested'],
        to: 'issued',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.documentRequests.issued',
            opens: ['student-documents'],
            account: 'student_id',
            pages: [{ screen: 'student-documents', path: '/student/student-documents', area: 'student' }],
          },
        ],
      },
      {
        id: 'refuse',
        label: 'workflow.documentRequests.refuse',
        from: ['requested'],
        to: 'refused',
        reason: 'required',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.documentRequests.refused',
            opens: ['student-document-requests'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-document-requests',
                path: '/student/student-document-requests',
                area: 'student',
                param: 'rowId',
              },
            ],
          },
        ],
      },
    ],
    table: 'document_requests',
  },
  actions: [],
  detail: ['student_id', 'template_id', 'comment', 'created_at', 'document_number'],
  recordTitle: ['name', 'surname'],
  defaultSort: '-created_at',
  sortable: ['surname', 'name', 'template_id', 'created_at', 'state'],
  columns: [
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'text' },
    {
      key: 'template_id',
      sort: 'template_id',
      label: 'fields.template',
      kind: 'lookup',
      lookup: 'studentTemplates',
    },
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    { key: 'state', label: 'fields.status', kind: 'lookup', lookup: 'documentRequestStates', sort: 'state' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['surname', 'name', 'personal_id'],
      column: 'search',
    },
    { key: 'state', label: 'fields.status', kind: 'select', lookup: 'documentRequestStates', column: 'state' },
    {
      key: 'template_id',
      label: 'fields.template',
      kind: 'select',
      lookup: 'studentTemplates',
      column: 'template_id',
    },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    {
      key: 'template_id',
      label: 'fields.template',
      kind: 'lookup',
      lookup: 'studentTemplates',
      required: true,
    },
    { key: 'comment', label: 'fields.comment', kind: 'longtext', maxLength: 2000, required: false },
    { key: 'document_number', label: 'fields.document_number', kind: 'text', required: false },
  ],
  schema: {
    $id: 'documentRequestsForm',
    type: 'object',
    required: ['student_id', 'template_id'],
    properties: {
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      template_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      comment: { type: 'string', maxLength: 2000 },
      document_number: { type: 'string', maxLength: 255 },
    },
  },
};
