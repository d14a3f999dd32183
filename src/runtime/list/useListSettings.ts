// How the signed-in person arranges a list (server/list-views/): their columns and the views they see. Read beside the
// list itself; an area's lists and a page that is not a list have neither.
import useSWR from 'swr';
import { apiPath } from '../../../contract/api-routes';
import { swrFetcher } from '../api';
import type { ScreenDefinition } from '../screen';

export interface SavedView {
  id: number;
  name: string;
  query: Record<string, string>;
  columns: string[] | null;
  role_id: number | null;
  role: string | null;
  mine: boolean;
  indexed: boolean;
}

export interface ListSettings {
  /** the columns shown, in order; null: the author's */
  columns: string[] | null;
  views: SavedView[];
  /** the roles a view may be shared with */
  roles: { id: number; title: string }[];
}

/** Whether a screen's list is one its reader arranges: an administrator's list. */
export const isArrangeable = (screen: Pick<ScreenDefinition, 'area' | 'view'>): boolean => screen.area === undefined && screen.view === 'list';

export function useListSettings(screen: ScreenDefinition) {
  return useSWR<ListSettings>(isArrangeable(screen) ? apiPath('listSettings', { screen: screen.name }) : null, swrFetcher, { revalidateOnFocus: false });
}
