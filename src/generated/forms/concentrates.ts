// generated — edit screens/concentrates.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './concentrates.validator.js';

export const concentratesFormSchema: RJSFSchema = {
  $id: 'concentratesForm',
  type: 'object',
  required: ['program_id', 'name_ka', 'name_en'],
  properties: {
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    subject_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
  },
};
export const concentratesUiSchema: UiSchema = {
  'ui:order': ['program_id', 'name_ka', 'name_en', 'subject_ids'],
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  subject_ids: {
    'ui:title': 'fields.subjects',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'subjects', dependsOn: 'program_id', dependsOnLabel: 'fields.program' },
  },
};
const form: FormModule = {
  schema: concentratesFormSchema,
  uiSchema: concentratesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, concentratesFormSchema),
};
export default form;
