// generated — edit screens/learn-years.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const learnYearsScreen: ServerScreen = {
  name: 'learn-years',
  title: 'screens.learn-years.title',
  permission: 'learn-years.index',
  endpoint: '/learn-years',
  responseKey: 'learn_years',
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
  imports: { fields: ['name', 'program_id'], keys: [] },
  table: 'learn_years',
  readOnly: false,
  export: true,
  actions: [],
  defaultSort: '-name',
  sortable: ['name', 'program_id'],
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['name'], column: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school', column: 'school_id' },
    {
      key: 'program_id',
      dependsOn: 'school_id',
      label: 'fields.program',
      kind: 'select',
      lookup: 'programs',
      column: 'program_id',
    },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
  ],
  schema: {
    $id: 'learnYearsForm',
    type: 'object',
    required: ['name', 'program_id'],
    properties: {
      name: { type: 'string', maxLength: 255, minLength: 1 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
  },
};
