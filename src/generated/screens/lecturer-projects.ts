// generated — edit screens/lecturer-projects.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerProjectsScreen: ScreenDefinition = {
  name: 'lecturer-projects',
  title: 'screens.lecturer-projects.title',
  area: 'lecturer',
  endpoint: '/lecturer/projects',
  responseKey: 'projects',
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
      id: 'propose',
      label: 'screens.lecturer-projects.propose',
      on: 'screen',
      icon: 'plus',
      primary: true,
      submit: 'screens.lecturer-projects.send',
      form: false,
    },
    {
      id: 'edit',
      label: 'screens.lecturer-projects.edit',
      on: 'row',
      when: { state: ['proposed', 'returned'] },
      icon: 'edit',
      submit: 'app.actions.save',
      form: false,
    },
    {
      id: 'resubmit',
      label: 'workflow.projects.resubmit',
      on: 'row',
      when: { state: 'returned' },
      icon: 'send',
      primary: true,
      form: false,
    },
  ],
  detail: ['title', 'kind_id', 'starts_on', 'ends_on', 'places', 'state', 'description'],
  recordTitle: ['title'],
  defaultSort: '-starts_on',
  fixedLookups: {
    projectKinds: [
      { id: 1, label: 'options.projectKinds.research' },
      { id: 2, label: 'options.projectKinds.community' },
      { id: 3, label: 'options.projectKinds.grant' },
    ],
    projectStates: [
      { id: 'proposed', label: 'workflow.projects.proposed' },
      { id: 'returned', label: 'workflow.projects.returned' },
      { id: 'approved', label: 'workflow.projects.approved' },
      { id: 'closed', label: 'workflow.projects.closed' },
    ],
  },
  columns: [
    { key: 'title', sort: 'title', label: 'fields.title', kind: 'text' },
    { key: 'kind_id', sort: 'kind_id', label: 'fields.project_kind', kind: 'lookup', lookup: 'projectKinds' },
    { key: 'starts_on', sort: 'starts_on', label: 'fields.period_from', kind: 'date' },
    { key: 'ends_on', sort: 'ends_on', label: 'fields.period_to', kind: 'date' },
    { key: 'places', sort: 'places', label: 'fields.places', kind: 'number' },
    { key: 'state', label: 'fields.project_state', kind: 'lookup', lookup: 'projectStates', sort: 'state' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'state', label: 'fields.project_state', kind: 'select', lookup: 'projectStates' },
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
    propose: () => import('../forms/lecturer-projects-propose').then((module) => module.default),
    edit: () => import('../forms/lecturer-projects-edit').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-projects'),
    ka: () => import('virtual:aula-labels/ka/lecturer-projects'),
  },
};
export default lecturerProjectsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
