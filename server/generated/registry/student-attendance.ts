// generated — edit screens/student-attendance.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentAttendanceScreen: ServerScreen = {
  name: 'student-attendance',
  title: 'screens.student-attendance.title',
  area: 'student',
  endpoint: '/student/attendance',
  responseKey: 'attendance',
  view: 'list',
  routes: ['list'],
  reader: 'attendanceShares',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
  actions: [],
  recordTitle: ['name', 'code'],
  defaultSort: 'code',
  sortable: ['code', 'name', 'absence_share'],
  columns: [
    { key: 'code', label: 'fields.code', sort: 'code', kind: 'text' },
    { key: 'name', label: 'fields.subject', sort: 'name', kind: 'text' },
    { key: 'marked', label: 'fields.lectures_marked', kind: 'number' },
    { key: 'present', label: 'options.attendanceMarks.present', kind: 'number' },
    { key: 'late', label: 'options.attendanceMarks.late', kind: 'number' },
    { key: 'absent', label: 'options.attendanceMarks.absent', kind: 'number' },
    { key: 'excused', label: 'options.attendanceMarks.excused', kind: 'number' },
    { key: 'absence_share', label: 'fields.absence_share', kind: 'decimal', sort: 'absence_share' },
    { key: 'absence_limit', label: 'fields.absence_limit', kind: 'number' },
    { key: 'warned', label: 'fields.warned', kind: 'boolean' },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search', searchIn: ['code', 'name'], column: 'search' }],
  fields: [],
  schema: { $id: 'studentAttendanceForm', type: 'object', properties: {} },
};
