// generated — edit screens/course-components.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './course-components.validator.js';

export const courseComponentsFormSchema: RJSFSchema = {
  $id: 'courseComponentsForm',
  type: 'object',
  required: ['course_id', 'name_ka', 'name_en', 'type_id', 'weight'],
  properties: {
    course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    weight: { type: 'integer', minimum: 0, maximum: 100 },
    published: { type: 'boolean', default: false },
  },
};
export const courseComponentsUiSchema: UiSchema = {
  'ui:order': ['course_id', 'name_ka', 'name_en', 'type_id', 'weight', 'published'],
  course_id: { 'ui:title': 'fields.course', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'courses' } },
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  type_id: { 'ui:title': 'fields.assessment_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'assessmentTypes' } },
  weight: { 'ui:title': 'fields.weight' },
  published: { 'ui:title': 'fields.published_to_students', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: courseComponentsFormSchema,
  uiSchema: courseComponentsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, courseComponentsFormSchema),
};
export default form;
