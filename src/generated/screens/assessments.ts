// generated — edit screens/assessments.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the assessments list, as the API sends it. */
export interface AssessmentsRow {
  id: number;
  name_ka: string;
  name_en: string;
  type_id: number;
  is_parent: boolean | null;
}

export const assessmentsScreen: ScreenDefinition = {
  name: 'assessments',
  title: 'screens.assessments.title',
  addTitle: 'screens.assessments.add',
  permission: 'assessments.index',
  endpoint: '/assessments',
  responseKey: 'assessments',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'name_ka',
  columns: [
    { key: 'name_ka', label: 'fields.name_ka', sort: 'name_ka', kind: 'text' },
    { key: 'name_en', label: 'fields.name_en', sort: 'name_en', kind: 'text' },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
      sort: 'type_id',
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'type_id', label: 'fields.assessment_type', kind: 'select', lookup: 'assessmentTypes' },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean' },
  ],
  fields: [
    { key: 'name_ka', label: 'fields.name_ka', kind: 'text', required: true },
    { key: 'name_en', label: 'fields.name_en', kind: 'text', required: true },
    {
      key: 'type_id',
      label: 'fields.assessment_type',
      kind: 'lookup',
      lookup: 'assessmentTypes',
      required: true,
    },
    { key: 'is_parent', label: 'fields.is_parent', kind: 'boolean', required: false },
  ],
  loadForm: () => import('../forms/assessments').then((module) => module.default),
};

/** The assessments list for a query string (page, sort, filters), through SWR. */
export function useAssessmentsList(query: string) {
  return useScreenList<AssessmentsRow>(assessmentsScreen, query);
}

export default assessmentsScreen;
