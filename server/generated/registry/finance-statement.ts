// generated — edit screens/finance-statement.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const financeStatementScreen: ServerScreen = {
  name: 'finance-statement',
  title: 'screens.finance-statement.title',
  permission: 'finance-statement.index',
  endpoint: '/finance-statement',
  responseKey: 'finance_statements',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['student_id', 'status_id', 'comment'], keys: [] },
  table: 'finance_statements',
  readOnly: false,
  export: false,
  actions: [
    {
      id: 'answer',
      label: 'screens.finance-statement.answer',
      on: 'row',
      when: { status_id: 1 },
      run: 'editFields',
      icon: 'check-circle',
      primary: true,
      submit: 'app.actions.save',
      fields: [
        {
          key: 'status_id',
          label: 'fields.status',
          kind: 'lookup',
          lookup: 'statementStatuses',
          required: true,
        },
        { key: 'comment', label: 'fields.comment', kind: 'longtext', required: false },
      ],
      notify: [
        {
          field: 'student_id',
          text: 'notifications.statements.answered',
          opens: ['student-statements'],
          account: 'student_id',
          pages: [
            {
              screen: 'student-statements',
              path: '/student/student-statements',
              area: 'student',
              permission: 'finance-statement.index',
              param: 'rowId',
            },
          ],
        },
      ],
      form: false,
      schema: {
        $id: 'financeStatementAnswerForm',
        type: 'object',
        required: ['status_id'],
        properties: {
          status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
          comment: { type: 'string', maxLength: 20000 },
        },
      },
    },
  ],
  defaultSort: '-created_at',
  sortable: ['surname', 'name', 'created_at', 'status_id'],
  columns: [
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    {
      key: 'status_id',
      sort: 'status_id',
      label: 'fields.status',
      kind: 'lookup',
      lookup: 'statementStatuses',
    },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['surname', 'name', 'personal_id'],
      column: 'search',
    },
    {
      key: 'status_id',
      label: 'fields.status',
      kind: 'select',
      lookup: 'statementStatuses',
      column: 'status_id',
    },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students', column: 'student_id' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', column: 'program_id' },
    { key: 'created_at', label: 'fields.request_time', kind: 'dateRange', column: 'created_at' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'statementStatuses', required: true },
    { key: 'comment', label: 'fields.comment', kind: 'longtext', required: false },
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
