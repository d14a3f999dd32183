// generated — edit screens/campuses.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const campusesScreen: ScreenDefinition = {
  name: 'campuses',
  title: 'screens.campuses.title',
  addTitle: 'screens.campuses.add',
  permission: 'campuses.index',
  endpoint: '/campuses',
  responseKey: 'campuses',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'address_ka', 'address_en'], keys: [] },
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: true,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'address_ka', sort: 'address_ka', label: 'fields.address_ka', kind: 'text' },
    { key: 'address_en', sort: 'address_en', label: 'fields.address_en', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'address_ka', label: 'fields.address_ka', kind: 'text' },
    { key: 'address_en', label: 'fields.address_en', kind: 'text' },
  ],
  loadForm: () => import('../forms/campuses').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/campuses'),
    ka: () => import('virtual:aula-labels/ka/campuses'),
  },
};
export default campusesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
