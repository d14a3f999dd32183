// generated — edit screens/auditoriums.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const auditoriumsScreen: ScreenDefinition = {
  name: 'auditoriums',
  title: 'screens.auditoriums.title',
  addTitle: 'screens.auditoriums.add',
  permission: 'auditoriums.index',
  endpoint: '/auditoriums',
  responseKey: 'auditoriums',
  view: 'list',
  routes: [
    'list',
    'export',
    'exportJob',
    'deleted',
    'record',
    'history',
    'create',
    'update',
    'delete',
    'restore',
    'import',
  ],
  imports: {
    fields: [
      'name',
      'quantity',
      'campus_id',
      'student_aid',
      'projector',
      'multimedia',
      'exam_room',
      'cctv',
      'computer_lab',
    ],
    keys: [],
  },
  readOnly: false,
  filter: true,
  export: true,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [],
  defaultSort: 'name',
  columns: [
    { key: 'name', sort: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'quantity', sort: 'quantity', label: 'fields.quantity', kind: 'number' },
  ],
  filters: [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'campus_id', label: 'fields.campus', kind: 'select', lookup: 'campuses' },
    { key: 'quantity', kind: 'range', min: 0, max: 500, label: 'fields.quantity' },
    { key: 'projector', label: 'fields.projector', kind: 'boolean' },
    { key: 'computer_lab', label: 'fields.computer_lab', kind: 'boolean' },
    { key: 'exam_room', label: 'fields.exam_room', kind: 'boolean' },
  ],
  fields: [
    { key: 'name', label: 'fields.entity_name', kind: 'text' },
    { key: 'quantity', label: 'fields.quantity', kind: 'integer' },
    { key: 'campus_id', label: 'fields.campus', kind: 'lookup', lookup: 'campuses' },
    { key: 'student_aid', label: 'fields.student_aid', kind: 'boolean' },
    { key: 'projector', label: 'fields.projector', kind: 'boolean' },
    { key: 'multimedia', label: 'fields.multimedia', kind: 'boolean' },
    { key: 'exam_room', label: 'fields.exam_room', kind: 'boolean' },
    { key: 'cctv', label: 'fields.cctv', kind: 'boolean' },
    { key: 'computer_lab', label: 'fields.computer_lab', kind: 'boolean' },
  ],
  loadForm: () => import('../forms/auditoriums').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/auditoriums'),
    ka: () => import('virtual:aula-labels/ka/auditoriums'),
  },
};
export default auditoriumsScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
