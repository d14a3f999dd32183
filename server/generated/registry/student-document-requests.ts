// generated — edit screens/student-document-requests.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentDocumentRequestsScreen: ServerScreen = {
  name: 'student-document-requests',
  title: 'screens.student-document-requests.title',
  area: 'student',
  endpoint: '/student/document-requests',
  responseKey: 'document_requests',
  view: 'list',
  routes: ['list', 'action', 'record'],
  table: 'document_requests',
  hooks: ['documentRequests'],
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
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
  actions: [
    {
      id: 'request',
      label: 'screens.student-document-requests.request',
      on: 'screen',
      run: 'addOwnRow',
      icon: 'plus',
      primary: true,
      submit: 'screens.student-document-requests.send',
      fields: [
        {
          key: 'template_id',
          label: 'fields.template',
          kind: 'lookup',
          lookup: 'studentTemplates',
          required: true,
        },
        {
          key: 'comment',
          label: 'screens.student-document-requests.what',
          kind: 'longtext',
          maxLength: 2000,
          required: false,
        },
      ],
      form: false,
      schema: {
        $id: 'studentDocumentRequestsRequestForm',
        type: 'object',
        required: ['template_id'],
        properties: {
          template_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
          comment: { type: 'string', maxLength: 2000 },
        },
      },
    },
  ],
  detail: ['template_id', 'comment', 'created_at', 'document_number'],
  recordTitle: ['template_id'],
  defaultSort: '-created_at',
  sortable: ['template_id', 'created_at', 'state'],
  columns: [
    {
      key: 'template_id',
      label: 'fields.template',
      kind: 'lookup',
      lookup: 'studentTemplates',
      sort: 'template_id',
    },
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    { key: 'state', label: 'fields.status', kind: 'lookup', lookup: 'documentRequestStates', sort: 'state' },
    { key: 'document_number', label: 'fields.document_number', kind: 'text' },
  ],
  filters: [{ key: 'state', label: 'fields.status', kind: 'select', lookup: 'documentRequestStates', column: 'state' }],
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
    $id: 'studentDocumentRequestsForm',
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
