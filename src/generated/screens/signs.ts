// generated — edit screens/signs.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const signsScreen: ScreenDefinition = {
  name: 'signs',
  title: 'screens.signs.title',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record', 'history'],
  readOnly: true,
  filter: false,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  columns: [],
  filters: [],
  fields: [],
  labels: {
    en: () => import('virtual:aula-labels/en/signs'),
    ka: () => import('virtual:aula-labels/ka/signs'),
  },
};
export default signsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
