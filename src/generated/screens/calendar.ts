// generated — edit screens/calendar.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const calendarScreen: ScreenDefinition = {
  name: 'calendar',
  title: 'screens.calendar.title',
  addTitle: 'screens.calendar.add',
  permission: 'calendar.index',
  endpoint: '/administration/calendar',
  adapter: 'calendarRows',
  view: 'calendar',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore'],
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: true,
  collapseSidebar: true,
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
    editable: { field: 'entry_type', equals: 1 },
    moves: {
      when: { field: 'entry_type', equals: 2 },
      screen: 'journal',
      id: 'course_id',
      day: 'weekday',
      from: 'starts_at',
      to: 'ends_at',
      endpoint: '/journal',
      permission: 'curriculum.index',
    },
  },
  fixedLookups: {
    calendarEntryTypes: [
      { id: 1, label: 'options.calendarEntryTypes.event', color: '#0b6fb0' },
      { id: 2, label: 'options.calendarEntryTypes.lecture', color: '#1a7f4b' },
    ],
  },
  columns: [
    { key: 'start_at', sort: 'start_at', label: 'fields.start_at', kind: 'datetime' },
    { key: 'end_at', sort: 'end_at', label: 'fields.end_at', kind: 'datetime' },
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    {
      key: 'entry_type',
      label: 'fields.calendar_entry_type',
      kind: 'lookup',
      lookup: 'calendarEntryTypes',
      sort: 'entry_type',
    },
    { key: 'place', label: 'fields.place', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers' },
    { key: 'course_id', label: 'fields.course', kind: 'number', hidden: true },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'entry_type', label: 'fields.calendar_entry_type', kind: 'select', lookup: 'calendarEntryTypes' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
    { key: 'auditorium_id', label: 'fields.auditorium', kind: 'select', lookup: 'auditoriums' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'select', lookup: 'lecturers' },
    { key: 'group_ids', label: 'fields.group', kind: 'select', lookup: 'studentGroups' },
    { key: 'start_at', label: 'filters.period', kind: 'dateRange' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'start_at', label: 'fields.start_at', kind: 'datetime' },
    { key: 'end_at', label: 'fields.end_at', kind: 'datetime' },
    { key: 'place', label: 'fields.place', kind: 'text' },
    { key: 'auditorium_id', label: 'fields.auditorium', kind: 'lookup', lookup: 'auditoriums' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers' },
  ],
  loadForm: () => import('../forms/calendar').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/calendar'),
    ka: () => import('virtual:aula-labels/ka/calendar'),
  },
};
export default calendarScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
