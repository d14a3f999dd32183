// generated — edit screens/messages.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './messages.validator.js';

export const messagesFormSchema: RJSFSchema = {
  $id: 'messagesForm',
  type: 'object',
  required: ['subject', 'body'],
  properties: {
    to_users: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    to_groups: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    to_programs: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    to_roles: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    subject: { type: 'string', maxLength: 200, minLength: 1 },
    body: { type: 'string', maxLength: 20000, minLength: 1 },
    attachment: { type: 'string', maxLength: 255 },
    draft: { type: 'boolean', default: false },
  },
};
export const messagesUiSchema: UiSchema = {
  'ui:order': ['to_users', 'to_groups', 'to_programs', 'to_roles', 'subject', 'body', 'attachment', 'draft'],
  to_users: { 'ui:title': 'screens.messages.toUsers', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'accounts' } },
  to_groups: {
    'ui:title': 'screens.messages.toGroups',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'studentGroups' },
  },
  to_programs: {
    'ui:title': 'screens.messages.toPrograms',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'programs' },
  },
  to_roles: { 'ui:title': 'screens.messages.toRoles', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'roles' } },
  subject: { 'ui:title': 'screens.messages.subject' },
  body: { 'ui:title': 'screens.messages.body', 'ui:widget': 'textarea' },
  attachment: { 'ui:title': 'screens.messages.attachment', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
  draft: { 'ui:title': 'screens.messages.keepDraft', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: messagesFormSchema,
  uiSchema: messagesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, messagesFormSchema),
};
export default form;
