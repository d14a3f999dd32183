// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
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
    payments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['paid_on', 'amount', 'method_id'],
        properties: {
          paid_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
          amount: { type: 'number', minimum: 0.01, maximum: 1000000 },
          method_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5] },
          reference: { type: 'string', maxLength: 100 },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
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
    'payments',
  ],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  learn_year_id: { 'ui:title': 'fields.learn_year', 'ui:widget': 'lookup', 'ui:options': { lookup: 'learnYear' } },
  total_fee: { 'ui:title': 'fields.total_fee' },
  annual_fee: { 'ui:title': 'fields.annual_fee' },
  grant_amount: { 'ui:title': 'fields.grant_amount' },
  discount: { 'ui:title': 'fields.discount' },
  stipend: { 'ui:title': 'fields.stipend' },
  prev_debt: { 'ui:title': 'fields.prev_debt' },
  payments: {
    'ui:title': 'fields.payments',
    items: {
      'ui:order': ['paid_on', 'amount', 'method_id', 'reference', 'id'],
      paid_on: { 'ui:title': 'fields.payment_date', 'ui:widget': 'date' },
      amount: { 'ui:title': 'fields.amount' },
      method_id: {
        'ui:title': 'fields.payment_method',
        'ui:widget': 'lookup',
        'ui:options': { lookup: 'paymentMethods' },
      },
      reference: { 'ui:title': 'fields.reference' },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
};
const form: FormModule = {
  schema: financesFormSchema,
  uiSchema: financesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, financesFormSchema),
};
export default form;
