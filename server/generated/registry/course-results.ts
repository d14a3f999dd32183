// generated — edit screens/course-results.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const courseResultsScreen: ServerScreen = {
  name: 'course-results',
  title: 'screens.course-results.title',
  permission: 'curriculum.index',
  endpoint: '/reports/course-results',
  responseKey: 'results',
  view: 'list',
  routes: ['list', 'export'],
  reader: 'courseResults',
  readOnly: true,
  export: true,
  actions: [],
  defaultSort: '-total',
  sortable: ['course_id', 'surname', 'name', 'program_id', 'total'],
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', sort: 'course_id' },
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'total', label: 'fields.total', kind: 'decimal', sort: 'total' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['surname', 'name'],
      column: 'search',
    },
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses', column: 'course_id' },
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
    { key: 'total', label: 'fields.total', kind: 'range', min: 0, max: 100, column: 'total' },
  ],
  fields: [],
  schema: { $id: 'courseResultsForm', type: 'object', properties: {} },
};
