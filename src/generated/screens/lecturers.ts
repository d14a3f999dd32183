// generated — edit screens/lecturers.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the lecturers list, as the API sends it. */
export interface LecturersRow {
  id: number;
  first_name: string;
  last_name: string;
  identity_number: string;
  card_number: string | null;
  address: string | null;
  date_of_birth: string | null;
  phone: string;
  email: string;
  academic_degree_id: number | null;
  directions_id: number | null;
  affiliated: number | null;
  do_lectures_another_universities: boolean | null;
  photo: string | null;
  cv: string | null;
}

export const lecturersScreen: ScreenDefinition = {
  name: 'lecturers',
  title: 'screens.lecturers.title',
  addTitle: 'screens.lecturers.add',
  permission: 'lecturers.index',
  endpoint: '/lecturers',
  responseKey: 'lecturers',
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
    { key: 'phone', label: 'fields.phone', kind: 'phone', sort: 'phone' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    {
      key: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'lookup',
      lookup: 'academicDegrees',
      sort: 'academic_degree_id',
    },
    {
      key: 'affiliated',
      label: 'fields.affiliated',
      kind: 'lookup',
      lookup: 'affiliated',
      sort: 'affiliated',
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'affiliated', label: 'fields.affiliated', kind: 'select', lookup: 'affiliated' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'select', lookup: 'academicDegrees' },
    { key: 'directions_id', label: 'fields.direction', kind: 'select', lookup: 'directions' },
    {
      key: 'do_lectures_another_universities',
      label: 'fields.do_lectures_another_universities',
      kind: 'boolean',
    },
  ],
  fields: [
    { key: 'first_name', label: 'fields.first_name', kind: 'text', required: true },
    { key: 'last_name', label: 'fields.last_name', kind: 'text', required: true },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'digits', required: true },
    { key: 'card_number', label: 'fields.card_number', kind: 'text', required: false },
    { key: 'address', label: 'fields.address', kind: 'text', required: false },
    { key: 'date_of_birth', label: 'fields.date_of_birth', kind: 'date', required: false },
    { key: 'phone', label: 'fields.phone', kind: 'phone', required: true },
    { key: 'email', label: 'fields.email', kind: 'email', required: true },
    {
      key: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'lookup',
      lookup: 'academicDegrees',
      required: false,
    },
    { key: 'directions_id', label: 'fields.direction', kind: 'lookup', lookup: 'directions', required: false },
    { key: 'affiliated', label: 'fields.affiliated', kind: 'lookup', lookup: 'affiliated', required: false },
    {
      key: 'do_lectures_another_universities',
      label: 'fields.do_lectures_another_universities',
      kind: 'boolean',
      required: false,
    },
    { key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image', required: false },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document', required: false },
  ],
  loadForm: () => import('../forms/lecturers').then((module) => module.default),
};

/** The lecturers list for a query string (page, sort, filters), through SWR. */
export function useLecturersList(query: string) {
  return useScreenList<LecturersRow>(lecturersScreen, query);
}

export default lecturersScreen;
