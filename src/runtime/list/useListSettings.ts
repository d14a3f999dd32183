// How the signed-in person arranges a list (server/list-views/): their columns and the views they see. Read beside the
// list itself; an area's lists and a page that is not a list have neither.
import useSWR from 'swr';
import { apiPath } from '../../../contract/api-routes';
import { swrFetcher } from '../core/api';
import type { ListSettings } from '../../../contract/list-views';
import type { ScreenDefinition } from '../core/screen';

export type { ListSettings, SavedView } from '../../../contract/list-views';

/** Whether a screen's list is one its reader arranges: an administrator's list. */
export const isArrangeable = (screen: Pick<ScreenDefinition, 'area' | 'view'>): boolean => screen.area === undefined && screen.view === 'list';

export function useListSettings(screen: ScreenDefinition) {
  return useSWR<ListSettings>(isArrangeable(screen) ? apiPath('listSettings', { screen: screen.name }) : null, swrFetcher, { revalidateOnFocus: false });
}
