// generated — edit screens/calendar.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const calendarResource: ResourceDefinition = {
  screen: 'calendar',
  title: 'screens.calendar.title',
  endpoint: '/administration/calendar',
  adapter: 'calendarRows',
  permission: 'calendar.index',
  source: 'calendar',
  readOnly: true,
  export: true,
  columns: ['start_at', 'end_at', 'title', 'entry_type', 'place'],
  columnLabels: {
    start_at: 'fields.start_at',
    end_at: 'fields.end_at',
    title: 'fields.title',
    entry_type: 'fields.calendar_entry_type',
    place: 'fields.place',
  },
  fields: [],
  sortable: ['start_at', 'end_at', 'title', 'entry_type'],
  defaultSort: 'start_at',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['title'] },
    { key: 'entry_type', kind: 'select', column: 'entry_type', lookup: 'calendarEntryTypes' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'start_at', kind: 'dateRange', column: 'start_at' },
  ],
  schema: { $id: 'calendarForm', type: 'object', properties: {} },
};
