// generated — edit screens/student-grades.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentGradesScreen: ServerScreen = {
  name: 'student-grades',
  title: 'screens.student-grades.title',
  permission: 'curriculum.index',
  area: 'student',
  endpoint: '/student/grades',
  view: 'list',
  routes: ['list', 'export', 'exportJob', 'record'],
  table: 'grades',
  hooks: ['academicRecord'],
  readOnly: true,
  export: true,
  scope: { column: 'student_id', to: 'student' },
  workflow: {
    of: 'course_id',
    field: 'grades_state',
    states: [
      { id: 'open', label: 'workflow.grades.open', edit: true, hiddenFrom: ['student'] },
      { id: 'submitted', label: 'workflow.grades.submitted', hiddenFrom: ['student'] },
      { id: 'approved', label: 'workflow.grades.approved' },
      {
        id: 'rectification',
        label: 'workflow.grades.rectification',
        edit: 'grades.rectify',
        hiddenFrom: ['student'],
      },
    ],
    transitions: [
      {
        id: 'submit',
        label: 'workflow.grades.submit',
        from: ['open'],
        to: 'submitted',
        notify: [
          {
            holders: 'grades.approve',
            text: 'notifications.grades.submitted',
            opens: ['course-grades'],
            pages: [
              {
                screen: 'course-grades',
                path: '/admin/course-grades',
                permission: 'curriculum.index',
                param: 'course_id',
              },
            ],
          },
        ],
      },
      {
        id: 'return',
        label: 'workflow.grades.return',
        from: ['submitted'],
        to: 'open',
        permission: 'grades.approve',
        reason: 'required',
        notify: [
          {
            field: 'lecturer_id',
            text: 'notifications.grades.returned',
            opens: ['lecturer-grades', 'course-grades'],
            account: 'lecturer_id',
            pages: [
              {
                screen: 'lecturer-grades',
                path: '/lecturer/lecturer-grades',
                area: 'lecturer',
                permission: 'curriculum.index',
                param: 'course_id',
              },
              {
                screen: 'course-grades',
                path: '/admin/course-grades',
                permission: 'curriculum.index',
                param: 'course_id',
              },
            ],
          },
        ],
      },
      {
        id: 'approve',
        label: 'workflow.grades.approve',
        from: ['submitted', 'rectification'],
        to: 'approved',
        permission: 'grades.approve',
        notify: [
          {
            field: 'lecturer_id',
            text: 'notifications.grades.approved',
            opens: ['lecturer-grades', 'course-grades'],
            account: 'lecturer_id',
            pages: [
              {
                screen: 'lecturer-grades',
                path: '/lecturer/lecturer-grades',
                area: 'lecturer',
                permission: 'curriculum.index',
                param: 'course_id',
              },
              {
                screen: 'course-grades',
                path: '/admin/course-grades',
                permission: 'curriculum.index',
                param: 'course_id',
              },
            ],
          },
          {
            rows: true,
            text: 'notifications.grades.published',
            opens: ['student-grades'],
            pages: [
              {
                screen: 'student-grades',
                path: '/student/student-grades',
                area: 'student',
                permission: 'curriculum.index',
              },
            ],
          },
        ],
      },
      {
        id: 'rectify',
        label: 'workflow.grades.rectify',
        from: ['approved'],
        to: 'rectification',
        permission: 'grades.rectify',
        reason: 'required',
      },
    ],
    table: 'journal_courses',
    publish: { by: 'component_id', field: 'published', table: 'course_components' },
    locks: {
      message: 'screens.course-grades.locked',
      triggers: ['grades_grades_state_lock', 'course_components_grades_state_lock', 'journal_courses_grades_state_lock'],
    },
  },
  actions: [],
  detail: ['course_id', 'component_id', 'score', 'updated_at'],
  defaultSort: '-updated_at',
  sortable: ['course_id', 'score', 'updated_at'],
  columns: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', sort: 'course_id' },
    { key: 'component_id', label: 'fields.assessment_component', kind: 'lookup', lookup: 'courseComponents' },
    { key: 'score', label: 'fields.score', kind: 'decimal', sort: 'score' },
    { key: 'updated_at', label: 'fields.updated_at', kind: 'datetime', sort: 'updated_at' },
  ],
  filters: [{ key: 'course_id', label: 'fields.course', kind: 'select', lookup: 'courses', column: 'course_id' }],
  fields: [
    { key: 'course_id', label: 'fields.course', kind: 'lookup', lookup: 'courses', required: true },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    {
      key: 'component_id',
      label: 'fields.assessment_component',
      kind: 'lookup',
      lookup: 'courseComponents',
      dependsOn: 'course_id',
      required: true,
    },
    { key: 'score', label: 'fields.score', kind: 'decimal', min: 0, max: 100, required: true },
  ],
  schema: {
    $id: 'studentGradesForm',
    type: 'object',
    required: ['course_id', 'student_id', 'component_id', 'score'],
    properties: {
      course_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      component_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      score: { type: 'number', minimum: 0, maximum: 100 },
    },
  },
};
