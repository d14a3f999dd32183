// generated — edit screens/concentrates.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const concentratesResource: ResourceDefinition = {
  screen: 'concentrates',
  title: 'screens.concentrates.title',
  endpoint: '/concentrates',
  responseKey: 'concentrates',
  permission: 'curriculum.index',
  table: 'concentrates',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name_ka', 'name_en', 'program_id', 'subject_ids'],
  columnLabels: {
    name_ka: 'fields.name_ka',
    name_en: 'fields.name_en',
    program_id: 'fields.program',
    subject_ids: 'fields.subjects',
  },
  columnLookups: { program_id: 'programs', subject_ids: 'subjects' },
  columnKinds: { program_id: 'lookup', subject_ids: 'lookup' },
  fields: [
    { key: 'program_id', kind: 'lookup', required: true, lookup: 'programs' },
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    {
      key: 'subject_ids',
      kind: 'lookupMany',
      required: false,
      lookup: 'subjects',
      onDelete: 'clear',
      dependsOn: 'program_id',
    },
  ],
  sortable: ['name_ka', 'name_en', 'program_id'],
  defaultSort: 'name_ka',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name_ka', 'name_en'] },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
  ],
  schema: {
    $id: 'concentratesForm',
    type: 'object',
    required: ['program_id', 'name_ka', 'name_en'],
    properties: {
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      subject_ids: {
        type: 'array',
        items: { type: 'integer', minimum: 0, maximum: 2147483647 },
        uniqueItems: true,
        maxItems: 1000,
      },
    },
  },
};
