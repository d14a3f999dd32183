// generated — edit screens/learn-years.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const learnYearsScreen: ScreenDefinition = {
  name: 'learn-years',
  title: 'screens.learn-years.title',
  addTitle: 'screens.learn-years.add',
  permission: 'learn-years.index',
  endpoint: '/learn-years',
  responseKey: 'learn_years',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['name', 'program_id'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: '-name',
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', dependsOn: 'school_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
  ],
  loadForm: () => import('../forms/learn-years').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/learn-years'),
    ka: () => import('virtual:aula-labels/ka/learn-years'),
  },
};
export default learnYearsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
