// generated — edit screens/student-surveys.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const studentSurveysScreen: ScreenDefinition = {
  name: 'student-surveys',
  title: 'screens.surveys.title',
  permission: 'surveys.index',
  area: 'student',
  endpoint: '/student/surveys',
  responseKey: 'surveys',
  view: 'list',
  routes: ['list', 'action', 'record', 'history'],
  readOnly: true,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'fill',
      label: 'screens.surveys.fill',
      on: 'row',
      when: { answered: false },
      submit: 'screens.surveys.submit',
      icon: 'edit',
      primary: true,
      questionnaire: {
        part: 'questions',
        text: 'question',
        type: 'type_id',
        kinds: { single: 1, multiple: 2, scale: 3, text: 4 },
        required: 'required',
        comment: 'required_comment',
        choices: 'choices',
      },
      form: false,
    },
  ],
  detail: ['name', 'description', 'anonymous', 'closes_on', 'answered'],
  defaultSort: 'name',
  fixedLookups: {
    questionTypes: [
      { id: 1, label: 'options.questionTypes.single_choice' },
      { id: 2, label: 'options.questionTypes.multiple_choice' },
      { id: 3, label: 'options.questionTypes.scale' },
      { id: 4, label: 'options.questionTypes.text' },
    ],
  },
  columns: [
    { key: 'name', label: 'fields.entity_name', sort: 'name', kind: 'text' },
    { key: 'description', label: 'fields.description', kind: 'text' },
    { key: 'anonymous', label: 'fields.anonymous', kind: 'boolean', sort: 'anonymous' },
    { key: 'closes_on', label: 'fields.closes_on', kind: 'date', sort: 'closes_on' },
    { key: 'answered', label: 'screens.surveys.answered', kind: 'boolean' },
  ],
  filters: [],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'description', label: 'fields.description', kind: 'longtext' },
    { key: 'anonymous', label: 'fields.anonymous', kind: 'boolean' },
    { key: 'for_students', label: 'fields.for_students', kind: 'boolean' },
    { key: 'for_lecturers', label: 'fields.for_lecturers', kind: 'boolean' },
    { key: 'groups', label: 'fields.student_groups', kind: 'lookupMany', lookup: 'studentGroups' },
    { key: 'closes_on', label: 'fields.closes_on', kind: 'date' },
    {
      key: 'questions',
      label: 'fields.questions',
      kind: 'repeat',
      fields: [
        { key: 'question', label: 'fields.question', kind: 'text' },
        { key: 'type_id', label: 'fields.question_type', kind: 'lookup', lookup: 'questionTypes' },
        { key: 'required', label: 'fields.required_question', kind: 'boolean' },
        { key: 'required_comment', label: 'fields.required_comment', kind: 'boolean' },
        { key: 'choices', label: 'fields.choices', kind: 'longtext' },
      ],
    },
  ],
  labels: {
    en: () => import('virtual:aula-labels/en/student-surveys'),
    ka: () => import('virtual:aula-labels/ka/student-surveys'),
  },
};
export default studentSurveysScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
