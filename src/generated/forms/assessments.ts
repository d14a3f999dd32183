// generated — edit screens/assessments.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './assessments.validator.js';

export const assessmentsFormSchema: RJSFSchema = {
  $id: 'assessmentsForm',
  type: 'object',
  required: ['name_ka', 'name_en', 'type_id'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    is_parent: { type: 'boolean', default: false },
  },
};
export const assessmentsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'type_id', 'is_parent'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  type_id: { 'ui:title': 'fields.assessment_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'assessmentTypes' } },
  is_parent: { 'ui:title': 'fields.is_parent', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: assessmentsFormSchema,
  uiSchema: assessmentsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, assessmentsFormSchema),
};
export default form;
