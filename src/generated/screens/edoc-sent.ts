// generated — edit screens/edoc-sent.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const edocSentScreen: ScreenDefinition = {
  name: 'edoc-sent',
  title: 'screens.edoc-sent.title',
  permission: 'edoc-sent.index',
  endpoint: '/edoc/sent',
  responseKey: 'edocs',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: '-created_at',
  view: 'list',
  columns: [
    { key: 'user_name', label: 'fields.recipient', sort: 'user_name', kind: 'text' },
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'text', label: 'fields.text', kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/edoc-sent'),
    ka: () => import('virtual:aula-labels/ka/edoc-sent'),
  },
};
export default edocSentScreen;
