// generated — edit screens/vacancies.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const vacanciesScreen: ScreenDefinition = {
  name: 'vacancies',
  title: 'screens.vacancies.title',
  addTitle: 'screens.vacancies.add',
  permission: 'vacancies.index',
  endpoint: '/vacancies',
  responseKey: 'vacancies',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'transition',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: {
    fields: ['title', 'employer', 'kind_id', 'location', 'deadline', 'programs', 'levels', 'description'],
    keys: [],
  },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'draft', label: 'workflow.vacancy.draft', edit: true, hiddenFrom: ['student'] },
      { id: 'open', label: 'workflow.vacancy.open', edit: true },
      { id: 'closed', label: 'workflow.vacancy.closed', edit: true, hiddenFrom: ['student'] },
    ],
    transitions: [
      { id: 'publish', label: 'workflow.vacancy.publish', from: ['draft'], to: 'open' },
      { id: 'close', label: 'workflow.vacancy.close', from: ['open'], to: 'closed' },
      { id: 'reopen', label: 'workflow.vacancy.reopen', from: ['closed'], to: 'open' },
    ],
    table: 'vacancies',
  },
  actions: [],
  detail: ['title', 'employer', 'kind_id', 'location', 'deadline', 'programs', 'levels', 'description'],
  recordTitle: ['title'],
  defaultSort: '-deadline',
  related: [{ screen: 'vacancy-applications', as: 'vacancy_id' }],
  fixedLookups: {
    academicDegrees: [
      { id: 1, label: 'options.academicDegrees.bachelor' },
      { id: 2, label: 'options.academicDegrees.master' },
      { id: 3, label: 'options.academicDegrees.doctor' },
      { id: 4, label: 'options.academicDegrees.professional' },
    ],
    vacancyKinds: [
      { id: 1, label: 'options.vacancyKinds.job' },
      { id: 2, label: 'options.vacancyKinds.internship' },
      { id: 3, label: 'options.vacancyKinds.volunteering' },
    ],
    vacancyStates: [
      { id: 'draft', label: 'workflow.vacancy.draft' },
      { id: 'open', label: 'workflow.vacancy.open' },
      { id: 'closed', label: 'workflow.vacancy.closed' },
    ],
  },
  columns: [
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'employer', sort: 'employer', label: 'fields.employer', kind: 'text' },
    { key: 'kind_id', sort: 'kind_id', label: 'fields.vacancy_kind', kind: 'lookup', lookup: 'vacancyKinds' },
    { key: 'location', label: 'fields.location', kind: 'text' },
    { key: 'deadline', sort: 'deadline', label: 'fields.deadline', kind: 'date' },
    { key: 'state', label: 'fields.vacancy_state', kind: 'lookup', lookup: 'vacancyStates', sort: 'state' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'kind_id', label: 'fields.vacancy_kind', kind: 'select', lookup: 'vacancyKinds' },
    { key: 'state', label: 'fields.vacancy_state', kind: 'select', lookup: 'vacancyStates' },
    { key: 'deadline', label: 'fields.deadline', kind: 'dateRange' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'employer', label: 'fields.employer', kind: 'text' },
    { key: 'kind_id', label: 'fields.vacancy_kind', kind: 'lookup', lookup: 'vacancyKinds' },
    { key: 'location', label: 'fields.location', kind: 'text' },
    { key: 'deadline', label: 'fields.deadline', kind: 'date' },
    { key: 'programs', label: 'fields.vacancy_programs', kind: 'lookupMany', lookup: 'programs' },
    { key: 'levels', label: 'fields.vacancy_levels', kind: 'lookupMany', lookup: 'academicDegrees' },
    { key: 'description', label: 'fields.description', kind: 'richtext' },
  ],
  loadForm: () => import('../forms/vacancies').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/vacancies'),
    ka: () => import('virtual:aula-labels/ka/vacancies'),
  },
};
export default vacanciesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
