// generated — edit screens/phd.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './phd.validator.js';

export const phdFormSchema: RJSFSchema = {
  $id: 'phdForm',
  type: 'object',
  required: ['first_name', 'last_name', 'date_of_birth', 'phone', 'email', 'program_id'],
  properties: {
    first_name: { type: 'string', maxLength: 255, minLength: 1 },
    last_name: { type: 'string', maxLength: 255, minLength: 1 },
    date_of_birth: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    citizenship: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    identity_number: { type: 'string', pattern: '^\\d{11}$' },
    passport_number: { type: 'string', maxLength: 20 },
    passport_country: { type: 'string', maxLength: 100 },
    sex: { type: 'integer', maximum: 2147483647, enum: [0, 1] },
    phone: { type: 'string', pattern: '^\\d{3}-\\d{2}-\\d{3}$' },
    email: { type: 'string', format: 'email', maxLength: 255 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    english_level_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6] },
    exam_score: { type: 'integer', minimum: 0, maximum: 400 },
    photo: { type: 'string', maxLength: 255 },
    cv: { type: 'string', maxLength: 255 },
  },
  allOf: [
    {
      if: {
        $id: 'phdFormRequiresIdentityNumber',
        properties: { citizenship: { const: 1 } },
        required: ['citizenship'],
      },
      then: { required: ['identity_number'] },
    },
  ],
};
export const phdUiSchema: UiSchema = {
  'ui:order': [
    'first_name',
    'last_name',
    'date_of_birth',
    'citizenship',
    'identity_number',
    'passport_number',
    'passport_country',
    'sex',
    'phone',
    'email',
    'program_id',
    'english_level_id',
    'exam_score',
    'photo',
    'cv',
  ],
  first_name: { 'ui:title': 'fields.first_name' },
  last_name: { 'ui:title': 'fields.last_name' },
  date_of_birth: { 'ui:title': 'fields.date_of_birth', 'ui:widget': 'date' },
  citizenship: { 'ui:title': 'fields.citizenship', 'ui:widget': 'lookup', 'ui:options': { lookup: 'citizenship' } },
  identity_number: { 'ui:title': 'fields.identity_number', 'ui:widget': 'digits' },
  passport_number: {
    'ui:title': 'fields.passport_number',
    'ui:options': { showWhen: { field: 'citizenship', equals: [2, 3] } },
  },
  passport_country: {
    'ui:title': 'fields.passport_country',
    'ui:options': { showWhen: { field: 'citizenship', equals: [2, 3] } },
  },
  sex: { 'ui:title': 'fields.sex', 'ui:widget': 'lookup', 'ui:options': { lookup: 'sex' } },
  phone: { 'ui:title': 'fields.phone', 'ui:placeholder': '123-45-678', 'ui:options': { inputType: 'tel' } },
  email: { 'ui:title': 'fields.email', 'ui:options': { inputType: 'email' } },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  english_level_id: { 'ui:title': 'fields.english_level', 'ui:widget': 'lookup', 'ui:options': { lookup: 'englishLevels' } },
  exam_score: { 'ui:title': 'fields.exam_score' },
  photo: { 'ui:title': 'fields.photo', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
  cv: { 'ui:title': 'fields.cv', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
};
const form: FormModule = {
  schema: phdFormSchema,
  uiSchema: phdUiSchema,
  validator: createPrecompiledValidator(validateFunctions, phdFormSchema),
};
export default form;
