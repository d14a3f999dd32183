// generated — edit screens/auditoriums.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './auditoriums.validator.js';

export const auditoriumsFormSchema: RJSFSchema = {
  $id: 'auditoriumsForm',
  type: 'object',
  required: ['name', 'quantity'],
  properties: {
    name: { type: 'string', maxLength: 255, minLength: 1 },
    quantity: { type: 'integer', minimum: 0, maximum: 2147483647 },
    campus_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    student_aid: { type: 'boolean', default: false },
    projector: { type: 'boolean', default: false },
    multimedia: { type: 'boolean', default: false },
    exam_room: { type: 'boolean', default: false },
    cctv: { type: 'boolean', default: false },
    computer_lab: { type: 'boolean', default: false },
  },
};
export const auditoriumsUiSchema: UiSchema = {
  'ui:order': [
    'name',
    'quantity',
    'campus_id',
    'student_aid',
    'projector',
    'multimedia',
    'exam_room',
    'cctv',
    'computer_lab',
  ],
  name: { 'ui:title': 'fields.entity_name' },
  quantity: { 'ui:title': 'fields.quantity' },
  campus_id: { 'ui:title': 'fields.campus', 'ui:widget': 'lookup', 'ui:options': { lookup: 'campuses' } },
  student_aid: { 'ui:title': 'fields.student_aid', 'ui:widget': 'checkbox' },
  projector: { 'ui:title': 'fields.projector', 'ui:widget': 'checkbox' },
  multimedia: { 'ui:title': 'fields.multimedia', 'ui:widget': 'checkbox' },
  exam_room: { 'ui:title': 'fields.exam_room', 'ui:widget': 'checkbox' },
  cctv: { 'ui:title': 'fields.cctv', 'ui:widget': 'checkbox' },
  computer_lab: { 'ui:title': 'fields.computer_lab', 'ui:widget': 'checkbox' },
};
const form: FormModule = {
  schema: auditoriumsFormSchema,
  uiSchema: auditoriumsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, auditoriumsFormSchema),
};
export default form;
