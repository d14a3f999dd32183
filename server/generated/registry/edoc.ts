// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const edocResource: ResourceDefinition = {
  screen: 'edoc',
  title: 'screens.edoc.title',
  endpoint: '/edoc-templates',
  responseKey: 'templates',
  permission: 'edoc-templates.index',
  table: 'edoc_templates',
  withLookups: ['userTypes'],
  view: 'list',
  readOnly: false,
  export: false,
  actions: [
    {
      id: 'issue',
      on: 'row',
      run: 'issueDocument',
      form: false,
      fields: [{ key: 'student_id', kind: 'lookup', required: true, lookup: 'students' }],
      schema: {
        $id: 'edocIssueForm',
        type: 'object',
        required: ['student_id'],
        properties: { student_id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
      },
    },
  ],
  columns: ['name', 'text', 'index', 'automatic', 'user_type_id'],
  columnLabels: {
    name: 'fields.entity_name',
    text: 'fields.text',
    index: 'fields.index',
    automatic: 'fields.automatic',
    user_type_id: 'fields.status',
  },
  columnLookups: { user_type_id: 'userTypes' },
  columnKinds: { automatic: 'boolean', user_type_id: 'lookup' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'index', kind: 'text', required: true, unique: true },
    { key: 'user_type_id', kind: 'lookup', required: true, lookup: 'userTypes' },
    { key: 'automatic', kind: 'boolean', required: false },
    { key: 'text', kind: 'longtext', required: true },
  ],
  sortable: ['name', 'index', 'automatic', 'user_type_id'],
  defaultSort: 'name',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name', 'index'] },
    { key: 'user_type_id', kind: 'select', column: 'user_type_id', lookup: 'userTypes' },
    { key: 'automatic', kind: 'boolean', column: 'automatic' },
  ],
  schema: {
    $id: 'edocForm',
    type: 'object',
    required: ['name', 'index', 'user_type_id', 'text'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      index: { type: 'string', maxLength: 255, minLength: 1 },
      user_type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      automatic: { type: 'boolean', default: false },
      text: { type: 'string', maxLength: 20000, minLength: 1 },
    },
  },
};
