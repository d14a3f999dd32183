// generated — edit screens/permissions.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const permissionsScreen: ScreenDefinition = {
  name: 'permissions',
  title: 'screens.permissions.title',
  permission: 'permissions.index',
  endpoint: '/permissions',
  responseKey: 'permissions',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'title',
  columns: [{ key: 'title', sort: 'title', names: 'permissionNames', label: 'fields.entity_name', kind: 'text' }],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [{ key: 'title', label: 'fields.entity_name', kind: 'text' }],
  labels: {
    en: () => import('virtual:aula-labels/en/permissions'),
    ka: () => import('virtual:aula-labels/ka/permissions'),
  },
};
export default permissionsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
