// generated — edit screens/course-components.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const courseComponentsScreen: ServerScreen = {
  name: 'course-components',
  title: 'screens.course-components.title',
  permission: 'curriculum.index',
  endpoint: '/course-components',
  responseKey: 'components',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['course_id', 'name_ka', 'name_en', 'type_id', 'weight', 'published'], keys: [] },
  table: 'course_components',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'course_id',
  sortable: ['course_id', 'type_id', 'weight'],
  columns: [
    { key: 'course_id', sort: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    {
      key: 'type_id',
      sort: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
    },
    { key: 'weight', sort: 'weight', label: 'fields.weight', kind: 'number' },
    { key: 'published', label: 'fields.published_to_students', kind: 'boolean' },
  ],
  filters: [
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses', column: 'course_id' },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'select',
      lookup: 'assessmentTypes',
      column: 'type_id',
    },
  ],
  fields: [
    {
      key: 'course_id',
      label: 'fields.course',
      kind: 'lookup',
      lookup: 'courses',
      onDelete: 'restrict',
      required: true,
    },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
      required: true,
    },
    { key: 'weight', label: 'fields.weight', kind: 'integer', min: 0, max: 100, required: true },
    { key: 'published', label: 'fields.published_to_students', kind: 'boolean', required: false },
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
      published: { type: 'boolean', default: false },
    },
  },
};
