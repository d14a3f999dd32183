// generated — edit screens/home.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const homeResource: ResourceDefinition = {
  screen: 'home',
  title: 'screens.home.title',
  endpoint: '/dashboards/home',
  view: 'dashboard',
  home: true,
  widgets: [
    {
      id: 'activeStudents',
      kind: 'count',
      title: 'screens.home.activeStudents',
      screen: 'students',
      filter: { status_id: 1 },
    },
    { id: 'bachelorApplicants', kind: 'count', title: 'screens.home.bachelorApplicants', screen: 'bachelor' },
    { id: 'masterApplicants', kind: 'count', title: 'screens.home.masterApplicants', screen: 'master' },
    { id: 'doctoralApplicants', kind: 'count', title: 'screens.home.doctoralApplicants', screen: 'phd' },
    { id: 'trainingApplicants', kind: 'count', title: 'screens.tcc.title', screen: 'tcc' },
    { id: 'professionalApplicants', kind: 'count', title: 'screens.hse.title', screen: 'hse' },
    {
      id: 'studentsByStatus',
      kind: 'bar',
      title: 'screens.home.studentsByStatus',
      screen: 'students',
      groupBy: 'status_id',
    },
    {
      id: 'today',
      kind: 'list',
      title: 'screens.home.today',
      screen: 'calendar',
      filter: { start_at_from: 'today', start_at_to: 'today' },
      sort: 'start_at',
      limit: 8,
      columns: ['start_at', 'title', 'place'],
    },
    {
      id: 'enrolments',
      kind: 'line',
      title: 'screens.home.enrolments',
      screen: 'students',
      groupBy: 'enrollment_date',
      filter: { enrollment_date_from: '2024-01-01' },
    },
  ],
  readOnly: false,
  export: false,
  columns: [],
  columnLabels: {},
  fields: [],
  sortable: [],
  filters: [],
  schema: { $id: 'homeForm', type: 'object', properties: {} },
};
