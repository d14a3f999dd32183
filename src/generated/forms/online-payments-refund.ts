// generated — edit screens/online-payments.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './online-payments-refund.validator.js';

export const onlinePaymentsRefundFormSchema: RJSFSchema = {
  $id: 'onlinePaymentsRefundForm',
  type: 'object',
  required: ['amount'],
  properties: { amount: { type: 'number', minimum: 0.01, maximum: 1000000 } },
};
export const onlinePaymentsRefundUiSchema: UiSchema = { 'ui:order': ['amount'], amount: { 'ui:title': 'screens.online-payments.refundAmount' } };
const form: FormModule = {
  schema: onlinePaymentsRefundFormSchema,
  uiSchema: onlinePaymentsRefundUiSchema,
  validator: createPrecompiledValidator(validateFunctions, onlinePaymentsRefundFormSchema),
};
export default form;
