// generated — edit screens/home.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const homeScreen: ScreenDefinition = {
  name: 'home',
  title: 'screens.home.title',
  endpoint: '/dashboards/home',
  view: 'dashboard',
  routes: ['tiles'],
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  home: true,
  tiles: [
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
      id: 'unread',
      kind: 'list',
      title: 'screens.home.unread',
      screen: 'messages',
      filter: { box: 'inbox', unread: true },
      sort: '-created_at',
      limit: 5,
      columns: ['created_at', 'sender_name', 'subject'],
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
  columns: [],
  filters: [],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/home'),
    ka: () => import('virtual:aula-labels/ka/home'),
  },
};
export default homeScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
