// generated — edit screens/student-subjects.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentSubjectsScreen: ScreenDefinition = {
  name: 'student-subjects',
  title: 'screens.student-subjects.title',
  area: 'student',
  endpoint: '/student/subjects',
  responseKey: 'subjects',
  view: 'list',
  routes: ['list', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  tabs: [
    { id: 'current', label: 'screens.student-subjects.current', filter: { past: false } },
    { id: 'past', label: 'screens.student-subjects.past', filter: { past: true } },
  ],
  detail: ['code', 'name', 'lecturers', 'semester', 'total', 'letter', 'grade_points', 'ects'],
  defaultSort: 'semester',
  summary: {
    table: 'students',
    fields: [
      { key: 'gpa', label: 'fields.gpa', kind: 'decimal' },
      { key: 'credits', label: 'fields.credits', kind: 'decimal' },
      { key: 'standing_id', label: 'fields.academic_standing', kind: 'lookup', lookup: 'academicStandings' },
    ],
  },
  opens: { screen: 'student-grades', as: 'course_id' },
  columns: [
    { key: 'code', label: 'fields.code', sort: 'code', kind: 'text' },
    { key: 'name', label: 'fields.subject', sort: 'name', kind: 'text' },
    { key: 'lecturers', label: 'fields.lecturer', kind: 'text' },
    { key: 'semester', label: 'fields.semester', kind: 'number', sort: 'semester' },
    { key: 'total', label: 'fields.total', kind: 'decimal', sort: 'total' },
    { key: 'letter', label: 'fields.letter', sort: 'letter', kind: 'text' },
    { key: 'grade_points', label: 'fields.grade_points', kind: 'decimal' },
    { key: 'ects', label: 'fields.ects', kind: 'decimal' },
    { key: 'grades', label: 'fields.grades', kind: 'open' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'past', label: 'screens.student-subjects.past', kind: 'boolean' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/student-subjects'),
    ka: () => import('virtual:aula-labels/ka/student-subjects'),
  },
};
export default studentSubjectsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
