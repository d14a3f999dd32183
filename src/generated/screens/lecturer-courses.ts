// generated — edit screens/lecturer-courses.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const lecturerCoursesScreen: ScreenDefinition = {
  name: 'lecturer-courses',
  title: 'screens.lecturer-courses.title',
  permission: 'curriculum.index',
  area: 'lecturer',
  endpoint: '/lecturer/courses',
  responseKey: 'journal',
  view: 'list',
  routes: ['list', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: ['code', 'name', 'student_groups', 'semester', 'students_count', 'grades_state'],
  recordTitle: ['name', 'code'],
  defaultSort: 'code',
  opens: { screen: 'lecturer-grades', as: 'course_id' },
  fixedLookups: {
    gradeSheetStates: [
      { id: 'open', label: 'workflow.grades.open' },
      { id: 'submitted', label: 'workflow.grades.submitted' },
      { id: 'approved', label: 'workflow.grades.approved' },
      { id: 'rectification', label: 'workflow.grades.rectification' },
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
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'student_groups', label: 'fields.student_groups', kind: 'lookup', lookup: 'studentGroups' },
    { key: 'semester', label: 'fields.semester', kind: 'number', sort: 'semester' },
    { key: 'students_count', label: 'fields.students_count', kind: 'number', sort: 'students_count' },
    { key: 'grades_state', label: 'fields.grades_state', kind: 'lookup', lookup: 'gradeSheetStates' },
    { key: 'grades', label: 'fields.grades', kind: 'open' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'semester', label: 'fields.semester', kind: 'range', min: 1, max: 8 },
  ],
  fields: [
    { key: 'code', label: 'fields.code', kind: 'text' },
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', dependsOn: 'school_id' },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
      dependsOn: 'program_id',
    },
    { key: 'semester', label: 'fields.semester', kind: 'integer' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers' },
    { key: 'group_ids', label: 'fields.student_groups', kind: 'lookupMany', lookup: 'studentGroups' },
    { key: 'weekday', label: 'fields.weekday', kind: 'lookup', lookup: 'weekdays' },
    { key: 'starts_at', label: 'fields.starts_at', kind: 'time' },
    { key: 'ends_at', label: 'fields.ends_at', kind: 'time' },
    { key: 'auditorium_id', label: 'fields.auditorium', kind: 'lookup', lookup: 'auditoriums' },
    { key: 'seats', label: 'fields.seats', kind: 'integer' },
    { key: 'first_day', label: 'fields.first_day', kind: 'date' },
    { key: 'last_day', label: 'fields.last_day', kind: 'date' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-courses'),
    ka: () => import('virtual:aula-labels/ka/lecturer-courses'),
  },
};
export default lecturerCoursesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
