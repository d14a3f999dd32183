// generated — edit screens/flows.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './flows.validator.js';

export const flowsFormSchema: RJSFSchema = {
  $id: 'flowsForm',
  type: 'object',
  required: ['name', 'program_id', 'price', 'start_year'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    price: { type: 'number', minimum: 0, maximum: 100000000 },
    start_year: { type: 'integer', minimum: 0, maximum: 2147483647 },
    end_year: { type: 'integer', minimum: 0, maximum: 2147483647 },
    link: { type: 'string', maxLength: 255 },
  },
};
export const flowsUiSchema: UiSchema = {
  'ui:order': ['name', 'program_id', 'price', 'start_year', 'end_year', 'link'],
  name: { 'ui:title': 'fields.entity_name' },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  price: { 'ui:title': 'fields.price' },
  start_year: { 'ui:title': 'fields.start_year' },
  end_year: { 'ui:title': 'fields.end_year' },
  link: { 'ui:title': 'fields.link' },
};
const form: FormModule = {
  schema: flowsFormSchema,
  uiSchema: flowsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, flowsFormSchema),
};
export default form;
