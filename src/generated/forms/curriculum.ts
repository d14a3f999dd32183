// generated — edit screens/curriculum.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './curriculum.validator.js';

export const curriculumFormSchema: RJSFSchema = {
  $id: 'curriculumForm',
  type: 'object',
  required: ['program_id', 'code', 'subject', 'ects'],
  properties: {
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    code: { type: 'string', maxLength: 255, minLength: 1 },
    subject: { type: 'string', maxLength: 255, minLength: 1 },
    prerequisite_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    ects: { type: 'integer', minimum: 1, maximum: 60 },
    semester_1: { type: 'integer', minimum: 0, maximum: 60 },
    semester_2: { type: 'integer', minimum: 0, maximum: 60 },
    semester_3: { type: 'integer', minimum: 0, maximum: 60 },
    semester_4: { type: 'integer', minimum: 0, maximum: 60 },
    semester_5: { type: 'integer', minimum: 0, maximum: 60 },
    semester_6: { type: 'integer', minimum: 0, maximum: 60 },
    semester_7: { type: 'integer', minimum: 0, maximum: 60 },
    semester_8: { type: 'integer', minimum: 0, maximum: 60 },
    contact_hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
    free_hours: { type: 'integer', minimum: 0, maximum: 2147483647 },
    syllabus_goals: { type: 'string', maxLength: 20000 },
    syllabus_outcomes: { type: 'string', maxLength: 20000 },
    syllabus_content: { type: 'string', maxLength: 20000 },
    syllabus_assessment: { type: 'string', maxLength: 20000 },
    syllabus_literature: { type: 'string', maxLength: 20000 },
  },
};
export const curriculumUiSchema: UiSchema = {
  'ui:order': [
    'program_id',
    'code',
    'subject',
    'prerequisite_ids',
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
    'syllabus_goals',
    'syllabus_outcomes',
    'syllabus_content',
    'syllabus_assessment',
    'syllabus_literature',
  ],
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  code: { 'ui:title': 'fields.code' },
  subject: { 'ui:title': 'fields.subject' },
  prerequisite_ids: {
    'ui:title': 'fields.prerequisites',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'subjects', dependsOn: 'program_id', dependsOnLabel: 'fields.program' },
  },
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
  syllabus_goals: { 'ui:title': 'fields.syllabus_goals', 'ui:widget': 'textarea' },
  syllabus_outcomes: { 'ui:title': 'fields.syllabus_outcomes', 'ui:widget': 'textarea' },
  syllabus_content: { 'ui:title': 'fields.syllabus_content', 'ui:widget': 'textarea' },
  syllabus_assessment: { 'ui:title': 'fields.syllabus_assessment', 'ui:widget': 'textarea' },
  syllabus_literature: { 'ui:title': 'fields.syllabus_literature', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: curriculumFormSchema,
  uiSchema: curriculumUiSchema,
  validator: createPrecompiledValidator(validateFunctions, curriculumFormSchema),
};
export default form;
