// generated — edit screens/auditoriums.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const auditoriumsScreen: ServerScreen = {
  name: 'auditoriums',
  title: 'screens.auditoriums.title',
  permission: 'auditoriums.index',
  endpoint: '/auditoriums',
  responseKey: 'auditoriums',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore'],
  table: 'auditoriums',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: 'name',
  sortable: ['name', 'quantity'],
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'quantity', sort: 'quantity', label: 'fields.quantity', kind: 'number' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['name'], column: 'search' },
    { key: 'campus_id', label: 'fields.campus', kind: 'select', lookup: 'campuses', column: 'campus_id' },
    { key: 'quantity', kind: 'range', min: 0, max: 500, label: 'fields.quantity', column: 'quantity' },
    { key: 'projector', label: 'fields.projector', kind: 'boolean', column: 'projector' },
    { key: 'computer_lab', label: 'fields.computer_lab', kind: 'boolean', column: 'computer_lab' },
    { key: 'exam_room', label: 'fields.exam_room', kind: 'boolean', column: 'exam_room' },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'quantity', label: 'fields.quantity', kind: 'integer', required: true },
    { key: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses', required: false },
    { key: 'student_aid', label: 'fields.student_aid', kind: 'boolean', required: false },
    { key: 'projector', label: 'fields.projector', kind: 'boolean', required: false },
    { key: 'multimedia', label: 'fields.multimedia', kind: 'boolean', required: false },
    { key: 'exam_room', label: 'fields.exam_room', kind: 'boolean', required: false },
    { key: 'cctv', label: 'fields.cctv', kind: 'boolean', required: false },
    { key: 'computer_lab', label: 'fields.computer_lab', kind: 'boolean', required: false },
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
