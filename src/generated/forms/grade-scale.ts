// generated — edit screens/grade-scale.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './grade-scale.validator.js';

export const gradeScaleFormSchema: RJSFSchema = {
  $id: 'gradeScaleForm',
  type: 'object',
  required: ['letter', 'min_score', 'points'],
  properties: {
    letter: { type: 'string', maxLength: 4, minLength: 1 },
    min_score: { type: 'number', minimum: 0, maximum: 100 },
    points: { type: 'number', minimum: 0, maximum: 4 },
    passes: { type: 'boolean', default: false },
    retake: { type: 'boolean', default: false },
  },
};
export const gradeScaleUiSchema: UiSchema = {
  'ui:order': ['letter', 'min_score', 'points', 'passes', 'retake'],
  letter: { 'ui:title': 'fields.letter' },
  min_score: { 'ui:title': 'fields.min_score' },
  points: { 'ui:title': 'fields.grade_points' },
  passes: { 'ui:title': 'fields.passes', 'ui:widget': 'checkbox' },
  retake: { 'ui:title': 'fields.retake', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: gradeScaleFormSchema,
  uiSchema: gradeScaleUiSchema,
  validator: createPrecompiledValidator(validateFunctions, gradeScaleFormSchema),
};
export default form;
