// generated — edit screens/grade-list.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const gradeListScreen: ScreenDefinition = {
  name: 'grade-list',
  title: 'screens.grade-list.title',
  permission: 'students.index',
  endpoint: '/reports/grade-analyze',
  responseKey: 'students',
  view: 'list',
  routes: ['list', 'export'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: '-gpa',
  columns: [
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', sort: 'personal_id', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', sort: 'gpa' },
    { key: 'credits', label: 'fields.credits', kind: 'number', sort: 'credits' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'gpa', label: 'fields.gpa', kind: 'range', min: 0, max: 4 },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/grade-list'),
    ka: () => import('virtual:aula-labels/ka/grade-list'),
  },
};
export default gradeListScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
