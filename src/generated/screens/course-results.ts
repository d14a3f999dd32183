// generated — edit screens/course-results.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const courseResultsScreen: ScreenDefinition = {
  name: 'course-results',
  title: 'screens.course-results.title',
  permission: 'curriculum.index',
  endpoint: '/reports/course-results',
  responseKey: 'results',
  view: 'list',
  routes: ['list', 'export'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: '-total',
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', sort: 'course_id' },
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', sort: 'program_id' },
    { key: 'total', label: 'fields.total', kind: 'decimal', sort: 'total' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'total', label: 'fields.total', kind: 'range', min: 0, max: 100 },
  ],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/course-results'),
    ka: () => import('virtual:aula-labels/ka/course-results'),
  },
};
export default courseResultsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
