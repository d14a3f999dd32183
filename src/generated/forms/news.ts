// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './news.validator.js';

export const newsFormSchema: RJSFSchema = {
  $id: 'newsForm',
  type: 'object',
  required: ['title', 'body'],
  properties: {
    title: { type: 'string', maxLength: 255, minLength: 1 },
    photo: { type: 'string', maxLength: 255 },
    body: { type: 'string', maxLength: 50000, minLength: 1 },
    published: { type: 'boolean', default: false },
    published_at: {
      type: 'string',
      pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?([Zz]|[+-](0\\d|1[0-4])(:?[0-5]\\d)?)?$',
    },
  },
};
export const newsUiSchema: UiSchema = {
  'ui:order': ['title', 'photo', 'body', 'published', 'published_at'],
  title: { 'ui:title': 'fields.title' },
  photo: { 'ui:title': 'fields.image', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
  body: { 'ui:title': 'fields.body', 'ui:widget': 'richtext' },
  published: { 'ui:title': 'fields.published', 'ui:widget': 'checkbox' },
  published_at: { 'ui:title': 'fields.published_date', 'ui:widget': 'datetime' },
};
const form: FormModule = {
  schema: newsFormSchema,
  uiSchema: newsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, newsFormSchema),
};
export default form;
