// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './administrations.validator.js';

export const administrationsFormSchema: RJSFSchema = {
  $id: 'administrationsForm',
  type: 'object',
  required: ['first_name', 'last_name', 'identity_number', 'phone', 'email'],
  properties: {
    first_name: { type: 'string', maxLength: 255, minLength: 1 },
    last_name: { type: 'string', maxLength: 255, minLength: 1 },
    identity_number: { type: 'string', pattern: '^\\d{11}$' },
    phone: { type: 'string', pattern: '^\\d{3}-\\d{2}-\\d{3}$' },
    email: { type: 'string', format: 'email', maxLength: 255 },
    administration_position_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    unit_kind: { type: 'integer', maximum: 2147483647, enum: [1, 2] },
    administration_item_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    school_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    roles: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    schools: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    programs: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      uniqueItems: true,
      maxItems: 1000,
    },
    photo: { type: 'string', maxLength: 255 },
    cv: { type: 'string', maxLength: 255 },
  },
  allOf: [
    {
      if: {
        $id: 'administrationsFormRequiresAdministrationItemId',
        properties: { unit_kind: { const: 1 } },
        required: ['unit_kind'],
      },
      then: { required: ['administration_item_id'] },
    },
    {
      if: {
        $id: 'administrationsFormRequiresSchoolId',
        properties: { unit_kind: { const: 2 } },
        required: ['unit_kind'],
      },
      then: { required: ['school_id'] },
    },
  ],
};
export const administrationsUiSchema: UiSchema = {
  'ui:order': [
    'first_name',
    'last_name',
    'identity_number',
    'phone',
    'email',
    'administration_position_id',
    'unit_kind',
    'administration_item_id',
    'school_id',
    'roles',
    'schools',
    'programs',
    'photo',
    'cv',
  ],
  first_name: { 'ui:title': 'fields.first_name' },
  last_name: { 'ui:title': 'fields.last_name' },
  identity_number: { 'ui:title': 'fields.identity_number', 'ui:widget': 'digits' },
  phone: { 'ui:title': 'fields.phone', 'ui:placeholder': '123-45-678', 'ui:options': { inputType: 'tel' } },
  email: { 'ui:title': 'fields.email', 'ui:options': { inputType: 'email' } },
  administration_position_id: {
    'ui:title': 'fields.position',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'administrationPositions' },
  },
  unit_kind: { 'ui:title': 'fields.unit_kind', 'ui:widget': 'lookupRadio', 'ui:options': { lookup: 'unitKinds' } },
  administration_item_id: {
    'ui:title': 'fields.administration_item',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'administrationItems', showWhen: { field: 'unit_kind', equals: 1 } },
  },
  school_id: {
    'ui:title': 'fields.school',
    'ui:widget': 'lookup',
    'ui:options': { lookup: 'school', showWhen: { field: 'unit_kind', equals: 2 } },
  },
  roles: { 'ui:title': 'fields.roles', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'roles' } },
  schools: { 'ui:title': 'fields.schools', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'school' } },
  programs: { 'ui:title': 'fields.programs', 'ui:widget': 'lookupMany', 'ui:options': { lookup: 'programs' } },
  photo: { 'ui:title': 'fields.photo', 'ui:widget': 'upload', 'ui:options': { accept: 'image' } },
  cv: { 'ui:title': 'fields.cv', 'ui:widget': 'upload', 'ui:options': { accept: 'document' } },
};
const form: FormModule = {
  schema: administrationsFormSchema,
  uiSchema: administrationsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, administrationsFormSchema),
};
export default form;
