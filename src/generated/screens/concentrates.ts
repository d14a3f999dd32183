// generated — edit screens/concentrates.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const concentratesScreen: ScreenDefinition = {
  name: 'concentrates',
  title: 'screens.concentrates.title',
  addTitle: 'screens.concentrates.add',
  permission: 'curriculum.index',
  endpoint: '/concentrates',
  responseKey: 'concentrates',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['program_id', 'name_ka', 'name_en', 'subject_ids'], keys: [] },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'subject_ids', label: 'fields.subjects', kind: 'lookup', lookup: 'subjects' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
  ],
  fields: [
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    {
      key: 'subject_ids',
      label: 'fields.subjects',
      kind: 'lookupMany',
      lookup: 'subjects',
      dependsOn: 'program_id',
    },
  ],
  loadForm: () => import('../forms/concentrates').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/concentrates'),
    ka: () => import('virtual:aula-labels/ka/concentrates'),
  },
};
export default concentratesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
