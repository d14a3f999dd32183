// generated — edit screens/registrations.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './registrations.validator.js';

export const registrationsFormSchema: RJSFSchema = {
  $id: 'registrationsForm',
  type: 'object',
  required: ['student_id', 'course_id', 'status', 'reason'],
  properties: {
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    status: { type: 'integer', maximum: 2147483647, enum: [1, 2] },
    reason: { type: 'string', maxLength: 2000, minLength: 1 },
  },
};
export const registrationsUiSchema: UiSchema = {
  'ui:order': ['student_id', 'course_id', 'status', 'reason'],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  course_id: { 'ui:title': 'fields.course', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'courses' } },
  status: {
    'ui:title': 'fields.registration_status',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'registrationStates' },
  },
  reason: { 'ui:title': 'fields.registration_reason', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: registrationsFormSchema,
  uiSchema: registrationsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, registrationsFormSchema),
};
export default form;
