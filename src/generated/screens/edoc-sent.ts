// generated — edit screens/edoc-sent.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the edoc-sent list, as the API sends it. */
export interface EdocSentRow {
  id: number;
  user_name?: unknown;
  template_name?: unknown;
  text?: unknown;
  document_number?: unknown;
  created_at?: unknown;
}

export const edocSentScreen: ScreenDefinition = {
  name: 'edoc-sent',
  title: 'screens.edoc-sent.title',
  permission: 'edoc-sent.index',
  endpoint: '/edoc/sent',
  responseKey: 'edocs',
  readOnly: true,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: '-created_at',
  columns: [
    { key: 'user_name', label: 'fields.recipient', sort: 'user_name', kind: 'text' },
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

/** The edoc-sent list for a query string (page, sort, filters), through SWR. */
export function useEdocSentList(query: string) {
  return useScreenList<EdocSentRow>(edocSentScreen, query);
}

export default edocSentScreen;
