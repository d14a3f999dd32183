// generated — edit screens/apply-bachelor.yaml instead. Run `npm run gen` after changing it.

import type { PageFormModule } from '../../runtime/core/screen';
import { applyBachelorForm } from './apply-bachelor.validator.js';

const form: PageFormModule = {
  schema: {
    $id: 'applyBachelorForm',
    type: 'object',
    required: [
      'first_name',
      'last_name',
      'date_of_birth',
      'citizenship',
      'phone',
      'email',
      'program_id',
      'previous_education',
    ],
    properties: {
      first_name: { type: 'string', maxLength: 100, minLength: 1 },
      last_name: { type: 'string', maxLength: 100, minLength: 1 },
      date_of_birth: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
      citizenship: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      identity_number: { type: 'string', pattern: '^\\d{11}$' },
      passport_number: { type: 'string', maxLength: 20, minLength: 1 },
      passport_country: { type: 'string', maxLength: 100, minLength: 1 },
      sex: { type: 'integer', maximum: 2147483647, enum: [0, 1] },
      phone: { type: 'string', pattern: '^\\d{3}-\\d{2}-\\d{3}$' },
      email: { type: 'string', format: 'email', maxLength: 255 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      english_level_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6] },
      previous_education: { type: 'string', maxLength: 200, minLength: 1 },
      exam_score: { type: 'integer', minimum: 0, maximum: 400 },
      photo: { type: 'string', maxLength: 255 },
      cv: { type: 'string', maxLength: 255 },
    },
    allOf: [
      {
        if: {
          $id: 'applyBachelorFormRequiresIdentityNumber',
          properties: { citizenship: { const: 1 } },
          required: ['citizenship'],
        },
        then: { required: ['identity_number'] },
      },
      {
        if: {
          $id: 'applyBachelorFormRequiresPassportNumber',
          properties: { citizenship: { enum: [2, 3] } },
          required: ['citizenship'],
        },
        then: { required: ['passport_number'] },
      },
      {
        if: {
          $id: 'applyBachelorFormRequiresPassportCountry',
          properties: { citizenship: { enum: [2, 3] } },
          required: ['citizenship'],
        },
        then: { required: ['passport_country'] },
      },
    ],
  },
  uiSchema: {
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
      'previous_education',
      'exam_score',
      'photo',
      'cv',
    ],
    first_name: { 'ui:title': 'fields.first_name' },
    last_name: { 'ui:title': 'fields.last_name' },
    date_of_birth: { 'ui:title': 'fields.date_of_birth', 'ui:widget': 'date' },
    citizenship: { 'ui:title': 'fields.citizenship', 'ui:widget': 'lookupRadio', 'ui:options': { lookup: 'citizenship' } },
    identity_number: { 'ui:title': 'fields.identity_number', 'ui:widget': 'digits' },
    passport_number: {
      'ui:title': 'fields.passport_number',
      'ui:options': { showWhen: { field: 'citizenship', equals: [2, 3] } },
    },
    passport_country: {
      'ui:title': 'fields.passport_country',
      'ui:options': { showWhen: { field: 'citizenship', equals: [2, 3] } },
    },
    sex: { 'ui:title': 'fields.sex', 'ui:widget': 'lookupRadio', 'ui:options': { lookup: 'sex' } },
    phone: { 'ui:title': 'fields.phone', 'ui:placeholder': '123-45-678', 'ui:options': { inputType: 'tel' } },
    email: { 'ui:title': 'fields.email', 'ui:options': { inputType: 'email' } },
    program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'bachelorPrograms' } },
    english_level_id: { 'ui:title': 'fields.english_level', 'ui:widget': 'lookup', 'ui:options': { lookup: 'englishLevels' } },
    previous_education: { 'ui:title': 'fields.previous_education' },
    exam_score: { 'ui:title': 'fields.exam_score' },
    photo: { 'ui:title': 'fields.photo', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
    cv: { 'ui:title': 'fields.cv', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
  },
  validate: applyBachelorForm,
};
export default form;
