// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/screen';
import * as validateFunctions from './news.validator.js';

export const newsFormSchema: RJSFSchema = {
  $id: 'newsForm',
  type: 'object',
  required: ['title', 'body'],
  properties: {
    title: { type: 'string', maxLength: 255, minLength: 1 },
    photo: { type: 'string', maxLength: 255 },
    body: { type: 'string', maxLength: 20000, minLength: 1 },
  },
};
export const newsUiSchema: UiSchema = {
  'ui:order': ['title', 'photo', 'body'],
  title: { 'ui:title': 'fields.title' },
  photo: { 'ui:title': 'fields.image', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
  body: { 'ui:title': 'fields.body', 'ui:widget': 'textarea' },
};
const form: FormModule = {
  schema: newsFormSchema,
  uiSchema: newsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, newsFormSchema),
};
export default form;
