// A bilingual row's label in the reader's language (a programme, a group, an assessment component): every place that
// names such a row, the browser's lists and forms and the server's exports and documents, asks this one function.
import type { Language } from './constants';

/** A row named in both languages, by name_ka/name_en (a lookup option) or label_ka/label_en (a grid's axis, a chart's point). */
export interface Bilingual {
  id?: number | string;
  name_ka?: string | null;
  name_en?: string | null;
  label_ka?: string | null;
  label_en?: string | null;
}

/** The label in `language`, else in the other one (a row named in one language only), else its id. */
export function labelIn(row: Bilingual, language: Language | string): string {
  const ka = row.name_ka ?? row.label_ka;
  const en = row.name_en ?? row.label_en;
  const own = language === 'en' ? en : ka;
  return own || ka || en || (row.id === undefined ? '' : String(row.id));
}

/** The locale subtree naming each permission: permissionNames.students.index is what students.index lets one do. */
export const PERMISSION_NAMES = 'permissionNames';

/** The i18n key of a permission's name (the codegen checks every permission the screens and the sidebar name has one). */
export function permissionNameKey(code: string): string {
  return `${PERMISSION_NAMES}.${code}`;
}

/** The name a fixed option of a lookup list goes by: the last part of its label's key (options.languages.en: en). */
export const optionName = (label: string): string => label.slice(label.lastIndexOf('.') + 1);
