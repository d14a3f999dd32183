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
  totals: ['hours', 'amount'],
  readOnly: false,
  export: true,
  actions: [
    {
      id: 'fromJournal',
      on: 'screen',
      run: 'countLecturerHours',
      form: false,
      fields: [
        { key: 'year', kind: 'integer', required: true },
        { key: 'month', kind: 'lookup', required: true, lookup: 'months' },
        { key: 'rate', kind: 'money', required: true },
      ],
      schema: {
        $id: 'lecturerFinancesFromJournalForm',
        type: 'object',
        required: ['year', 'month', 'rate'],
        properties: {
          year: { type: 'integer', minimum: 2000, maximum: 2100 },
          month: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
          rate: { type: 'number', minimum: 0, maximum: 10000 },
        },
      },
    },
  ],
  columns: ['lecturer_id', 'identity_number', 'course_id', 'year', 'month', 'hours', 'rate', 'amount'],
  columnLabels: {
    lecturer_id: 'fields.lecturer',
    identity_number: 'fields.identity_number',
    course_id: 'fields.course',
    year: 'fields.year',
    month: 'fields.month',
    hours: 'fields.hours',
    rate: 'fields.rate',
    amount: 'fields.amount',
  },
  columnLookups: { lecturer_id: 'lecturers', course_id: 'courses', month: 'months' },
  fields: [
    { key: 'lecturer_id', kind: 'lookup', required: true, lookup: 'lecturers' },
    { key: 'course_id', kind: 'lookup', required: false, lookup: 'courses' },
    { key: 'year', kind: 'integer', required: true },
    { key: 'month', kind: 'lookup', required: true, lookup: 'months' },
    { key: 'hours', kind: 'decimal', required: true },
    { key: 'rate', kind: 'money', required: true },
    { key: 'amount', kind: 'money', required: false, computed: { multiply: ['hours', 'rate'] } },
  ],
  sortable: ['lecturer_id', 'course_id', 'year', 'month', 'hours', 'rate', 'amount'],
  defaultSort: '-year',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['identity_number'] },
    { key: 'lecturer_id', kind: 'select', column: 'lecturer_id', lookup: 'lecturers' },
    { key: 'course_id', kind: 'select', column: 'course_id', lookup: 'courses' },
    { key: 'year', kind: 'range', column: 'year', min: 2000, max: 2100 },
    { key: 'month', kind: 'select', column: 'month', lookup: 'months' },
    { key: 'amount', kind: 'range', column: 'amount', min: 0, max: 100000 },
  ],
  schema: {
    $id: 'lecturerFinancesForm',
    type: 'object',
    required: ['lecturer_id', 'year', 'month', 'hours', 'rate'],
    properties: {
      lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      year: { type: 'integer', minimum: 2000, maximum: 2100 },
      month: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      hours: { type: 'number', minimum: 0, maximum: 1000 },
      rate: { type: 'number', minimum: 0, maximum: 10000 },
    },
  },
};
