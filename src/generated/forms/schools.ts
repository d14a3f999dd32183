// generated — edit screens/schools.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './schools.validator.js';

export const schoolsFormSchema: RJSFSchema = {
  $id: 'schoolsForm',
  type: 'object',
  required: ['name_ka', 'name_en'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    campus_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};
export const schoolsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'campus_id'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  campus_id: { 'ui:title': 'fields.campus', 'ui:widget': 'lookup', 'ui:options': { lookup: 'campuses' } },
};
const form: FormModule = {
  schema: schoolsFormSchema,
  uiSchema: schoolsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, schoolsFormSchema),
};
export default form;
