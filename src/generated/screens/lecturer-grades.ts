// generated — edit screens/lecturer-grades.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const lecturerGradesScreen: ScreenDefinition = {
  name: 'lecturer-grades',
  title: 'screens.course-grades.title',
  permission: 'curriculum.index',
  area: 'lecturer',
  endpoint: '/lecturer/grades',
  view: 'grid',
  routes: ['list', 'sheet', 'cell'],
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  grid: {
    scope: 'course_id',
    scopeFrom: 'lecturer-courses',
    rows: { field: 'student_id', reader: 'courseStudents' },
    columns: { field: 'component_id', reader: 'courseComponents' },
    value: 'score',
    total: 'weighted',
    grade: true,
  },
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'score', label: 'fields.score', kind: 'decimal' },
  ],
  filters: [],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', required: true },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    {
      key: 'component_id',
      label: 'fields.assessment_component',
      kind: 'lookup',
      lookup: 'courseComponents',
      required: true,
    },
    { key: 'score', label: 'fields.score', kind: 'decimal', required: true },
  ],
  loadForm: () => import('../forms/lecturer-grades').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-grades'),
    ka: () => import('virtual:aula-labels/ka/lecturer-grades'),
  },
};
export default lecturerGradesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
