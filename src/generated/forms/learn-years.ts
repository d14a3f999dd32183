// generated — edit screens/learn-years.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './learn-years.validator.js';

export const learnYearsFormSchema: RJSFSchema = {
  $id: 'learnYearsForm',
  type: 'object',
  required: ['name', 'program_id'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};
export const learnYearsUiSchema: UiSchema = {
  'ui:order': ['name', 'program_id'],
  name: { 'ui:title': 'fields.entity_name' },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
};
const form: FormModule = {
  schema: learnYearsFormSchema,
  uiSchema: learnYearsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, learnYearsFormSchema),
};
export default form;
