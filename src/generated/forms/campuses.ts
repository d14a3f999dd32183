// generated — edit screens/campuses.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './campuses.validator.js';

export const campusesFormSchema: RJSFSchema = {
  $id: 'campusesForm',
  type: 'object',
  required: ['name_ka', 'name_en'],
  properties: {
    name_ka: { type: 'string', maxLength: 255, minLength: 1 },
    name_en: { type: 'string', maxLength: 255, minLength: 1 },
    address_ka: { type: 'string', maxLength: 255 },
    address_en: { type: 'string', maxLength: 255 },
  },
};
export const campusesUiSchema: UiSchema = {
  'ui:order': ['name_ka', 'name_en', 'address_ka', 'address_en'],
  name_ka: { 'ui:title': 'fields.name_ka' },
  name_en: { 'ui:title': 'fields.name_en' },
  address_ka: { 'ui:title': 'fields.address_ka' },
  address_en: { 'ui:title': 'fields.address_en' },
};
const form: FormModule = {
  schema: campusesFormSchema,
  uiSchema: campusesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, campusesFormSchema),
};
export default form;
