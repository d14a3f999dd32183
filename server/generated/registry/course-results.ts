// generated — edit screens/course-results.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const courseResultsResource: ResourceDefinition = {
  screen: 'course-results',
  title: 'screens.course-results.title',
  endpoint: '/reports/course-results',
  responseKey: 'results',
  permission: 'curriculum.index',
  source: 'courseResults',
  view: 'list',
  readOnly: true,
  export: true,
  columns: ['course_id', 'surname', 'name', 'program_id', 'total'],
  columnLabels: {
    course_id: 'fields.course',
    surname: 'fields.surname',
    name: 'fields.name',
    program_id: 'fields.program',
    total: 'fields.total',
  },
  columnLookups: { course_id: 'courses', program_id: 'programs' },
  columnKinds: { course_id: 'lookup', program_id: 'lookup', total: 'decimal' },
  fields: [],
  sortable: ['course_id', 'surname', 'name', 'program_id', 'total'],
  defaultSort: '-total',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['surname', 'name'] },
    { key: 'course_id', kind: 'select', column: 'course_id', lookup: 'courses' },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'program_id', kind: 'select', column: 'program_id', lookup: 'programs' },
    { key: 'learn_year_id', kind: 'select', column: 'learn_year_id', lookup: 'learnYear' },
    { key: 'total', kind: 'range', column: 'total', min: 0, max: 100 },
  ],
  schema: { $id: 'courseResultsForm', type: 'object', properties: {} },
};
