// generated — edit screens/student-document-requests.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-document-requests-request.validator.js';

export const studentDocumentRequestsRequestFormSchema: RJSFSchema = {
  $id: 'studentDocumentRequestsRequestForm',
  type: 'object',
  required: ['template_id'],
  properties: {
    template_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    comment: { type: 'string', maxLength: 2000 },
  },
};
export const studentDocumentRequestsRequestUiSchema: UiSchema = {
  'ui:order': ['template_id', 'comment'],
  template_id: { 'ui:title': 'fields.template', 'ui:widget': 'lookup', 'ui:options': { lookup: 'studentTemplates' } },
  comment: { 'ui:title': 'screens.student-document-requests.what', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: studentDocumentRequestsRequestFormSchema,
  uiSchema: studentDocumentRequestsRequestUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentDocumentRequestsRequestFormSchema),
};
export default form;
