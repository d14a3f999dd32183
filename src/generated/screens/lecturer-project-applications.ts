// generated — edit screens/lecturer-project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const lecturerProjectApplicationsScreen: ScreenDefinition = {
  name: 'lecturer-project-applications',
  title: 'screens.lecturer-project-applications.title',
  area: 'lecturer',
  endpoint: '/lecturer/project-applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record', 'action'],
  readOnly: true,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  workflow: {
    field: 'state',
    states: [
      { id: 'applied', label: 'workflow.projectApplications.applied', edit: true },
      { id: 'accepted', label: 'workflow.projectApplications.accepted' },
      { id: 'declined', label: 'workflow.projectApplications.declined' },
    ],
    transitions: [
      {
        id: 'accept',
        label: 'workflow.projectApplications.accept',
        from: ['applied', 'declined'],
        to: 'accepted',
      },
      {
        id: 'decline',
        label: 'workflow.projectApplications.decline',
        from: ['applied', 'accepted'],
        to: 'declined',
        reason: 'optional',
      },
    ],
    table: 'project_applications',
  },
  actions: [
    {
      id: 'accept',
      label: 'workflow.projectApplications.accept',
      on: 'row',
      when: { state: 'applied' },
      icon: 'check',
      primary: true,
      form: false,
    },
    {
      id: 'decline',
      label: 'workflow.projectApplications.decline',
      on: 'row',
      when: { state: 'applied' },
      icon: 'close',
      submit: 'workflow.projectApplications.decline',
      form: false,
    },
  ],
  detail: ['student_name', 'project_title', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  fixedLookups: {
    projectApplicationStates: [
      { id: 'applied', label: 'workflow.projectApplications.applied' },
      { id: 'accepted', label: 'workflow.projectApplications.accepted' },
      { id: 'declined', label: 'workflow.projectApplications.declined' },
    ],
  },
  columns: [
    { key: 'student_name', label: 'fields.student', kind: 'text', sort: 'student_name' },
    { key: 'project_title', label: 'fields.project', kind: 'text', sort: 'project_title' },
    { key: 'motivation', label: 'fields.motivation', kind: 'text' },
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'lookup',
      lookup: 'projectApplicationStates',
      sort: 'state',
    },
    { key: 'created_at', label: 'fields.applied_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'state', label: 'fields.application_state', kind: 'select', lookup: 'projectApplicationStates' },
  ],
  fields: [
    { key: 'project_id', label: 'fields.project', kind: 'lookup', lookup: 'projects' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'motivation', label: 'fields.motivation', kind: 'longtext' },
  ],
  actionForms: {
    decline: () => import('../forms/lecturer-project-applications-decline').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/lecturer-project-applications'),
    ka: () => import('virtual:aula-labels/ka/lecturer-project-applications'),
  },
};
export default lecturerProjectApplicationsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
