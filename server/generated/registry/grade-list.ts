// generated — edit screens/grade-list.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const gradeListResource: ResourceDefinition = {
  screen: 'grade-list',
  title: 'screens.grade-list.title',
  endpoint: '/reports/grade-analyze',
  responseKey: 'students',
  permission: 'students.index',
  source: 'gradeAnalysis',
  view: 'list',
  readOnly: true,
  export: true,
  columns: ['name', 'surname', 'personal_id', 'program_id', 'gpa', 'credits'],
  columnLabels: {
    name: 'fields.name',
    surname: 'fields.surname',
    personal_id: 'fields.personal_id',
    program_id: 'fields.program',
    gpa: 'fields.gpa',
    credits: 'fields.credits',
  },
  columnLookups: { program_id: 'programs' },
  columnKinds: { program_id: 'lookup', gpa: 'decimal', credits: 'number' },
  fields: [],
  sortable: ['name', 'surname', 'personal_id', 'program_id', 'gpa', 'credits'],
  defaultSort: '-gpa',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['name', 'surname', 'personal_id'] },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'learn_year_id', kind: 'select', column: 'learn_year_id', lookup: 'learnYear' },
    { key: 'gpa', kind: 'range', column: 'gpa', min: 0, max: 4 },
  ],
  schema: { $id: 'gradeListForm', type: 'object', properties: {} },
};
