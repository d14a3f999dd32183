// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const rolesScreen: ScreenDefinition = {
  name: 'roles',
  title: 'screens.roles.title',
  addTitle: 'screens.roles.add',
  permission: 'roles.index',
  endpoint: '/roles',
  responseKey: 'roles',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'action',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['title', 'permissions', 'programs'], keys: ['title'] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'accounts',
      label: 'screens.roles.giveAccounts',
      on: 'row',
      submit: 'app.actions.save',
      icon: 'users',
      form: false,
    },
  ],
  detail: ['title', 'permissions', 'programs', 'users_count', 'accounts'],
  defaultSort: 'title',
  columns: [
    { key: 'title', sort: 'title', label: 'fields.entity_name', kind: 'text' },
    { key: 'users_count', label: 'fields.users_count', kind: 'number' },
    { key: 'accounts', label: 'fields.accounts', kind: 'lookup', lookup: 'adminAccounts' },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [
    { key: 'title', label: 'fields.entity_name', kind: 'text' },
    { key: 'permissions', label: 'fields.permissions', kind: 'lookupMany', lookup: 'permissions' },
    { key: 'programs', label: 'fields.programs', kind: 'lookupMany', lookup: 'programs' },
  ],
  loadForm: () => import('../forms/roles').then((module) => module.default),
  actionForms: {
    accounts: () => import('../forms/roles-accounts').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/roles'),
    ka: () => import('virtual:aula-labels/ka/roles'),
  },
};
export default rolesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
