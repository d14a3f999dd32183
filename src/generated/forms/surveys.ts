// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './surveys.validator.js';

export const surveysFormSchema: RJSFSchema = {
  $id: 'surveysForm',
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    description: { type: 'string', maxLength: 20000 },
    anonymous: { type: 'boolean', default: false },
  },
};
export const surveysUiSchema: UiSchema = {
  'ui:order': ['name', 'description', 'anonymous'],
  name: { 'ui:title': 'fields.entity_name' },
  description: { 'ui:title': 'fields.description', 'ui:widget': 'textarea' },
  anonymous: { 'ui:title': 'fields.anonymous', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: surveysFormSchema,
  uiSchema: surveysUiSchema,
  validator: createPrecompiledValidator(validateFunctions, surveysFormSchema),
};
export default form;
