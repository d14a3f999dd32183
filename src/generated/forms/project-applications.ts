// generated — edit screens/project-applications.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './project-applications.validator.js';

export const projectApplicationsFormSchema: RJSFSchema = {
  $id: 'projectApplicationsForm',
  type: 'object',
  required: ['project_id', 'student_id', 'motivation'],
  properties: {
    project_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    motivation: { type: 'string', maxLength: 2000, minLength: 1 },
  },
};
export const projectApplicationsUiSchema: UiSchema = {
  'ui:order': ['project_id', 'student_id', 'motivation'],
  project_id: { 'ui:title': 'fields.project', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'projects' } },
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  motivation: { 'ui:title': 'fields.motivation', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: projectApplicationsFormSchema,
  uiSchema: projectApplicationsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, projectApplicationsFormSchema),
};
export default form;
