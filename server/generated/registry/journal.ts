// generated — edit screens/journal.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const journalResource: ResourceDefinition = {
  screen: 'journal',
  title: 'screens.journal.title',
  endpoint: '/journal',
  responseKey: 'journal',
  permission: 'curriculum.index',
  source: 'journal',
  readOnly: true,
  export: false,
  columns: ['code', 'name', 'lecturers', 'student_groups', 'semester', 'students_count'],
  columnLabels: {
    code: 'fields.code',
    name: 'fields.entity_name',
    lecturers: 'fields.lecturers',
    student_groups: 'fields.student_groups',
    semester: 'fields.semester',
    students_count: 'fields.students_count',
  },
  fields: [],
  sortable: ['code', 'name', 'semester', 'students_count'],
  defaultSort: 'code',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['code', 'name'] },
    { key: 'learn_year_id', kind: 'select', column: 'learn_year_id', lookup: 'learnYear' },
    { key: 'school_id', kind: 'select', column: 'school_id', lookup: 'school' },
    { key: 'semester', kind: 'range', column: 'semester', min: 1, max: 8 },
  ],
  schema: { $id: 'journalForm', type: 'object', properties: {} },
};
