// generated — edit screens/lecturer-attendance.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerAttendanceScreen: ScreenDefinition = {
  name: 'lecturer-attendance',
  title: 'screens.course-attendance.title',
  permission: 'curriculum.index',
  area: 'lecturer',
  endpoint: '/lecturer/attendance',
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
    columns: { field: 'day', reader: 'courseLectures' },
    value: 'mark',
    total: 'share',
    share: { value: 3, limit: 'absence_limit' },
  },
  fixedLookups: {
    attendanceMarks: [
      { id: 1, label: 'options.attendanceMarks.present' },
      { id: 2, label: 'options.attendanceMarks.late' },
      { id: 3, label: 'options.attendanceMarks.absent' },
      { id: 4, label: 'options.attendanceMarks.excused' },
    ],
  },
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'mark', label: 'fields.attendance_mark', kind: 'lookup', lookup: 'attendanceMarks' },
  ],
  filters: [],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'day', label: 'fields.lecture_day', kind: 'integer' },
    { key: 'mark', label: 'fields.attendance_mark', kind: 'lookup', lookup: 'attendanceMarks' },
  ],
  loadForm: () => import('../forms/lecturer-attendance').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-attendance'),
    ka: () => import('virtual:aula-labels/ka/lecturer-attendance'),
  },
};
export default lecturerAttendanceScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
