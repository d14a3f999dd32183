// generated — edit screens/student-groups.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentGroupsScreen: ServerScreen = {
  name: 'student-groups',
  title: 'screens.student-groups.title',
  permission: 'student-groups.index',
  endpoint: '/student-groups',
  responseKey: 'student_groups',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'program_id'], keys: [] },
  table: 'student_groups',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'program_id'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['name_ka', 'name_en'],
      column: 'search',
    },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school', column: 'school_id' },
    {
      key: 'program_id',
      dependsOn: 'school_id',
      label: 'fields.program',
      kind: 'select',
      lookup: 'programs',
      column: 'program_id',
    },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
  ],
  schema: {
    $id: 'studentGroupsForm',
    type: 'object',
    required: ['name_ka', 'name_en', 'program_id'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
  },
};
