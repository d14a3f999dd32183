// generated — edit screens/library-add.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './library-add.validator.js';

export const libraryAddFormSchema: RJSFSchema = {
  $id: 'libraryAddForm',
  type: 'object',
  required: ['title', 'author'],
  properties: {
    title: { type: 'string', maxLength: 255, minLength: 1 },
    author: { type: 'string', maxLength: 255, minLength: 1 },
    file_name: { type: 'string', maxLength: 255 },
    topics: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    released: { type: 'boolean', default: false },
    published_date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  },
};
export const libraryAddUiSchema: UiSchema = {
  'ui:order': ['title', 'author', 'file_name', 'topics', 'lecturer_id', 'released', 'published_date'],
  title: { 'ui:title': 'fields.title' },
  author: { 'ui:title': 'fields.author' },
  file_name: { 'ui:title': 'fields.book_file', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
  topics: { 'ui:title': 'fields.topics', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'topics' } },
  lecturer_id: { 'ui:title': 'fields.lecturer', 'ui:widget': 'lookup', 'ui:options': { lookup: 'lecturers' } },
  released: { 'ui:title': 'fields.released', 'ui:widget': 'checkbox' },
  published_date: { 'ui:title': 'fields.published_date', 'ui:widget': 'date' },
};
const form: FormModule = {
  schema: libraryAddFormSchema,
  uiSchema: libraryAddUiSchema,
  validator: createPrecompiledValidator(validateFunctions, libraryAddFormSchema),
};
export default form;
