// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './students-bulkEdit.validator.js';

export const studentsBulkEditFormSchema: RJSFSchema = {
  $id: 'studentsBulkEditForm',
  type: 'object',
  properties: {
    status_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
    group_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    mobility: { type: 'boolean', default: false },
  },
};
export const studentsBulkEditUiSchema: UiSchema = {
  'ui:order': ['status_id', 'group_id', 'learn_year_id', 'mobility'],
  status_id: { 'ui:title': 'fields.status', 'ui:widget': 'lookup', 'ui:options': { lookup: 'status' } },
  group_id: { 'ui:title': 'fields.group', 'ui:widget': 'lookup', 'ui:options': { lookup: 'studentGroups' } },
  learn_year_id: { 'ui:title': 'fields.learn_year', 'ui:widget': 'lookup', 'ui:options': { lookup: 'learnYear' } },
  mobility: { 'ui:title': 'fields.mobility', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: studentsBulkEditFormSchema,
  uiSchema: studentsBulkEditUiSchema,
  validator: createPrecompiledValidator(validateFunctions, studentsBulkEditFormSchema),
};
export default form;
