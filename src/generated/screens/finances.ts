// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const financesScreen: ScreenDefinition = {
  name: 'finances',
  title: 'screens.finances.title',
  addTitle: 'screens.finances.add',
  permission: 'finances.index',
  endpoint: '/finances',
  responseKey: 'finances',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: true,
  opensAdd: false,
  actions: [
    {
      id: 'importPayments',
      label: 'screens.finances.importPayments',
      on: 'screen',
      icon: 'upload',
      submit: 'screens.finances.import',
      form: false,
    },
  ],
  recordTitle: ['name', 'surname'],
  card: ['personal_id', 'learn_year_id', 'annual_fee', 'paid_amount', 'remaining_amount'],
  defaultSort: 'surname',
  fixedLookups: {
    paymentMethods: [
      { id: 1, label: 'options.paymentMethods.bank_transfer' },
      { id: 2, label: 'options.paymentMethods.card' },
      { id: 3, label: 'options.paymentMethods.cash' },
      { id: 4, label: 'options.paymentMethods.opening_balance' },
    ],
  },
  columns: [
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'text' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs' },
    {
      key: 'learn_year_id',
      sort: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
    },
    { key: 'total_fee', sort: 'total_fee', label: 'fields.total_fee', kind: 'money' },
    { key: 'annual_fee', sort: 'annual_fee', label: 'fields.annual_fee', kind: 'money' },
    { key: 'grant_amount', sort: 'grant_amount', label: 'fields.grant_amount', kind: 'money' },
    { key: 'discount', sort: 'discount', label: 'fields.discount', kind: 'money' },
    { key: 'stipend', sort: 'stipend', label: 'fields.stipend', kind: 'money' },
    { key: 'prev_debt', sort: 'prev_debt', label: 'fields.prev_debt', kind: 'money' },
    { key: 'paid_amount', sort: 'paid_amount', label: 'fields.paid_amount', kind: 'money' },
    { key: 'remaining_amount', sort: 'remaining_amount', label: 'fields.remaining_amount', kind: 'money' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'select', lookup: 'learnYear' },
    { key: 'remaining_amount', kind: 'range', min: 0, max: 50000, label: 'fields.remaining_amount' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear' },
    { key: 'total_fee', label: 'fields.total_fee', kind: 'money' },
    { key: 'annual_fee', label: 'fields.annual_fee', kind: 'money' },
    { key: 'grant_amount', label: 'fields.grant_amount', kind: 'money' },
    { key: 'discount', label: 'fields.discount', kind: 'money' },
    { key: 'stipend', label: 'fields.stipend', kind: 'money' },
    { key: 'prev_debt', label: 'fields.prev_debt', kind: 'money' },
    {
      key: 'payments',
      label: 'fields.payments',
      kind: 'repeat',
      fields: [
        { key: 'paid_on', label: 'fields.payment_date', kind: 'date' },
        { key: 'amount', label: 'fields.amount', kind: 'money' },
        { key: 'method_id', label: 'fields.payment_method', kind: 'lookup', lookup: 'paymentMethods' },
        { key: 'reference', label: 'fields.reference', kind: 'text' },
        {
          key: 'recorded_by',
          label: 'fields.recorded_by',
          kind: 'lookup',
          lookup: 'accounts',
          stamp: 'author',
        },
      ],
    },
    { key: 'paid_amount', label: 'fields.paid_amount', kind: 'money' },
    { key: 'remaining_amount', label: 'fields.remaining_amount', kind: 'money' },
  ],
  loadForm: () => import('../forms/finances').then((module) => module.default),
  actionForms: {
    importPayments: () => import('../forms/finances-importPayments').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/finances'),
    ka: () => import('virtual:aula-labels/ka/finances'),
  },
};
export default financesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
