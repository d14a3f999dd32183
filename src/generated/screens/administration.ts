// generated — edit screens/administration.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const administrationScreen: ScreenDefinition = {
  name: 'administration',
  title: 'screens.administration.title',
  permission: 'hr-administrations.index',
  endpoint: '/hr/administration/related-models',
  responseKey: 'administrations',
  adapter: 'hrRows',
  view: 'list',
  routes: ['list', 'export', 'record'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'last_name',
  columns: [
    { key: 'last_name', sort: 'last_name', label: 'fields.last_name', kind: 'text' },
    { key: 'first_name', sort: 'first_name', label: 'fields.first_name', kind: 'text' },
    { key: 'identity_number', sort: 'identity_number', label: 'fields.identity_number', kind: 'text' },
    { key: 'email', sort: 'email', label: 'fields.email', kind: 'text' },
    {
      key: 'administration_position_id',
      sort: 'administration_position_id',
      label: 'fields.position',
      kind: 'lookup',
      lookup: 'administrationPositions',
    },
    { key: 'start_of_contract', sort: 'start_of_contract', label: 'fields.start_of_contract', kind: 'date' },
    {
      key: 'completion_of_contract',
      sort: 'completion_of_contract',
      label: 'fields.completion_of_contract',
      kind: 'date',
    },
    { key: 'appointment_order_number', label: 'fields.appointment_order_number', kind: 'text' },
    { key: 'appointment_order_file', label: 'fields.appointment_order_file', kind: 'file' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'select',
      lookup: 'administrationPositions',
    },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'dateRange' },
  ],
  fields: [
    { key: 'last_name', label: 'fields.last_name', kind: 'text' },
    { key: 'first_name', label: 'fields.first_name', kind: 'text' },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'personalNumber' },
    { key: 'phone', label: 'fields.phone', kind: 'phone' },
    { key: 'email', label: 'fields.email', kind: 'email' },
    {
      key: 'administration_position_id',
      label: 'fields.position',
      kind: 'lookup',
      lookup: 'administrationPositions',
    },
    { key: 'start_of_contract', label: 'fields.start_of_contract', kind: 'date' },
    { key: 'completion_of_contract', label: 'fields.completion_of_contract', kind: 'date' },
    { key: 'appointment_order_number', label: 'fields.appointment_order_number', kind: 'text' },
    { key: 'appointment_order_date', label: 'fields.appointment_order_date', kind: 'date' },
    {
      key: 'appointment_order_file',
      label: 'fields.appointment_order_file',
      kind: 'file',
      accept: 'document',
    },
    { key: 'vacancy_order', label: 'fields.vacancy_order', kind: 'text' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/administration'),
    ka: () => import('virtual:aula-labels/ka/administration'),
  },
};
export default administrationScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
