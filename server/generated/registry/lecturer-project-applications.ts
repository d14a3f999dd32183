// generated — edit screens/lecturer-project-applications.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const lecturerProjectApplicationsScreen: ServerScreen = {
  name: 'lecturer-project-applications',
  title: 'screens.lecturer-project-applications.title',
  area: 'lecturer',
  endpoint: '/lecturer/project-applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record', 'action'],
  table: 'project_applications',
  reader: 'leadProjectApplications',
  readOnly: true,
  export: false,
  scope: { column: 'lecturer_id', to: 'lecturer' },
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
  actions: [
    {
      id: 'accept',
      label: 'workflow.projectApplications.accept',
      on: 'row',
      when: { state: 'applied' },
      run: 'moveState',
      icon: 'check',
      primary: true,
      form: false,
    },
    {
      id: 'decline',
      label: 'workflow.projectApplications.decline',
      on: 'row',
      when: { state: 'applied' },
      run: 'moveState',
      icon: 'close',
      submit: 'workflow.projectApplications.decline',
      fields: [{ key: 'reason', label: 'fields.decline_reason', kind: 'longtext', maxLength: 2000, required: false }],
      form: false,
      schema: {
        $id: 'lecturerProjectApplicationsDeclineForm',
        type: 'object',
        properties: { reason: { type: 'string', maxLength: 2000 } },
      },
    },
  ],
  detail: ['student_name', 'project_title', 'state', 'motivation', 'created_at'],
  defaultSort: '-created_at',
  sortable: ['student_name', 'project_title', 'state', 'created_at'],
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
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['student_name', 'project_title'],
      column: 'search',
    },
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
    $id: 'lecturerProjectApplicationsForm',
    type: 'object',
    required: ['project_id', 'student_id', 'motivation'],
    properties: {
      project_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      motivation: { type: 'string', maxLength: 2000, minLength: 1 },
    },
  },
};
