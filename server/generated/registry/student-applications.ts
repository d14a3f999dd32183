// generated — edit screens/student-applications.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const studentApplicationsScreen: ServerScreen = {
  name: 'student-applications',
  title: 'screens.student-applications.title',
  area: 'student',
  endpoint: '/student/applications',
  responseKey: 'applications',
  view: 'list',
  routes: ['list', 'record'],
  table: 'vacancy_applications',
  readOnly: true,
  export: false,
  scope: { column: 'student_id', to: 'student' },
  workflow: {
    field: 'state',
    states: [
      { id: 'sent', label: 'workflow.application.sent' },
      { id: 'viewed', label: 'workflow.application.viewed' },
      { id: 'shortlisted', label: 'workflow.application.shortlisted' },
      { id: 'declined', label: 'workflow.application.declined' },
      { id: 'hired', label: 'workflow.application.hired' },
    ],
    transitions: [
      {
        id: 'view',
        label: 'workflow.application.view',
        from: ['sent'],
        to: 'viewed',
        permission: 'vacancies.index',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.applications.moved',
            opens: ['student-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-applications',
                path: '/student/student-applications',
                area: 'student',
                param: 'rowId',
              },
            ],
          },
        ],
      },
      {
        id: 'shortlist',
        label: 'workflow.application.shortlist',
        from: ['sent', 'viewed'],
        to: 'shortlisted',
        permission: 'vacancies.index',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.applications.moved',
            opens: ['student-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-applications',
                path: '/student/student-applications',
                area: 'student',
                param: 'rowId',
              },
            ],
          },
        ],
      },
      {
        id: 'decline',
        label: 'workflow.application.decline',
        from: ['sent', 'viewed', 'shortlisted'],
        to: 'declined',
        permission: 'vacancies.index',
        reason: 'optional',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.applications.moved',
            opens: ['student-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-applications',
                path: '/student/student-applications',
                area: 'student',
                param: 'rowId',
              },
            ],
          },
        ],
      },
      {
        id: 'hire',
        label: 'workflow.application.hire',
        from: ['shortlisted'],
        to: 'hired',
        permission: 'vacancies.index',
        notify: [
          {
            field: 'student_id',
            text: 'notifications.applications.moved',
            opens: ['student-applications'],
            account: 'student_id',
            pages: [
              {
                screen: 'student-applications',
                path: '/student/student-applications',
                area: 'student',
                param: 'rowId',
              },
            ],
          },
        ],
      },
    ],
    table: 'vacancy_applications',
  },
  actions: [],
  detail: ['vacancy_id', 'state', 'letter', 'headline', 'skills', 'experience', 'languages', 'links', 'cv'],
  defaultSort: '-created_at',
  sortable: ['vacancy_id', 'created_at', 'state'],
  columns: [
    { key: 'vacancy_id', sort: 'vacancy_id', label: 'fields.vacancy', kind: 'lookup', lookup: 'vacancies' },
    { key: 'created_at', label: 'fields.applied_at', kind: 'datetime', sort: 'created_at' },
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'lookup',
      lookup: 'applicationStates',
      sort: 'state',
    },
  ],
  filters: [
    {
      key: 'state',
      label: 'fields.application_state',
      kind: 'select',
      lookup: 'applicationStates',
      column: 'state',
    },
  ],
  fields: [
    { key: 'vacancy_id', label: 'fields.vacancy', kind: 'lookup', lookup: 'vacancies', required: true },
    { key: 'student_id', label: 'fields.student', kind: 'lookup', lookup: 'students', required: true },
    { key: 'letter', label: 'fields.cover_letter', kind: 'longtext', maxLength: 5000, required: false },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: false },
    { key: 'gpa', label: 'fields.gpa', kind: 'decimal', required: false },
    { key: 'credits', label: 'fields.credits', kind: 'decimal', required: false },
    { key: 'headline', label: 'fields.career_headline', kind: 'text', maxLength: 200, required: false },
    { key: 'skills', label: 'fields.skills', kind: 'longtext', maxLength: 2000, required: false },
    { key: 'projects', label: 'fields.career_projects', kind: 'longtext', maxLength: 5000, required: false },
    {
      key: 'experience',
      label: 'fields.experience',
      kind: 'repeat',
      required: false,
      fields: [
        { key: 'employer', label: 'fields.employer', kind: 'text', maxLength: 200, required: true },
        { key: 'role', label: 'fields.job_role', kind: 'text', maxLength: 200, required: true },
        { key: 'started_on', label: 'fields.from_date', kind: 'date', required: false },
        { key: 'ended_on', label: 'fields.to_date', kind: 'date', after: 'started_on', required: false },
        {
          key: 'description',
          label: 'fields.description',
          kind: 'longtext',
          maxLength: 2000,
          required: false,
        },
      ],
    },
    {
      key: 'languages',
      label: 'fields.languages',
      kind: 'repeat',
      required: false,
      fields: [
        { key: 'language', label: 'fields.language', kind: 'text', maxLength: 60, required: true },
        {
          key: 'level_id',
          label: 'fields.language_level',
          kind: 'lookup',
          lookup: 'englishLevels',
          required: true,
        },
      ],
    },
    {
      key: 'links',
      label: 'fields.links',
      kind: 'repeat',
      required: false,
      fields: [
        { key: 'label', label: 'fields.link_label', kind: 'text', maxLength: 100, required: true },
        { key: 'url', label: 'fields.url', kind: 'text', maxLength: 500, required: true },
      ],
    },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document', required: false },
  ],
  schema: {
    $id: 'studentApplicationsForm',
    type: 'object',
    required: ['vacancy_id', 'student_id'],
    properties: {
      vacancy_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      student_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      letter: { type: 'string', maxLength: 5000 },
      program_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
      gpa: { type: 'number', minimum: 0, maximum: 100000 },
      credits: { type: 'number', minimum: 0, maximum: 100000 },
      headline: { type: 'string', maxLength: 200 },
      skills: { type: 'string', maxLength: 2000 },
      projects: { type: 'string', maxLength: 5000 },
      experience: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['employer', 'role'],
          properties: {
            employer: { type: 'string', maxLength: 200, minLength: 1 },
            role: { type: 'string', maxLength: 200, minLength: 1 },
            started_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
            ended_on: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
            description: { type: 'string', maxLength: 2000 },
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        maxItems: 200,
      },
      languages: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['language', 'level_id'],
          properties: {
            language: { type: 'string', maxLength: 60, minLength: 1 },
            level_id: { type: 'integer', maximum: 2147483647, enum: [1, 2, 3, 4, 5, 6] },
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        maxItems: 200,
      },
      links: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'url'],
          properties: {
            label: { type: 'string', maxLength: 100, minLength: 1 },
            url: { type: 'string', maxLength: 500, minLength: 1 },
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        maxItems: 200,
      },
      cv: { type: 'string', maxLength: 255 },
    },
  },
};
