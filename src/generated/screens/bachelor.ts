// generated — edit screens/bachelor.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the bachelor list, as the API sends it. */
export interface BachelorRow {
  id: number;
  first_name: string;
  last_name: string;
  identity_number: string;
  date_of_birth: string;
  sex: number | null;
  citizenship: number | null;
  phone: string;
  email: string;
  program_id: number;
  english_level_id: number | null;
  photo: string | null;
  cv: string | null;
}

export const bachelorScreen: ScreenDefinition = {
  name: 'bachelor',
  title: 'screens.bachelor.title',
  addTitle: 'screens.bachelor.add',
  permission: 'bachelor.index',
  endpoint: '/bachelor-registers',
  responseKey: 'applicants',
  adapter: 'applicantRows',
  readOnly: false,
  filter: false,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  bulkActions: ['export', 'delete', 'enrol'],
  enrolPermission: 'students.index',
  defaultSort: 'last_name',
  columns: [
    { key: 'id', label: 'fields.select', kind: 'checkbox' },
    { key: 'photo', label: 'fields.photo', kind: 'image' },
    { key: 'last_name', label: 'fields.last_name', sort: 'last_name', kind: 'text' },
    { key: 'first_name', label: 'fields.first_name', sort: 'first_name', kind: 'text' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    { key: 'date_of_birth', label: 'fields.date_of_birth', kind: 'date', sort: 'date_of_birth' },
    { key: 'identity_number', label: 'fields.identity_number', sort: 'identity_number', kind: 'text' },
    { key: 'phone', label: 'fields.phone', kind: 'phone', sort: 'phone' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
  ],
  filters: [],
  fields: [
    { key: 'first_name', label: 'fields.first_name', kind: 'text', required: true },
    { key: 'last_name', label: 'fields.last_name', kind: 'text', required: true },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'digits', required: true },
    { key: 'date_of_birth', label: 'fields.date_of_birth', kind: 'date', required: true },
    { key: 'sex', label: 'fields.sex', kind: 'lookup', lookup: 'sex', required: false },
    {
      key: 'citizenship',
      label: 'fields.citizenship',
      kind: 'lookup',
      lookup: 'citizenship',
      required: false,
    },
    { key: 'phone', label: 'fields.phone', kind: 'phone', required: true },
    { key: 'email', label: 'fields.email', kind: 'email', required: true },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
    {
      key: 'english_level_id',
      label: 'fields.english_level',
      kind: 'lookup',
      lookup: 'englishLevels',
      required: false,
    },
    { key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image', required: false },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document', required: false },
  ],
  loadForm: () => import('../forms/bachelor').then((module) => module.default),
};

/** The bachelor list for a query string (page, sort, filters), through SWR. */
export function useBachelorList(query: string) {
  return useScreenList<BachelorRow>(bachelorScreen, query);
}

export default bachelorScreen;
