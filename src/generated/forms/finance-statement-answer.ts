// generated — edit screens/finance-statement.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './finance-statement-answer.validator.js';

export const financeStatementAnswerFormSchema: RJSFSchema = {
  $id: 'financeStatementAnswerForm',
  type: 'object',
  required: ['status_id'],
  properties: {
    status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    comment: { type: 'string', maxLength: 20000 },
  },
};
export const financeStatementAnswerUiSchema: UiSchema = {
  'ui:order': ['status_id', 'comment'],
  status_id: { 'ui:title': 'fields.status', 'ui:widget': 'lookup', 'ui:options': { lookup: 'statementStatuses' } },
  comment: { 'ui:title': 'fields.comment', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: financeStatementAnswerFormSchema,
  uiSchema: financeStatementAnswerUiSchema,
  validator: createPrecompiledValidator(validateFunctions, financeStatementAnswerFormSchema),
};
export default form;
