// generated — edit screens/points-analyze.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const pointsAnalyzeScreen: ScreenDefinition = {
  name: 'points-analyze',
  title: 'screens.points-analyze.title',
  permission: 'curriculum.index',
  endpoint: '/reports/points-analysis',
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  restorable: true,
  view: 'dashboard',
  widgets: [
    { id: 'results', kind: 'count', title: 'screens.points-analyze.results', screen: 'course-results' },
    {
      id: 'meanTotal',
      kind: 'count',
      title: 'screens.points-analyze.meanTotal',
      screen: 'course-results',
      measure: 'avg',
      of: 'total',
    },
    {
      id: 'passRate',
      kind: 'count',
      title: 'screens.points-analyze.passRate',
      screen: 'course-results',
      measure: 'rate',
      of: 'total',
      atLeast: 51,
    },
    {
      id: 'distribution',
      kind: 'bar',
      title: 'screens.points-analyze.distribution',
      screen: 'course-results',
      groupBy: 'total',
      bucket: { size: 10, min: 0, max: 100 },
    },
    {
      id: 'passByProgram',
      kind: 'bar',
      title: 'screens.points-analyze.passByProgram',
      screen: 'course-results',
      groupBy: 'program_id',
      measure: 'rate',
      of: 'total',
      atLeast: 51,
    },
    {
      id: 'passBySchool',
      kind: 'bar',
      title: 'screens.points-analyze.passBySchool',
      screen: 'course-results',
      groupBy: 'school_id',
      measure: 'rate',
      of: 'total',
      atLeast: 51,
    },
    {
      id: 'meanByCourse',
      kind: 'bar',
      title: 'screens.points-analyze.meanByCourse',
      screen: 'course-results',
      groupBy: 'course_id',
      measure: 'avg',
      of: 'total',
    },
  ],
  columns: [],
  filters: [],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/points-analyze'),
    ka: () => import('virtual:aula-labels/ka/points-analyze'),
  },
};
export default pointsAnalyzeScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
