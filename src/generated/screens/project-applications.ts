// generated — edit screens/project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const projectApplicationsScreen: ScreenDefinition = {
  name: 'project-applications',
  title: 'screens.project-applications.title',
  addTitle: 'screens.project-applications.add',
  permission: 'projects.index',
  endpoint: '/project-applications',
  responseKey: 'applications',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'transition',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: { fields: ['project_id', 'student_id', 'motivation'], keys: [] },
  readOnly: false,
  filter: true,
  export: true,
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
  actions: [],
  detail: ['project_id', 'student_id', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  fixedLookups: {
    projectApplicationStates: [
      { id: 'applied', label: 'workflow.projectApplications.applied' },
      { id: 'accepted', label: 'workflow.projectApplications.accepted' },
      { id: 'declined', label: 'workflow.projectApplications.declined' },
    ],
  },
  columns: [
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'project_id', sort: 'project_id', label: 'fields.project', kind: 'lookup', lookup: 'projects' },
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
    { key: 'project_id', label: 'fields.project', kind: 'select', lookup: 'projects' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students' },
    { key: 'state', label: 'fields.application_state', kind: 'select', lookup: 'projectApplicationStates' },
  ],
  fields: [
    { key: 'project_id', label: 'fields.project', kind: 'lookup', lookup: 'projects' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'motivation', label: 'fields.motivation', kind: 'longtext' },
  ],
  loadForm: () => import('../forms/project-applications').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/project-applications'),
    ka: () => import('virtual:aula-labels/ka/project-applications'),
  },
};
export default projectApplicationsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
