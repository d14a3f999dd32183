// generated — edit screens/minor-logs.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const minorLogsResource: ResourceDefinition = {
  screen: 'minor-logs',
  title: 'screens.minor-logs.title',
  endpoint: '/administration/minor/logs',
  responseKey: 'logs',
  permission: 'students.index',
  source: 'minorLogs',
  view: 'list',
  readOnly: true,
  export: true,
  columns: ['first_name', 'last_name', 'personal_id', 'minor_name', 'flow_name', 'created_at', 'flow_id'],
  columnLabels: {
    first_name: 'fields.first_name',
    last_name: 'fields.last_name',
    personal_id: 'fields.personal_id',
    minor_name: 'fields.minor_name',
    flow_name: 'fields.semester_flow',
    created_at: 'fields.created_date',
    flow_id: 'fields.flow',
  },
  columnLookups: { flow_id: 'flows' },
  columnKinds: { created_at: 'date', flow_id: 'lookup' },
  fields: [],
  sortable: ['first_name', 'last_name', 'personal_id', 'minor_name', 'flow_name', 'created_at'],
  defaultSort: '-created_at',
  filters: [
    {
      key: 'search',
      kind: 'search',
      column: 'search',
      searchIn: ['first_name', 'last_name', 'personal_id', 'minor_name'],
    },
    { key: 'flow_id', kind: 'select', column: 'flow_id', lookup: 'flows' },
    { key: 'created_at', kind: 'dateRange', column: 'created_at' },
  ],
  schema: { $id: 'minorLogsForm', type: 'object', properties: {} },
};
