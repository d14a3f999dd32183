// generated — edit screens/student-document-requests.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentDocumentRequestsScreen: ScreenDefinition = {
  name: 'student-document-requests',
  title: 'screens.student-document-requests.title',
  area: 'student',
  endpoint: '/student/document-requests',
  responseKey: 'document_requests',
  view: 'list',
  routes: ['list', 'action', 'record'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'requested', label: 'workflow.documentRequests.requested' },
      { id: 'issued', label: 'workflow.documentRequests.issued' },
      { id: 'refused', label: 'workflow.documentRequests.refused' },
    ],
    transitions: [
      { id: 'issue', label: 'workflow.documentRequests.issue', from: ['requested'], to: 'issued' },
      {
        id: 'refuse',
        label: 'workflow.documentRequests.refuse',
        from: ['requested'],
        to: 'refused',
        reason: 'required',
      },
    ],
    table: 'document_requests',
  },
  actions: [
    {
      id: 'request',
      label: 'screens.student-document-requests.request',
      on: 'screen',
      icon: 'plus',
      primary: true,
      submit: 'screens.student-document-requests.send',
      form: false,
    },
  ],
  detail: ['template_id', 'comment', 'created_at', 'document_number'],
  recordTitle: ['template_id'],
  defaultSort: '-created_at',
  fixedLookups: {
    documentRequestStates: [
      { id: 'requested', label: 'workflow.documentRequests.requested' },
      { id: 'issued', label: 'workflow.documentRequests.issued' },
      { id: 'refused', label: 'workflow.documentRequests.refused' },
    ],
  },
  columns: [
    {
      key: 'template_id',
      label: 'fields.template',
      kind: 'lookup',
      lookup: 'studentTemplates',
      sort: 'template_id',
    },
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    { key: 'state', label: 'fields.status', kind: 'lookup', lookup: 'documentRequestStates', sort: 'state' },
    { key: 'document_number', label: 'fields.document_number', kind: 'text' },
  ],
  filters: [{ key: 'state', label: 'fields.status', kind: 'select', lookup: 'documentRequestStates' }],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'template_id', label: 'fields.template', kind: 'lookup', lookup: 'studentTemplates' },
    { key: 'comment', label: 'fields.comment', kind: 'longtext' },
    { key: 'document_number', label: 'fields.document_number', kind: 'text' },
  ],
  actionForms: {
    request: () => import('../forms/student-document-requests-request').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-document-requests'),
    ka: () => import('virtual:aula-labels/ka/student-document-requests'),
  },
};
export default studentDocumentRequestsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
