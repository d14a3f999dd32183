// generated — edit screens/api-tokens.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const apiTokensScreen: ScreenDefinition = {
  name: 'api-tokens',
  title: 'screens.api-tokens.title',
  permission: 'accounts.index',
  endpoint: '/api-tokens',
  responseKey: 'tokens',
  view: 'list',
  routes: ['list', 'record', 'action'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'create',
      label: 'screens.api-tokens.create',
      on: 'screen',
      icon: 'plus',
      primary: true,
      submit: 'screens.api-tokens.create',
      form: false,
    },
    {
      id: 'revoke',
      label: 'screens.api-tokens.revoke',
      on: 'row',
      when: { revoked: false },
      confirm: 'screens.api-tokens.confirmRevoke',
      danger: true,
      icon: 'close',
      form: false,
    },
  ],
  detail: [
    'name',
    'permissions',
    'writes',
    'addresses',
    'expires_at',
    'last_used_at',
    'revoked',
    'created_by_name',
    'created_at',
  ],
  defaultSort: '-created_at',
  columns: [
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'permissions', label: 'screens.api-tokens.reads', kind: 'text' },
    { key: 'writes', label: 'screens.api-tokens.writes', kind: 'text' },
    { key: 'addresses', label: 'screens.api-tokens.addresses', kind: 'text' },
    { key: 'expires_at', label: 'screens.api-tokens.expires', kind: 'datetime', sort: 'expires_at' },
    { key: 'last_used_at', label: 'screens.api-tokens.last_used', kind: 'datetime', sort: 'last_used_at' },
    { key: 'revoked', label: 'screens.api-tokens.revoked', kind: 'boolean', sort: 'revoked' },
    { key: 'created_by_name', label: 'screens.api-tokens.created_by', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'revoked', label: 'screens.api-tokens.revoked', kind: 'boolean' },
  ],
  fields: [],
  actionForms: {
    create: () => import('../forms/api-tokens-create').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/api-tokens'),
    ka: () => import('virtual:aula-labels/ka/api-tokens'),
  },
};
export default apiTokensScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
