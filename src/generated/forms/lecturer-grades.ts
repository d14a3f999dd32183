// generated — edit screens/lecturer-grades.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-grades.validator.js';

export const lecturerGradesFormSchema: RJSFSchema = {
  $id: 'lecturerGradesForm',
  type: 'object',
  required: ['course_id', 'student_id', 'component_id', 'score'],
  properties: {
    course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    component_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    score: { type: 'number', minimum: 0, maximum: 100 },
  },
};
export const lecturerGradesUiSchema: UiSchema = {
  'ui:order': ['course_id', 'student_id', 'component_id', 'score'],
  course_id: { 'ui:title': 'fields.course', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'courses' } },
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  component_id: {
    'ui:title': 'fields.assessment_component',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'courseComponents', dependsOn: 'course_id', dependsOnLabel: 'fields.course' },
  },
  score: { 'ui:title': 'fields.score' },
};
const form: FormModule = {
  schema: lecturerGradesFormSchema,
  uiSchema: lecturerGradesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerGradesFormSchema),
};
export default form;
