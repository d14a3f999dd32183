// generated — edit screens/edoc-inbox.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const edocInboxScreen: ScreenDefinition = {
  name: 'edoc-inbox',
  title: 'screens.edoc-inbox.title',
  permission: 'edoc-inbox.index',
  endpoint: '/edoc/inbox',
  responseKey: 'edocs',
  view: 'list',
  routes: ['list', 'export', 'record', 'action'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [{ id: 'pdf', label: 'screens.edoc.pdf', on: 'row', download: true, icon: 'download', form: false }],
  detail: ['user_name', 'template_name', 'document_number', 'created_at', 'status', 'text'],
  defaultSort: '-created_at',
  fixedLookups: {
    userTypes: [
      { id: 1, label: 'options.userTypes.admin' },
      { id: 2, label: 'options.userTypes.lecturer' },
      { id: 3, label: 'options.userTypes.student' },
    ],
  },
  columns: [
    { key: 'user_name', label: 'fields.sender', sort: 'user_name', kind: 'text' },
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'status', label: 'fields.status', kind: 'lookup', lookup: 'userTypes', sort: 'status' },
    { key: 'text', label: 'fields.text', hidden: true, kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/edoc-inbox'),
    ka: () => import('virtual:aula-labels/ka/edoc-inbox'),
  },
};
export default edocInboxScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
