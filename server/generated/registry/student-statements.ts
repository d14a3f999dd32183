// generated — edit screens/student-statements.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentStatementsScreen: ServerScreen = {
  name: 'student-statements',
  title: 'screens.student-statements.title',
  permission: 'finance-statement.index',
  area: 'student',
  endpoint: '/student/statements',
  responseKey: 'finance_statements',
  view: 'list',
  routes: ['list', 'action', 'record'],
  table: 'finance_statements',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
  actions: [
    {
      id: 'request',
      label: 'screens.student-statements.request',
      on: 'screen',
      run: 'requestStatement',
      icon: 'plus',
      primary: true,
      submit: 'screens.student-statements.send',
      fields: [
        {
          key: 'comment',
          label: 'screens.student-statements.what',
          kind: 'longtext',
          maxLength: 2000,
          required: true,
        },
      ],
      form: false,
      schema: {
        $id: 'studentStatementsRequestForm',
        type: 'object',
        required: ['comment'],
        properties: { comment: { type: 'string', maxLength: 2000, minLength: 1 } },
      },
    },
  ],
  detail: ['created_at', 'status_id', 'comment'],
  defaultSort: '-created_at',
  sortable: ['created_at', 'status_id'],
  columns: [
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    {
      key: 'status_id',
      label: 'fields.status',
      kind: 'lookup',
      lookup: 'statementStatuses',
      sort: 'status_id',
    },
    { key: 'comment', label: 'fields.comment', kind: 'text' },
  ],
  filters: [
    {
      key: 'status_id',
      label: 'fields.status',
      kind: 'select',
      lookup: 'statementStatuses',
      column: 'status_id',
    },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'statementStatuses', required: true },
    { key: 'comment', label: 'fields.comment', kind: 'longtext', required: false },
  ],
  schema: {
    $id: 'studentStatementsForm',
    type: 'object',
    required: ['student_id', 'status_id'],
    properties: {
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      comment: { type: 'string', maxLength: 20000 },
    },
  },
};
