// generated — edit screens/news.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const newsScreen: ScreenDefinition = {
  name: 'news',
  title: 'screens.news.title',
  addTitle: 'screens.news.add',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'title',
  view: 'list',
  columns: [
    { key: 'photo', label: 'fields.image', kind: 'image' },
    { key: 'title', label: 'fields.title', sort: 'title', kind: 'text' },
    { key: 'body', label: 'fields.description', kind: 'text' },
  ],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text', required: true },
    { key: 'photo', label: 'fields.image', kind: 'file', accept: 'image', required: false },
    { key: 'body', label: 'fields.body', kind: 'longtext', required: true },
  ],
  loadForm: () => import('../forms/news').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/news'),
    ka: () => import('virtual:aula-labels/ka/news'),
  },
};
export default newsScreen;
