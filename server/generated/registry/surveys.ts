// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const surveysResource: ResourceDefinition = {
  screen: 'surveys',
  title: 'screens.surveys.title',
  endpoint: '/surveys',
  responseKey: 'surveys',
  permission: 'surveys.index',
  table: 'surveys',
  withLookups: ['questionTypes'],
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['name', 'description'],
  columnLabels: { name: 'fields.entity_name', description: 'fields.description' },
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'description', kind: 'longtext', required: false },
    { key: 'anonymous', kind: 'boolean', required: false },
    {
      key: 'questions',
      kind: 'repeat',
      required: false,
      fields: [
        { key: 'question', kind: 'text', required: true },
        { key: 'type_id', kind: 'lookup', required: true, lookup: 'questionTypes' },
        { key: 'required', kind: 'boolean', required: false },
        { key: 'required_comment', kind: 'boolean', required: false },
        { key: 'choices', kind: 'longtext', required: false },
      ],
    },
  ],
  sortable: ['name'],
  defaultSort: 'name',
  filters: [],
  schema: {
    $id: 'surveysForm',
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      description: { type: 'string', maxLength: 20000 },
      anonymous: { type: 'boolean', default: false },
      questions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['question', 'type_id'],
          properties: {
            question: { type: 'string', maxLength: 500, minLength: 1 },
            type_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4] },
            required: { type: 'boolean', default: false },
            required_comment: { type: 'boolean', default: false },
            choices: { type: 'string', maxLength: 2000 },
          },
        },
        maxItems: 200,
      },
    },
  },
};
