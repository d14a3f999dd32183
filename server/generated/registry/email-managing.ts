// generated — edit screens/email-managing.yaml instead. Run `npm run gen` after changing it.

import type { ServerScreen } from '../../../contract/model';

export const emailManagingScreen: ServerScreen = {
  name: 'email-managing',
  title: 'screens.email-managing.title',
  permission: 'email-managing.index',
  endpoint: '/email-templates',
  responseKey: 'templates',
  view: 'list',
  routes: ['list', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['occasion', 'subject_ka', 'subject_en', 'body_ka', 'body_en', 'active'], keys: ['occasion'] },
  table: 'email_templates',
  readOnly: false,
  export: false,
  actions: [],
  defaultSort: 'occasion',
  sortable: ['occasion', 'subject_ka', 'active'],
  columns: [
    { key: 'occasion', sort: 'occasion', label: 'screens.email-managing.occasion', kind: 'text' },
    { key: 'subject_ka', sort: 'subject_ka', label: 'screens.email-managing.subject_ka', kind: 'text' },
    { key: 'subject_en', label: 'screens.email-managing.subject_en', kind: 'text' },
    { key: 'active', sort: 'active', label: 'fields.active', kind: 'boolean' },
  ],
  filters: [
    {
      key: 'search',
      label: 'filters.search',
      kind: 'search',
      searchIn: ['occasion', 'subject_ka'],
      column: 'search',
    },
    { key: 'active', label: 'fields.active', kind: 'boolean', column: 'active' },
  ],
  fields: [
    {
      key: 'occasion',
      label: 'screens.email-managing.occasion',
      kind: 'text',
      unique: true,
      maxLength: 100,
      required: true,
    },
    { key: 'subject_ka', label: 'screens.email-managing.subject_ka', kind: 'text', required: true },
    { key: 'subject_en', label: 'screens.email-managing.subject_en', kind: 'text', required: true },
    { key: 'body_ka', label: 'screens.email-managing.body_ka', kind: 'longtext', required: true },
    { key: 'body_en', label: 'screens.email-managing.body_en', kind: 'longtext', required: true },
    { key: 'active', label: 'fields.active', kind: 'boolean', required: false },
  ],
  schema: {
    $id: 'emailManagingForm',
    type: 'object',
    required: ['occasion', 'subject_ka', 'subject_en', 'body_ka', 'body_en'],
    properties: {
      occasion: { type: 'string', maxLength: 100, minLength: 1 },
      subject_ka: { type: 'string', maxLength: 255, minLength: 1 },
      subject_en: { type: 'string', maxLength: 255, minLength: 1 },
      body_ka: { type: 'string', maxLength: 20000, minLength: 1 },
      body_en: { type: 'string', maxLength: 20000, minLength: 1 },
      active: { type: 'boolean', default: false },
    },
  },
};
