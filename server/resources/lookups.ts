// Lookup lists: table-backed ones read from their table, fixed ones labelled from the locales.
import type { Queryable } from '../db/database';
import type { LookupDefinition, Registry, ResourceField } from '../registry';
import { AREA_USER_TYPE } from '../../contract/constants';
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
  // an option that shows several columns (a person: surname, name and personal number) is them joined, in order
  const shown = lookup.shows ? `concat_ws(' ', ${lookup.shows.join(', ')})` : label;
  const names = shown ? `${shown} AS name_ka, ${shown} AS name_en` : 'name_ka, name_en';
  const order = lookup.shows ? lookup.shows.join(', ') : label ?? 'name_ka';
  const parent = lookup.parent ? `, ${lookup.parent} AS parent_id` : '';
  const where = lookupWhere(lookup);
  return db.query<LookupRow & Record<string, unknown>>(
    `SELECT id, ${names}${parent} FROM ${lookup.table}${where.sql ? ` WHERE ${where.sql}` : ''} ORDER BY ${order}, id LIMIT 5000`,
    where.params,
  );
}

/**
 * The condition a table-backed lookup's rows meet to be options (lookups.yaml where), as SQL over its columns with
 * its values as parameters from `first` on: empty when every row is one.
 */
export function lookupWhere(lookup: Pick<LookupDefinition, 'where'>, first = 1): { sql: string; params: unknown[] } {
  const entries = Object.entries(lookup.where ?? {});
  return { sql: entries.map(([column], i) => `${column} = $${first + i}`).join(' AND '), params: entries.map(([, value]) => value) };
}

const fieldLookups = (fields: readonly ResourceField[]): string[] =>
  fields.flatMap((field) => [...(field.lookup ? [field.lookup] : []), ...fieldLookups(field.fields ?? [])]);

/** The lookup lists the public forms offer (the programmes one may apply to), which anyone may read. */
export function lookupsOfPublicForms(registry: Registry): Set<string> {
  return new Set(Object.values(registry.resources).flatMap((resource) => (resource.area === 'public' ? fieldLookups(resource.fields) : [])));
}

/**
 * The lookup lists each area's screens show or offer (columns, filters, actions' fields), by the account type of
 * the area. Their own fields are not among them: an area's screens are read-only, and a field such as whose row it
 * is (a student) names a list of everyone.
 */
export function lookupsOfAreas(registry: Registry): Map<number, Set<string>> {
  const named = new Map<number, Set<string>>();
  for (const resource of Object.values(registry.resources)) {
    if (!resource.area || resource.area === 'public') continue;
    const type = AREA_USER_TYPE[resource.area];
    const names = named.get(type) ?? new Set<string>();
    named.set(type, names);
    for (const name of [
      ...Object.values(resource.columnLookups ?? {}),
      ...resource.filters.flatMap((filter) => (filter.lookup ? [filter.lookup] : [])),
      ...(resource.actions ?? []).flatMap((action) => fieldLookups(action.fields ?? [])),
    ]) names.add(name);
  }
  return named;
}
