// generated — edit screens/student-finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-finances-pay.validator.js';

export const studentFinancesPayFormSchema: RJSFSchema = {
  $id: 'studentFinancesPayForm',
  type: 'object',
  required: ['amount'],
  properties: { amount: { type: 'number', minimum: 0.01, maximum: 1000000 } },
};
export const studentFinancesPayUiSchema: UiSchema = { 'ui:order': ['amount'], amount: { 'ui:title': 'screens.student-finances.payAmount' } };
const form: FormModule = {
  schema: studentFinancesPayFormSchema,
  uiSchema: studentFinancesPayUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentFinancesPayFormSchema),
};
export default form;
