// generated — edit screens/accounts.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const accountsScreen: ScreenDefinition = {
  name: 'accounts',
  title: 'screens.accounts.title',
  permission: 'accounts.index',
  endpoint: '/accounts',
  responseKey: 'accounts',
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
      id: 'disable',
      label: 'screens.accounts.disable',
      on: 'selection',
      confirm: 'screens.accounts.confirmDisable',
      danger: true,
      icon: 'close',
      form: false,
    },
    { id: 'enable', label: 'screens.accounts.enable', on: 'selection', icon: 'check-circle', form: false },
    {
      id: 'disableOne',
      label: 'screens.accounts.disable',
      on: 'row',
      when: { disabled: false },
      icon: 'close',
      form: false,
    },
    {
      id: 'enableOne',
      label: 'screens.accounts.enable',
      on: 'row',
      when: { disabled: true },
      icon: 'check-circle',
      form: false,
    },
    {
      id: 'invite',
      label: 'screens.accounts.invite',
      on: 'row',
      when: { disabled: false },
      icon: 'mail',
      form: false,
    },
    {
      id: 'roles',
      label: 'screens.accounts.roles',
      on: 'row',
      when: { user_type_id: 1 },
      permission: 'roles.index',
      submit: 'app.actions.save',
      icon: 'shield',
      form: false,
    },
  ],
  detail: ['full_name', 'email', 'user_type_id', 'password_set', 'last_sign_in_at', 'disabled', 'roles'],
  defaultSort: 'full_name',
  fixedLookups: {
    userTypes: [
      { id: 1, label: 'options.userTypes.admin' },
      { id: 2, label: 'options.userTypes.lecturer' },
      { id: 3, label: 'options.userTypes.student' },
    ],
  },
  columns: [
    { key: 'id', label: 'fields.select', kind: 'checkbox' },
    { key: 'full_name', label: 'fields.full_name', sort: 'full_name', kind: 'text' },
    { key: 'email', label: 'fields.email', sort: 'email', kind: 'text' },
    {
      key: 'user_type_id',
      label: 'screens.accounts.type',
      kind: 'lookup',
      lookup: 'userTypes',
      sort: 'user_type_id',
    },
    { key: 'password_set', label: 'screens.accounts.password_set', kind: 'boolean', sort: 'password_set' },
    {
      key: 'last_sign_in_at',
      label: 'screens.accounts.last_sign_in',
      kind: 'datetime',
      sort: 'last_sign_in_at',
    },
    { key: 'disabled', label: 'screens.accounts.disabled', kind: 'boolean', sort: 'disabled' },
    { key: 'roles', label: 'fields.roles', kind: 'lookup', lookup: 'roles' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'user_type_id', label: 'screens.accounts.type', kind: 'select', lookup: 'userTypes' },
    { key: 'disabled', label: 'screens.accounts.disabled', kind: 'boolean' },
    { key: 'last_sign_in_at', label: 'screens.accounts.last_sign_in', kind: 'dateRange' },
  ],
  fields: [],
  actionForms: {
    roles: () => import('../forms/accounts-roles').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/accounts'),
    ka: () => import('virtual:aula-labels/ka/accounts'),
  },
};
export default accountsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
