// generated — edit screens/administration.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the administration list, as the API sends it. */
export interface AdministrationRow {
  id: number;
  last_name?: unknown;
  first_name?: unknown;
  identity_number?: unknown;
  phone?: unknown;
  email?: unknown;
  administration_position_id?: unknown;
  start_of_contract?: unknown;
  completion_of_contract?: unknown;
  appointment_order_number?: unknown;
}

export const administrationScreen: ScreenDefinition = {
  name: 'administration',
  title: 'screens.administration.title',
  permission: 'hr-administrations.index',
  endpoint: '/hr/administration/related-models',
  responseKey: 'administrations',
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
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'lookup',
      lookup: 'administrationPositions',
      sort: 'administration_position_id',
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
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'select',
      lookup: 'administrationPositions',
    },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'dateRange' },
  ],
  fields: []
};

/** The administration list for a query string (page, sort, filters), through SWR. */
export function useAdministrationList(query: string) {
  return useScreenList<AdministrationRow>(administrationScreen, query);
}

export default administrationScreen;
