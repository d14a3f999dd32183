// generated — edit screens/lecturer-syllabi.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-syllabi-syllabus.validator.js';

export const lecturerSyllabiSyllabusFormSchema: RJSFSchema = {
  $id: 'lecturerSyllabiSyllabusForm',
  type: 'object',
  properties: {
    syllabus_goals: { type: 'string', maxLength: 20000 },
    syllabus_outcomes: { type: 'string', maxLength: 20000 },
    syllabus_content: { type: 'string', maxLength: 20000 },
    syllabus_assessment: { type: 'string', maxLength: 20000 },
    syllabus_literature: { type: 'string', maxLength: 20000 },
  },
};
export const lecturerSyllabiSyllabusUiSchema: UiSchema = {
  'ui:order': ['syllabus_goals', 'syllabus_outcomes', 'syllabus_content', 'syllabus_assessment', 'syllabus_literature'],
  syllabus_goals: { 'ui:title': 'fields.syllabus_goals', 'ui:widget': 'textarea' },
  syllabus_outcomes: { 'ui:title': 'fields.syllabus_outcomes', 'ui:widget': 'textarea' },
  syllabus_content: { 'ui:title': 'fields.syllabus_content', 'ui:widget': 'textarea' },
  syllabus_assessment: { 'ui:title': 'fields.syllabus_assessment', 'ui:widget': 'textarea' },
  syllabus_literature: { 'ui:title': 'fields.syllabus_literature', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: lecturerSyllabiSyllabusFormSchema,
  uiSchema: lecturerSyllabiSyllabusUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerSyllabiSyllabusFormSchema),
};
export default form;
