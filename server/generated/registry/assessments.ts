// generated — edit screens/assessments.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const assessmentsScreen: ServerScreen = {
  name: 'assessments',
  title: 'screens.assessments.title',
  permission: 'assessments.index',
  endpoint: '/assessments',
  responseKey: 'assessments',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['name_ka', 'name_en', 'type_id', 'is_parent'], keys: [] },
  table: 'assessments',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'type_id'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    {
      key: 'type_id',
      sort: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
    },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['name_ka', 'name_en'],
      column: 'search',
    },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'select',
      lookup: 'assessmentTypes',
      column: 'type_id',
    },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean', column: 'is_parent' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
      required: true,
    },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean', required: false },
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
