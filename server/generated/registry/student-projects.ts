// generated — edit screens/student-projects.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentProjectsScreen: ServerScreen = {
  name: 'student-projects',
  title: 'screens.student-projects.title',
  area: 'student',
  endpoint: '/student/projects',
  responseKey: 'projects',
  view: 'list',
  routes: ['list', 'action', 'record', 'history'],
  table: 'projects',
  readOnly: true,
  export: false,
  only: [{ key: 'state', equals: 'approved' }, { key: 'ends_on', notBefore: 'now' }],
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
        notify: [
          {
            field: 'lecturer_id',
            text: 'notifications.projects.approved',
            opens: ['lecturer-projects', 'projects'],
            account: 'lecturer_id',
            pages: [
              {
                screen: 'lecturer-projects',
                path: '/lecturer/lecturer-projects',
                area: 'lecturer',
                param: 'rowId',
              },
              { screen: 'projects', path: '/admin/projects', permission: 'projects.index', param: 'rowId' },
            ],
          },
        ],
      },
      {
        id: 'return',
        label: 'workflow.projects.return',
        from: ['proposed'],
        to: 'returned',
        permission: 'projects.approve',
        reason: 'required',
        notify: [
          {
            field: 'lecturer_id',
            text: 'notifications.projects.returned',
            opens: ['lecturer-projects', 'projects'],
            account: 'lecturer_id',
            pages: [
              {
                screen: 'lecturer-projects',
                path: '/lecturer/lecturer-projects',
                area: 'lecturer',
                param: 'rowId',
              },
              { screen: 'projects', path: '/admin/projects', permission: 'projects.index', param: 'rowId' },
            ],
          },
        ],
      },
      {
        id: 'resubmit',
        label: 'workflow.projects.resubmit',
        from: ['returned'],
        to: 'proposed',
        notify: [
          {
            holders: 'projects.approve',
            text: 'notifications.projects.resubmitted',
            opens: ['projects'],
            pages: [{ screen: 'projects', path: '/admin/projects', permission: 'projects.index', param: 'rowId' }],
          },
        ],
      },
      {
        id: 'close',
        label: 'workflow.projects.close',
        from: ['proposed', 'returned', 'approved'],
        to: 'closed',
        permission: 'projects.approve',
        reason: 'optional',
        notify: [
          {
            field: 'lecturer_id',
            text: 'notifications.projects.closed',
            opens: ['lecturer-projects', 'projects'],
            account: 'lecturer_id',
            pages: [
              {
                screen: 'lecturer-projects',
                path: '/lecturer/lecturer-projects',
                area: 'lecturer',
                param: 'rowId',
              },
              { screen: 'projects', path: '/admin/projects', permission: 'projects.index', param: 'rowId' },
            ],
          },
        ],
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
      run: 'applyToProject',
      icon: 'send',
      primary: true,
      submit: 'screens.student-projects.send',
      fields: [{ key: 'motivation', label: 'fields.motivation', kind: 'longtext', maxLength: 2000, required: true }],
      notify: [
        {
          field: 'lecturer_id',
          text: 'notifications.projects.applied',
          opens: ['lecturer-project-applications'],
          account: 'lecturer_id',
          pages: [
            {
              screen: 'lecturer-project-applications',
              path: '/lecturer/lecturer-project-applications',
              area: 'lecturer',
            },
          ],
        },
      ],
      form: false,
      schema: {
        $id: 'studentProjectsApplyForm',
        type: 'object',
        required: ['motivation'],
        properties: { motivation: { type: 'string', maxLength: 2000, minLength: 1 } },
      },
    },
  ],
  detail: ['title', 'kind_id', 'lecturer_id', 'starts_on', 'ends_on', 'places', 'applied', 'description'],
  recordTitle: ['title'],
  defaultSort: '-starts_on',
  sortable: ['title', 'kind_id', 'lecturer_id', 'starts_on', 'ends_on', 'places'],
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
    {
      key: 'applied',
      label: 'screens.student-projects.hasApplied',
      kind: 'boolean',
      mine: { table: 'project_applicants', names: 'project_id' },
    },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search', searchIn: ['title'], column: 'search' },
    {
      key: 'kind_id',
      label: 'fields.project_kind',
      kind: 'select',
      lookup: 'projectKinds',
      column: 'kind_id',
    },
  ],
  fields: [
    { key: 'title', label: 'fields.title', kind: 'text', maxLength: 300, required: true },
    { key: 'kind_id', label: 'fields.project_kind', kind: 'lookup', lookup: 'projectKinds', required: true },
    { key: 'lecturer_id', label: 'fields.lead_lecturer', kind: 'lookup', lookup: 'lecturers', required: true },
    { key: 'starts_on', label: 'fields.period_from', kind: 'date', required: true },
    { key: 'ends_on', label: 'fields.period_to', kind: 'date', after: 'starts_on', required: true },
    { key: 'places', label: 'fields.places', kind: 'integer', min: 1, max: 500, required: true },
    { key: 'description', label: 'fields.description', kind: 'richtext', required: true },
  ],
  schema: {
    $id: 'studentProjectsForm',
    type: 'object',
    required: ['title', 'kind_id', 'lecturer_id', 'starts_on', 'ends_on', 'places', 'description'],
    properties: {
      title: { type: 'string', maxLength: 300, minLength: 1 },
      kind_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3] },
      lecturer_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      starts_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
      ends_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
      places: { type: 'integer', minimum: 1, maximum: 500 },
      description: { type: 'string', maxLength: 50000, minLength: 1 },
    },
  },
};
