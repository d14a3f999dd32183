// generated — edit screens/programs.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const programsScreen: ServerScreen = {
  name: 'programs',
  title: 'screens.programs.title',
  permission: 'programs.index',
  endpoint: '/programs',
  responseKey: 'programs',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore'],
  table: 'programs',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'school_id', 'academic_degree_id'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'school_id', sort: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school' },
    {
      key: 'academic_degree_id',
      sort: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'lookup',
      lookup: 'academicDegrees',
    },
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
      key: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'select',
      lookup: 'academicDegrees',
      column: 'academic_degree_id',
    },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school', required: true },
    {
      key: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'lookup',
      lookup: 'academicDegrees',
      required: true,
    },
    { key: 'color', label: 'fields.color', kind: 'color', required: false },
    {
      key: 'admission_quota',
      label: 'fields.admission_quota',
      kind: 'integer',
      min: 0,
      max: 100000,
      required: false,
    },
  ],
  schema: {
    $id: 'programsForm',
    type: 'object',
    required: ['name_ka', 'name_en', 'school_id', 'academic_degree_id'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      school_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      academic_degree_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
      color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      admission_quota: { type: 'integer', minimum: 0, maximum: 100000 },
    },
  },
};
