// generated — edit screens/edoc-inbox.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the edoc-inbox list, as the API sends it. */
export interface EdocInboxRow {
  id: number;
  user_name?: unknown;
  template_name?: unknown;
  text?: unknown;
  document_number?: unknown;
  created_at?: unknown;
}

export const edocInboxScreen: ScreenDefinition = {
  name: 'edoc-inbox',
  title: 'screens.edoc-inbox.title',
  permission: 'edoc-inbox.index',
  endpoint: '/edoc/inbox',
  responseKey: 'edocs',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: '-created_at',
  columns: [
    { key: 'user_name', label: 'fields.sender', sort: 'user_name', kind: 'text' },
    { key: 'template_name', label: 'fields.template', sort: 'template_name', kind: 'text' },
    { key: 'text', label: 'fields.text', kind: 'text' },
    { key: 'document_number', label: 'fields.document_number', sort: 'document_number', kind: 'text' },
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'created_at', label: 'fields.created_at', kind: 'dateRange' },
  ],
  fields: []
};

/** The edoc-inbox list for a query string (page, sort, filters), through SWR. */
export function useEdocInboxList(query: string) {
  return useScreenList<EdocInboxRow>(edocInboxScreen, query);
}

export default edocInboxScreen;
