// generated — edit screens/programs.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './programs.validator.js';

export const programsFormSchema: RJSFSchema = {
  $id: 'programsForm',
  type: 'object',
  required: ['name_ka', 'name_en', 'school_id', 'academic_degree_id'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    school_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    academic_degree_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    admission_quota: { type: 'integer', minimum: 0, maximum: 100000 },
  },
};
export const programsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'school_id', 'academic_degree_id', 'color', 'admission_quota'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  school_id: { 'ui:title': 'fields.school', 'ui:widget': 'lookup', 'ui:options': { lookup: 'school' } },
  academic_degree_id: { 'ui:title': 'fields.academic_degree', 'ui:widget': 'lookup', 'ui:options': { lookup: 'academicDegrees' } },
  color: { 'ui:title': 'fields.color', 'ui:widget': 'color' },
  admission_quota: { 'ui:title': 'fields.admission_quota' },
};
const form: FormModule = {
  schema: programsFormSchema,
  uiSchema: programsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, programsFormSchema),
};
export default form;
