// generated — edit screens/flows.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const flowsScreen: ScreenDefinition = {
  name: 'flows',
  title: 'screens.flows.title',
  addTitle: 'screens.flows.add',
  permission: 'flows.index',
  endpoint: '/flows',
  responseKey: 'flows',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name', 'program_id', 'price', 'start_year', 'end_year', 'link'], keys: [] },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name',
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'price', sort: 'price', label: 'fields.price', kind: 'money' },
    { key: 'link', kind: 'link', label: 'fields.link' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', dependsOn: 'school_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
    { key: 'price', kind: 'range', min: 0, max: 50000, label: 'fields.price' },
    { key: 'start_year', kind: 'range', min: 2000, max: 2040, label: 'fields.start_year' },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'price', label: 'fields.price', kind: 'money' },
    { key: 'start_year', label: 'fields.start_year', kind: 'integer' },
    { key: 'end_year', label: 'fields.end_year', kind: 'integer' },
    { key: 'link', label: 'fields.link', kind: 'text' },
  ],
  loadForm: () => import('../forms/flows').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/flows'),
    ka: () => import('virtual:aula-labels/ka/flows'),
  },
};
export default flowsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
