// generated — edit screens/mail-log.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const mailLogScreen: ServerScreen = {
  name: 'mail-log',
  title: 'screens.mail-log.title',
  permission: 'email-managing.index',
  endpoint: '/mail-log',
  responseKey: 'mails',
  view: 'list',
  routes: ['list', 'record'],
  reader: 'mailLog',
  readOnly: true,
  export: false,
  actions: [],
  detail: ['sent_at', 'recipient', 'occasion', 'subject', 'language', 'status', 'error'],
  defaultSort: '-sent_at',
  sortable: ['sent_at', 'recipient', 'occasion', 'language', 'status'],
  columns: [
    { key: 'sent_at', label: 'screens.mail-log.sent_at', kind: 'datetime', sort: 'sent_at' },
    { key: 'recipient', label: 'screens.mail-log.recipient', sort: 'recipient', kind: 'text' },
    { key: 'occasion', label: 'screens.email-managing.occasion', sort: 'occasion', kind: 'text' },
    { key: 'subject', label: 'screens.mail-log.subject', kind: 'text' },
    { key: 'language', label: 'screens.mail-log.language', sort: 'language', kind: 'text' },
    { key: 'status', label: 'fields.status', kind: 'lookup', lookup: 'mailStatuses', sort: 'status' },
    { key: 'error', label: 'screens.mail-log.error', kind: 'text' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['recipient', 'subject'],
      column: 'search',
    },
    { key: 'status', label: 'fields.status', kind: 'select', lookup: 'mailStatuses', column: 'status' },
    { key: 'sent_at', label: 'screens.mail-log.sent_at', kind: 'dateRange', column: 'sent_at' },
  ],
  fields: [],
  schema: { $id: 'mailLogForm', type: 'object', properties: {} },
};
