// generated — edit screens/calendar.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './calendar.validator.js';

export const calendarFormSchema: RJSFSchema = {
  $id: 'calendarForm',
  type: 'object',
  required: ['title', 'start_at', 'end_at'],
  properties: {
    title: { type: 'string', maxLength: 255, minLength: 1 },
    start_at: {
      type: 'string',
      pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?([Zz]|[+-](0\\d|1[0-4])(:?[0-5]\\d)?)?$',
    },
    end_at: {
      type: 'string',
      pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?([Zz]|[+-](0\\d|1[0-4])(:?[0-5]\\d)?)?$',
    },
    place: { type: 'string', maxLength: 255 },
    auditorium_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};
export const calendarUiSchema: UiSchema = {
  'ui:order': ['title', 'start_at', 'end_at', 'place', 'auditorium_id', 'program_id', 'lecturer_id'],
  title: { 'ui:title': 'fields.title' },
  start_at: { 'ui:title': 'fields.start_at', 'ui:widget': 'datetime' },
  end_at: { 'ui:title': 'fields.end_at', 'ui:widget': 'datetime' },
  place: { 'ui:title': 'fields.place' },
  auditorium_id: { 'ui:title': 'fields.auditorium', 'ui:widget': 'lookup', 'ui:options': { lookup: 'auditoriums' } },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
};
const form: FormModule = {
  schema: calendarFormSchema,
  uiSchema: calendarUiSchema,
  validator: createPrecompiledValidator(validateFunctions, calendarFormSchema),
};
export default form;
