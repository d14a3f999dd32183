// generated — edit screens/attendance-warnings.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const attendanceWarningsScreen: ScreenDefinition = {
  name: 'attendance-warnings',
  title: 'screens.attendance-warnings.title',
  permission: 'curriculum.index',
  endpoint: '/attendance-warnings',
  responseKey: 'attendance',
  view: 'list',
  routes: ['list', 'export'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  tabs: [
    { id: 'warned', label: 'screens.attendance-warnings.warned', filter: { warned: true } },
    { id: 'all', label: 'screens.attendance-warnings.all', filter: {} },
  ],
  recordTitle: ['student', 'code'],
  defaultSort: '-absence_share',
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
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students' },
    { key: 'warned', label: 'fields.warned', kind: 'boolean' },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/attendance-warnings'),
    ka: () => import('virtual:aula-labels/ka/attendance-warnings'),
  },
};
export default attendanceWarningsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
