// generated — edit screens/lecturer-grades.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerGradesScreen: ScreenDefinition = {
  name: 'lecturer-grades',
  title: 'screens.course-grades.title',
  permission: 'curriculum.index',
  area: 'lecturer',
  endpoint: '/lecturer/grades',
  view: 'grid',
  routes: ['list', 'sheet', 'cell', 'publish', 'transition'],
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    of: 'course_id',
    field: 'grades_state',
    states: [
      { id: 'open', label: 'workflow.grades.open', edit: true, hiddenFrom: ['student'] },
      { id: 'submitted', label: 'workflow.grades.submitted', hiddenFrom: ['student'] },
      { id: 'approved', label: 'workflow.grades.approved' },
      {
        id: 'rectification',
        label: 'workflow.grades.rectification',
        edit: 'grades.rectify',
        hiddenFrom: ['student'],
      },
    ],
    transitions: [
      { id: 'submit', label: 'workflow.grades.submit', from: ['open'], to: 'submitted' },
      {
        id: 'return',
        label: 'workflow.grades.return',
        from: ['submitted'],
        to: 'open',
        permission: 'grades.approve',
        reason: 'required',
      },
      {
        id: 'approve',
        label: 'workflow.grades.approve',
        from: ['submitted', 'rectification'],
        to: 'approved',
        permission: 'grades.approve',
      },
      {
        id: 'rectify',
        label: 'workflow.grades.rectify',
        from: ['approved'],
        to: 'rectification',
        permission: 'grades.rectify',
        reason: 'required',
      },
    ],
    table: 'journal_courses',
    publish: { by: 'component_id', field: 'published', table: 'course_components' },
    locks: {
      message: 'screens.course-grades.locked',
      triggers: ['grades_grades_state_lock', 'course_components_grades_state_lock', 'journal_courses_grades_state_lock'],
    },
  },
  actions: [],
  grid: {
    scope: 'course_id',
    scopeFrom: 'lecturer-courses',
    rows: { field: 'student_id', reader: 'courseStudents' },
    columns: { field: 'component_id', reader: 'courseComponents' },
    value: 'score',
    total: 'weighted',
    grade: 'gradeScale',
  },
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'score', label: 'fields.score', kind: 'decimal' },
  ],
  filters: [],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    {
      key: 'component_id',
      label: 'fields.assessment_component',
      kind: 'lookup',
      lookup: 'courseComponents',
      dependsOn: 'course_id',
    },
    { key: 'score', label: 'fields.score', kind: 'decimal' },
  ],
  loadForm: () => import('../forms/lecturer-grades').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-grades'),
    ka: () => import('virtual:aula-labels/ka/lecturer-grades'),
  },
};
export default lecturerGradesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
