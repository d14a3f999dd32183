// generated — edit screens/student-grades.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentGradesScreen: ScreenDefinition = {
  name: 'student-grades',
  title: 'screens.student-grades.title',
  permission: 'curriculum.index',
  area: 'student',
  endpoint: '/student/grades',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record'],
  readOnly: true,
  filter: true,
  export: true,
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
  detail: ['course_id', 'component_id', 'score', 'updated_at'],
  defaultSort: '-updated_at',
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', sort: 'course_id' },
    { key: 'component_id', label: 'fields.assessment_component', kind: 'lookup', lookup: 'courseComponents' },
    { key: 'score', label: 'fields.score', kind: 'decimal', sort: 'score' },
    { key: 'updated_at', label: 'fields.updated_at', kind: 'datetime', sort: 'updated_at' },
  ],
  filters: [{ key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' }],
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
  labels: {
    en: () => import('virtual:aula-labels/en/student-grades'),
    ka: () => import('virtual:aula-labels/ka/student-grades'),
  },
};
export default studentGradesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
