// generated — edit screens/academic-standings.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const academicStandingsScreen: ScreenDefinition = {
  name: 'academic-standings',
  title: 'screens.academic-standings.title',
  addTitle: 'screens.academic-standings.add',
  permission: 'grade-scale.index',
  endpoint: '/academic-standings',
  responseKey: 'academic_standings',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'priority', 'gpa_below', 'credits_share_below'], keys: ['priority'] },
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'recompute',
      label: 'screens.grade-scale.recompute',
      on: 'screen',
      permission: 'grades.approve',
      confirm: 'screens.grade-scale.recompute_confirm',
      icon: 'layers',
      form: false,
    },
  ],
  defaultSort: 'priority',
  columns: [
    { key: 'priority', sort: 'priority', label: 'fields.priority', kind: 'number' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'gpa_below', label: 'fields.gpa_below', kind: 'decimal' },
    { key: 'credits_share_below', label: 'fields.credits_share_below', kind: 'number' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'priority', label: 'fields.priority', kind: 'integer' },
    { key: 'gpa_below', label: 'fields.gpa_below', kind: 'decimal' },
    { key: 'credits_share_below', label: 'fields.credits_share_below', kind: 'integer' },
  ],
  loadForm: () => import('../forms/academic-standings').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/academic-standings'),
    ka: () => import('virtual:aula-labels/ka/academic-standings'),
  },
};
export default academicStandingsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
