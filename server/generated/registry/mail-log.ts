// generated — edit screens/mail-log.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const mailLogResource: ResourceDefinition = {
  screen: 'mail-log',
  title: 'screens.mail-log.title',
  endpoint: '/mail-log',
  responseKey: 'mails',
  permission: 'email-managing.index',
  source: 'mailLog',
  view: 'list',
  readOnly: true,
  export: false,
  detail: ['sent_at', 'recipient', 'occasion', 'subject', 'language', 'status', 'error'],
  columns: ['sent_at', 'recipient', 'occasion', 'subject', 'language', 'status', 'error'],
  columnLabels: {
    sent_at: 'screens.mail-log.sent_at',
    recipient: 'screens.mail-log.recipient',
    occasion: 'screens.email-managing.occasion',
    subject: 'screens.mail-log.subject',
    language: 'screens.mail-log.language',
    status: 'fields.status',
    error: 'screens.mail-log.error',
  },
  columnLookups: { status: 'mailStatuses' },
  columnKinds: { sent_at: 'datetime', status: 'lookup' },
  fields: [],
  sortable: ['sent_at', 'recipient', 'occasion', 'language', 'status'],
  defaultSort: '-sent_at',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['recipient', 'subject'] },
    { key: 'status', kind: 'select', column: 'status', lookup: 'mailStatuses' },
    { key: 'sent_at', kind: 'dateRange', column: 'sent_at' },
  ],
  schema: { $id: 'mailLogForm', type: 'object', properties: {} },
};
