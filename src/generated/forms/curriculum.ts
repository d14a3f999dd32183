// generated — edit screens/curriculum.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './curriculum.validator.js';

export const curriculumFormSchema: RJSFSchema = {
  $id: 'curriculumForm',
  type: 'object',
  required: ['program_id', 'code', 'subject', 'ects'],
  properties: {
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    code: { type: 'string', maxLength: 255, minLength: 1 },
    subject: { type: 'string', maxLength: 255, minLength: 1 },
    prerequisites: { type: 'string', maxLength: 255 },
    ects: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_1: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_2: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_3: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_4: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_5: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_6: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_7: { type: 'integer', minimum: 0, maximum: 2147483647 },
    semester_8: { type: 'integer', minimum: 0, maximum: 2147483647 },
    contact_hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
    free_hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};
export const curriculumUiSchema: UiSchema = {
  'ui:order': [
    'program_id',
    'code',
    'subject',
    'prerequisites',
    'ects',
    'semester_1',
    'semester_2',
    'semester_3',
    'semester_4',
    'semester_5',
    'semester_6',
    'semester_7',
    'semester_8',
    'contact_hours',
    'free_hours',
  ],
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  code: { 'ui:title': 'fields.code' },
  subject: { 'ui:title': 'fields.subject' },
  prerequisites: { 'ui:title': 'fields.prerequisites' },
  ects: { 'ui:title': 'fields.ects' },
  semester_1: { 'ui:title': 'fields.semester_1' },
  semester_2: { 'ui:title': 'fields.semester_2' },
  semester_3: { 'ui:title': 'fields.semester_3' },
  semester_4: { 'ui:title': 'fields.semester_4' },
  semester_5: { 'ui:title': 'fields.semester_5' },
  semester_6: { 'ui:title': 'fields.semester_6' },
  semester_7: { 'ui:title': 'fields.semester_7' },
  semester_8: { 'ui:title': 'fields.semester_8' },
  contact_hours: { 'ui:title': 'fields.contact_hours' },
  free_hours: { 'ui:title': 'fields.free_hours' },
};
const form: FormModule = {
  schema: curriculumFormSchema,
  uiSchema: curriculumUiSchema,
  validator: createPrecompiledValidator(validateFunctions, curriculumFormSchema),
};
export default form;
