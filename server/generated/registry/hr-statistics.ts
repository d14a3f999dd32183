// generated — edit screens/hr-statistics.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const hrStatisticsResource: ResourceDefinition = {
  screen: 'hr-statistics',
  title: 'screens.hr-statistics.title',
  endpoint: '/hr/statistics',
  view: 'dashboard',
  widgets: [
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
  readOnly: false,
  export: false,
  columns: [],
  columnLabels: {},
  fields: [],
  sortable: [],
  filters: [],
  schema: { $id: 'hrStatisticsForm', type: 'object', properties: {} },
};
