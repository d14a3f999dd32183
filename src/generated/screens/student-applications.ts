// generated — edit screens/student-applications.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentApplicationsScreen: ScreenDefinition = {
  name: 'student-applications',
  title: 'screens.student-applications.title',
  area: 'student',
  endpoint: '/student/applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'sent', label: 'workflow.application.sent' },
      { id: 'viewed', label: 'workflow.application.viewed' },
      { id: 'shortlisted', label: 'workflow.application.shortlisted' },
      { id: 'declined', label: 'workflow.application.declined' },
      { id: 'hired', label: 'workflow.application.hired' },
    ],
    transitions: [
      {
        id: 'view',
        label: 'workflow.application.view',
        from: ['sent'],
        to: 'viewed',
        permission: 'vacancies.index',
      },
      {
        id: 'shortlist',
        label: 'workflow.application.shortlist',
        from: ['sent', 'viewed'],
        to: 'shortlisted',
        permission: 'vacancies.index',
      },
      {
        id: 'decline',
        label: 'workflow.application.decline',
        from: ['sent', 'viewed', 'shortlisted'],
        to: 'declined',
        permission: 'vacancies.index',
        reason: 'optional',
      },
      {
        id: 'hire',
        label: 'workflow.application.hire',
        from: ['shortlisted'],
        to: 'hired',
        permission: 'vacancies.index',
      },
    ],
    table: 'vacancy_applications',
  },
  actions: [],
  detail: ['vacancy_id', 'state', 'letter', 'headline', 'skills', 'experience', 'languages', 'links', 'cv'],
  defaultSort: '-created_at',
  fixedLookups: {
    applicationStates: [
      { id: 'sent', label: 'workflow.application.sent' },
      { id: 'viewed', label: 'workflow.application.viewed' },
      { id: 'shortlisted', label: 'workflow.application.shortlisted' },
      { id: 'declined', label: 'workflow.application.declined' },
      { id: 'hired', label: 'workflow.application.hired' },
    ],
    englishLevels: [
      { id: 1, label: 'options.englishLevels.a1' },
      { id: 2, label: 'options.englishLevels.a2' },
      { id: 3, label: 'options.englishLevels.b1' },
      { id: 4, label: 'options.englishLevels.b2' },
      { id: 5, label: 'options.englishLevels.c1' },
      { id: 6, label: 'options.englishLevels.c2' },
    ],
  },
  columns: [
    { key: 'vacancy_id', sort: 'vacancy_id', label: 'fields.vacancy', kind: 'lookup', lookup: 'vacancies' },
    { key: 'created_at', label: 'fields.applied_at', kind: 'datetime', sort: 'created_at' },
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'lookup',
      lookup: 'applicationStates',
      sort: 'state',
    },
  ],
  filters: [{ key: 'state', label: 'fields.application_state', kind: 'select', lookup: 'applicationStates' }],
  fields: [
    { key: 'vacancy_id', label: 'fields.vacancy', kind: 'lookup', lookup: 'vacancies' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'letter', label: 'fields.cover_letter', kind: 'longtext' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal' },
    { key: 'credits', label: 'fields.credits', kind: 'decimal' },
    { key: 'headline', label: 'fields.career_headline', kind: 'text' },
    { key: 'skills', label: 'fields.skills', kind: 'longtext' },
    { key: 'projects', label: 'fields.career_projects', kind: 'longtext' },
    {
      key: 'experience',
      label: 'fields.experience',
      kind: 'repeat',
      fields: [
        { key: 'employer', label: 'fields.employer', kind: 'text' },
        { key: 'role', label: 'fields.job_role', kind: 'text' },
        { key: 'started_on', label: 'fields.from_date', kind: 'date' },
        { key: 'ended_on', label: 'fields.to_date', kind: 'date' },
        { key: 'description', label: 'fields.description', kind: 'longtext' },
      ],
    },
    {
      key: 'languages',
      label: 'fields.languages',
      kind: 'repeat',
      fields: [
        { key: 'language', label: 'fields.language', kind: 'text' },
        { key: 'level_id', label: 'fields.language_level', kind: 'lookup', lookup: 'englishLevels' },
      ],
    },
    {
      key: 'links',
      label: 'fields.links',
      kind: 'repeat',
      fields: [
        { key: 'label', label: 'fields.link_label', kind: 'text' },
        { key: 'url', label: 'fields.url', kind: 'text' },
      ],
    },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/student-applications'),
    ka: () => import('virtual:aula-labels/ka/student-applications'),
  },
};
export default studentApplicationsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
