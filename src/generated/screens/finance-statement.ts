// generated — edit screens/finance-statement.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const financeStatementScreen: ScreenDefinition = {
  name: 'finance-statement',
  title: 'screens.finance-statement.title',
  addTitle: 'screens.finance-statement.add',
  permission: 'finance-statement.index',
  endpoint: '/finance-statement',
  responseKey: 'finance_statements',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['student_id', 'status_id', 'comment'], keys: [] },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'answer',
      label: 'screens.finance-statement.answer',
      on: 'row',
      when: { status_id: 1 },
      icon: 'check-circle',
      primary: true,
      submit: 'app.actions.save',
      form: false,
    },
  ],
  defaultSort: '-created_at',
  fixedLookups: {
    statementStatuses: [
      { id: 1, label: 'options.statementStatuses.pending' },
      { id: 2, label: 'options.statementStatuses.completed' },
      { id: 3, label: 'options.statementStatuses.rejected' },
    ],
  },
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
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'status_id', label: 'fields.status', kind: 'select', lookup: 'statementStatuses' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
    { key: 'created_at', label: 'fields.request_time', kind: 'dateRange' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'statementStatuses' },
    { key: 'comment', label: 'fields.comment', kind: 'longtext' },
  ],
  loadForm: () => import('../forms/finance-statement').then((module) => module.default),
  actionForms: {
    answer: () => import('../forms/finance-statement-answer').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/finance-statement'),
    ka: () => import('virtual:aula-labels/ka/finance-statement'),
  },
};
export default financeStatementScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
