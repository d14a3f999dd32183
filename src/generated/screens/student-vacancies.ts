// generated — edit screens/student-vacancies.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentVacanciesScreen: ScreenDefinition = {
  name: 'student-vacancies',
  title: 'screens.vacancies.title',
  area: 'student',
  endpoint: '/student/vacancies',
  responseKey: 'vacancies',
  view: 'list',
  routes: ['list', 'action', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: false,
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
  actions: [
    {
      id: 'save',
      label: 'screens.student-vacancies.save',
      on: 'row',
      when: { saved: false },
      icon: 'bookmark',
      form: false,
    },
    {
      id: 'unsave',
      label: 'screens.student-vacancies.unsave',
      on: 'row',
      when: { saved: true },
      icon: 'close',
      form: false,
    },
    {
      id: 'apply',
      label: 'screens.student-vacancies.apply',
      on: 'row',
      when: { applied: false },
      icon: 'check-circle',
      primary: true,
      submit: 'screens.student-vacancies.send',
      form: false,
    },
  ],
  tabs: [
    { id: 'all', label: 'screens.student-vacancies.all', filter: {} },
    { id: 'saved', label: 'screens.student-vacancies.saved', filter: { saved: true } },
  ],
  detail: ['title', 'employer', 'kind_id', 'location', 'deadline', 'description', 'saved', 'applied'],
  recordTitle: ['title'],
  defaultSort: '-deadline',
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
  },
  columns: [
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'employer', sort: 'employer', label: 'fields.employer', kind: 'text' },
    { key: 'kind_id', sort: 'kind_id', label: 'fields.vacancy_kind', kind: 'lookup', lookup: 'vacancyKinds' },
    { key: 'location', label: 'fields.location', kind: 'text' },
    { key: 'deadline', sort: 'deadline', label: 'fields.deadline', kind: 'date' },
    { key: 'saved', label: 'screens.student-vacancies.saved', kind: 'boolean' },
    { key: 'applied', label: 'screens.student-vacancies.applied', kind: 'boolean' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'kind_id', label: 'fields.vacancy_kind', kind: 'select', lookup: 'vacancyKinds' },
    { key: 'saved', label: 'screens.student-vacancies.saved', kind: 'boolean' },
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
  actionForms: {
    apply: () => import('../forms/student-vacancies-apply').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-vacancies'),
    ka: () => import('virtual:aula-labels/ka/student-vacancies'),
  },
};
export default studentVacanciesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
