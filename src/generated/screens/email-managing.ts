// generated — edit screens/email-managing.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const emailManagingScreen: ScreenDefinition = {
  name: 'email-managing',
  title: 'screens.email-managing.title',
  addTitle: 'screens.email-managing.add',
  permission: 'email-managing.index',
  endpoint: '/email-templates',
  responseKey: 'templates',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['occasion', 'subject_ka', 'subject_en', 'body_ka', 'body_en', 'active'], keys: ['occasion'] },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'occasion',
  columns: [
    { key: 'occasion', sort: 'occasion', label: 'screens.email-managing.occasion', kind: 'text' },
    { key: 'subject_ka', sort: 'subject_ka', label: 'screens.email-managing.subject_ka', kind: 'text' },
    { key: 'subject_en', label: 'screens.email-managing.subject_en', kind: 'text' },
    { key: 'active', sort: 'active', label: 'fields.active', kind: 'boolean' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'active', label: 'fields.active', kind: 'boolean' },
  ],
  fields: [
    { key: 'occasion', label: 'screens.email-managing.occasion', kind: 'text' },
    { key: 'subject_ka', label: 'screens.email-managing.subject_ka', kind: 'text' },
    { key: 'subject_en', label: 'screens.email-managing.subject_en', kind: 'text' },
    { key: 'body_ka', label: 'screens.email-managing.body_ka', kind: 'longtext' },
    { key: 'body_en', label: 'screens.email-managing.body_en', kind: 'longtext' },
    { key: 'active', label: 'fields.active', kind: 'boolean' },
  ],
  loadForm: () => import('../forms/email-managing').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/email-managing'),
    ka: () => import('virtual:aula-labels/ka/email-managing'),
  },
};
export default emailManagingScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
