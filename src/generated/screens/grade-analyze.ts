// generated — edit screens/grade-analyze.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const gradeAnalyzeScreen: ScreenDefinition = {
  name: 'grade-analyze',
  title: 'screens.grade-analyze.title',
  permission: 'students.index',
  endpoint: '/reports/grade-analysis',
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  restorable: true,
  view: 'dashboard',
  widgets: [
    {
      id: 'students',
      kind: 'count',
      title: 'screens.grade-analyze.students',
      screen: 'grade-list',
      filter: { gpa_from: 0 },
    },
    {
      id: 'meanGpa',
      kind: 'count',
      title: 'screens.grade-analyze.meanGpa',
      screen: 'grade-list',
      measure: 'avg',
      of: 'gpa',
    },
    {
      id: 'strong',
      kind: 'count',
      title: 'screens.grade-analyze.strong',
      screen: 'grade-list',
      measure: 'rate',
      of: 'gpa',
      atLeast: 3,
    },
    {
      id: 'distribution',
      kind: 'bar',
      title: 'screens.grade-analyze.distribution',
      screen: 'grade-list',
      groupBy: 'gpa',
      bucket: { size: 0.5, min: 0, max: 4 },
    },
    {
      id: 'byProgram',
      kind: 'bar',
      title: 'screens.grade-analyze.byProgram',
      screen: 'grade-list',
      groupBy: 'program_id',
      measure: 'avg',
      of: 'gpa',
    },
    {
      id: 'bySchool',
      kind: 'bar',
      title: 'screens.grade-analyze.bySchool',
      screen: 'grade-list',
      groupBy: 'school_id',
      measure: 'avg',
      of: 'gpa',
    },
    {
      id: 'leaders',
      kind: 'list',
      title: 'screens.grade-analyze.leaders',
      screen: 'grade-list',
      filter: { gpa_from: 0 },
      sort: '-gpa',
      limit: 5,
      columns: ['surname', 'name', 'program_id', 'gpa'],
    },
  ],
  columns: [],
  filters: [],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/grade-analyze'),
    ka: () => import('virtual:aula-labels/ka/grade-analyze'),
  },
};
export default gradeAnalyzeScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
