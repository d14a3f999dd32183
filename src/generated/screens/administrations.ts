// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the administrations list, as the API sends it. */
export interface AdministrationsRow {
  id: number;
  first_name: string;
  last_name: string;
  identity_number: string;
  phone: string;
  email: string;
  administration_position_id: number | null;
  unit_kind: number | null;
  administration_item_id: number;
  school_id: number;
  roles: number[] | null;
  schools: number[] | null;
  programs: number[] | null;
  photo: string | null;
  cv: string | null;
}

export const administrationsScreen: ScreenDefinition = {
  name: 'administrations',
  title: 'screens.administrations.title',
  addTitle: 'screens.administrations.add',
  permission: 'administrations.index',
  endpoint: '/administrations',
  responseKey: 'administrations',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: true,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'last_name',
  columns: [
    { key: 'photo', label: 'fields.photo', kind: 'image' },
    { key: 'last_name', label: 'fields.last_name', sort: 'last_name', kind: 'text' },
    { key: 'first_name', label: 'fields.first_name', sort: 'first_name', kind: 'text' },
    { key: 'identity_number', label: 'fields.identity_number', sort: 'identity_number', kind: 'text' },
    { key: 'phone', label: 'fields.phone', kind: 'phone', sort: 'phone' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    { key: 'cv', label: 'fields.cv', kind: 'file' },
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'lookup',
      lookup: 'administrationPositions',
      sort: 'administration_position_id',
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'select',
      lookup: 'administrationPositions',
    },
    {
      key: 'administration_item_id',
      label: 'fields.administration_item',
      kind: 'select',
      lookup: 'administrationItems',
    },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
  ],
  fields: [
    { key: 'first_name', label: 'fields.first_name', kind: 'text', required: true },
    { key: 'last_name', label: 'fields.last_name', kind: 'text', required: true },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'digits', required: true },
    { key: 'phone', label: 'fields.phone', kind: 'phone', required: true },
    { key: 'email', label: 'fields.email', kind: 'email', required: true },
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'lookup',
      lookup: 'administrationPositions',
      required: false,
    },
    {
      key: 'unit_kind',
      label: 'fields.unit_kind',
      kind: 'lookup',
      lookup: 'unitKinds',
      display: 'radio',
      required: false,
    },
    {
      key: 'administration_item_id',
      label: 'fields.administration_item',
      kind: 'lookup',
      lookup: 'administrationItems',
      required: true,
      showWhen: { field: 'unit_kind', equals: 1 },
    },
    {
      key: 'school_id',
      label: 'fields.school',
      kind: 'lookup',
      lookup: 'school',
      required: true,
      showWhen: { field: 'unit_kind', equals: 2 },
    },
    { key: 'roles', label: 'fields.roles', kind: 'lookupMany', lookup: 'roles', required: false },
    { key: 'schools', label: 'fields.schools', kind: 'lookupMany', lookup: 'school', required: false },
    { key: 'programs', label: 'fields.programs', kind: 'lookupMany', lookup: 'programs', required: false },
    { key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image', required: false },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document', required: false },
  ],
  loadForm: () => import('../forms/administrations').then((module) => module.default),
};

/** The administrations list for a query string (page, sort, filters), through SWR. */
export function useAdministrationsList(query: string) {
  return useScreenList<AdministrationsRow>(administrationsScreen, query);
}

export default administrationsScreen;
