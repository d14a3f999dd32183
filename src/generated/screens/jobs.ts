// generated — edit screens/jobs.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const jobsScreen: ScreenDefinition = {
  name: 'jobs',
  title: 'screens.jobs.title',
  permission: 'jobs.index',
  endpoint: '/jobs',
  responseKey: 'jobs',
  view: 'list',
  routes: ['list'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  poll: 5,
  defaultSort: '-created_at',
  fixedLookups: {
    jobKinds: [
      { id: 'exportList', label: 'options.jobKinds.exportList' },
      { id: 'financeReport', label: 'options.jobKinds.financeReport' },
      { id: 'recomputeRecords', label: 'options.jobKinds.recomputeRecords' },
      { id: 'issueDocuments', label: 'options.jobKinds.issueDocuments' },
    ],
    jobStates: [
      { id: 'queued', label: 'options.jobStates.queued' },
      { id: 'running', label: 'options.jobStates.running' },
      { id: 'completed', label: 'options.jobStates.completed' },
      { id: 'failed', label: 'options.jobStates.failed' },
    ],
  },
  columns: [
    { key: 'kind', label: 'screens.jobs.kind', kind: 'lookup', lookup: 'jobKinds', sort: 'kind' },
    { key: 'user_name', label: 'screens.jobs.user', sort: 'user_name', kind: 'text' },
    { key: 'state', label: 'fields.status', kind: 'lookup', lookup: 'jobStates', sort: 'state' },
    { key: 'progress', label: 'screens.jobs.progress', kind: 'number', sort: 'progress' },
    { key: 'message', label: 'screens.jobs.message', kind: 'text' },
    { key: 'file', label: 'screens.jobs.file', kind: 'file' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
    { key: 'heartbeat_at', label: 'screens.jobs.heartbeat_at', kind: 'datetime' },
    { key: 'finished_at', label: 'screens.jobs.finished_at', kind: 'datetime', sort: 'finished_at' },
  ],
  filters: [
    { key: 'kind', label: 'screens.jobs.kind', kind: 'select', lookup: 'jobKinds' },
    { key: 'state', label: 'fields.status', kind: 'select', lookup: 'jobStates' },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/jobs'),
    ka: () => import('virtual:aula-labels/ka/jobs'),
  },
};
export default jobsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
