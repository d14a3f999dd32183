// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const surveysScreen: ScreenDefinition = {
  name: 'surveys',
  title: 'screens.surveys.title',
  addTitle: 'screens.surveys.add',
  permission: 'surveys.index',
  endpoint: '/surveys',
  responseKey: 'surveys',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: {
    fields: ['name', 'description', 'anonymous', 'for_students', 'for_lecturers', 'groups', 'closes_on'],
    keys: [],
  },
  readOnly: false,
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
    { id: 'results', label: 'screens.surveys.results', on: 'row', report: true, icon: 'chart', form: false },
    {
      id: 'exportResults',
      label: 'screens.surveys.exportResults',
      on: 'row',
      download: true,
      icon: 'download',
      form: false,
    },
  ],
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
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'description', label: 'fields.description', kind: 'text' },
    { key: 'anonymous', sort: 'anonymous', label: 'fields.anonymous', kind: 'boolean' },
    { key: 'closes_on', sort: 'closes_on', label: 'fields.closes_on', kind: 'date' },
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
  loadForm: () => import('../forms/surveys').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/surveys'),
    ka: () => import('virtual:aula-labels/ka/surveys'),
  },
};
export default surveysScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
