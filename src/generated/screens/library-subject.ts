// generated — edit screens/library-subject.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const librarySubjectScreen: ScreenDefinition = {
  name: 'library-subject',
  title: 'screens.library-subject.title',
  addTitle: 'screens.library-subject.add',
  permission: 'library-subject.index',
  endpoint: '/topics',
  responseKey: 'topics',
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
  imports: { fields: ['title'], keys: ['title'] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'title',
  columns: [{ key: 'title', sort: 'title', label: 'fields.entity_name', kind: 'text' }],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [{ key: 'title', label: 'fields.entity_name', kind: 'text' }],
  loadForm: () => import('../forms/library-subject').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/library-subject'),
    ka: () => import('virtual:aula-labels/ka/library-subject'),
  },
};
export default librarySubjectScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
