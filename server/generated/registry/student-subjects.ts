// generated — edit screens/student-subjects.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const studentSubjectsResource: ResourceDefinition = {
  screen: 'student-subjects',
  title: 'screens.student-subjects.title',
  endpoint: '/student/subjects',
  responseKey: 'subjects',
  source: 'studentCourses',
  view: 'list',
  readOnly: true,
  export: false,
  scope: 'student_id',
  scopeTo: 'student',
  area: 'student',
  detail: ['code', 'name', 'lecturers', 'semester', 'total'],
  columns: ['code', 'name', 'lecturers', 'semester', 'total', 'grades'],
  columnLabels: {
    code: 'fields.code',
    name: 'fields.subject',
    lecturers: 'fields.lecturer',
    semester: 'fields.semester',
    total: 'fields.total',
    grades: 'fields.grades',
  },
  columnKinds: { semester: 'number', total: 'decimal', grades: 'open' },
  fields: [],
  sortable: ['code', 'name', 'semester', 'total'],
  defaultSort: 'semester',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['code', 'name'] },
    { key: 'past', kind: 'boolean', column: 'past' },
  ],
  schema: { $id: 'studentSubjectsForm', type: 'object', properties: {} },
};
