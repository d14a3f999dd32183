// generated — edit screens/student-groups.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-groups.validator.js';

export const studentGroupsFormSchema: RJSFSchema = {
  $id: 'studentGroupsForm',
  type: 'object',
  required: ['name_ka', 'name_en', 'program_id'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};
export const studentGroupsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'program_id'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
};
const form: FormModule = {
  schema: studentGroupsFormSchema,
  uiSchema: studentGroupsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentGroupsFormSchema),
};
export default form;
