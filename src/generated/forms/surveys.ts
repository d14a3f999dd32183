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
        },
      },
      maxItems: 200,
    },
  },
};
export const surveysUiSchema: UiSchema = {
  'ui:order': ['name', 'description', 'anonymous', 'questions'],
  name: { 'ui:title': 'fields.entity_name' },
  description: { 'ui:title': 'fields.description', 'ui:widget': 'textarea' },
  anonymous: { 'ui:title': 'fields.anonymous', 'ui:widget': 'checkbox' },
  questions: {
    'ui:title': 'fields.questions',
    items: {
      'ui:order': ['question', 'type_id', 'required', 'required_comment', 'choices'],
      question: { 'ui:title': 'fields.question' },
      type_id: { 'ui:title': 'fields.question_type', 'ui:widget': 'lookup', 'ui:options': { lookup: 'questionTypes' } },
      required: { 'ui:title': 'fields.required_question', 'ui:widget': 'checkbox' },
      required_comment: { 'ui:title': 'fields.required_comment', 'ui:widget': 'checkbox' },
      choices: { 'ui:title': 'fields.choices', 'ui:widget': 'textarea' },
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
