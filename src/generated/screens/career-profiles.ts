// generated — edit screens/career-profiles.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const careerProfilesScreen: ScreenDefinition = {
  name: 'career-profiles',
  title: 'screens.career-profiles.title',
  permission: 'vacancies.index',
  endpoint: '/career-profiles',
  responseKey: 'profiles',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: [
    'student_id',
    'program_id',
    'school_id',
    'academic_degree_id',
    'gpa',
    'credits',
    'headline',
    'skills',
    'projects',
    'experience',
    'languages',
    'links',
    'cv',
  ],
  recordTitle: ['surname', 'name'],
  defaultSort: 'surname',
  fixedLookups: {
    academicDegrees: [
      { id: 1, label: 'options.academicDegrees.bachelor' },
      { id: 2, label: 'options.academicDegrees.master' },
      { id: 3, label: 'options.academicDegrees.doctor' },
      { id: 4, label: 'options.academicDegrees.professional' },
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
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'lookup', lookup: 'academicDegrees' },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school', hidden: true },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', sort: 'gpa' },
    { key: 'credits', label: 'fields.credits', kind: 'decimal', hidden: true },
    { key: 'projects', label: 'fields.career_projects', kind: 'text', hidden: true },
    { key: 'headline', sort: 'headline', label: 'fields.career_headline', kind: 'text' },
    { key: 'updated_at', label: 'fields.updated_at', kind: 'datetime', sort: 'updated_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'headline', label: 'fields.career_headline', kind: 'text' },
    { key: 'skills', label: 'fields.skills', kind: 'longtext' },
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
    { key: 'cv', label: 'fields.cv_pdf', kind: 'file', accept: 'document' },
    { key: 'visible', label: 'fields.visible_to_career_office', kind: 'boolean' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/career-profiles'),
    ka: () => import('virtual:aula-labels/ka/career-profiles'),
  },
};
export default careerProfilesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
