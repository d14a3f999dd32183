// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const lecturerFinancesResource: ResourceDefinition = {
  screen: 'lecturer-finances',
  title: 'screens.lecturer-finances.title',
  endpoint: '/lecturer-finances',
  responseKey: 'lecturer_finances',
  permission: 'lecturer-finances.index',
  table: 'lecturer_finances',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['lecturer_id', 'identity_number', 'hours', 'rate', 'amount'],
  columnLabels: {
    lecturer_id: 'fields.lecturer',
    identity_number: 'fields.identity_number',
    hours: 'fields.hours',
    rate: 'fields.rate',
    amount: 'fields.amount',
  },
  columnLookups: { lecturer_id: 'lecturers' },
  fields: [
    { key: 'lecturer_id', kind: 'lookup', required: true, lookup: 'lecturers' },
    { key: 'learn_year_id', kind: 'lookup', required: false, lookup: 'learnYear' },
    { key: 'hours', kind: 'integer', required: true },
    { key: 'rate', kind: 'money', required: true },
    { key: 'amount', kind: 'money', required: false },
  ],
  sortable: ['lecturer_id', 'hours', 'rate', 'amount'],
  defaultSort: 'lecturer_id',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['identity_number'] },
    { key: 'lecturer_id', kind: 'select', column: 'lecturer_id', lookup: 'lecturers' },
    { key: 'learn_year_id', kind: 'select', column: 'learn_year_id', lookup: 'learnYear' },
    { key: 'amount', kind: 'range', column: 'amount', min: 0, max: 100000 },
  ],
  schema: {
    $id: 'lecturerFinancesForm',
    type: 'object',
    required: ['lecturer_id', 'hours', 'rate'],
    properties: {
      lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
      rate: { type: 'number', minimum: 0, maximum: 100000000 },
      amount: { type: 'number', minimum: 0, maximum: 100000000 },
    },
  },
};
