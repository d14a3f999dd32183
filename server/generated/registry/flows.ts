// generated — edit screens/flows.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const flowsScreen: ServerScreen = {
  name: 'flows',
  title: 'screens.flows.title',
  permission: 'flows.index',
  endpoint: '/flows',
  responseKey: 'flows',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name', 'program_id', 'price', 'start_year', 'end_year', 'link'], keys: [] },
  table: 'flows',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'name',
  sortable: ['name', 'program_id', 'price'],
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'price', sort: 'price', label: 'fields.price', kind: 'money' },
    { key: 'link', kind: 'link', label: 'fields.link' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['name'], column: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school', column: 'school_id' },
    {
      key: 'program_id',
      dependsOn: 'school_id',
      label: 'fields.program',
      kind: 'select',
      lookup: 'programs',
      column: 'program_id',
    },
    { key: 'price', kind: 'range', min: 0, max: 50000, label: 'fields.price', column: 'price' },
    {
      key: 'start_year',
      kind: 'range',
      min: 2000,
      max: 2040,
      label: 'fields.start_year',
      column: 'start_year',
    },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
    { key: 'price', label: 'fields.price', kind: 'money', required: true },
    { key: 'start_year', label: 'fields.start_year', kind: 'integer', required: true },
    { key: 'end_year', label: 'fields.end_year', kind: 'integer', required: false },
    { key: 'link', label: 'fields.link', kind: 'text', required: false },
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
