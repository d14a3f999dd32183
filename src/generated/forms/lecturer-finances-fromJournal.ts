// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-finances-fromJournal.validator.js';

export const lecturerFinancesFromJournalFormSchema: RJSFSchema = {
  $id: 'lecturerFinancesFromJournalForm',
  type: 'object',
  required: ['year', 'month', 'rate'],
  properties: {
    year: { type: 'integer', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    rate: { type: 'number', minimum: 0, maximum: 10000 },
  },
};
export const lecturerFinancesFromJournalUiSchema: UiSchema = {
  'ui:order': ['year', 'month', 'rate'],
  year: { 'ui:title': 'fields.year' },
  month: { 'ui:title': 'fields.month', 'ui:widget': 'lookup', 'ui:options': { lookup: 'months' } },
  rate: { 'ui:title': 'screens.lecturer-finances.defaultRate' },
};
const form: FormModule = {
  schema: lecturerFinancesFromJournalFormSchema,
  uiSchema: lecturerFinancesFromJournalUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerFinancesFromJournalFormSchema),
};
export default form;
