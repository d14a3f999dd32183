// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './finances.validator.js';

export const financesFormSchema: RJSFSchema = {
  $id: 'financesForm',
  type: 'object',
  required: ['student_id', 'learn_year_id', 'total_fee', 'annual_fee'],
  properties: {
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    total_fee: { type: 'number', minimum: 0, maximum: 100000000 },
    annual_fee: { type: 'number', minimum: 0, maximum: 100000000 },
    grant_amount: { type: 'number', minimum: 0, maximum: 100000000 },
    discount: { type: 'number', minimum: 0, maximum: 100000000 },
    stipend: { type: 'number', minimum: 0, maximum: 100000000 },
    prev_debt: { type: 'number', minimum: 0, maximum: 100000000 },
    paid_amount: { type: 'number', minimum: 0, maximum: 100000000 },
    remaining_amount: { type: 'number', minimum: 0, maximum: 100000000 },
  },
};
export const financesUiSchema: UiSchema = {
  'ui:order': [
    'student_id',
    'learn_year_id',
    'total_fee',
    'annual_fee',
    'grant_amount',
    'discount',
    'stipend',
    'prev_debt',
    'paid_amount',
    'remaining_amount',
  ],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookup', 'ui:options': { lookup: 'students' } },
  learn_year_id: { 'ui:title': 'fields.learn_year', 'ui:widget': 'lookup', 'ui:options': { lookup: 'learnYear' } },
  total_fee: { 'ui:title': 'fields.total_fee' },
  annual_fee: { 'ui:title': 'fields.annual_fee' },
  grant_amount: { 'ui:title': 'fields.grant_amount' },
  discount: { 'ui:title': 'fields.discount' },
  stipend: { 'ui:title': 'fields.stipend' },
  prev_debt: { 'ui:title': 'fields.prev_debt' },
  paid_amount: { 'ui:title': 'fields.paid_amount' },
  remaining_amount: { 'ui:title': 'fields.remaining_amount' },
};
const form: FormModule = {
  schema: financesFormSchema,
  uiSchema: financesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, financesFormSchema),
};
export default form;
