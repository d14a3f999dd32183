// generated — edit screens/grade-scale.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const gradeScaleScreen: ServerScreen = {
  name: 'grade-scale',
  title: 'screens.grade-scale.title',
  permission: 'grade-scale.index',
  endpoint: '/grade-scale',
  responseKey: 'grade_scale',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['letter', 'min_score', 'points', 'passes', 'retake'], keys: ['letter', 'min_score'] },
  table: 'grade_scale',
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
  defaultSort: '-min_score',
  sortable: ['letter', 'min_score'],
  columns: [
    { key: 'letter', sort: 'letter', label: 'fields.letter', kind: 'text' },
    { key: 'min_score', sort: 'min_score', label: 'fields.min_score', kind: 'decimal' },
    { key: 'points', label: 'fields.grade_points', kind: 'decimal' },
    { key: 'passes', label: 'fields.passes', kind: 'boolean' },
    { key: 'retake', label: 'fields.retake', kind: 'boolean' },
  ],
  filters: [],
  fields: [
    { key: 'letter', label: 'fields.letter', kind: 'text', unique: true, maxLength: 4, required: true },
    {
      key: 'min_score',
      label: 'fields.min_score',
      kind: 'decimal',
      unique: true,
      min: 0,
      max: 100,
      required: true,
    },
    { key: 'points', label: 'fields.grade_points', kind: 'decimal', min: 0, max: 4, required: true },
    { key: 'passes', label: 'fields.passes', kind: 'boolean', required: false },
    { key: 'retake', label: 'fields.retake', kind: 'boolean', required: false },
  ],
  schema: {
    $id: 'gradeScaleForm',
    type: 'object',
    required: ['letter', 'min_score', 'points'],
    properties: {
      letter: { type: 'string', maxLength: 4, minLength: 1 },
      min_score: { type: 'number', minimum: 0, maximum: 100 },
      points: { type: 'number', minimum: 0, maximum: 4 },
      passes: { type: 'boolean', default: false },
      retake: { type: 'boolean', default: false },
    },
  },
};
