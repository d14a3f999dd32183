// generated — edit screens/academic-standings.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const academicStandingsScreen: ServerScreen = {
  name: 'academic-standings',
  title: 'screens.academic-standings.title',
  permission: 'grade-scale.index',
  endpoint: '/academic-standings',
  responseKey: 'academic_standings',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'priority', 'gpa_below', 'credits_share_below'], keys: ['priority'] },
  table: 'academic_standings',
  readOnly: false,
  export: false,
  actions: [
    {
      id: 'recompute',
      label: 'screens.grade-scale.recompute',
      on: 'screen',
      run: 'recomputeRecords',
      permission: 'grades.approve',
      confirm: 'screens.grade-scale.recompute_confirm',
      icon: 'layers',
      form: false,
    },
  ],
  defaultSort: 'priority',
  sortable: ['priority'],
  columns: [
    { key: 'priority', sort: 'priority', label: 'fields.priority', kind: 'number' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'gpa_below', label: 'fields.gpa_below', kind: 'decimal' },
    { key: 'credits_share_below', label: 'fields.credits_share_below', kind: 'number' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    {
      key: 'priority',
      label: 'fields.priority',
      kind: 'integer',
      unique: true,
      min: 1,
      max: 1000,
      required: true,
    },
    { key: 'gpa_below', label: 'fields.gpa_below', kind: 'decimal', min: 0, max: 4, required: false },
    {
      key: 'credits_share_below',
      label: 'fields.credits_share_below',
      kind: 'integer',
      min: 0,
      max: 100,
      required: false,
    },
  ],
  schema: {
    $id: 'academicStandingsForm',
    type: 'object',
    required: ['name_ka', 'name_en', 'priority'],
    properties: {
      name_ka: { type: 'string', maxLength: 255, minLength: 1 },
      name_en: { type: 'string', maxLength: 255, minLength: 1 },
      priority: { type: 'integer', minimum: 1, maximum: 1000 },
      gpa_below: { type: 'number', minimum: 0, maximum: 4 },
      credits_share_below: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
};
