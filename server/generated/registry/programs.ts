// generated — edit screens/programs.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const programsResource: ResourceDefinition = {
  screen: 'programs',
  title: 'screens.programs.title',
  endpoint: '/programs',
  responseKey: 'programs',
  permission: 'programs.index',
  table: 'programs',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['name_ka', 'name_en', 'school_id', 'academic_degree_id'],
  columnLabels: {
    name_ka: 'fields.name_ka',
    name_en: 'fields.name_en',
    school_id: 'fields.school',
    academic_degree_id: 'fields.academic_degree',
  },
  columnLookups: { school_id: 'school', academic_degree_id: 'academicDegrees' },
  columnKinds: { school_id: 'lookup', academic_degree_id: 'lookup' },
  fields: [
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'school_id', kind: 'lookup', required: true, lookup: 'school' },
    { key: 'academic_degree_id', kind: 'lookup', required: true, lookup: 'academicDegrees' },
    { key: 'color', kind: 'color', required: false },
  ],
  sortable: ['name_ka', 'name_en', 'school_id', 'academic_degree_id'],
  defaultSort: 'name_ka',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name_ka', 'name_en'] },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'academic_degree_id', kind: 'select', column: 'academic_degree_id', lookup: 'academicDegrees' },
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
    },
  },
};
