// generated — edit screens/student-project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentProjectApplicationsScreen: ScreenDefinition = {
  name: 'student-project-applications',
  title: 'screens.student-project-applications.title',
  area: 'student',
  endpoint: '/student/project-applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record'],
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
  actions: [],
  detail: ['title', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  fixedLookups: {
    projectApplicationStates: [
      { id: 'applied', label: 'workflow.projectApplications.applied' },
      { id: 'accepted', label: 'workflow.projectApplications.accepted' },
      { id: 'declined', label: 'workflow.projectApplications.declined' },
    ],
  },
  columns: [
    { key: 'title', label: 'fields.project', kind: 'text' },
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'lookup',
      lookup: 'projectApplicationStates',
      sort: 'state',
    },
    { key: 'motivation', label: 'fields.motivation', kind: 'text' },
    { key: 'created_at', label: 'fields.applied_at', kind: 'datetime', sort: 'created_at' },
  ],
  filters: [{ key: 'state', label: 'fields.application_state', kind: 'select', lookup: 'projectApplicationStates' }],
  fields: [
    { key: 'project_id', label: 'fields.project', kind: 'lookup', lookup: 'projects' },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students' },
    { key: 'motivation', label: 'fields.motivation', kind: 'longtext' },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/student-project-applications'),
    ka: () => import('virtual:aula-labels/ka/student-project-applications'),
  },
};
export default studentProjectApplicationsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
