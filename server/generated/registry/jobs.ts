// generated — edit screens/jobs.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const jobsScreen: ServerScreen = {
  name: 'jobs',
  title: 'screens.jobs.title',
  permission: 'jobs.index',
  endpoint: '/jobs',
  responseKey: 'jobs',
  view: 'list',
  routes: ['list'],
  reader: 'jobs',
  readOnly: true,
  export: false,
  actions: [],
  defaultSort: '-created_at',
  sortable: ['kind', 'user_name', 'state', 'progress', 'created_at', 'finished_at'],
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
    { key: 'kind', label: 'screens.jobs.kind', kind: 'select', lookup: 'jobKinds', column: 'kind' },
    { key: 'state', label: 'fields.status', kind: 'select', lookup: 'jobStates', column: 'state' },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange', column: 'created_at' },
  ],
  fields: [],
  schema: { $id: 'jobsForm', type: 'object', properties: {} },
};
