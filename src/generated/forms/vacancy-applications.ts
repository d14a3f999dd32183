// generated — edit screens/vacancy-applications.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './vacancy-applications.validator.js';

export const vacancyApplicationsFormSchema: RJSFSchema = {
  $id: 'vacancyApplicationsForm',
  type: 'object',
  required: ['vacancy_id', 'student_id'],
  properties: {
    vacancy_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    letter: { type: 'string', maxLength: 5000 },
    program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    gpa: { type: 'number', minimum: 0, maximum: 100000 },
    credits: { type: 'number', minimum: 0, maximum: 100000 },
    headline: { type: 'string', maxLength: 200 },
    skills: { type: 'string', maxLength: 2000 },
    projects: { type: 'string', maxLength: 5000 },
    experience: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['employer', 'role'],
        properties: {
          employer: { type: 'string', maxLength: 200, minLength: 1 },
          role: { type: 'string', maxLength: 200, minLength: 1 },
          started_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
          ended_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
          description: { type: 'string', maxLength: 2000 },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
    languages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['language', 'level_id'],
        properties: {
          language: { type: 'string', maxLength: 60, minLength: 1 },
          level_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6] },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
    links: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'url'],
        properties: {
          label: { type: 'string', maxLength: 100, minLength: 1 },
          url: { type: 'string', maxLength: 500, minLength: 1 },
          id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      maxItems: 200,
    },
    cv: { type: 'string', maxLength: 255 },
  },
};
export const vacancyApplicationsUiSchema: UiSchema = {
  'ui:order': [
    'vacancy_id',
    'student_id',
    'letter',
    'program_id',
    'gpa',
    'credits',
    'headline',
    'skills',
    'projects',
    'experience',
    'languages',
    'links',
    'cv',
  ],
  vacancy_id: { 'ui:title': 'fields.vacancy', 'ui:widget': 'lookup', 'ui:options': { lookup: 'vacancies' } },
  student_id: { 'ui:title': 'fields.student', 'ui:widget': 'lookupSearch', 'ui:options': { lookup: 'students' } },
  letter: { 'ui:title': 'fields.cover_letter', 'ui:widget': 'textarea' },
  program_id: { 'ui:title': 'fields.program', 'ui:widget': 'lookup', 'ui:options': { lookup: 'programs' } },
  gpa: { 'ui:title': 'fields.gpa' },
  credits: { 'ui:title': 'fields.credits' },
  headline: { 'ui:title': 'fields.career_headline' },
  skills: { 'ui:title': 'fields.skills', 'ui:widget': 'textarea' },
  projects: { 'ui:title': 'fields.career_projects', 'ui:widget': 'textarea' },
  experience: {
    'ui:title': 'fields.experience',
    items: {
      'ui:order': ['employer', 'role', 'started_on', 'ended_on', 'description', 'id'],
      employer: { 'ui:title': 'fields.employer' },
      role: { 'ui:title': 'fields.job_role' },
      started_on: { 'ui:title': 'fields.from_date', 'ui:widget': 'date' },
      ended_on: { 'ui:title': 'fields.to_date', 'ui:widget': 'date' },
      description: { 'ui:title': 'fields.description', 'ui:widget': 'textarea' },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
  languages: {
    'ui:title': 'fields.languages',
    items: {
      'ui:order': ['language', 'level_id', 'id'],
      language: { 'ui:title': 'fields.language' },
      level_id: {
        'ui:title': 'fields.language_level',
        'ui:widget': 'lookup',
        'ui:options': { lookup: 'englishLevels' },
      },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
  links: {
    'ui:title': 'fields.links',
    items: {
      'ui:order': ['label', 'url', 'id'],
      label: { 'ui:title': 'fields.link_label' },
      url: { 'ui:title': 'fields.url' },
      id: { 'ui:widget': 'hidden' },
      'ui:options': { label: false },
    },
    'ui:options': { orderable: true },
  },
  cv: { 'ui:title': 'fields.cv', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
};
const form: FormModule = {
  schema: vacancyApplicationsFormSchema,
  uiSchema: vacancyApplicationsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, vacancyApplicationsFormSchema),
};
export default form;
