// generated — edit screens/calendar.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const calendarResource: ResourceDefinition = {
  screen: 'calendar',
  title: 'screens.calendar.title',
  endpoint: '/administration/calendar',
  adapter: 'calendarRows',
  permission: 'calendar.index',
  table: 'calendar_events',
  source: 'calendar',
  view: 'calendar',
  readOnly: false,
  export: false,
  columns: ['start_at', 'end_at', 'title', 'entry_type', 'place', 'program_id', 'lecturer_id'],
  columnLabels: {
    start_at: 'fields.start_at',
    end_at: 'fields.end_at',
    title: 'fields.title',
    entry_type: 'fields.calendar_entry_type',
    place: 'fields.place',
    program_id: 'fields.program',
    lecturer_id: 'fields.lecturer',
  },
  columnLookups: { entry_type: 'calendarEntryTypes', program_id: 'programs', lecturer_id: 'lecturers' },
  columnKinds: {
    start_at: 'datetime',
    end_at: 'datetime',
    entry_type: 'lookup',
    program_id: 'lookup',
    lecturer_id: 'lookup',
  },
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'start_at', kind: 'datetime', required: true },
    { key: 'end_at', kind: 'datetime', required: true, after: 'start_at' },
    { key: 'place', kind: 'text', required: false },
    { key: 'auditorium_id', kind: 'lookup', required: false, lookup: 'auditoriums' },
    { key: 'program_id', kind: 'lookup', required: false, lookup: 'programs' },
    { key: 'lecturer_id', kind: 'lookup', required: false, lookup: 'lecturers' },
  ],
  sortable: ['start_at', 'end_at', 'title', 'entry_type'],
  defaultSort: 'start_at',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['title'] },
    { key: 'entry_type', kind: 'select', column: 'entry_type', lookup: 'calendarEntryTypes' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'auditorium_id', kind: 'select', column: 'auditorium_id', lookup: 'auditoriums' },
    { key: 'lecturer_id', kind: 'select', column: 'lecturer_id', lookup: 'lecturers' },
    { key: 'start_at', kind: 'dateRange', column: 'start_at' },
  ],
  schema: {
    $id: 'calendarForm',
    type: 'object',
    required: ['title', 'start_at', 'end_at'],
    properties: {
      title: { type: 'string', maxLength: 255, minLength: 1 },
      start_at: {
        type: 'string',
        pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
      },
      end_at: {
        type: 'string',
        pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
      },
      place: { type: 'string', maxLength: 255 },
      auditorium_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
  },
};
