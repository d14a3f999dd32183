// generated — edit screens/student-payments.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentPaymentsScreen: ScreenDefinition = {
  name: 'student-payments',
  title: 'screens.student-payments.title',
  area: 'student',
  endpoint: '/student/payments',
  responseKey: 'online_payments',
  view: 'list',
  routes: ['list', 'action', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'receipt',
      label: 'screens.online-payments.receipt',
      on: 'row',
      when: { paid: true },
      download: true,
      icon: 'download',
      primary: true,
      form: false,
    },
  ],
  detail: ['created_at', 'learn_year_id', 'amount', 'state_id', 'paid_at', 'receipt_number', 'refunded_amount'],
  recordTitle: ['receipt_number'],
  card: ['created_at', 'amount', 'state_id', 'receipt_number'],
  defaultSort: '-created_at',
  fixedLookups: {
    paymentStates: [
      { id: 1, label: 'options.paymentStates.awaiting' },
      { id: 2, label: 'options.paymentStates.paid' },
      { id: 3, label: 'options.paymentStates.failed' },
      { id: 4, label: 'options.paymentStates.refunded_partly' },
      { id: 5, label: 'options.paymentStates.refunded' },
      { id: 6, label: 'options.paymentStates.to_refund' },
    ],
  },
  columns: [
    { key: 'created_at', label: 'fields.created_at', kind: 'datetime', sort: 'created_at' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear' },
    { key: 'amount', sort: 'amount', label: 'fields.amount', kind: 'money' },
    {
      key: 'state_id',
      sort: 'state_id',
      label: 'fields.payment_state',
      kind: 'lookup',
      lookup: 'paymentStates',
    },
    { key: 'paid', sort: 'paid', label: 'fields.paid', kind: 'boolean' },
    { key: 'paid_at', sort: 'paid_at', label: 'fields.paid_at', kind: 'datetime' },
    { key: 'refunded_amount', label: 'fields.refunded_amount', kind: 'money' },
    { key: 'receipt_number', label: 'fields.receipt_number', kind: 'text' },
  ],
  filters: [{ key: 'state_id', label: 'fields.payment_state', kind: 'select', lookup: 'paymentStates' }],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'finance_id', label: 'fields.finance_row', kind: 'integer' },
    { key: 'learn_year_id', label: 'fields.learn_year', kind: 'lookup', lookup: 'learnYear' },
    { key: 'amount', label: 'fields.amount', kind: 'money' },
    { key: 'state_id', label: 'fields.payment_state', kind: 'lookup', lookup: 'paymentStates' },
    { key: 'paid', label: 'fields.paid', kind: 'boolean' },
    { key: 'paid_at', label: 'fields.paid_at', kind: 'datetime' },
    { key: 'refunded_amount', label: 'fields.refunded_amount', kind: 'money' },
    { key: 'receipt_number', label: 'fields.receipt_number', kind: 'text' },
    { key: 'provider_order_id', label: 'fields.provider_order', kind: 'text' },
    { key: 'language', label: 'fields.language', kind: 'text' },
    { key: 'paid_by', label: 'fields.paid_by', kind: 'lookup', lookup: 'accounts' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/student-payments'),
    ka: () => import('virtual:aula-labels/ka/student-payments'),
  },
};
export default studentPaymentsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
