// generated — edit screens/permissions.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './permissions.validator.js';

export const permissionsFormSchema: RJSFSchema = {
  $id: 'permissionsForm',
  type: 'object',
  required: ['title'],
  properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
};
export const permissionsUiSchema: UiSchema = { 'ui:order': ['title'], title: { 'ui:title': 'fields.entity_name' } };
const form: FormModule = {
  schema: permissionsFormSchema,
  uiSchema: permissionsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, permissionsFormSchema),
};
export default form;
