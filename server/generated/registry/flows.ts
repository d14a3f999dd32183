// generated — edit screens/flows.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const flowsResource: ResourceDefinition = {
  screen: 'flows',
  title: 'screens.flows.title',
  endpoint: '/flows',
  responseKey: 'flows',
  permission: 'flows.index',
  table: 'flows',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name', 'program_id', 'price', 'link'],
  columnLabels: { name: 'fields.entity_name', program_id: 'fields.program', price: 'fields.price', link: 'fields.link' },
  columnLookups: { program_id: 'programs' },
  columnKinds: { program_id: 'lookup', price: 'money', link: 'link' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'program_id', kind: 'lookup', required: true, lookup: 'programs' },
    { key: 'price', kind: 'money', required: true },
    { key: 'start_year', kind: 'integer', required: true },
    { key: 'end_year', kind: 'integer', required: false },
    { key: 'link', kind: 'text', required: false },
  ],
  sortable: ['name', 'program_id', 'price'],
  defaultSort: 'name',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name'] },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'price', kind: 'range', column: 'price', min: 0, max: 50000 },
    { key: 'start_year', kind: 'range', column: 'start_year', min: 2000, max: 2040 },
  ],
  schema: {
    $id: 'flowsForm',
    type: 'object',
    required: ['name', 'program_id', 'price', 'start_year'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      price: { type: 'number', minimum: 0, maximum: 100000000 },
      start_year: { type: 'integer', minimum: 0, maximum: 2147483647 },
      end_year: { type: 'integer', minimum: 0, maximum: 2147483647 },
      link: { type: 'string', maxLength: 255 },
    },
  },
};
