// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const lecturerFinancesScreen: ScreenDefinition = {
  name: 'lecturer-finances',
  title: 'screens.lecturer-finances.title',
  addTitle: 'screens.lecturer-finances.add',
  permission: 'lecturer-finances.index',
  endpoint: '/lecturer-finances',
  responseKey: 'lecturer_finances',
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'lecturer_id',
  view: 'list',
  columns: [
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers', sort: 'lecturer_id' },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'text' },
    { key: 'hours', label: 'fields.hours', kind: 'number', sort: 'hours' },
    { key: 'rate', label: 'fields.rate', kind: 'money', sort: 'rate' },
    { key: 'amount', label: 'fields.amount', kind: 'money', sort: 'amount' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'select', lookup: 'lecturers' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'amount', label: 'fields.amount', kind: 'range', min: 0, max: 100000 },
  ],
  fields: [
    { key: 'lecturer_id', label: 'fields.lecturer', kind: 'lookup', lookup: 'lecturers', required: true },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear', required: false },
    { key: 'hours', label: 'fields.hours', kind: 'integer', required: true },
    { key: 'rate', label: 'fields.rate', kind: 'money', required: true },
    { key: 'amount', label: 'fields.amount', kind: 'money', required: false },
  ],
  loadForm: () => import('../forms/lecturer-finances').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-finances'),
    ka: () => import('virtual:aula-labels/ka/lecturer-finances'),
  },
};
export default lecturerFinancesScreen;
