// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-finances.validator.js';

export const lecturerFinancesFormSchema: RJSFSchema = {
  $id: 'lecturerFinancesForm',
  type: 'object',
  required: ['lecturer_id', 'year', 'month', 'hours', 'rate'],
  properties: {
    lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    year: { type: 'integer', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    hours: { type: 'number', minimum: 0, maximum: 1000 },
    rate: { type: 'number', minimum: 0, maximum: 10000 },
  },
};
export const lecturerFinancesUiSchema: UiSchema = {
  'ui:order': ['lecturer_id', 'course_id', 'year', 'month', 'hours', 'rate'],
  lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
  course_id: { 'ui:title': 'fields.course', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'courses' } },
  year: { 'ui:title': 'fields.year' },
  month: { 'ui:title': 'fields.month', 'ui:widget': 'lookup', 'ui:options': { lookup: 'months' } },
  hours: { 'ui:title': 'fields.hours' },
  rate: { 'ui:title': 'fields.rate' },
};
const form: FormModule = {
  schema: lecturerFinancesFormSchema,
  uiSchema: lecturerFinancesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerFinancesFormSchema),
};
export default form;
