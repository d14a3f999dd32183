// generated — edit screens/schools.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const schoolsScreen: ScreenDefinition = {
  name: 'schools',
  title: 'screens.schools.title',
  addTitle: 'screens.schools.add',
  permission: 'schools.index',
  endpoint: '/schools',
  responseKey: 'schools',
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
  imports: { fields: ['name_ka', 'name_en', 'campus_id'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: true,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'campus_id', sort: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'campus_id', label: 'fields.campus', kind: 'select', lookup: 'campuses' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses' },
  ],
  loadForm: () => import('../forms/schools').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/schools'),
    ka: () => import('virtual:aula-labels/ka/schools'),
  },
};
export default schoolsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
