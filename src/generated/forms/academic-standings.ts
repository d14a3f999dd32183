// generated — edit screens/academic-standings.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './academic-standings.validator.js';

export const academicStandingsFormSchema: RJSFSchema = {
  $id: 'academicStandingsForm',
  type: 'object',
  required: ['name_ka', 'name_en', 'priority'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    priority: { type: 'integer', minimum: 1, maximum: 1000 },
    gpa_below: { type: 'number', minimum: 0, maximum: 4 },
    credits_share_below: { type: 'integer', minimum: 0, maximum: 100 },
  },
};
export const academicStandingsUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'priority', 'gpa_below', 'credits_share_below'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  priority: { 'ui:title': 'fields.priority' },
  gpa_below: { 'ui:title': 'fields.gpa_below' },
  credits_share_below: { 'ui:title': 'fields.credits_share_below' },
};
const form: FormModule = {
  schema: academicStandingsFormSchema,
  uiSchema: academicStandingsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, academicStandingsFormSchema),
};
export default form;
