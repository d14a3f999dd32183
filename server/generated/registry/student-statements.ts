// generated — edit screens/student-statements.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const studentStatementsResource: ResourceDefinition = {
  screen: 'student-statements',
  title: 'screens.student-statements.title',
  endpoint: '/student/statements',
  responseKey: 'finance_statements',
  permission: 'finance-statement.index',
  table: 'finance_statements',
  view: 'list',
  readOnly: true,
  export: false,
  scope: 'student_id',
  scopeTo: 'student',
  area: 'student',
  detail: ['created_at', 'status_id', 'comment'],
  actions: [
    {
      id: 'request',
      on: 'screen',
      run: 'requestStatement',
      form: false,
      fields: [{ key: 'comment', kind: 'longtext', required: true }],
      schema: {
        $id: 'studentStatementsRequestForm',
        type: 'object',
        required: ['comment'],
        properties: { comment: { type: 'string', maxLength: 2000, minLength: 1 } },
      },
    },
  ],
  columns: ['created_at', 'status_id', 'comment'],
  columnLabels: { created_at: 'fields.request_time', status_id: 'fields.status', comment: 'fields.comment' },
  columnLookups: { status_id: 'statementStatuses' },
  columnKinds: { created_at: 'datetime', status_id: 'lookup' },
  fields: [
    { key: 'student_id', kind: 'lookup', required: true, lookup: 'students' },
    { key: 'status_id', kind: 'lookup', required: true, lookup: 'statementStatuses' },
    { key: 'comment', kind: 'longtext', required: false },
  ],
  sortable: ['created_at', 'status_id'],
  defaultSort: '-created_at',
  filters: [{ key: 'status_id', kind: 'select', column: 'status_id', lookup: 'statementStatuses' }],
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
