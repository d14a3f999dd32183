// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the surveys list, as the API sends it. */
export interface SurveysRow {
  id: number;
  name: string;
  description: string | null;
  anonymous: boolean | null;
}

export const surveysScreen: ScreenDefinition = {
  name: 'surveys',
  title: 'screens.surveys.title',
  addTitle: 'screens.surveys.add',
  permission: 'surveys.index',
  endpoint: '/surveys',
  responseKey: 'surveys',
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'name',
  columns: [
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'description', label: 'fields.description', kind: 'text' },
  ],
  filters: [],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'description', label: 'fields.description', kind: 'longtext', required: false },
    { key: 'anonymous', label: 'fields.anonymous', kind: 'boolean', required: false },
  ],
  loadForm: () => import('../forms/surveys').then((module) => module.default),
};

/** The surveys list for a query string (page, sort, filters), through SWR. */
export function useSurveysList(query: string) {
  return useScreenList<SurveysRow>(surveysScreen, query);
}

export default surveysScreen;
