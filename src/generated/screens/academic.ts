// generated — edit screens/academic.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const academicScreen: ScreenDefinition = {
  name: 'academic',
  title: 'screens.academic.title',
  permission: 'hr-academic-lecturers.index',
  endpoint: '/hr/academic-lecturer/related-models',
  responseKey: 'lecturers',
  adapter: 'hrRows',
  view: 'list',
  routes: ['list', 'export', 'record'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'last_name',
  fixedLookups: {
    academicDegrees: [
      { id: 1, label: 'options.academicDegrees.bachelor' },
      { id: 2, label: 'options.academicDegrees.master' },
      { id: 3, label: 'options.academicDegrees.doctor' },
      { id: 4, label: 'options.academicDegrees.professional' },
    ],
    academicRanks: [
      { id: 1, label: 'options.academicRanks.professor' },
      { id: 2, label: 'options.academicRanks.associate_professor' },
      { id: 3, label: 'options.academicRanks.assistant_professor' },
      { id: 4, label: 'options.academicRanks.assistant' },
    ],
  },
  columns: [
    { key: 'last_name', sort: 'last_name', label: 'fields.last_name', kind: 'text' },
    { key: 'first_name', sort: 'first_name', label: 'fields.first_name', kind: 'text' },
    { key: 'identity_number', sort: 'identity_number', label: 'fields.identity_number', kind: 'text' },
    { key: 'email', sort: 'email', label: 'fields.email', kind: 'text' },
    {
      key: 'academic_rank_id',
      sort: 'academic_rank_id',
      label: 'fields.academic_rank',
      kind: 'lookup',
      lookup: 'academicRanks',
    },
    { key: 'start_of_contract', sort: 'start_of_contract', label: 'fields.start_of_contract', kind: 'date' },
    {
      key: 'completion_of_contract',
      sort: 'completion_of_contract',
      label: 'fields.completion_of_contract',
      kind: 'date',
    },
    { key: 'appointment_order_number', label: 'fields.appointment_order_number', kind: 'text' },
    { key: 'appointment_order_file', label: 'fields.appointment_order_file', kind: 'file' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'academic_rank_id', label: 'fields.academic_rank', kind: 'select', lookup: 'academicRanks' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'select', lookup: 'academicDegrees' },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'dateRange' },
  ],
  fields: [
    { key: 'last_name', label: 'fields.last_name', kind: 'text' },
    { key: 'first_name', label: 'fields.first_name', kind: 'text' },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'personalNumber' },
    { key: 'phone', label: 'fields.phone', kind: 'phone' },
    { key: 'email', label: 'fields.email', kind: 'email' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'lookup', lookup: 'academicDegrees' },
    { key: 'academic_rank_id', label: 'fields.academic_rank', kind: 'lookup', lookup: 'academicRanks' },
    { key: 'start_of_contract', label: 'fields.start_of_contract', kind: 'date' },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'date' },
    { key: 'appointment_order_number', label: 'fields.appointment_order_number', kind: 'text' },
    { key: 'appointment_order_date', label: 'fields.appointment_order_date', kind: 'date' },
    {
      key: 'appointment_order_file',
      label: 'fields.appointment_order_file',
      kind: 'file',
      accept: 'document',
    },
    { key: 'vacancy_order', label: 'fields.vacancy_order', kind: 'text' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/academic'),
    ka: () => import('virtual:aula-labels/ka/academic'),
  },
};
export default academicScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
