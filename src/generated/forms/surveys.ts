// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './surveys.validator.js';

export const surveysFormSchema: RJSFSchema = {
  $id: 'surveysForm',
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    description: { type: 'string', maxLength: 20000 },
    anonymous: { type: 'boolean', default: false },
    for_students: { type: 'boolean', default: false },
    for_lecturers: { type: 'boolean', default: false },
    groups: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    closes_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question', 'type_id'],
        properties: {
          question: { type: 'string', maxLength: 500, minLength: 1 },
          type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
          required: { type: 'boolean', default: false },
          required_comment: { type: 'boolean', default: false },
          choices: { type: 'string', maxLength: 2000 },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
  },
};
export const surveysUiSchema: UiSchema = {
  'ui:order': ['name', 'description', 'anonymous', 'for_students', 'for_lecturers', 'groups', 'closes_on', 'questions'],
  name: { 'ui:title': 'fields.entity_name' },
  description: { 'ui:title': 'fields.description', 'ui:widget': 'textarea' },
  anonymous: { 'ui:title': 'fields.anonymous', 'ui:widget': 'checkbox' },
  for_students: { 'ui:title': 'fields.for_students', 'ui:widget': 'checkbox' },
  for_lecturers: { 'ui:title': 'fields.for_lecturers', 'ui:widget': 'checkbox' },
  groups: {
    'ui:title': 'fields.student_groups',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'studentGroups' },
  },
  closes_on: { 'ui:title': 'fields.closes_on', 'ui:widget': 'date' },
  questions: {
    'ui:title': 'fields.questions',
    items: {
      'ui:order': ['question', 'type_id', 'required', 'required_comment', 'choices', 'id'],
      question: { 'ui:title': 'fields.question' },
      type_id: { 'ui:title': 'fields.question_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'questionTypes' } },
      required: { 'ui:title': 'fields.required_question', 'ui:widget': 'checkbox' },
      required_comment: { 'ui:title': 'fields.required_comment', 'ui:widget': 'checkbox' },
      choices: { 'ui:title': 'fields.choices', 'ui:widget': 'textarea' },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
};
const form: FormModule = {
  schema: surveysFormSchema,
  uiSchema: surveysUiSchema,
  validator: createPrecompiledValidator(validateFunctions, surveysFormSchema),
};
export default form;
