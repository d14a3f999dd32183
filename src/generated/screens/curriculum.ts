// generated — edit screens/curriculum.yaml instead. Run `npm run gen` after changing it.

import type { ScreenDefinition } from '../../runtime/screen';
import { useScreenList } from '../../runtime/useScreenList';

/** One row of the curriculum list, as the API sends it. */
export interface CurriculumRow {
  id: number;
  program_id: number;
  code: string;
  subject: string;
  prerequisites: string | null;
  ects: number;
  semester_1: number | null;
  semester_2: number | null;
  semester_3: number | null;
  semester_4: number | null;
  semester_5: number | null;
  semester_6: number | null;
  semester_7: number | null;
  semester_8: number | null;
  contact_hours: number | null;
  free_hours: number | null;
  action?: unknown;
}

export const curriculumScreen: ScreenDefinition = {
  name: 'curriculum',
  title: 'screens.curriculum.title',
  addTitle: 'screens.curriculum.add',
  permission: 'curriculum.index',
  endpoint: '/curriculum',
  responseKey: 'curriculum',
  readOnly: false,
  filter: false,
  export: true,
  forwardQuery: true,
  collapseSidebar: true,
  opensAdd: false,
  defaultSort: 'code',
  columns: [
    { key: 'action', label: 'fields.action', kind: 'actions', width: 12 },
    { key: 'code', label: 'fields.code', sort: 'code', width: 12, kind: 'text' },
    { key: 'prerequisites', label: 'fields.prerequisites', width: 12, kind: 'text' },
    { key: 'subject', label: 'fields.subject', sort: 'subject', width: 34, kind: 'text' },
    { key: 'ects', label: 'fields.ects_hours', kind: 'number', sort: 'ects', width: 24 },
    { key: 'semester_1', label: 'fields.semester_1', kind: 'number', hidden: true },
    { key: 'semester_2', label: 'fields.semester_2', kind: 'number', hidden: true },
    { key: 'semester_3', label: 'fields.semester_3', kind: 'number', hidden: true },
    { key: 'semester_4', label: 'fields.semester_4', kind: 'number', hidden: true },
    { key: 'semester_5', label: 'fields.semester_5', kind: 'number', hidden: true },
    { key: 'semester_6', label: 'fields.semester_6', kind: 'number', hidden: true },
    { key: 'semester_7', label: 'fields.semester_7', kind: 'number', hidden: true },
    { key: 'semester_8', label: 'fields.semester_8', kind: 'number', hidden: true },
    { key: 'contact_hours', label: 'fields.contact_hours', kind: 'number', sort: 'contact_hours', width: 3 },
    { key: 'free_hours', label: 'fields.free_hours', kind: 'number', sort: 'free_hours', width: 3 },
  ],
  filters: [],
  fields: [
    { key: 'program_id', label: 'fields.program', kind: 'lookup', lookup: 'programs', required: true },
    { key: 'code', label: 'fields.code', kind: 'text', required: true },
    { key: 'subject', label: 'fields.subject', kind: 'text', required: true },
    { key: 'prerequisites', label: 'fields.prerequisites', kind: 'text', required: false },
    { key: 'ects', label: 'fields.ects', kind: 'integer', required: true },
    { key: 'semester_1', label: 'fields.semester_1', kind: 'integer', required: false },
    { key: 'semester_2', label: 'fields.semester_2', kind: 'integer', required: false },
    { key: 'semester_3', label: 'fields.semester_3', kind: 'integer', required: false },
    { key: 'semester_4', label: 'fields.semester_4', kind: 'integer', required: false },
    { key: 'semester_5', label: 'fields.semester_5', kind: 'integer', required: false },
    { key: 'semester_6', label: 'fields.semester_6', kind: 'integer', required: false },
    { key: 'semester_7', label: 'fields.semester_7', kind: 'integer', required: false },
    { key: 'semester_8', label: 'fields.semester_8', kind: 'integer', required: false },
    { key: 'contact_hours', label: 'fields.contact_hours', kind: 'integer', required: false },
    { key: 'free_hours', label: 'fields.free_hours', kind: 'integer', required: false },
  ],
  loadForm: () => import('../forms/curriculum').then((module) => module.default),
};

/** The curriculum list for a query string (page, sort, filters), through SWR. */
export function useCurriculumList(query: string) {
  return useScreenList<CurriculumRow>(curriculumScreen, query);
}

export default curriculumScreen;
