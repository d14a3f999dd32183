// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './students-issueDocuments.validator.js';

export const studentsIssueDocumentsFormSchema: RJSFSchema = {
  $id: 'studentsIssueDocumentsForm',
  type: 'object',
  required: ['template_id'],
  properties: { template_id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
};
export const studentsIssueDocumentsUiSchema: UiSchema = {
  'ui:order': ['template_id'],
  template_id: { 'ui:title': 'fields.template', 'ui:widget': 'lookup', 'ui:options': { lookup: 'documentTemplates' } },
};
const form: FormModule = {
  schema: studentsIssueDocumentsFormSchema,
  uiSchema: studentsIssueDocumentsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentsIssueDocumentsFormSchema),
};
export default form;
