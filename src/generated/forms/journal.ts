// generated — edit screens/journal.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './journal.validator.js';

export const journalFormSchema: RJSFSchema = {
  $id: 'journalForm',
  type: 'object',
  required: ['code', 'name', 'school_id', 'program_id', 'semester'],
  properties: {
    code: { type: 'string', maxLength: 255, minLength: 1 },
    name: { type: 'string', maxLength: 255, minLength: 1 },
    school_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester: { type: 'integer', minimum: 1, maximum: 8 },
    lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    group_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    seats: { type: 'integer', minimum: 0, maximum: 10000 },
    absence_limit: { type: 'integer', minimum: 1, maximum: 100 },
    first_day: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    last_day: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    meetings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['meeting_kind', 'starts_at', 'ends_at'],
        properties: {
          meeting_kind: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
          weekday: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7] },
          on_date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
          starts_at: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
          ends_at: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
          auditorium_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
          lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
  },
};
export const journalUiSchema: UiSchema = {
  'ui:order': [
    'code',
    'name',
    'school_id',
    'program_id',
    'learn_year_id',
    'semester',
    'lecturer_id',
    'group_ids',
    'seats',
    'absence_limit',
    'first_day',
    'last_day',
    'meetings',
  ],
  code: { 'ui:title': 'fields.code' },
  name: { 'ui:title': 'fields.entity_name' },
  school_id: { 'ui:title': 'fields.school', 'ui:widget': 'lookup', 'ui:options': { lookup: 'school' } },
  program_id: {
    'ui:title': 'fields.program',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'programs', dependsOn: 'school_id', dependsOnLabel: 'fields.school' },
  },
  learn_year_id: {
    'ui:title': 'fields.learn_year',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'learnYear', dependsOn: 'program_id', dependsOnLabel: 'fields.program' },
  },
  semester: { 'ui:title': 'fields.semester' },
  lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
  group_ids: {
    'ui:title': 'fields.student_groups',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'studentGroups' },
  },
  seats: { 'ui:title': 'fields.seats' },
  absence_limit: { 'ui:title': 'fields.absence_limit' },
  first_day: { 'ui:title': 'fields.first_day', 'ui:widget': 'date' },
  last_day: { 'ui:title': 'fields.last_day', 'ui:widget': 'date' },
  meetings: {
    'ui:title': 'fields.meetings',
    items: {
      'ui:order': ['meeting_kind', 'weekday', 'on_date', 'starts_at', 'ends_at', 'auditorium_id', 'lecturer_id', 'id'],
      meeting_kind: { 'ui:title': 'fields.meeting_kind', 'ui:widget': 'lookup', 'ui:options': { lookup: 'meetingKinds' } },
      weekday: { 'ui:title': 'fields.weekday', 'ui:widget': 'lookup', 'ui:options': { lookup: 'weekdays' } },
      on_date: { 'ui:title': 'fields.meeting_date', 'ui:widget': 'date' },
      starts_at: { 'ui:title': 'fields.starts_at', 'ui:widget': 'time' },
      ends_at: { 'ui:title': 'fields.ends_at', 'ui:widget': 'time' },
      auditorium_id: { 'ui:title': 'fields.auditorium', 'ui:widget': 'lookup', 'ui:options': { lookup: 'auditoriums' } },
      lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
};
const form: FormModule = {
  schema: journalFormSchema,
  uiSchema: journalUiSchema,
  validator: createPrecompiledValidator(validateFunctions, journalFormSchema),
};
export default form;
