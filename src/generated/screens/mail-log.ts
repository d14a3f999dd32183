// generated — edit screens/mail-log.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const mailLogScreen: ScreenDefinition = {
  name: 'mail-log',
  title: 'screens.mail-log.title',
  permission: 'email-managing.index',
  endpoint: '/mail-log',
  responseKey: 'mails',
  view: 'list',
  routes: ['list', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: ['sent_at', 'recipient', 'occasion', 'subject', 'language', 'status', 'error'],
  defaultSort: '-sent_at',
  fixedLookups: {
    mailStatuses: [
      { id: 'sent', label: 'options.mailStatuses.sent' },
      { id: 'failed', label: 'options.mailStatuses.failed' },
    ],
  },
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
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'status', label: 'fields.status', kind: 'select', lookup: 'mailStatuses' },
    { key: 'sent_at', label: 'screens.mail-log.sent_at', kind: 'dateRange' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/mail-log'),
    ka: () => import('virtual:aula-labels/ka/mail-log'),
  },
};
export default mailLogScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
