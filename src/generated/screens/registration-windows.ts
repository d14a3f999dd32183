// generated — edit screens/registration-windows.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const registrationWindowsScreen: ScreenDefinition = {
  name: 'registration-windows',
  title: 'screens.registration-windows.title',
  addTitle: 'screens.registration-windows.add',
  permission: 'registrations.index',
  endpoint: '/registration-windows',
  responseKey: 'windows',
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
  imports: { fields: ['program_id', 'learn_year_id', 'semester', 'opens_on', 'closes_on'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  recordTitle: ['program_id', 'opens_on'],
  defaultSort: '-opens_on',
  columns: [
    { key: 'program_id', sort: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear' },
    { key: 'semester', sort: 'semester', label: 'fields.semester', kind: 'number' },
    { key: 'opens_on', sort: 'opens_on', label: 'fields.opens_on', kind: 'date' },
    { key: 'closes_on', sort: 'closes_on', label: 'fields.window_closes_on', kind: 'date' },
  ],
  filters: [
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'select',
      lookup: 'learnYear',
      dependsOn: 'program_id',
    },
  ],
  fields: [
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
      dependsOn: 'program_id',
    },
    { key: 'semester', label: 'fields.semester', kind: 'integer' },
    { key: 'opens_on', label: 'fields.opens_on', kind: 'date' },
    { key: 'closes_on', label: 'fields.window_closes_on', kind: 'date' },
  ],
  loadForm: () => import('../forms/registration-windows').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/registration-windows'),
    ka: () => import('virtual:aula-labels/ka/registration-windows'),
  },
};
export default registrationWindowsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
