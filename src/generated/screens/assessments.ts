// generated — edit screens/assessments.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const assessmentsScreen: ScreenDefinition = {
  name: 'assessments',
  title: 'screens.assessments.title',
  addTitle: 'screens.assessments.add',
  permission: 'assessments.index',
  endpoint: '/assessments',
  responseKey: 'assessments',
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
  imports: { fields: ['name_ka', 'name_en', 'type_id', 'is_parent'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  fixedLookups: {
    assessmentTypes: [
      { id: 1, label: 'options.assessmentTypes.standard' },
      { id: 2, label: 'options.assessmentTypes.middle' },
      { id: 3, label: 'options.assessmentTypes.final' },
    ],
  },
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    {
      key: 'type_id',
      sort: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'type_id', label: 'fields.assessment_type', kind: 'select', lookup: 'assessmentTypes' },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'type_id', label: 'fields.assessment_type', kind: 'lookup', lookup: 'assessmentTypes' },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean' },
  ],
  loadForm: () => import('../forms/assessments').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/assessments'),
    ka: () => import('virtual:aula-labels/ka/assessments'),
  },
};
export default assessmentsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
