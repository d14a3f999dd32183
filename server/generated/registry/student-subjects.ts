// generated — edit screens/student-subjects.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentSubjectsScreen: ServerScreen = {
  name: 'student-subjects',
  title: 'screens.student-subjects.title',
  area: 'student',
  endpoint: '/student/subjects',
  responseKey: 'subjects',
  view: 'list',
  routes: ['list', 'record'],
  reader: 'studentCourses',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
  actions: [],
  detail: ['code', 'name', 'lecturers', 'semester', 'total', 'letter', 'grade_points', 'ects'],
  defaultSort: 'semester',
  sortable: ['code', 'name', 'semester', 'total', 'letter'],
  summary: {
    table: 'students',
    fields: [
      { key: 'gpa', label: 'fields.gpa', kind: 'decimal' },
      { key: 'credits', label: 'fields.credits', kind: 'decimal' },
      { key: 'standing_id', label: 'fields.academic_standing', kind: 'lookup', lookup: 'academicStandings' },
    ],
  },
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
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['code', 'name'], column: 'search' },
    { key: 'past', label: 'screens.student-subjects.past', kind: 'boolean', column: 'past' },
  ],
  fields: [],
  schema: { $id: 'studentSubjectsForm', type: 'object', properties: {} },
};
