// generated — edit screens/auditoriums.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const auditoriumsResource: ResourceDefinition = {
  screen: 'auditoriums',
  title: 'screens.auditoriums.title',
  endpoint: '/auditoriums',
  responseKey: 'auditoriums',
  permission: 'auditoriums.index',
  table: 'auditoriums',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['name', 'quantity'],
  columnLabels: { name: 'fields.entity_name', quantity: 'fields.quantity' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'quantity', kind: 'integer', required: true },
    { key: 'campus_id', kind: 'lookup', required: false, lookup: 'campuses' },
    { key: 'student_aid', kind: 'boolean', required: false },
    { key: 'projector', kind: 'boolean', required: false },
    { key: 'multimedia', kind: 'boolean', required: false },
    { key: 'exam_room', kind: 'boolean', required: false },
    { key: 'cctv', kind: 'boolean', required: false },
    { key: 'computer_lab', kind: 'boolean', required: false },
  ],
  sortable: ['name', 'quantity'],
  defaultSort: 'name',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name'] },
    { key: 'campus_id', kind: 'select', column: 'campus_id', lookup: 'campuses' },
    { key: 'quantity', kind: 'range', column: 'quantity', min: 0, max: 500 },
    { key: 'projector', kind: 'boolean', column: 'projector' },
    { key: 'computer_lab', kind: 'boolean', column: 'computer_lab' },
    { key: 'exam_room', kind: 'boolean', column: 'exam_room' },
  ],
  schema: {
    $id: 'auditoriumsForm',
    type: 'object',
    required: ['name', 'quantity'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      quantity: { type: 'integer', minimum: 0, maximum: 2147483647 },
      campus_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_aid: { type: 'boolean', default: false },
      projector: { type: 'boolean', default: false },
      multimedia: { type: 'boolean', default: false },
      exam_room: { type: 'boolean', default: false },
      cctv: { type: 'boolean', default: false },
      computer_lab: { type: 'boolean', default: false },
    },
  },
};
