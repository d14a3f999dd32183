// generated — edit screens/apply-bachelor.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const applyBachelorScreen: ScreenDefinition = {
  name: 'apply-bachelor',
  title: 'screens.apply-bachelor.title',
  intro: 'screens.apply-bachelor.intro',
  area: 'public',
  path: '/bachelor',
  endpoint: '/public/bachelor',
  view: 'form',
  routes: ['send'],
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'apply',
      label: 'screens.apply.action',
      on: 'screen',
      form: true,
      submit: 'screens.apply.send',
      icon: 'send',
      primary: true,
    },
  ],
  fixedLookups: {
    citizenship: [
      { id: 1, label: 'options.citizenship.georgia' },
      { id: 2, label: 'options.citizenship.foreign' },
      { id: 3, label: 'options.citizenship.stateless' },
    ],
    englishLevels: [
      { id: 1, label: 'options.englishLevels.a1' },
      { id: 2, label: 'options.englishLevels.a2' },
      { id: 3, label: 'options.englishLevels.b1' },
      { id: 4, label: 'options.englishLevels.b2' },
      { id: 5, label: 'options.englishLevels.c1' },
      { id: 6, label: 'options.englishLevels.c2' },
    ],
    sex: [{ id: 0, label: 'options.sex.female' }, { id: 1, label: 'options.sex.male' }],
  },
  columns: [],
  filters: [],
  fields: [
    { key: 'first_name', label: 'fields.first_name', kind: 'text' },
    { key: 'last_name', label: 'fields.last_name', kind: 'text' },
    { key: 'date_of_birth', label: 'fields.date_of_birth', kind: 'date', notAfter: 'today' },
    {
      key: 'citizenship',
      label: 'fields.citizenship',
      kind: 'lookup',
      lookup: 'citizenship',
      display: 'radio',
    },
    { key: 'identity_number', label: 'fields.identity_number', kind: 'personalNumber' },
    {
      key: 'passport_number',
      label: 'fields.passport_number',
      kind: 'text',
      showWhen: { field: 'citizenship', equals: [2, 3] },
    },
    {
      key: 'passport_country',
      label: 'fields.passport_country',
      kind: 'text',
      showWhen: { field: 'citizenship', equals: [2, 3] },
    },
    { key: 'sex', label: 'fields.sex', kind: 'lookup', lookup: 'sex', display: 'radio' },
    { key: 'phone', label: 'fields.phone', kind: 'phone' },
    { key: 'email', label: 'fields.email', kind: 'email' },
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'bachelorPrograms' },
    { key: 'english_level_id', label: 'fields.english_level', kind: 'lookup', lookup: 'englishLevels' },
    { key: 'previous_education', label: 'fields.previous_education', kind: 'text' },
    { key: 'exam_score', label: 'fields.exam_score', kind: 'integer' },
    { key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image' },
    { key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document' },
  ],
  loadPageForm: () => import('../forms/apply-bachelor').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/apply-bachelor'),
    ka: () => import('virtual:aula-labels/ka/apply-bachelor'),
  },
};
export default applyBachelorScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
