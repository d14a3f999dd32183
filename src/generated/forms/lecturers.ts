// generated — edit screens/lecturers.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturers.validator.js';

export const lecturersFormSchema: RJSFSchema = {
  $id: 'lecturersForm',
  type: 'object',
  required: ['first_name', 'last_name', 'identity_number', 'phone', 'email'],
  properties: {
    first_name: { type: 'string', maxLength: 255, minLength: 1 },
    last_name: { type: 'string', maxLength: 255, minLength: 1 },
    identity_number: { type: 'string', pattern: '^\\d{11}$' },
    card_number: { type: 'string', maxLength: 255 },
    address: { type: 'string', maxLength: 255 },
    date_of_birth: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    phone: { type: 'string', pattern: '^\\d{3}-\\d{2}-\\d{3}$' },
    email: { type: 'string', format: 'email', maxLength: 255 },
    academic_degree_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
    directions_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6, 7] },
    affiliated: { type: 'integer', maximum: 2147483647, enum: [1, 0] },
    do_lectures_another_universities: { type: 'boolean', default: false },
    photo: { type: 'string', maxLength: 255 },
    cv: { type: 'string', maxLength: 255 },
  },
};
export const lecturersUiSchema: UiSchema = {
  'ui:order': [
    'first_name',
    'last_name',
    'identity_number',
    'card_number',
    'address',
    'date_of_birth',
    'phone',
    'email',
    'academic_degree_id',
    'directions_id',
    'affiliated',
    'do_lectures_another_universities',
    'photo',
    'cv',
  ],
  first_name: { 'ui:title': 'fields.first_name' },
  last_name: { 'ui:title': 'fields.last_name' },
  identity_number: { 'ui:title': 'fields.identity_number', 'ui:widget': 'digits' },
  card_number: { 'ui:title': 'fields.card_number' },
  address: { 'ui:title': 'fields.address' },
  date_of_birth: { 'ui:title': 'fields.date_of_birth', 'ui:widget': 'date' },
  phone: { 'ui:title': 'fields.phone', 'ui:placeholder': '123-45-678', 'ui:options': { inputType: 'tel' } },
  email: { 'ui:title': 'fields.email', 'ui:options': { inputType: 'email' } },
  academic_degree_id: { 'ui:title': 'fields.academic_degree', 'ui:widget': 'lookup', 'ui:options': { lookup: 'academicDegrees' } },
  directions_id: { 'ui:title': 'fields.direction', 'ui:widget': 'lookup', 'ui:options': { lookup: 'directions' } },
  affiliated: { 'ui:title': 'fields.affiliated', 'ui:widget': 'lookup', 'ui:options': { lookup: 'affiliated' } },
  do_lectures_another_universities: { 'ui:title': 'fields.do_lectures_another_universities', 'ui:widget': 'checkbox' },
  photo: { 'ui:title': 'fields.photo', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
  cv: { 'ui:title': 'fields.cv', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
};
const form: FormModule = {
  schema: lecturersFormSchema,
  uiSchema: lecturersUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturersFormSchema),
};
export default form;
