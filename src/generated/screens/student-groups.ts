// generated — edit screens/student-groups.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentGroupsScreen: ScreenDefinition = {
  name: 'student-groups',
  title: 'screens.student-groups.title',
  addTitle: 'screens.student-groups.add',
  permission: 'student-groups.index',
  endpoint: '/student-groups',
  responseKey: 'student_groups',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['name_ka', 'name_en', 'program_id'], keys: [] },
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
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', dependsOn: 'school_id', label: 'fields.program', kind: 'select', lookup: 'programs' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
  ],
  loadForm: () => import('../forms/student-groups').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/student-groups'),
    ka: () => import('virtual:aula-labels/ka/student-groups'),
  },
};
export default studentGroupsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
