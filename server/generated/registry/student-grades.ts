// generated — edit screens/student-grades.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const studentGradesResource: ResourceDefinition = {
  screen: 'student-grades',
  title: 'screens.student-grades.title',
  endpoint: '/student/grades',
  permission: 'curriculum.index',
  table: 'grades',
  view: 'list',
  readOnly: true,
  export: true,
  scope: 'student_id',
  scopeTo: 'student',
  area: 'student',
  detail: ['course_id', 'component_id', 'score', 'updated_at'],
  columns: ['course_id', 'component_id', 'score', 'updated_at'],
  columnLabels: {
    course_id: 'fields.course',
    component_id: 'fields.assessment_component',
    score: 'fields.score',
    updated_at: 'fields.updated_at',
  },
  columnLookups: { course_id: 'courses', component_id: 'courseComponents' },
  columnKinds: { course_id: 'lookup', component_id: 'lookup', score: 'decimal', updated_at: 'datetime' },
  fields: [
    { key: 'course_id', kind: 'lookup', required: true, lookup: 'courses' },
    { key: 'student_id', kind: 'lookup', required: true, lookup: 'students' },
    { key: 'component_id', kind: 'lookup', required: true, lookup: 'courseComponents' },
    { key: 'score', kind: 'decimal', required: true },
  ],
  sortable: ['course_id', 'score', 'updated_at'],
  defaultSort: '-updated_at',
  filters: [{ key: 'course_id', kind: 'select', column: 'course_id', lookup: 'courses' }],
  schema: {
    $id: 'studentGradesForm',
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
