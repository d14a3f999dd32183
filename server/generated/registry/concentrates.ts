// generated — edit screens/concentrates.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const concentratesScreen: ServerScreen = {
  name: 'concentrates',
  title: 'screens.concentrates.title',
  permission: 'curriculum.index',
  endpoint: '/concentrates',
  responseKey: 'concentrates',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['program_id', 'name_ka', 'name_en', 'subject_ids'], keys: [] },
  table: 'concentrates',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'name_ka',
  sortable: ['name_ka', 'name_en', 'program_id'],
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'subject_ids', label: 'fields.subjects', kind: 'lookup', lookup: 'subjects' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['name_ka', 'name_en'],
      column: 'search',
    },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', column: 'program_id' },
  ],
  fields: [
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    {
      key: 'subject_ids',
      label: 'fields.subjects',
      kind: 'lookupMany',
      lookup: 'subjects',
      dependsOn: 'program_id',
      onDelete: 'clear',
      required: false,
    },
  ],
  schema: {
    $id: 'concentratesForm',
    type: 'object',
    required: ['program_id', 'name_ka', 'name_en'],
    properties: {
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      subject_ids: {
        type: 'array',
        items: { type: 'integer', minimum: 0, maximum: 2147483647 },
        uniqueItems: true,
        maxItems: 1000,
      },
    },
  },
};
