// generated — edit screens/student-groups.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const studentGroupsResource: ResourceDefinition = {
  screen: 'student-groups',
  title: 'screens.student-groups.title',
  endpoint: '/student-groups',
  responseKey: 'student_groups',
  permission: 'student-groups.index',
  table: 'student_groups',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name_ka', 'name_en', 'program_id'],
  columnLabels: { name_ka: 'fields.name_ka', name_en: 'fields.name_en', program_id: 'fields.program' },
  columnLookups: { program_id: 'programs' },
  columnKinds: { program_id: 'lookup' },
  fields: [
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'program_id', kind: 'lookup', required: true, lookup: 'programs' },
  ],
  sortable: ['name_ka', 'name_en', 'program_id'],
  defaultSort: 'name_ka',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name_ka', 'name_en'] },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
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
