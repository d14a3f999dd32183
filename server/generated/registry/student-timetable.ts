// generated — edit screens/student-timetable.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentTimetableScreen: ServerScreen = {
  name: 'student-timetable',
  title: 'screens.student-timetable.title',
  area: 'student',
  endpoint: '/student/timetable',
  view: 'calendar',
  routes: ['list', 'feed', 'renewFeed'],
  reader: 'studentTimetable',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
  actions: [],
  defaultSort: 'start_at',
  sortable: ['start_at'],
  calendar: {
    start: 'start_at',
    end: 'end_at',
    title: 'title',
    type: 'entry_type',
    location: 'place',
    period: 'start_at',
    feed: true,
  },
  columns: [
    { key: 'start_at', label: 'fields.start_at', kind: 'datetime', sort: 'start_at' },
    { key: 'end_at', label: 'fields.end_at', kind: 'datetime' },
    { key: 'title', label: 'fields.subject', kind: 'text' },
    { key: 'code', label: 'fields.code', kind: 'text' },
    { key: 'entry_type', label: 'fields.calendar_entry_type', kind: 'lookup', lookup: 'calendarEntryTypes' },
    { key: 'place', label: 'fields.auditorium', kind: 'text' },
    { key: 'lecturers', label: 'fields.lecturer', kind: 'text' },
  ],
  filters: [{ key: 'start_at', label: 'filters.period', kind: 'dateRange', column: 'start_at' }],
  fields: [],
  schema: { $id: 'studentTimetableForm', type: 'object', properties: {} },
};
