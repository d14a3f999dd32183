// generated — edit screens/finance-statement.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const financeStatementResource: ResourceDefinition = {
  screen: 'finance-statement',
  title: 'screens.finance-statement.title',
  endpoint: '/finance-statement',
  responseKey: 'finance_statements',
  permission: 'finance-statement.index',
  table: 'finance_statements',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['surname', 'name', 'personal_id', 'program_id', 'created_at', 'status_id'],
  columnLabels: {
    surname: 'fields.surname',
    name: 'fields.name',
    personal_id: 'fields.personal_id',
    program_id: 'fields.program',
    created_at: 'fields.request_time',
    status_id: 'fields.status',
  },
  columnLookups: { program_id: 'programs', status_id: 'statementStatuses' },
  columnKinds: { program_id: 'lookup', created_at: 'datetime', status_id: 'lookup' },
  fields: [
    { key: 'student_id', kind: 'lookup', required: true, lookup: 'students' },
    { key: 'status_id', kind: 'lookup', required: true, lookup: 'statementStatuses' },
    { key: 'comment', kind: 'longtext', required: false },
  ],
  sortable: ['surname', 'name', 'created_at', 'status_id'],
  defaultSort: '-created_at',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['surname', 'name', 'personal_id'] },
    { key: 'status_id', kind: 'select', column: 'status_id', lookup: 'statementStatuses' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'created_at', kind: 'dateRange', column: 'created_at' },
  ],
  schema: {
    $id: 'financeStatementForm',
    type: 'object',
    required: ['student_id', 'status_id'],
    properties: {
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      comment: { type: 'string', maxLength: 20000 },
    },
  },
};
