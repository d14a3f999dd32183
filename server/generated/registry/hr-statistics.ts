// generated — edit screens/hr-statistics.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const hrStatisticsScreen: ServerScreen = {
  name: 'hr-statistics',
  title: 'screens.hr-statistics.title',
  endpoint: '/hr/statistics',
  view: 'dashboard',
  routes: ['tiles'],
  readOnly: false,
  export: false,
  actions: [],
  sortable: [],
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
  schema: { $id: 'hrStatisticsForm', type: 'object', properties: {} },
};
