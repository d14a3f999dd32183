// generated — edit screens/email-managing.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './email-managing.validator.js';

export const emailManagingFormSchema: RJSFSchema = {
  $id: 'emailManagingForm',
  type: 'object',
  required: ['occasion', 'subject_ka', 'subject_en', 'body_ka', 'body_en'],
  properties: {
    occasion: { type: 'string', maxLength: 100, minLength: 1 },
    subject_ka: { type: 'string', maxLength: 255, minLength: 1 },
    subject_en: { type: 'string', maxLength: 255, minLength: 1 },
    body_ka: { type: 'string', maxLength: 20000, minLength: 1 },
    body_en: { type: 'string', maxLength: 20000, minLength: 1 },
    active: { type: 'boolean', default: false },
  },
};
export const emailManagingUiSchema: UiSchema = {
  'ui:order': ['occasion', 'subject_ka', 'subject_en', 'body_ka', 'body_en', 'active'],
  occasion: { 'ui:title': 'screens.email-managing.occasion' },
  subject_ka: { 'ui:title': 'screens.email-managing.subject_ka' },
  subject_en: { 'ui:title': 'screens.email-managing.subject_en' },
  body_ka: { 'ui:title': 'screens.email-managing.body_ka', 'ui:widget': 'textarea' },
  body_en: { 'ui:title': 'screens.email-managing.body_en', 'ui:widget': 'textarea' },
  active: { 'ui:title': 'fields.active', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: emailManagingFormSchema,
  uiSchema: emailManagingUiSchema,
  validator: createPrecompiledValidator(validateFunctions, emailManagingFormSchema),
};
export default form;
