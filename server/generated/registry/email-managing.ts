// generated — edit screens/email-managing.yaml instead. Run `npm run gen` after changing it.

import type { ResourceDefinition } from '../../registry';

export const emailManagingResource: ResourceDefinition = {
  screen: 'email-managing',
  title: 'screens.email-managing.title',
  endpoint: '/email-templates',
  responseKey: 'templates',
  permission: 'email-managing.index',
  table: 'email_templates',
  view: 'list',
  readOnly: false,
  export: false,
  columns: ['occasion', 'subject_ka', 'subject_en', 'active'],
  columnLabels: {
    occasion: 'screens.email-managing.occasion',
    subject_ka: 'screens.email-managing.subject_ka',
    subject_en: 'screens.email-managing.subject_en',
    active: 'fields.active',
  },
  columnKinds: { active: 'boolean' },
  fields: [
    { key: 'occasion', kind: 'text', required: true, unique: true },
    { key: 'subject_ka', kind: 'text', required: true },
    { key: 'subject_en', kind: 'text', required: true },
    { key: 'body_ka', kind: 'longtext', required: true },
    { key: 'body_en', kind: 'longtext', required: true },
    { key: 'active', kind: 'boolean', required: false },
  ],
  sortable: ['occasion', 'subject_ka', 'active'],
  defaultSort: 'occasion',
  filters: [
    { key: 'search', kind: 'search', column: 'search', searchIn: ['occasion', 'subject_ka'] },
    { key: 'active', kind: 'boolean', column: 'active' },
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
