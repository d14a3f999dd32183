// generated — edit screens/registrations.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const registrationsScreen: ScreenDefinition = {
  name: 'registrations',
  title: 'screens.registrations.title',
  addTitle: 'screens.registrations.add',
  permission: 'registrations.index',
  endpoint: '/registrations',
  responseKey: 'registrations',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['student_id', 'course_id', 'status', 'reason'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  deleteReason: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  recordTitle: ['student_id', 'course_id'],
  defaultSort: '-created_at',
  fixedLookups: {
    registrationStates: [
      { id: 1, label: 'options.registrationStates.registered' },
      { id: 2, label: 'options.registrationStates.waiting' },
    ],
  },
  columns: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'course_id', sort: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    {
      key: 'status',
      sort: 'status',
      label: 'fields.registration_status',
      kind: 'lookup',
      lookup: 'registrationStates',
    },
    { key: 'reason', label: 'fields.registration_reason', kind: 'text' },
    { key: 'created_at', label: 'fields.registered_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students' },
    { key: 'status', label: 'fields.registration_status', kind: 'select', lookup: 'registrationStates' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'status', label: 'fields.registration_status', kind: 'lookup', lookup: 'registrationStates' },
    { key: 'reason', label: 'fields.registration_reason', kind: 'longtext' },
  ],
  loadForm: () => import('../forms/registrations').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/registrations'),
    ka: () => import('virtual:aula-labels/ka/registrations'),
  },
};
export default registrationsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
