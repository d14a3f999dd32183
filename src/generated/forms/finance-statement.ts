// generated — edit screens/finance-statement.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './finance-statement.validator.js';

export const financeStatementFormSchema: RJSFSchema = {
  $id: 'financeStatementForm',
  type: 'object',
  required: ['student_id', 'status_id'],
  properties: {
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    comment: { type: 'string', maxLength: 20000 },
  },
};
export const financeStatementUiSchema: UiSchema = {
  'ui:order': ['student_id', 'status_id', 'comment'],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  status_id: { 'ui:title': 'fields.status', 'ui:widget': 'lookup', 'ui:options': { lookup: 'statementStatuses' } },
  comment: { 'ui:title': 'fields.comment', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: financeStatementFormSchema,
  uiSchema: financeStatementUiSchema,
  validator: createPrecompiledValidator(validateFunctions, financeStatementFormSchema),
};
export default form;
