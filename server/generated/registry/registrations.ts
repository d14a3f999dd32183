// generated — edit screens/registrations.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const registrationsScreen: ServerScreen = {
  name: 'registrations',
  title: 'screens.registrations.title',
  permission: 'registrations.index',
  endpoint: '/registrations',
  responseKey: 'registrations',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['student_id', 'course_id', 'status', 'reason'], keys: [] },
  table: 'course_registrations',
  readOnly: false,
  export: true,
  deleteReason: true,
  constraints: [
    {
      unique: ['course_id', 'student_id'],
      message: 'screens.registrations.already',
      index: 'course_registrations_course_id_student_id_key',
    },
    {
      capacity: { of: 'course_id', limit: 'seats', counting: { status: 1 }, waiting: { status: 2 } },
      message: 'screens.registrations.full',
      index: 'course_registrations_course_id_capacity',
    },
    {
      requires: { rule: 'prerequisitesPassed', unless: 'reason', field: 'course_id' },
      message: 'screens.registrations.prerequisites',
      index: 'course_registrations_prerequisites_passed_requires',
    },
    {
      requires: { rule: 'registrationOpen', unless: 'reason', field: 'course_id' },
      message: 'screens.registrations.closed',
      index: 'course_registrations_registration_open_requires',
    },
    {
      requires: { rule: 'noTimetableClash', field: 'course_id' },
      message: 'screens.registrations.clash',
      index: 'course_registrations_no_timetable_clash_requires',
    },
  ],
  actions: [],
  recordTitle: ['student_id', 'course_id'],
  defaultSort: '-created_at',
  sortable: ['course_id', 'status', 'created_at'],
  columns: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'course_id', sort: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    {
      key: 'status',
      sort: 'status',
      label: 'fields.registration_status',
      kind: 'lookup',
      lookup: 'registrationStates',
    },
    { key: 'reason', label: 'fields.registration_reason', kind: 'text' },
    { key: 'created_at', label: 'fields.registered_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses', column: 'course_id' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students', column: 'student_id' },
    {
      key: 'status',
      label: 'fields.registration_status',
      kind: 'select',
      lookup: 'registrationStates',
      column: 'status',
    },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', required: true },
    {
      key: 'status',
      label: 'fields.registration_status',
      kind: 'lookup',
      lookup: 'registrationStates',
      required: true,
    },
    { key: 'reason', label: 'fields.registration_reason', kind: 'longtext', maxLength: 2000, required: true },
  ],
  schema: {
    $id: 'registrationsForm',
    type: 'object',
    required: ['student_id', 'course_id', 'status', 'reason'],
    properties: {
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      status: { type: 'integer', maximum: 2147483647, enum: [1, 2] },
      reason: { type: 'string', maxLength: 2000, minLength: 1 },
    },
  },
};
