// generated — edit screens/minor-logs.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const minorLogsScreen: ServerScreen = {
  name: 'minor-logs',
  title: 'screens.minor-logs.title',
  permission: 'students.index',
  endpoint: '/administration/minor/logs',
  responseKey: 'logs',
  view: 'list',
  routes: ['list', 'export'],
  reader: 'minorLogs',
  readOnly: true,
  export: true,
  actions: [],
  defaultSort: '-created_at',
  sortable: ['first_name', 'last_name', 'personal_id', 'minor_name', 'flow_name', 'created_at'],
  columns: [
    { key: 'first_name', label: 'fields.first_name', sort: 'first_name', kind: 'text' },
    { key: 'last_name', label: 'fields.last_name', sort: 'last_name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', sort: 'personal_id', kind: 'text' },
    { key: 'minor_name', label: 'fields.minor_name', sort: 'minor_name', kind: 'text' },
    { key: 'flow_name', label: 'fields.semester_flow', sort: 'flow_name', kind: 'text' },
    { key: 'created_at', label: 'fields.created_date', kind: 'date', sort: 'created_at' },
    { key: 'flow_id', label: 'fields.flow', kind: 'lookup', lookup: 'flows', hidden: true },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['first_name', 'last_name', 'personal_id', 'minor_name'],
      column: 'search',
    },
    {
      key: 'flow_id',
      label: 'fields.flow',
      kind: 'select',
      lookup: 'flows',
      fallback: { id: 'flow_id', label: 'flow_name' },
      column: 'flow_id',
    },
    { key: 'created_at', label: 'fields.created_date', kind: 'dateRange', column: 'created_at' },
  ],
  fields: [],
  schema: { $id: 'minorLogsForm', type: 'object', properties: {} },
};
