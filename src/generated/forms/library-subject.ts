// generated — edit screens/library-subject.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './library-subject.validator.js';

export const librarySubjectFormSchema: RJSFSchema = {
  $id: 'librarySubjectForm',
  type: 'object',
  required: ['title'],
  properties: { title: { type: 'string', maxLength: 255, minLength: 1 } },
};
export const librarySubjectUiSchema: UiSchema = { 'ui:order': ['title'], title: { 'ui:title': 'fields.entity_name' } };
const form: FormModule = {
  schema: librarySubjectFormSchema,
  uiSchema: librarySubjectUiSchema,
  validator: createPrecompiledValidator(validateFunctions, librarySubjectFormSchema),
};
export default form;
