// generated — edit screens/student-messages.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentMessagesScreen: ScreenDefinition = {
  name: 'student-messages',
  title: 'screens.messages.title',
  permission: 'students.index',
  area: 'student',
  endpoint: '/student/messages',
  responseKey: 'messages',
  view: 'list',
  routes: ['list', 'record', 'action'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'favourite',
      label: 'screens.messages.addFavourite',
      on: 'row',
      when: { favourite: false },
      icon: 'check-circle',
      form: false,
    },
    {
      id: 'unfavourite',
      label: 'screens.messages.removeFavourite',
      on: 'row',
      when: { favourite: true },
      icon: 'close',
      form: false,
    },
    { id: 'markRead', label: 'screens.messages.markRead', on: 'selection', icon: 'check-circle', form: false },
    { id: 'markUnread', label: 'screens.messages.markUnread', on: 'selection', icon: 'mail', form: false },
    {
      id: 'reply',
      label: 'screens.messages.reply',
      on: 'row',
      when: { box: 'inbox' },
      icon: 'send',
      submit: 'screens.messages.send',
      form: false,
    },
  ],
  tabs: [
    { id: 'inbox', label: 'options.mailBoxes.inbox', filter: { box: 'inbox' } },
    { id: 'sent', label: 'options.mailBoxes.sent', filter: { box: 'sent' } },
    { id: 'favourites', label: 'screens.messages.favourites', filter: { favourite: true } },
  ],
  detail: ['sender_name', 'recipient_names', 'created_at', 'subject', 'body', 'attachment'],
  poll: 10,
  defaultSort: '-created_at',
  fixedLookups: {
    mailBoxes: [
      { id: 'inbox', label: 'options.mailBoxes.inbox' },
      { id: 'sent', label: 'options.mailBoxes.sent' },
      { id: 'drafts', label: 'options.mailBoxes.drafts' },
    ],
  },
  columns: [
    { key: 'id', label: 'fields.select', kind: 'checkbox' },
    { key: 'unread', label: 'screens.messages.unread', kind: 'marker', width: 3 },
    { key: 'sender_name', label: 'fields.sender', sort: 'sender_name', kind: 'text' },
    { key: 'recipient_names', label: 'screens.messages.recipients', kind: 'text' },
    { key: 'subject', sort: 'subject', label: 'screens.messages.subject', kind: 'text' },
    { key: 'favourite', label: 'screens.messages.favourite', kind: 'boolean', hidden: true },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
    { key: 'body', hidden: true, label: 'screens.messages.body', kind: 'text' },
    { key: 'attachment', hidden: true, label: 'screens.messages.attachment', kind: 'file' },
    { key: 'box', label: 'screens.messages.box', kind: 'lookup', lookup: 'mailBoxes', hidden: true },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'box', label: 'screens.messages.box', kind: 'select', lookup: 'mailBoxes' },
    { key: 'favourite', label: 'screens.messages.favourite', kind: 'boolean' },
    { key: 'unread', label: 'screens.messages.unread', kind: 'boolean' },
  ],
  fields: [],
  actionForms: {
    reply: () => import('../forms/student-messages-reply').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-messages'),
    ka: () => import('virtual:aula-labels/ka/student-messages'),
  },
};
export default studentMessagesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
