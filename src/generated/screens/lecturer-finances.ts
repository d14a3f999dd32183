// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const lecturerFinancesScreen: ScreenDefinition = {
  name: 'lecturer-finances',
  title: 'screens.lecturer-finances.title',
  addTitle: 'screens.lecturer-finances.add',
  permission: 'lecturer-finances.index',
  endpoint: '/lecturer-finances',
  responseKey: 'lecturer_finances',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  restorable: true,
  actions: [
    {
      id: 'fromJournal',
      label: 'screens.lecturer-finances.fromJournal',
      on: 'screen',
      icon: 'calendar',
      submit: 'screens.lecturer-finances.count',
    },
  ],
  defaultSort: '-year',
  view: 'list',
  totals: ['hours', 'amount'],
  fixedLookups: {
    months: [
      { id: 1, label: 'options.months.m01' },
      { id: 2, label: 'options.months.m02' },
      { id: 3, label: 'options.months.m03' },
      { id: 4, label: 'options.months.m04' },
      { id: 5, label: 'options.months.m05' },
      { id: 6, label: 'options.months.m06' },
      { id: 7, label: 'options.months.m07' },
      { id: 8, label: 'options.months.m08' },
      { id: 9, label: 'options.months.m09' },
      { id: 10, label: 'options.months.m10' },
      { id: 11, label: 'options.months.m11' },
      { id: 12, label: 'options.months.m12' },
    ],
  },
  columns: [
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers', sort: 'lecturer_id' },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'text' },
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', sort: 'course_id' },
    { key: 'year', label: 'fields.year', kind: 'number', sort: 'year' },
    { key: 'month', label: 'fields.month', kind: 'lookup', lookup: 'months', sort: 'month' },
    { key: 'hours', label: 'fields.hours', kind: 'number', sort: 'hours' },
    { key: 'rate', label: 'fields.rate', kind: 'money', sort: 'rate' },
    { key: 'amount', label: 'fields.amount', kind: 'money', sort: 'amount' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'select', lookup: 'lecturers' },
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' },
    { key: 'year', label: 'fields.year', kind: 'range', min: 2000, max: 2100 },
    { key: 'month', label: 'fields.month', kind: 'select', lookup: 'months' },
    { key: 'amount', label: 'fields.amount', kind: 'range', min: 0, max: 100000 },
  ],
  fields: [
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers', required: true },
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', required: false },
    { key: 'year', label: 'fields.year', kind: 'integer', required: true },
    { key: 'month', label: 'fields.month', kind: 'lookup', lookup: 'months', required: true },
    { key: 'hours', label: 'fields.hours', kind: 'decimal', required: true },
    { key: 'rate', label: 'fields.rate', kind: 'money', required: true },
    {
      key: 'amount',
      label: 'fields.amount',
      kind: 'money',
      computed: { multiply: ['hours', 'rate'] },
      required: false,
    },
  ],
  loadForm: () => import('../forms/lecturer-finances').then((module) => module.default),
  actionForms: {
    fromJournal: () => import('../forms/lecturer-finances-fromJournal').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-finances'),
    ka: () => import('virtual:aula-labels/ka/lecturer-finances'),
  },
};
export default lecturerFinancesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
