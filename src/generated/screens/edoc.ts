// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const edocScreen: ScreenDefinition = {
  name: 'edoc',
  title: 'screens.edoc.title',
  addTitle: 'screens.edoc.add',
  permission: 'edoc-templates.index',
  endpoint: '/edoc-templates',
  responseKey: 'templates',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: {
    fields: [
      'name',
      'index',
      'user_type_id',
      'automatic',
      'language',
      'text',
      'number_pattern',
      'institution',
      'letterhead',
      'signer_position',
      'signer_name',
    ],
    keys: ['index'],
  },
  readOnly: false,
  filter: true,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [{ id: 'issue', label: 'screens.edoc.issue', on: 'row', icon: 'file-text', primary: true, form: false }],
  defaultSort: 'name',
  fixedLookups: {
    languages: [{ id: 1, label: 'options.languages.ka' }, { id: 2, label: 'options.languages.en' }],
    userTypes: [
      { id: 1, label: 'options.userTypes.admin' },
      { id: 2, label: 'options.userTypes.lecturer' },
      { id: 3, label: 'options.userTypes.student' },
    ],
  },
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'text', label: 'fields.text', kind: 'text' },
    { key: 'index', sort: 'index', label: 'fields.index', kind: 'text' },
    { key: 'automatic', sort: 'automatic', label: 'fields.automatic', kind: 'boolean' },
    {
      key: 'language',
      sort: 'language',
      label: 'fields.document_language',
      kind: 'lookup',
      lookup: 'languages',
    },
    { key: 'user_type_id', label: 'fields.status', sort: 'user_type_id', kind: 'lookup', lookup: 'userTypes' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'user_type_id', label: 'fields.user_type', kind: 'select', lookup: 'userTypes' },
    { key: 'automatic', label: 'fields.automatic', kind: 'boolean' },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'index', label: 'fields.index', kind: 'text' },
    { key: 'user_type_id', label: 'fields.user_type', kind: 'lookup', lookup: 'userTypes' },
    { key: 'automatic', label: 'fields.automatic', kind: 'boolean' },
    { key: 'language', label: 'fields.document_language', kind: 'lookup', lookup: 'languages' },
    { key: 'text', label: 'fields.text', kind: 'longtext' },
    { key: 'number_pattern', label: 'fields.number_pattern', kind: 'numbering' },
    { key: 'institution', label: 'fields.institution', kind: 'text' },
    { key: 'letterhead', label: 'fields.letterhead', kind: 'longtext' },
    { key: 'signer_position', label: 'fields.signer_position', kind: 'text' },
    { key: 'signer_name', label: 'fields.signer_name', kind: 'text' },
  ],
  loadForm: () => import('../forms/edoc').then((module) => module.default),
  actionForms: {
    issue: () => import('../forms/edoc-issue').then((module) => module.default),
  },
  labels: {
    en: () => import('virtual:aula-labels/en/edoc'),
    ka: () => import('virtual:aula-labels/ka/edoc'),
  },
};
export default edocScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
