// generated — edit screens/student-messages.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './student-messages-reply.validator.js';

export const studentMessagesReplyFormSchema: RJSFSchema = {
  $id: 'studentMessagesReplyForm',
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 10000, minLength: 1 } },
};
export const studentMessagesReplyUiSchema: UiSchema = { 'ui:order': ['text'], text: { 'ui:title': 'screens.messages.body', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: studentMessagesReplyFormSchema,
  uiSchema: studentMessagesReplyUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentMessagesReplyFormSchema),
};
export default form;
