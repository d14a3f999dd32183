// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the students list, as the API sends it. */
export interface StudentsRow {
  id: number;
  name: string;
  surname: string;
  personal_id: string;
  personal_id_number: string | null;
  sex: number;
  birthday: string;
  citizenship: number;
  address: string | null;
  phone: string;
  email: string;
  status_id: number;
  school_id: number;
  program_id: number;
  group_id: number | null;
  learn_year_id: number | null;
  mobility: boolean | null;
  enrollment_date: string | null;
  enrollment_order: string | null;
  basics_of_enrollement_id: number | null;
  diploma_taken: boolean | null;
  gpa: number | null;
  notes: string | null;
  bio: string | null;
  photo: string | null;
  motivation_article_file_name: string | null;
  diploma_file_name: string | null;
  transcript_file_name: string | null;
  cv_file_name: string | null;
}

export const studentsScreen: ScreenDefinition = {
  name: 'students',
  title: 'screens.students.title',
  addTitle: 'screens.students.add',
  permission: 'students.index',
  endpoint: '/students',
  responseKey: 'students',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: true,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'surname',
  columns: [
    { key: 'photo', label: 'fields.photo', kind: 'image' },
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', sort: 'personal_id', kind: 'text' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'group_id', label: 'fields.group', kind: 'lookup', lookup: 'studentGroups', sort: 'group_id' },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'status', sort: 'status_id' },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', sort: 'gpa' },
    { key: 'enrollment_date', label: 'fields.learning_period', kind: 'relative', sort: 'enrollment_date' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'status_id', label: 'fields.status', kind: 'select', lookup: 'status' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    {
      key: 'group_id',
      label: 'fields.group',
      kind: 'select',
      lookup: 'studentGroups',
      dependsOn: 'program_id',
    },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'sex', label: 'fields.sex', kind: 'select', lookup: 'sex' },
    { key: 'citizenship', label: 'fields.citizenship', kind: 'select', lookup: 'citizenship' },
    { key: 'mobility', label: 'fields.mobility', kind: 'boolean' },
    { key: 'diploma_taken', label: 'fields.diploma_taken', kind: 'boolean' },
    { key: 'age', label: 'filters.age', kind: 'range', min: 18, max: 60 },
    { key: 'enrollment_date', label: 'fields.enrollment_date', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'fields.name', kind: 'text', required: true },
    { key: 'surname', label: 'fields.surname', kind: 'text', required: true },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'digits', required: true },
    { key: 'personal_id_number', label: 'fields.personal_id_number', kind: 'text', required: false },
    { key: 'sex', label: 'fields.sex', kind: 'lookup', lookup: 'sex', required: true },
    { key: 'birthday', label: 'fields.birthday', kind: 'date', required: true },
    { key: 'citizenship', label: 'fields.citizenship', kind: 'lookup', lookup: 'citizenship', required: true },
    { key: 'address', label: 'fields.address', kind: 'text', required: false },
    { key: 'phone', label: 'fields.phone', kind: 'phone', required: true },
    { key: 'email', label: 'fields.email', kind: 'email', required: true },
    { key: 'status_id', label: 'fields.status', kind: 'lookup', lookup: 'status', required: true },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school', required: true },
    {
      key: 'program_id',
      label: 'fields.program',
      kind: 'lookup',
      lookup: 'programs',
      dependsOn: 'school_id',
      required: true,
    },
    {
      key: 'group_id',
      label: 'fields.group',
      kind: 'lookup',
      lookup: 'studentGroups',
      dependsOn: 'program_id',
      required: false,
    },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear', required: false },
    { key: 'mobility', label: 'fields.mobility', kind: 'boolean', required: false },
    { key: 'enrollment_date', label: 'fields.enrollment_date', kind: 'date', required: false },
    { key: 'enrollment_order', label: 'fields.enrollment_order', kind: 'text', required: false },
    {
      key: 'basics_of_enrollement_id',
      label: 'fields.basics_of_enrollment',
      kind: 'lookup',
      lookup: 'basicOfEnrollments',
      required: false,
    },
    { key: 'diploma_taken', label: 'fields.diploma_taken', kind: 'boolean', required: false },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', required: false },
    { key: 'notes', label: 'fields.notes', kind: 'longtext', required: false },
    { key: 'bio', label: 'fields.bio', kind: 'longtext', required: false },
    { key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image', required: false },
    {
      key: 'motivation_article_file_name',
      label: 'fields.motivation_article',
      kind: 'file',
      accept: 'document',
      required: false,
    },
    {
      key: 'diploma_file_name',
      label: 'fields.diploma_file',
      kind: 'file',
      accept: 'document',
      required: false,
    },
    {
      key: 'transcript_file_name',
      label: 'fields.transcript',
      kind: 'file',
      accept: 'document',
      required: false,
    },
    { key: 'cv_file_name', label: 'fields.cv', kind: 'file', accept: 'document', required: false },
  ],
  loadForm: () => import('../forms/students').then((module) => module.default),
};

/** The students list for a query string (page, sort, filters), through SWR. */
export function useStudentsList(query: string) {
  return useScreenList<StudentsRow>(studentsScreen, query);
}

export default studentsScreen;
