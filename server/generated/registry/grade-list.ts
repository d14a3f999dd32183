// generated — edit screens/grade-list.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const gradeListScreen: ServerScreen = {
  name: 'grade-list',
  title: 'screens.grade-list.title',
  permission: 'students.index',
  endpoint: '/reports/grade-analyze',
  responseKey: 'students',
  view: 'list',
  routes: ['list', 'export'],
  reader: 'gradeAnalysis',
  readOnly: true,
  export: true,
  actions: [],
  defaultSort: '-gpa',
  sortable: ['name', 'surname', 'personal_id', 'program_id', 'gpa', 'credits'],
  columns: [
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', sort: 'personal_id', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', sort: 'gpa' },
    { key: 'credits', label: 'fields.credits', kind: 'number', sort: 'credits' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['name', 'surname', 'personal_id'],
      column: 'search',
    },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school', column: 'school_id' },
    {
      key: 'program_id',
      label: 'fields.program',
      kind: 'select',
      lookup: 'programs',
      dependsOn: 'school_id',
      column: 'program_id',
    },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'select',
      lookup: 'learnYear',
      column: 'learn_year_id',
    },
    { key: 'gpa', label: 'fields.gpa', kind: 'range', min: 0, max: 4, column: 'gpa' },
  ],
  fields: [],
  schema: { $id: 'gradeListForm', type: 'object', properties: {} },
};
