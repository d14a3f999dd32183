// generated — edit screens/student-finances.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const studentFinancesScreen: ScreenDefinition = {
  name: 'student-finances',
  title: 'screens.student-finances.title',
  permission: 'finances.index',
  area: 'student',
  endpoint: '/student/finances',
  responseKey: 'finances',
  view: 'list',
  routes: ['list', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  detail: [
    'learn_year_id',
    'total_fee',
    'annual_fee',
    'grant_amount',
    'discount',
    'stipend',
    'prev_debt',
    'payments',
    'paid_amount',
    'remaining_amount',
  ],
  defaultSort: 'learn_year_id',
  fixedLookups: {
    paymentMethods: [
      { id: 1, label: 'options.paymentMethods.bank_transfer' },
      { id: 2, label: 'options.paymentMethods.card' },
      { id: 3, label: 'options.paymentMethods.cash' },
      { id: 4, label: 'options.paymentMethods.opening_balance' },
    ],
  },
  columns: [
    {
      key: 'learn_year_id',
      label: 'fields.learn_year',
      kind: 'lookup',
      lookup: 'learnYear',
      sort: 'learn_year_id',
    },
    { key: 'total_fee', label: 'fields.total_fee', kind: 'money' },
    { key: 'annual_fee', label: 'fields.annual_fee', kind: 'money' },
    { key: 'grant_amount', label: 'fields.grant_amount', kind: 'money' },
    { key: 'discount', label: 'fields.discount', kind: 'money' },
    { key: 'paid_amount', label: 'fields.paid_amount', kind: 'money' },
    { key: 'remaining_amount', label: 'fields.remaining_amount', kind: 'money' },
  ],
  filters: [],
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
  labels: {
    en: () => import('virtual:aula-labels/en/student-finances'),
    ka: () => import('virtual:aula-labels/ka/student-finances'),
  },
};
export default studentFinancesScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
