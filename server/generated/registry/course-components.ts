// generated — edit screens/course-components.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const courseComponentsResource: ResourceDefinition = {
  screen: 'course-components',
  title: 'screens.course-components.title',
  endpoint: '/course-components',
  responseKey: 'components',
  permission: 'curriculum.index',
  table: 'course_components',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['course_id', 'name_ka', 'name_en', 'type_id', 'weight'],
  columnLabels: {
    course_id: 'fields.course',
    name_ka: 'fields.name_ka',
    name_en: 'fields.name_en',
    type_id: 'fields.assessment_type',
    weight: 'fields.weight',
  },
  columnLookups: { course_id: 'courses', type_id: 'assessmentTypes' },
  columnKinds: { course_id: 'lookup', type_id: 'lookup', weight: 'number' },
  fields: [
    { key: 'course_id', kind: 'lookup', required: true, lookup: 'courses', onDelete: 'restrict' },
    { key: 'name_ka', kind: 'text', required: true },
    { key: 'name_en', kind: 'text', required: true },
    { key: 'type_id', kind: 'lookup', required: true, lookup: 'assessmentTypes' },
    { key: 'weight', kind: 'integer', required: true },
  ],
  sortable: ['course_id', 'type_id', 'weight'],
  defaultSort: 'course_id',
  filters: [
    { key: 'course_id', kind: 'select', column: 'course_id', lookup: 'courses' },
    { key: 'type_id', kind: 'select', column: 'type_id', lookup: 'assessmentTypes' },
  ],
  schema: {
    $id: 'courseComponentsForm',
    type: 'object',
    required: ['course_id', 'name_ka', 'name_en', 'type_id', 'weight'],
    properties: {
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      weight: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
};
