// generated — edit screens/registration-windows.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const registrationWindowsScreen: ServerScreen = {
  name: 'registration-windows',
  title: 'screens.registration-windows.title',
  permission: 'registrations.index',
  endpoint: '/registration-windows',
  responseKey: 'windows',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore'],
  table: 'registration_windows',
  readOnly: false,
  export: true,
  actions: [],
  recordTitle: ['program_id', 'opens_on'],
  defaultSort: '-opens_on',
  sortable: ['program_id', 'semester', 'opens_on', 'closes_on'],
  columns: [
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear' },
    { key: 'semester', sort: 'semester', label: 'fields.semester', kind: 'number' },
    { key: 'opens_on', sort: 'opens_on', label: 'fields.opens_on', kind: 'date' },
    { key: 'closes_on', sort: 'closes_on', label: 'fields.window_closes_on', kind: 'date' },
  ],
  filters: [
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', column: 'program_id' },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'select',
      lookup: 'learnYear',
      dependsOn: 'program_id',
      column: 'learn_year_id',
    },
  ],
  fields: [
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
      dependsOn: 'program_id',
      required: false,
    },
    { key: 'semester', label: 'fields.semester', kind: 'integer', min: 1, max: 8, required: false },
    { key: 'opens_on', label: 'fields.opens_on', kind: 'date', required: true },
    { key: 'closes_on', label: 'fields.window_closes_on', kind: 'date', after: 'opens_on', required: true },
  ],
  schema: {
    $id: 'registrationWindowsForm',
    type: 'object',
    required: ['program_id', 'opens_on', 'closes_on'],
    properties: {
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      learn_year_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      semester: { type: 'integer', minimum: 1, maximum: 8 },
      opens_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
      closes_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    },
  },
};
