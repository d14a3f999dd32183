// generated — edit screens/lecturer-projects.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-projects-propose.validator.js';

export const lecturerProjectsProposeFormSchema: RJSFSchema = {
  $id: 'lecturerProjectsProposeForm',
  type: 'object',
  required: ['title', 'kind_id', 'starts_on', 'ends_on', 'places', 'description'],
  properties: {
    title: { type: 'string', maxLength: 300, minLength: 1 },
    kind_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
    starts_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    ends_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    places: { type: 'integer', minimum: 1, maximum: 500 },
    description: { type: 'string', maxLength: 50000, minLength: 1 },
  },
};
export const lecturerProjectsProposeUiSchema: UiSchema = {
  'ui:order': ['title', 'kind_id', 'starts_on', 'ends_on', 'places', 'description'],
  title: { 'ui:title': 'fields.title' },
  kind_id: { 'ui:title': 'fields.project_kind', 'ui:widget': 'lookup', 'ui:options': { lookup: 'projectKinds' } },
  starts_on: { 'ui:title': 'fields.period_from', 'ui:widget': 'date' },
  ends_on: { 'ui:title': 'fields.period_to', 'ui:widget': 'date' },
  places: { 'ui:title': 'fields.places' },
  description: { 'ui:title': 'fields.description', 'ui:widget': 'richtext' },
};
const form: FormModule = {
  schema: lecturerProjectsProposeFormSchema,
  uiSchema: lecturerProjectsProposeUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerProjectsProposeFormSchema),
};
export default form;
