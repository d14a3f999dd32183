// generated — edit screens/calendar.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const calendarScreen: ScreenDefinition = {
  name: 'calendar',
  title: 'screens.calendar.title',
  permission: 'calendar.index',
  endpoint: '/administration/calendar',
  adapter: 'calendarRows',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: true,
  collapseSidebar: true,
  opensAdd: false,
  defaultSort: 'start_at',
  columns: [
    { key: 'start_at', label: 'fields.start_at', kind: 'datetime', sort: 'start_at' },
    { key: 'end_at', label: 'fields.end_at', kind: 'datetime', sort: 'end_at' },
    { key: 'title', label: 'fields.title', sort: 'title', kind: 'text' },
    {
      key: 'entry_type',
      label: 'fields.calendar_entry_type',
      kind: 'lookup',
      lookup: 'calendarEntryTypes',
      sort: 'entry_type',
    },
    { key: 'place', label: 'fields.place', kind: 'text' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'entry_type', label: 'fields.calendar_entry_type', kind: 'select', lookup: 'calendarEntryTypes' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
    { key: 'start_at', label: 'filters.period', kind: 'dateRange' },
  ],
  fields: []
};
export default calendarScreen;
