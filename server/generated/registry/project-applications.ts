// generated — edit screens/project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const projectApplicationsScreen: ServerScreen = {
  name: 'project-applications',
  title: 'screens.project-applications.title',
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
  table: 'project_applications',
  readOnly: false,
  export: true,
  constraints: [
    {
      unique: ['project_id', 'student_id'],
      message: 'screens.project-applications.already',
      index: 'project_applications_project_id_student_id_key',
    },
    {
      capacity: { of: 'project_id', limit: 'places', counting: { state: 'accepted' } },
      message: 'screens.project-applications.full',
      index: 'project_applications_project_id_capacity',
    },
    {
      requires: { rule: 'projectOpen', field: 'project_id' },
      message: 'screens.project-applications.not_open',
      index: 'project_applications_project_open_requires',
    },
  ],
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
  detail: ['project_id', 'student_id', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  sortable: ['project_id', 'state', 'created_at'],
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
    { key: 'project_id', label: 'fields.project', kind: 'select', lookup: 'projects', column: 'project_id' },
    { key: 'student_id', label: 'fields.student', kind: 'select', lookup: 'students', column: 'student_id' },
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
    $id: 'projectApplicationsForm',
    type: 'object',
    required: ['project_id', 'student_id', 'motivation'],
    properties: {
      project_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      motivation: { type: 'string', maxLength: 2000, minLength: 1 },
    },
  },
};
