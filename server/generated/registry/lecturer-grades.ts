// generated — edit screens/lecturer-grades.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const lecturerGradesResource: ResourceDefinition = {
  screen: 'lecturer-grades',
  title: 'screens.course-grades.title',
  endpoint: '/lecturer/grades',
  permission: 'curriculum.index',
  table: 'grades',
  view: 'grid',
  grid: {
    scope: 'course_id',
    scopeFrom: 'lecturer-courses',
    rows: { field: 'student_id', source: 'courseStudents' },
    columns: { field: 'component_id', source: 'courseComponents' },
    value: 'score',
    total: 'weighted',
    grade: true,
  },
  readOnly: false,
  export: false,
  area: 'lecturer',
  columns: ['course_id', 'score'],
  columnLabels: { course_id: 'fields.course', score: 'fields.score' },
  columnLookups: { course_id: 'courses' },
  columnKinds: { course_id: 'lookup', score: 'decimal' },
  fields: [
    { key: 'course_id', kind: 'lookup', required: true, lookup: 'courses' },
    { key: 'student_id', kind: 'lookup', required: true, lookup: 'students' },
    { key: 'component_id', kind: 'lookup', required: true, lookup: 'courseComponents' },
    { key: 'score', kind: 'decimal', required: true },
  ],
  sortable: [],
  filters: [],
  schema: {
    $id: 'lecturerGradesForm',
    type: 'object',
    required: ['course_id', 'student_id', 'component_id', 'score'],
    properties: {
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      component_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      score: { type: 'number', minimum: 0, maximum: 100 },
    },
  },
};
