// generated — edit screens/student-project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentProjectApplicationsScreen: ServerScreen = {
  name: 'student-project-applications',
  title: 'screens.student-project-applications.title',
  area: 'student',
  endpoint: '/student/project-applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record'],
  table: 'project_applications',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
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
        notify: [
          {
            field: 'student_id',
            text: 'notifications.projects.accepted',
            opens: ['student-project-applications', 'project-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-project-applications',
                path: '/student/student-project-applications',
                area: 'student',
                param: 'rowId',
              },
              {
                screen: 'project-applications',
                path: '/admin/project-applications',
                permission: 'projects.index',
                param: 'rowId',
              },
            ],
          },
        ],
      },
      {
        id: 'decline',
        label: 'workflow.projectApplications.decline',
        from: ['applied', 'accepted'],
        to: 'declined',
        reason: 'optional',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.projects.declined',
            opens: ['student-project-applications', 'project-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-project-applications',
                path: '/student/student-project-applications',
                area: 'student',
                param: 'rowId',
              },
              {
                screen: 'project-applications',
                path: '/admin/project-applications',
                permission: 'projects.index',
                param: 'rowId',
              },
            ],
          },
        ],
      },
    ],
    table: 'project_applications',
  },
  actions: [],
  detail: ['title', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  sortable: ['state', 'created_at'],
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
  filters: [
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'select',
      lookup: 'projectApplicationStates',
      column: 'state',
    },
  ],
  fields: [
    { key: 'project_id', label: 'fields.project', kind: 'lookup', lookup: 'projects', required: true },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'motivation', label: 'fields.motivation', kind: 'longtext', maxLength: 2000, required: true },
  ],
  schema: {
    $id: 'studentProjectApplicationsForm',
    type: 'object',
    required: ['project_id', 'student_id', 'motivation'],
    properties: {
      project_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      motivation: { type: 'string', maxLength: 2000, minLength: 1 },
    },
  },
};
