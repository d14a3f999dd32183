// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './lecturer-finances.validator.js';

export const lecturerFinancesFormSchema: RJSFSchema = {
  $id: 'lecturerFinancesForm',
  type: 'object',
  required: ['lecturer_id', 'hours', 'rate'],
  properties: {
    lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
    rate: { type: 'number', minimum: 0, maximum: 100000000 },
    amount: { type: 'number', minimum: 0, maximum: 100000000 },
  },
};
export const lecturerFinancesUiSchema: UiSchema = {
  'ui:order': ['lecturer_id', 'learn_year_id', 'hours', 'rate', 'amount'],
  lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
  learn_year_id: { 'ui:title': 'fields.learn_year', 'ui:widget': 'lookup', 'ui:options': { lookup: 'learnYear' } },
  hours: { 'ui:title': 'fields.hours' },
  rate: { 'ui:title': 'fields.rate' },
  amount: { 'ui:title': 'fields.amount' },
};
const form: FormModule = {
  schema: lecturerFinancesFormSchema,
  uiSchema: lecturerFinancesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerFinancesFormSchema),
};
export default form;
