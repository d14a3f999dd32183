// generated — edit screens/student-career.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentCareerScreen: ScreenDefinition = {
  name: 'student-career',
  title: 'screens.student-career.title',
  area: 'student',
  endpoint: '/student/career',
  responseKey: 'profiles',
  view: 'list',
  routes: ['list', 'action', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'start',
      label: 'screens.student-career.start',
      on: 'screen',
      whileEmpty: true,
      icon: 'plus',
      primary: true,
      form: false,
    },
    {
      id: 'edit',
      label: 'screens.student-career.edit',
      on: 'row',
      icon: 'edit',
      primary: true,
      submit: 'app.actions.save',
      form: false,
    },
  ],
  detail: [
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
    'visible',
  ],
  defaultSort: 'updated_at',
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
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'lookup', lookup: 'academicDegrees' },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal' },
    { key: 'credits', label: 'fields.credits', kind: 'decimal' },
    { key: 'projects', label: 'fields.career_projects', kind: 'text', hidden: true },
    { key: 'headline', label: 'fields.career_headline', kind: 'text' },
    { key: 'visible', label: 'fields.visible_to_career_office', kind: 'boolean' },
    { key: 'updated_at', label: 'fields.updated_at', kind: 'datetime', sort: 'updated_at' },
  ],
  filters: [],
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
  actionForms: {
    edit: () => import('../forms/student-career-edit').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-career'),
    ka: () => import('virtual:aula-labels/ka/student-career'),
  },
};
export default studentCareerScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
