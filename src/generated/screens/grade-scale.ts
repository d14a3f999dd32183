// generated — edit screens/grade-scale.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/core/screen';

export const gradeScaleScreen: ScreenDefinition = {
  name: 'grade-scale',
  title: 'screens.grade-scale.title',
  addTitle: 'screens.grade-scale.add',
  permission: 'grade-scale.index',
  endpoint: '/grade-scale',
  responseKey: 'grade_scale',
  view: 'list',
  routes: ['list', 'action', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
  imports: { fields: ['letter', 'min_score', 'points', 'passes', 'retake'], keys: ['letter', 'min_score'] },
  readOnly: false,
  filter: false,
  export: false,
  forwardQuery: false,
  collapseSidebar: false,
  opensAdd: false,
  actions: [
    {
      id: 'recompute',
      label: 'screens.grade-scale.recompute',
      on: 'screen',
      permission: 'grades.approve',
      confirm: 'screens.grade-scale.recompute_confirm',
      icon: 'layers',
      form: false,
    },
  ],
  defaultSort: '-min_score',
  columns: [
    { key: 'letter', sort: 'letter', label: 'fields.letter', kind: 'text' },
    { key: 'min_score', sort: 'min_score', label: 'fields.min_score', kind: 'decimal' },
    { key: 'points', label: 'fields.grade_points', kind: 'decimal' },
    { key: 'passes', label: 'fields.passes', kind: 'boolean' },
    { key: 'retake', label: 'fields.retake', kind: 'boolean' },
  ],
  filters: [],
  fields: [
    { key: 'letter', label: 'fields.letter', kind: 'text' },
    { key: 'min_score', label: 'fields.min_score', kind: 'decimal' },
    { key: 'points', label: 'fields.grade_points', kind: 'decimal' },
    { key: 'passes', label: 'fields.passes', kind: 'boolean' },
    { key: 'retake', label: 'fields.retake', kind: 'boolean' },
  ],
  loadForm: () => import('../forms/grade-scale').then((module) => module.default),
  labels: {
    en: () => import('virtual:aula-labels/en/grade-scale'),
    ka: () => import('virtual:aula-labels/ka/grade-scale'),
  },
};
export default gradeScaleScreen;
if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));
