// generated — edit screens/student-projects.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentProjectsScreen: ScreenDefinition = {
  name: 'student-projects',
  title: 'screens.student-projects.title',
  area: 'student',
  endpoint: '/student/projects',
  responseKey: 'projects',
  view: 'list',
  routes: ['list', 'action', 'record', 'history'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'proposed', label: 'workflow.projects.proposed', edit: true, hiddenFrom: ['student'] },
      { id: 'returned', label: 'workflow.projects.returned', edit: true, hiddenFrom: ['student'] },
      { id: 'approved', label: 'workflow.projects.approved', edit: 'projects.approve' },
      { id: 'closed', label: 'workflow.projects.closed', hiddenFrom: ['student'] },
    ],
    transitions: [
      {
        id: 'approve',
        label: 'workflow.projects.approve',
        from: ['proposed'],
        to: 'approved',
        permission: 'projects.approve',
      },
      {
        id: 'return',
        label: 'workflow.projects.return',
        from: ['proposed'],
        to: 'returned',
        permission: 'projects.approve',
        reason: 'required',
      },
      { id: 'resubmit', label: 'workflow.projects.resubmit', from: ['returned'], to: 'proposed' },
      {
        id: 'close',
        label: 'workflow.projects.close',
        from: ['proposed', 'returned', 'approved'],
        to: 'closed',
        permission: 'projects.approve',
        reason: 'optional',
      },
    ],
    table: 'projects',
  },
  actions: [
    {
      id: 'apply',
      label: 'screens.student-projects.apply',
      on: 'row',
      when: { applied: false },
      icon: 'send',
      primary: true,
      submit: 'screens.student-projects.send',
      form: false,
    },
  ],
  detail: [
    'title',
    'kind_id',
    'lecturer_id',
    'starts_on',
    'ends_on',
    'places',
    'places_left',
    'applied',
    'description',
  ],
  recordTitle: ['title'],
  defaultSort: '-starts_on',
  fixedLookups: {
    projectKinds: [
      { id: 1, label: 'options.projectKinds.research' },
      { id: 2, label: 'options.projectKinds.community' },
      { id: 3, label: 'options.projectKinds.grant' },
    ],
  },
  columns: [
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'kind_id', sort: 'kind_id', label: 'fields.project_kind', kind: 'lookup', lookup: 'projectKinds' },
    {
      key: 'lecturer_id',
      label: 'fields.lead_lecturer',
      kind: 'lookup',
      lookup: 'projectLeads',
      sort: 'lecturer_id',
    },
    { key: 'starts_on', sort: 'starts_on', label: 'fields.period_from', kind: 'date' },
    { key: 'ends_on', sort: 'ends_on', label: 'fields.period_to', kind: 'date' },
    { key: 'places', sort: 'places', label: 'fields.places', kind: 'number' },
    { key: 'places_left', label: 'screens.student-projects.placesLeft', kind: 'number' },
    { key: 'applied', label: 'screens.student-projects.hasApplied', kind: 'boolean' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'kind_id', label: 'fields.project_kind', kind: 'select', lookup: 'projectKinds' },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text' },
    { key: 'kind_id', label: 'fields.project_kind', kind: 'lookup', lookup: 'projectKinds' },
    { key: 'lecturer_id', label: 'fields.lead_lecturer', kind: 'lookup', lookup: 'lecturers' },
    { key: 'starts_on', label: 'fields.period_from', kind: 'date' },
    { key: 'ends_on', label: 'fields.period_to', kind: 'date' },
    { key: 'places', label: 'fields.places', kind: 'integer' },
    { key: 'description', label: 'fields.description', kind: 'richtext' },
  ],
  actionForms: {
    apply: () => import('../forms/student-projects-apply').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/student-projects'),
    ka: () => import('virtual:aula-labels/ka/student-projects'),
  },
};
export default studentProjectsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
