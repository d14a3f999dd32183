// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './edoc-issue.validator.js';

export const edocIssueFormSchema: RJSFSchema = {
  $id: 'edocIssueForm',
  type: 'object',
  required: ['student_id'],
  properties: { student_id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
};
export const edocIssueUiSchema: UiSchema = {
  'ui:order': ['student_id'],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
};
const form: FormModule = {
  schema: edocIssueFormSchema,
  uiSchema: edocIssueUiSchema,
  validator: createPrecompiledValidator(validateFunctions, edocIssueFormSchema),
};
export default form;
