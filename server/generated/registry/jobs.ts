// generated — edit screens/jobs.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const jobsResource: ResourceDefinition = {
  screen: 'jobs',
  title: 'screens.jobs.title',
  endpoint: '/jobs',
  responseKey: 'jobs',
  permission: 'jobs.index',
  source: 'jobs',
  view: 'list',
  readOnly: true,
  export: false,
  columns: ['kind', 'user_name', 'state', 'progress', 'message', 'file', 'created_at', 'finished_at'],
  columnLabels: {
    kind: 'screens.jobs.kind',
    user_name: 'screens.jobs.user',
    state: 'fields.status',
    progress: 'screens.jobs.progress',
    message: 'screens.jobs.message',
    file: 'screens.jobs.file',
    created_at: 'fields.created_at',
    finished_at: 'screens.jobs.finished_at',
  },
  columnLookups: { kind: 'jobKinds', state: 'jobStates' },
  columnKinds: {
    kind: 'lookup',
    state: 'lookup',
    progress: 'number',
    file: 'file',
    created_at: 'datetime',
    finished_at: 'datetime',
  },
  fields: [],
  sortable: ['kind', 'user_name', 'state', 'progress', 'created_at', 'finished_at'],
  defaultSort: '-created_at',
  filters: [
    { key: 'kind', kind: 'select', column: 'kind', lookup: 'jobKinds' },
    { key: 'state', kind: 'select', column: 'state', lookup: 'jobStates' },
    { key: 'created_at', kind: 'dateRange', column: 'created_at' },
  ],
  schema: { $id: 'jobsForm', type: 'object', properties: {} },
};
