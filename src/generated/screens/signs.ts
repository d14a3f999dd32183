// generated — edit screens/signs.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the signs list, as the API sends it. */
export interface SignsRow {
  id: number;
}

export const signsScreen: ScreenDefinition = {
  name: 'signs',
  title: 'screens.signs.title',
  permission: 'news.index',
  endpoint: '/news',
  responseKey: 'news',
  readOnly: true,
  filter: false,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  columns: [],
  filters: [],
  fields: []
};

/** The signs list for a query string (page, sort, filters), through SWR. */
export function useSignsList(query: string) {
  return useScreenList<SignsRow>(signsScreen, query);
}

export default signsScreen;
