// generated — edit screens/registration-windows.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './registration-windows.validator.js';

export const registrationWindowsFormSchema: RJSFSchema = {
  $id: 'registrationWindowsForm',
  type: 'object',
  required: ['program_id', 'opens_on', 'closes_on'],
  properties: {
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester: { type: 'integer', minimum: 1, maximum: 8 },
    opens_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    closes_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  },
};
export const registrationWindowsUiSchema: UiSchema = {
  'ui:order': ['program_id', 'learn_year_id', 'semester', 'opens_on', 'closes_on'],
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  learn_year_id: {
    'ui:title': 'fields.learn_year',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'learnYear', dependsOn: 'program_id', dependsOnLabel: 'fields.program' },
  },
  semester: { 'ui:title': 'fields.semester' },
  opens_on: { 'ui:title': 'fields.opens_on', 'ui:widget': 'date' },
  closes_on: { 'ui:title': 'fields.window_closes_on', 'ui:widget': 'date' },
};
const form: FormModule = {
  schema: registrationWindowsFormSchema,
  uiSchema: registrationWindowsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, registrationWindowsFormSchema),
};
export default form;
