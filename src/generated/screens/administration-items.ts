// generated — edit screens/administration-items.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const administrationItemsScreen: ScreenDefinition = {
  name: 'administration-items',
  title: 'screens.administration-items.title',
  addTitle: 'screens.administration-items.add',
  permission: 'administration-items.index',
  endpoint: '/administration-items',
  responseKey: 'administration_items',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en'], keys: [] },
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
  ],
  loadForm: () => import('../forms/administration-items').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/administration-items'),
    ka: () => import('virtual:aula-labels/ka/administration-items'),
  },
};
export default administrationItemsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
