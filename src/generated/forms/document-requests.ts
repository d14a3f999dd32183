// generated — edit screens/document-requests.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './document-requests.validator.js';

export const documentRequestsFormSchema: RJSFSchema = {
  $id: 'documentRequestsForm',
  type: 'object',
  required: ['student_id', 'template_id'],
  properties: {
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    template_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    comment: { type: 'string', maxLength: 2000 },
    document_number: { type: 'string', maxLength: 255 },
  },
};
export const documentRequestsUiSchema: UiSchema = {
  'ui:order': ['student_id', 'template_id', 'comment', 'document_number'],
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  template_id: { 'ui:title': 'fields.template', 'ui:widget': 'lookup', 'ui:options': { lookup: 'studentTemplates' } },
  comment: { 'ui:title': 'fields.comment', 'ui:widget': 'textarea' },
  document_number: { 'ui:title': 'fields.document_number' },
};
const form: FormModule = {
  schema: documentRequestsFormSchema,
  uiSchema: documentRequestsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, documentRequestsFormSchema),
};
export default form;
