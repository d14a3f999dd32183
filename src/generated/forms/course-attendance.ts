// generated — edit screens/course-attendance.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './course-attendance.validator.js';

export const courseAttendanceFormSchema: RJSFSchema = {
  $id: 'courseAttendanceForm',
  type: 'object',
  required: ['course_id', 'student_id', 'day', 'mark'],
  properties: {
    course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    day: { type: 'integer', minimum: 19000101, maximum: 29991231 },
    mark: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
  },
};
export const courseAttendanceUiSchema: UiSchema = {
  'ui:order': ['course_id', 'student_id', 'day', 'mark'],
  course_id: { 'ui:title': 'fields.course', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'courses' } },
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  day: { 'ui:title': 'fields.lecture_day' },
  mark: { 'ui:title': 'fields.attendance_mark', 'ui:widget': 'lookup', 'ui:options': { lookup: 'attendanceMarks' } },
};
const form: FormModule = {
  schema: courseAttendanceFormSchema,
  uiSchema: courseAttendanceUiSchema,
  validator: createPrecompiledValidator(validateFunctions, courseAttendanceFormSchema),
};
export default form;
