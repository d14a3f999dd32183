// generated — edit screens/student-attendance.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentAttendanceScreen: ScreenDefinition = {
  name: 'student-attendance',
  title: 'screens.student-attendance.title',
  area: 'student',
  endpoint: '/student/attendance',
  responseKey: 'attendance',
  view: 'list',
  routes: ['list'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  recordTitle: ['name', 'code'],
  defaultSort: 'code',
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
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/student-attendance'),
    ka: () => import('virtual:aula-labels/ka/student-attendance'),
  },
};
export default studentAttendanceScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
