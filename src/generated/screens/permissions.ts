// generated — edit screens/permissions.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the permissions list, as the API sends it. */
export interface PermissionsRow {
  id: number;
  title: string;
}

export const permissionsScreen: ScreenDefinition = {
  name: 'permissions',
  title: 'screens.permissions.title',
  permission: 'permissions.index',
  endpoint: '/permissions',
  responseKey: 'permissions',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'title',
  columns: [{ key: 'title', label: 'fields.entity_name', sort: 'title', kind: 'text' }],
  filters: [{ key: 'search', label: 'filters.search', kind: 'search' }],
  fields: [{ key: 'title', label: 'fields.entity_name', kind: 'text', required: true }]
};

/** The permissions list for a query string (page, sort, filters), through SWR. */
export function usePermissionsList(query: string) {
  return useScreenList<PermissionsRow>(permissionsScreen, query);
}

export default permissionsScreen;
