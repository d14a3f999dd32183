// generated — edit screens/attendance-warnings.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const attendanceWarningsScreen: ServerScreen = {
  name: 'attendance-warnings',
  title: 'screens.attendance-warnings.title',
  permission: 'curriculum.index',
  endpoint: '/attendance-warnings',
  responseKey: 'attendance',
  view: 'list',
  routes: ['list', 'export'],
  reader: 'attendanceShares',
  readOnly: true,
  export: true,
  actions: [],
  recordTitle: ['student', 'code'],
  defaultSort: '-absence_share',
  sortable: ['code', 'absence_share'],
  columns: [
    { key: 'student', label: 'fields.student', kind: 'text' },
    { key: 'code', label: 'fields.code', sort: 'code', kind: 'text' },
    { key: 'name', label: 'fields.subject', kind: 'text' },
    { key: 'marked', label: 'fields.lectures_marked', kind: 'number' },
    { key: 'present', label: 'options.attendanceMarks.present', kind: 'number' },
    { key: 'late', label: 'options.attendanceMarks.late', kind: 'number' },
    { key: 'absent', label: 'options.attendanceMarks.absent', kind: 'number' },
    { key: 'excused', label: 'options.attendanceMarks.excused', kind: 'number' },
    { key: 'absence_share', label: 'fields.absence_share', kind: 'decimal', sort: 'absence_share' },
    { key: 'absence_limit', label: 'fields.absence_limit', kind: 'number' },
    { key: 'warned', label: 'fields.warned', kind: 'boolean' },
  ],
  filters: [
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses', column: 'course_id' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students', column: 'student_id' },
    { key: 'warned', label: 'fields.warned', kind: 'boolean', column: 'warned' },
  ],
  fields: [],
  schema: { $id: 'attendanceWarningsForm', type: 'object', properties: {} },
};
