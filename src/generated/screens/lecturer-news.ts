// generated — edit screens/lecturer-news.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerNewsScreen: ScreenDefinition = {
  name: 'lecturer-news',
  title: 'screens.news.title',
  permission: 'news.index',
  area: 'lecturer',
  endpoint: '/lecturer/news',
  responseKey: 'news',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: ['photo', 'title', 'published_at', 'body'],
  defaultSort: '-published_at',
  columns: [
    { key: 'photo', label: 'fields.image', kind: 'image' },
    { key: 'title', label: 'fields.title', sort: 'title', kind: 'text' },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime', sort: 'published_at' },
    { key: 'body', label: 'fields.description', kind: 'richtext', hidden: true },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'photo', label: 'fields.image', kind: 'file', accept: 'image' },
    { key: 'body', label: 'fields.body', kind: 'richtext' },
    { key: 'published', label: 'fields.published', kind: 'boolean' },
    { key: 'published_at', label: 'fields.published_date', kind: 'datetime' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-news'),
    ka: () => import('virtual:aula-labels/ka/lecturer-news'),
  },
};
export default lecturerNewsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
