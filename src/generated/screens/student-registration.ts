// generated — edit screens/student-registration.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentRegistrationScreen: ScreenDefinition = {
  name: 'student-registration',
  title: 'screens.student-registration.title',
  area: 'student',
  endpoint: '/student/registration',
  responseKey: 'courses',
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
      id: 'register',
      label: 'screens.student-registration.register',
      on: 'row',
      when: { offer: 'register' },
      icon: 'plus',
      form: false,
    },
    {
      id: 'wait',
      label: 'screens.student-registration.wait',
      on: 'row',
      when: { offer: 'wait' },
      icon: 'list',
      form: false,
    },
    {
      id: 'drop',
      label: 'screens.student-registration.drop',
      on: 'row',
      when: { offer: 'registered' },
      icon: 'close',
      confirm: 'screens.student-registration.drop_confirm',
      form: false,
    },
    {
      id: 'leave',
      label: 'screens.student-registration.leave',
      on: 'row',
      when: { offer: 'waiting' },
      icon: 'close',
      form: false,
    },
  ],
  detail: ['code', 'name', 'lecturers', 'weekdays', 'hours', 'free', 'prerequisites', 'offer'],
  recordTitle: ['name', 'code'],
  defaultSort: 'code',
  fixedLookups: {
    registrationOffers: [
      { id: 'register', label: 'options.registrationOffers.register' },
      { id: 'wait', label: 'options.registrationOffers.wait' },
      { id: 'registered', label: 'options.registrationOffers.registered' },
      { id: 'waiting', label: 'options.registrationOffers.waiting' },
      { id: 'group', label: 'options.registrationOffers.group' },
      { id: 'closed', label: 'options.registrationOffers.closed' },
    ],
    weekdays: [
      { id: 1, label: 'options.weekdays.mon' },
      { id: 2, label: 'options.weekdays.tue' },
      { id: 3, label: 'options.weekdays.wed' },
      { id: 4, label: 'options.weekdays.thu' },
      { id: 5, label: 'options.weekdays.fri' },
      { id: 6, label: 'options.weekdays.sat' },
      { id: 7, label: 'options.weekdays.sun' },
    ],
  },
  columns: [
    { key: 'code', label: 'fields.code', sort: 'code', kind: 'text' },
    { key: 'name', label: 'fields.subject', sort: 'name', kind: 'text' },
    { key: 'lecturers', label: 'fields.lecturer', kind: 'text' },
    { key: 'weekdays', label: 'fields.weekday', kind: 'lookup', lookup: 'weekdays' },
    { key: 'hours', label: 'fields.hours', kind: 'text' },
    { key: 'free', label: 'fields.free_seats', kind: 'number' },
    { key: 'offer', label: 'fields.registration_offer', kind: 'lookup', lookup: 'registrationOffers' },
    { key: 'prerequisites', label: 'fields.prerequisites', kind: 'lookup', lookup: 'subjects' },
    { key: 'action', label: 'fields.action', kind: 'actions' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'offer', label: 'fields.registration_offer', kind: 'select', lookup: 'registrationOffers' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/student-registration'),
    ka: () => import('virtual:aula-labels/ka/student-registration'),
  },
};
export default studentRegistrationScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
