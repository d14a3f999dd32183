// generated — edit screens/lecturer-messages.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-messages-reply.validator.js';

export const lecturerMessagesReplyFormSchema: RJSFSchema = {
  $id: 'lecturerMessagesReplyForm',
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 10000, minLength: 1 } },
};
export const lecturerMessagesReplyUiSchema: UiSchema = { 'ui:order': ['text'], text: { 'ui:title': 'screens.messages.body', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: lecturerMessagesReplyFormSchema,
  uiSchema: lecturerMessagesReplyUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerMessagesReplyFormSchema),
};
export default form;
