// generated — edit screens/student-statements.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentStatementsScreen: ScreenDefinition = {
  name: 'student-statements',
  title: 'screens.student-statements.title',
  permission: 'finance-statement.index',
  area: 'student',
  endpoint: '/student/statements',
  responseKey: 'finance_statements',
  view: 'list',
  routes: ['list', 'action', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'request',
      label: 'screens.student-statements.request',
      on: 'screen',
      icon: 'plus',
      primary: true,
      submit: 'screens.student-statements.send',
      form: false,
    },
  ],
  detail: ['created_at', 'status_id', 'comment'],
  defaultSort: '-created_at',
  fixedLookups: {
    statementStatuses: [
      { id: 1, label: 'options.statementStatuses.pending' },
      { id: 2, label: 'options.statementStatuses.completed' },
      { id: 3, label: 'options.statementStatuses.rejected' },
    ],
  },
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
  filters: [{ key: 'status_id', label: 'fields.status', kind: 'select', lookup: 'statementStatuses' }],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'statementStatuses' },
    { key: 'comment', label: 'fields.comment', kind: 'longtext' },
  ],
  actionForms: {
    request: () => import('../forms/student-statements-request').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-statements'),
    ka: () => import('virtual:aula-labels/ka/student-statements'),
  },
};
export default studentStatementsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
