// generated — edit screens/course-components.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const courseComponentsScreen: ScreenDefinition = {
  name: 'course-components',
  title: 'screens.course-components.title',
  addTitle: 'screens.course-components.add',
  permission: 'curriculum.index',
  endpoint: '/course-components',
  responseKey: 'components',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['course_id', 'name_ka', 'name_en', 'type_id', 'weight', 'published'], keys: [] },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'course_id',
  fixedLookups: {
    assessmentTypes: [
      { id: 1, label: 'options.assessmentTypes.standard' },
      { id: 2, label: 'options.assessmentTypes.middle' },
      { id: 3, label: 'options.assessmentTypes.final' },
    ],
  },
  columns: [
    { key: 'course_id', sort: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    {
      key: 'type_id',
      sort: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
    },
    { key: 'weight', sort: 'weight', label: 'fields.weight', kind: 'number' },
    { key: 'published', label: 'fields.published_to_students', kind: 'boolean' },
  ],
  filters: [
    { key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses' },
    { key: 'type_id', label: 'fields.assessment_type', kind: 'select', lookup: 'assessmentTypes' },
  ],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses' },
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', kind: 'text' },
    { key: 'type_id', label: 'fields.assessment_type', kind: 'lookup', lookup: 'assessmentTypes' },
    { key: 'weight', label: 'fields.weight', kind: 'integer' },
    { key: 'published', label: 'fields.published_to_students', kind: 'boolean' },
  ],
  loadForm: () => import('../forms/course-components').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/course-components'),
    ka: () => import('virtual:aula-labels/ka/course-components'),
  },
};
export default courseComponentsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
