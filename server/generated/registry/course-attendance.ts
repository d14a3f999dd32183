// generated — edit screens/course-attendance.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const courseAttendanceScreen: ServerScreen = {
  name: 'course-attendance',
  title: 'screens.course-attendance.title',
  permission: 'curriculum.index',
  endpoint: '/course-attendance',
  view: 'grid',
  routes: ['list', 'sheet', 'cell', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['course_id', 'student_id', 'day', 'mark'], keys: [], cell: ['course_id', 'student_id', 'day'] },
  table: 'attendance',
  readOnly: false,
  export: false,
  actions: [],
  sortable: [],
  grid: {
    scope: 'course_id',
    rows: { field: 'student_id', reader: 'courseStudents' },
    columns: { field: 'day', reader: 'courseLectures' },
    value: 'mark',
    total: 'share',
    share: { value: 3, limit: 'absence_limit' },
  },
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'day', label: 'fields.lecture_day', kind: 'number' },
    { key: 'mark', label: 'fields.attendance_mark', kind: 'lookup', lookup: 'attendanceMarks' },
  ],
  filters: [],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', required: true },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'day', label: 'fields.lecture_day', kind: 'integer', min: 19000101, max: 29991231, required: true },
    {
      key: 'mark',
      label: 'fields.attendance_mark',
      kind: 'lookup',
      lookup: 'attendanceMarks',
      required: true,
    },
  ],
  schema: {
    $id: 'courseAttendanceForm',
    type: 'object',
    required: ['course_id', 'student_id', 'day', 'mark'],
    properties: {
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      day: { type: 'integer', minimum: 19000101, maximum: 29991231 },
      mark: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
    },
  },
};
