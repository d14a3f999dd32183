// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';

export const surveysScreen: ScreenDefinition = {
  name: 'surveys',
  title: 'screens.surveys.title',
  addTitle: 'screens.surveys.add',
  permission: 'surveys.index',
  endpoint: '/surveys',
  responseKey: 'surveys',
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  defaultSort: 'name',
  view: 'list',
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
  ],
  filters: [],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text', required: true },
    { key: 'description', label: 'fields.description', kind: 'longtext', required: false },
    { key: 'anonymous', label: 'fields.anonymous', kind: 'boolean', required: false },
    {
      key: 'questions',
      label: 'fields.questions',
      kind: 'repeat',
      fields: [
        { key: 'question', label: 'fields.question', kind: 'text', required: true },
        {
          key: 'type_id',
          label: 'fields.question_type',
          kind: 'lookup',
          lookup: 'questionTypes',
          required: true,
        },
        { key: 'required', label: 'fields.required_question', kind: 'boolean', required: false },
        { key: 'required_comment', label: 'fields.required_comment', kind: 'boolean', required: false },
        { key: 'choices', label: 'fields.choices', kind: 'longtext', required: false },
      ],
      required: false,
    },
  ],
  loadForm: () => import('../forms/surveys').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/surveys'),
    ka: () => import('virtual:aula-labels/ka/surveys'),
  },
};
export default surveysScreen;
