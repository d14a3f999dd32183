// Lookup lists: table-backed ones read from their table, fixed ones labelled from the locales.
import type { Queryable } from '../db/database';
import type { LookupDefinition } from '../registry';
import type { Locales } from '../i18n';

export interface LookupRow {
  id: number | string;
  name_ka: string;
  name_en: string;
  parent_id?: number | null;
}

export async function lookupRows(db: Queryable, locales: Locales, lookup: LookupDefinition): Promise<LookupRow[]> {
  if (lookup.options) {
    const ka = locales.translator('ka');
    const en = locales.translator('en');
    return lookup.options.map((option) => ({
      id: option.id,
      name_ka: option.label ? ka.t(option.label) : String(option.name_ka ?? option.id),
      name_en: option.label ? en.t(option.label) : String(option.name_en ?? option.id),
    }));
  }
  if (!lookup.table) return [];
  const label = lookup.label && lookup.label !== 'bilingual' ? lookup.label : undefined;
  const names = label ? `${label} AS name_ka, ${label} AS name_en` : 'name_ka, name_en';
  const parent = lookup.parent ? `, ${lookup.parent} AS parent_id` : '';
  return db.query<LookupRow & Record<string, unknown>>(
    `SELECT id, ${names}${parent} FROM ${lookup.table} ORDER BY ${label ?? 'name_ka'}, id LIMIT 5000`,
  );
}
