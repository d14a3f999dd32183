// generated — edit screens/invited.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the invited list, as the API sends it. */
export interface InvitedRow {
  id: number;
  last_name?: unknown;
  first_name?: unknown;
  identity_number?: unknown;
  phone?: unknown;
  email?: unknown;
  work_type_id?: unknown;
  start_of_contract?: unknown;
  completion_of_contract?: unknown;
  appointment_order_number?: unknown;
}

export const invitedScreen: ScreenDefinition = {
  name: 'invited',
  title: 'screens.invited.title',
  permission: 'hr-invited-lecturers.index',
  endpoint: '/hr/invited-lecturer/related-models',
  responseKey: 'lecturers',
  adapter: 'hrRows',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'last_name',
  columns: [
    { key: 'last_name', label: 'fields.last_name', sort: 'last_name', kind: 'text' },
    { key: 'first_name', label: 'fields.first_name', sort: 'first_name', kind: 'text' },
    { key: 'identity_number', label: 'fields.identity_number', sort: 'identity_number', kind: 'text' },
    { key: 'phone', label: 'fields.phone', kind: 'text' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    {
      key: 'work_type_id',
      label: 'fields.work_type',
      kind: 'lookup',
      lookup: 'workTypes',
      sort: 'work_type_id',
    },
    { key: 'start_of_contract', label: 'fields.start_of_contract', kind: 'date', sort: 'start_of_contract' },
    {
      key: 'completion_of_contract',
      label: 'fields.completion_of_contract',
      kind: 'date',
      sort: 'completion_of_contract',
    },
    { key: 'appointment_order_number', label: 'fields.appointment_order_number', kind: 'text' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'work_type_id', label: 'fields.work_type', kind: 'select', lookup: 'workTypes' },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'dateRange' },
  ],
  fields: []
};

/** The invited list for a query string (page, sort, filters), through SWR. */
export function useInvitedList(query: string) {
  return useScreenList<InvitedRow>(invitedScreen, query);
}

export default invitedScreen;
