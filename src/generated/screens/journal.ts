// generated — edit screens/journal.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const journalScreen: ScreenDefinition = {
  name: 'journal',
  title: 'screens.journal.title',
  permission: 'curriculum.index',
  endpoint: '/journal',
  responseKey: 'journal',
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'code',
  columns: [
    { key: 'code', label: 'fields.code', sort: 'code', kind: 'text' },
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'lecturers', label: 'fields.lecturers', kind: 'text' },
    { key: 'student_groups', label: 'fields.student_groups', kind: 'text' },
    { key: 'semester', label: 'fields.semester', kind: 'number', sort: 'semester' },
    { key: 'students_count', label: 'fields.students_count', kind: 'number', sort: 'students_count' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'semester', label: 'fields.semester', kind: 'range', min: 1, max: 8 },
  ],
  fields: []
};
export default journalScreen;
