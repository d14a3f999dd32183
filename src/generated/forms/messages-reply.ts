// generated — edit screens/messages.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './messages-reply.validator.js';

export const messagesReplyFormSchema: RJSFSchema = {
  $id: 'messagesReplyForm',
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 10000, minLength: 1 } },
};
export const messagesReplyUiSchema: UiSchema = { 'ui:order': ['text'], text: { 'ui:title': 'screens.messages.body', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: messagesReplyFormSchema,
  uiSchema: messagesReplyUiSchema,
  validator: createPrecompiledValidator(validateFunctions, messagesReplyFormSchema),
};
export default form;
