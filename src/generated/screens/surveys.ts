// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const surveysScreen: ScreenDefinition = {
  name: 'surveys',
  title: 'screens.surveys.title',
  addTitle: 'screens.surveys.add',
  permission: 'surveys.index',
  endpoint: '/surveys',
  responseKey: 'surveys',
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'name',
  view: 'list',
  columns: [
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'description', label: 'fields.description', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'description', label: 'fields.description', kind: 'longtext', required: false },
    { key: 'anonymous', label: 'fields.anonymous', kind: 'boolean', required: false },
  ],
  loadForm: () => import('../forms/surveys').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/surveys'),
    ka: () => import('virtual:aula-labels/ka/surveys'),
  },
};
export default surveysScreen;
