// generated — edit screens/minor-logs.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const minorLogsScreen: ScreenDefinition = {
  name: 'minor-logs',
  title: 'screens.minor-logs.title',
  permission: 'students.index',
  endpoint: '/administration/minor/logs',
  responseKey: 'logs',
  view: 'list',
  routes: ['list', 'export'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: true,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: '-created_at',
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
    { key: 'search', label: 'filters.search', kind: 'search' },
    {
      key: 'flow_id',
      label: 'fields.flow',
      kind: 'select',
      lookup: 'flows',
      fallback: { id: 'flow_id', label: 'flow_name' },
    },
    { key: 'created_at', label: 'fields.created_date', kind: 'dateRange' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/minor-logs'),
    ka: () => import('virtual:aula-labels/ka/minor-logs'),
  },
};
export default minorLogsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
