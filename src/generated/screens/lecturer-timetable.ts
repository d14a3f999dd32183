// generated — edit screens/lecturer-timetable.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerTimetableScreen: ScreenDefinition = {
  name: 'lecturer-timetable',
  title: 'screens.lecturer-timetable.title',
  area: 'lecturer',
  endpoint: '/lecturer/timetable',
  view: 'calendar',
  routes: ['list', 'feed', 'renewFeed'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'start_at',
  calendar: {
    start: 'start_at',
    end: 'end_at',
    title: 'title',
    type: 'entry_type',
    location: 'place',
    period: 'start_at',
    feed: true,
  },
  fixedLookups: {
    calendarEntryTypes: [
      { id: 1, label: 'options.calendarEntryTypes.event', color: '#0b6fb0' },
      { id: 2, label: 'options.calendarEntryTypes.lecture', color: '#1a7f4b' },
    ],
  },
  columns: [
    { key: 'start_at', label: 'fields.start_at', kind: 'datetime', sort: 'start_at' },
    { key: 'end_at', label: 'fields.end_at', kind: 'datetime' },
    { key: 'title', label: 'fields.subject', kind: 'text' },
    { key: 'code', label: 'fields.code', kind: 'text' },
    { key: 'entry_type', label: 'fields.calendar_entry_type', kind: 'lookup', lookup: 'calendarEntryTypes' },
    { key: 'place', label: 'fields.auditorium', kind: 'text' },
  ],
  filters: [{ key: 'start_at', label: 'filters.period', kind: 'dateRange' }],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-timetable'),
    ka: () => import('virtual:aula-labels/ka/lecturer-timetable'),
  },
};
export default lecturerTimetableScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
