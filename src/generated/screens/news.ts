// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const newsScreen: ScreenDefinition = {
  name: 'news',
  title: 'screens.news.title',
  addTitle: 'screens.news.add',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'action',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['title', 'body', 'published', 'published_at'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'publish',
      label: 'screens.news.publish',
      on: 'row',
      when: { published: false },
      icon: 'check-circle',
      primary: true,
      form: false,
    },
    {
      id: 'unpublish',
      label: 'screens.news.unpublish',
      on: 'row',
      when: { published: true },
      icon: 'close',
      form: false,
    },
  ],
  defaultSort: 'title',
  columns: [
    { key: 'photo', label: 'fields.image', kind: 'image' },
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'body', label: 'fields.description', kind: 'richtext' },
    { key: 'published', sort: 'published', label: 'fields.published', kind: 'boolean' },
    { key: 'published_at', sort: 'published_at', label: 'fields.published_date', kind: 'datetime' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'published', label: 'fields.published', kind: 'boolean' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'photo', label: 'fields.image', kind: 'file', accept: 'image' },
    { key: 'body', label: 'fields.body', kind: 'richtext' },
    { key: 'published', label: 'fields.published', kind: 'boolean' },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime' },
  ],
  loadForm: () => import('../forms/news').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/news'),
    ka: () => import('virtual:aula-labels/ka/news'),
  },
};
export default newsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
