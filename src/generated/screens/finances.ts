// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the finances list, as the API sends it. */
export interface FinancesRow {
  id: number;
  student_id: number;
  learn_year_id: number;
  total_fee: number;
  annual_fee: number;
  grant_amount: number | null;
  discount: number | null;
  stipend: number | null;
  prev_debt: number | null;
  paid_amount: number | null;
  remaining_amount: number | null;
  surname?: unknown;
  name?: unknown;
  personal_id?: unknown;
  program_id?: unknown;
}

export const financesScreen: ScreenDefinition = {
  name: 'finances',
  title: 'screens.finances.title',
  addTitle: 'screens.finances.add',
  permission: 'finances.index',
  endpoint: '/finances',
  responseKey: 'finances',
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: true,
  opensAdd: false,
  defaultSort: 'surname',
  columns: [
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
      sort: 'learn_year_id',
    },
    { key: 'total_fee', label: 'fields.total_fee', kind: 'money', sort: 'total_fee' },
    { key: 'annual_fee', label: 'fields.annual_fee', kind: 'money', sort: 'annual_fee' },
    { key: 'grant_amount', label: 'fields.grant_amount', kind: 'money', sort: 'grant_amount' },
    { key: 'discount', label: 'fields.discount', kind: 'money', sort: 'discount' },
    { key: 'stipend', label: 'fields.stipend', kind: 'money', sort: 'stipend' },
    { key: 'prev_debt', label: 'fields.prev_debt', kind: 'money', sort: 'prev_debt' },
    { key: 'paid_amount', label: 'fields.paid_amount', kind: 'money', sort: 'paid_amount' },
    { key: 'remaining_amount', label: 'fields.remaining_amount', kind: 'money', sort: 'remaining_amount' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'remaining_amount', label: 'fields.remaining_amount', kind: 'range', min: 0, max: 50000 },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear', required: true },
    { key: 'total_fee', label: 'fields.total_fee', kind: 'money', required: true },
    { key: 'annual_fee', label: 'fields.annual_fee', kind: 'money', required: true },
    { key: 'grant_amount', label: 'fields.grant_amount', kind: 'money', required: false },
    { key: 'discount', label: 'fields.discount', kind: 'money', required: false },
    { key: 'stipend', label: 'fields.stipend', kind: 'money', required: false },
    { key: 'prev_debt', label: 'fields.prev_debt', kind: 'money', required: false },
    { key: 'paid_amount', label: 'fields.paid_amount', kind: 'money', required: false },
    { key: 'remaining_amount', label: 'fields.remaining_amount', kind: 'money', required: false },
  ],
  loadForm: () => import('../forms/finances').then((module) => module.default),
};

/** The finances list for a query string (page, sort, filters), through SWR. */
export function useFinancesList(query: string) {
  return useScreenList<FinancesRow>(financesScreen, query);
}

export default financesScreen;
