// generated — edit screens/learn-years.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const learnYearsResource: ResourceDefinition = {
  screen: 'learn-years',
  title: 'screens.learn-years.title',
  endpoint: '/learn-years',
  responseKey: 'learn_years',
  permission: 'learn-years.index',
  table: 'learn_years',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['name', 'program_id'],
  columnLabels: { name: 'fields.entity_name', program_id: 'fields.program' },
  columnLookups: { program_id: 'programs' },
  columnKinds: { program_id: 'lookup' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'program_id', kind: 'lookup', required: true, lookup: 'programs' },
  ],
  sortable: ['name', 'program_id'],
  defaultSort: '-name',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name'] },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
  ],
  schema: {
    $id: 'learnYearsForm',
    type: 'object',
    required: ['name', 'program_id'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
  },
};
