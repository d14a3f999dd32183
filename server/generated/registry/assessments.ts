// generated — edit screens/assessments.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const assessmentsResource: ResourceDefinition = {
  screen: 'assessments',
  title: 'screens.assessments.title',
  endpoint: '/assessments',
  responseKey: 'assessments',
  permission: 'assessments.index',
  table: 'assessments',
  view: 'list',
  readOnly: false,
  export: true,
  columns: ['name_ka', 'name_en', 'type_id'],
  columnLabels: { name_ka: 'fields.name_ka', name_en: 'fields.name_en', type_id: 'fields.assessment_type' },
  columnLookups: { type_id: 'assessmentTypes' },
  columnKinds: { type_id: 'lookup' },
  fields: [
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'type_id', kind: 'lookup', required: true, lookup: 'assessmentTypes' },
    { key: 'is_parent', kind: 'boolean', required: false },
  ],
  sortable: ['name_ka', 'name_en', 'type_id'],
  defaultSort: 'name_ka',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name_ka', 'name_en'] },
    { key: 'type_id', kind: 'select', column: 'type_id', lookup: 'assessmentTypes' },
    { key: 'is_parent', kind: 'boolean', column: 'is_parent' },
  ],
  schema: {
    $id: 'assessmentsForm',
    type: 'object',
    required: ['name_ka', 'name_en', 'type_id'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      is_parent: { type: 'boolean', default: false },
    },
  },
};
