// generated — edit screens/hr-statistics.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const hrStatisticsScreen: ScreenDefinition = {
  name: 'hr-statistics',
  title: 'screens.hr-statistics.title',
  endpoint: '/hr/statistics',
  view: 'dashboard',
  routes: ['tiles'],
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  tiles: [
    { id: 'academic', kind: 'count', title: 'screens.hr-statistics.academic', screen: 'academic' },
    { id: 'invited', kind: 'count', title: 'screens.hr-statistics.invited', screen: 'invited' },
    {
      id: 'administration',
      kind: 'count',
      title: 'screens.hr-statistics.administration',
      screen: 'administration',
    },
    {
      id: 'academicDegrees',
      kind: 'bar',
      title: 'screens.hr-statistics.academicDegrees',
      screen: 'academic',
      groupBy: 'academic_degree_id',
    },
    {
      id: 'academicRanks',
      kind: 'bar',
      title: 'screens.hr-statistics.academicRanks',
      screen: 'academic',
      groupBy: 'academic_rank_id',
    },
    {
      id: 'invitedDegrees',
      kind: 'bar',
      title: 'screens.hr-statistics.invitedDegrees',
      screen: 'invited',
      groupBy: 'academic_degree_id',
    },
    {
      id: 'administrationPositions',
      kind: 'bar',
      title: 'screens.hr-statistics.administrationPositions',
      screen: 'administration',
      groupBy: 'administration_position_id',
    },
  ],
  columns: [],
  filters: [],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/hr-statistics'),
    ka: () => import('virtual:aula-labels/ka/hr-statistics'),
  },
};
export default hrStatisticsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
