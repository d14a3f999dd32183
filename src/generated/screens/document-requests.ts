// generated — edit screens/document-requests.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const documentRequestsScreen: ScreenDefinition = {
  name: 'document-requests',
  title: 'screens.document-requests.title',
  permission: 'edoc-templates.index',
  endpoint: '/document-requests',
  responseKey: 'document_requests',
  view: 'list',
  routes: ['list', 'transition', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['student_id', 'template_id', 'comment', 'document_number'], keys: [] },
  readOnly: false,
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
  actions: [],
  detail: ['student_id', 'template_id', 'comment', 'created_at', 'document_number'],
  recordTitle: ['name', 'surname'],
  defaultSort: '-created_at',
  fixedLookups: {
    documentRequestStates: [
      { id: 'requested', label: 'workflow.documentRequests.requested' },
      { id: 'issued', label: 'workflow.documentRequests.issued' },
      { id: 'refused', label: 'workflow.documentRequests.refused' },
    ],
  },
  columns: [
    { key: 'surname', label: 'fields.surname', sort: 'surname', kind: 'text' },
    { key: 'name', label: 'fields.name', sort: 'name', kind: 'text' },
    { key: 'personal_id', label: 'fields.personal_id', kind: 'text' },
    {
      key: 'template_id',
      sort: 'template_id',
      label: 'fields.template',
      kind: 'lookup',
      lookup: 'studentTemplates',
    },
    { key: 'created_at', label: 'fields.request_time', kind: 'datetime', sort: 'created_at' },
    { key: 'state', label: 'fields.status', kind: 'lookup', lookup: 'documentRequestStates', sort: 'state' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'state', label: 'fields.status', kind: 'select', lookup: 'documentRequestStates' },
    { key: 'template_id', label: 'fields.template', kind: 'select', lookup: 'studentTemplates' },
  ],
  fields: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'template_id', label: 'fields.template', kind: 'lookup', lookup: 'studentTemplates' },
    { key: 'comment', label: 'fields.comment', kind: 'longtext' },
    { key: 'document_number', label: 'fields.document_number', kind: 'text' },
  ],
  loadForm: () => import('../forms/document-requests').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/document-requests'),
    ka: () => import('virtual:aula-labels/ka/document-requests'),
  },
};
export default documentRequestsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
