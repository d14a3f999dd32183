// generated — edit screens/vacancies.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './vacancies.validator.js';

export const vacanciesFormSchema: RJSFSchema = {
  $id: 'vacanciesForm',
  type: 'object',
  required: ['title', 'employer', 'kind_id', 'deadline', 'description'],
  properties: {
    title: { type: 'string', maxLength: 200, minLength: 1 },
    employer: { type: 'string', maxLength: 200, minLength: 1 },
    kind_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    location: { type: 'string', maxLength: 200 },
    deadline: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    programs: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    levels: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    description: { type: 'string', maxLength: 50000, minLength: 1 },
  },
};
export const vacanciesUiSchema: UiSchema = {
  'ui:order': ['title', 'employer', 'kind_id', 'location', 'deadline', 'programs', 'levels', 'description'],
  title: { 'ui:title': 'fields.title' },
  employer: { 'ui:title': 'fields.employer' },
  kind_id: { 'ui:title': 'fields.vacancy_kind', 'ui:widget': 'lookup', 'ui:options': { lookup: 'vacancyKinds' } },
  location: { 'ui:title': 'fields.location' },
  deadline: { 'ui:title': 'fields.deadline', 'ui:widget': 'date' },
  programs: { 'ui:title': 'fields.vacancy_programs', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'programs' } },
  levels: {
    'ui:title': 'fields.vacancy_levels',
    'ui:widget': 'lookupMany',
    'ui:options': { lookup: 'academicDegrees' },
  },
  description: { 'ui:title': 'fields.description', 'ui:widget': 'richtext' },
};
const form: FormModule = {
  schema: vacanciesFormSchema,
  uiSchema: vacanciesUiSchema,
  validator: createPrecompiledValidator(validateFunctions, vacanciesFormSchema),
};
export default form;
