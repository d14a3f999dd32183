// generated — edit screens/programs.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const programsScreen: ScreenDefinition = {
  name: 'programs',
  title: 'screens.programs.title',
  addTitle: 'screens.programs.add',
  permission: 'programs.index',
  endpoint: '/programs',
  responseKey: 'programs',
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
  imports: { fields: ['name_ka', 'name_en', 'school_id', 'academic_degree_id', 'color', 'admission_quota'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name_ka',
  related: [
    { screen: 'student-groups', as: 'program_id' },
    { screen: 'flows', as: 'program_id' },
    { screen: 'curriculum', as: 'program_id' },
  ],
  fixedLookups: {
    academicDegrees: [
      { id: 1, label: 'options.academicDegrees.bachelor' },
      { id: 2, label: 'options.academicDegrees.master' },
      { id: 3, label: 'options.academicDegrees.doctor' },
      { id: 4, label: 'options.academicDegrees.professional' },
    ],
  },
  columns: [
    { key: 'name_ka', sort: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', sort: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'school_id', sort: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school' },
    {
      key: 'academic_degree_id',
      sort: 'academic_degree_id',
      label: 'fields.academic_degree',
      kind: 'lookup',
      lookup: 'academicDegrees',
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'select', lookup: 'academicDegrees' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'school_id', label: 'fields.school', kind: 'lookup', lookup: 'school' },
    { key: 'academic_degree_id', label: 'fields.academic_degree', kind: 'lookup', lookup: 'academicDegrees' },
    { key: 'color', label: 'fields.color', kind: 'color' },
    { key: 'admission_quota', label: 'fields.admission_quota', kind: 'integer' },
  ],
  loadForm: () => import('../forms/programs').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/programs'),
    ka: () => import('virtual:aula-labels/ka/programs'),
  },
};
export default programsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
