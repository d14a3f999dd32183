// Lookup lists: table-backed ones read from their table, fixed ones labelled from the locales.
import type { Queryable } from '../db/database';
import type { Registry, FieldModel } from '../../contract/model';
import type { LookupDefinition, OptionValue } from '../../contract/dsl';
import { AREA_USER_TYPE } from '../../contract/constants';
import type { Locales } from '../core/i18n';
import { fieldError } from '../core/errors';
import { parseId } from './values';

export interface LookupRow {
  id: number | string;
  name_ka: string;
  name_en: string;
  parent_id?: number | null;
  /** the columns another list's chosen option narrows these rows by (lookups.yaml narrowedBy) */
  values?: Record<string, OptionValue>;
}

/** The most options one search answers: a page of a searchable field's list. */
export const SEARCH_LIMIT = 50;

/** Which of a lookup's options are asked for: those whose shown columns start with `search`, or those of `ids`. */
export interface LookupNarrowing {
  search?: string;
  ids?: readonly number[];
}

export async function lookupRows(db: Queryable, locales: Locales, lookup: LookupDefinition, narrowing: LookupNarrowing = {}): Promise<LookupRow[]> {
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
  // an option that shows several columns (a person: surname, name and personal number; a year and its programme)
  // is them joined, in order, as the codegen wrote it for each language
  const plain = (lookup.shows ?? []).filter((item) => !item.includes('.'));
  const names = lookup.labels ? `${lookup.labels.ka} AS name_ka, ${lookup.labels.en} AS name_en`
    : label ? `${label} AS name_ka, ${label} AS name_en` : 'name_ka, name_en';
  const order = plain.length > 0 ? plain.join(', ') : label ?? 'name_ka';
  const parent = lookup.parent ? `, ${lookup.parent} AS parent_id` : '';
  const narrowedSelects = (lookup.narrowedBy ?? []).map((column) => `, ${column} AS narrowed_${column}`).join('');
  const where = lookupWhere(lookup);
  const conditions = where.sql ? [where.sql] : [];
  const params = [...where.params];
  let limit = 5000;
  if (narrowing.ids) {
    params.push(narrowing.ids);
    conditions.push(`id = ANY($${params.length}::integer[])`);
  } else if (narrowing.search !== undefined) {
    // each shown column by the start of its words, as the screens' search filters read them (their indexes serve)
    params.push(`${narrowing.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    const columns = plain.length > 0 ? plain : label ? [label] : ['name_ka', 'name_en'];
    conditions.push(`(${columns.map((column) => `lower(${column}) LIKE $${params.length}`).join(' OR ')})`);
    limit = SEARCH_LIMIT;
  }
  const rows = await db.query<LookupRow & Record<string, unknown>>(
    `SELECT id, ${names}${parent}${narrowedSelects} FROM ${lookup.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${order}, id LIMIT ${limit}`,
    params,
  );
  if (!lookup.narrowedBy?.length) return rows;
  return rows.map((row) => {
    const own: LookupRow = { id: row.id, name_ka: row.name_ka, name_en: row.name_en, ...(lookup.parent ? { parent_id: row.parent_id } : {}) };
    own.values = Object.fromEntries(lookup.narrowedBy!.map((column) => [column, row[`narrowed_${column}`] as OptionValue]));
    return own;
  });
}

/**
 * What a lookup request narrows its options to: ?ids=1,2 (the labels of chosen values), ?search=text (a searchable
 * field's typing, at most 100 characters), or neither. Anything else is refused as a bad query.
 */
export function lookupNarrowing(query: unknown): LookupNarrowing {
  const { search, ids } = (query ?? {}) as Record<string, unknown>;
  if (typeof ids === 'string') {
    const parsed = ids.split(',').filter((id) => id !== '').map((id) => parseId(id));
    if (parsed.length > SEARCH_LIMIT || parsed.some((id) => id === undefined)) throw fieldError('ids', 'server.list.bad_ids');
    return { ids: parsed as number[] };
  }
  if (typeof search === 'string') {
    if (search.length > 100) throw fieldError('search', 'validation.maxLength', { count: 100 });
    return { search: search.trim() };
  }
  return {};
}

/**
 * The condition a table-backed lookup's rows meet to be options (lookups.yaml where), as SQL over its columns with
 * its values as parameters from `first` on: empty when every row is one.
 */
export function lookupWhere(lookup: Pick<LookupDefinition, 'where'>, first = 1): { sql: string; params: unknown[] } {
  const entries = Object.entries(lookup.where ?? {});
  return { sql: entries.map(([column], i) => `${column} = $${first + i}`).join(' AND '), params: entries.map(([, value]) => value) };
}

const fieldLookups = (fields: readonly FieldModel[]): string[] =>
  fields.flatMap((field) => [...(field.lookup ? [field.lookup] : []), ...fieldLookups(field.fields ?? [])]);

/** The lookup lists the public forms offer (the programmes one may apply to), which anyone may read. */
export function lookupsOfPublicForms(registry: Registry): Set<string> {
  return new Set(Object.values(registry.screens).flatMap((resource) => (resource.area === 'public' ? fieldLookups(resource.fields) : [])));
}

/**
 * The lookup lists each area's screens show or offer (columns, filters, actions' fields), by the account type of
 * the area. Their own fields are not among them: an area's screens are read-only, and a field such as whose row it
 * is (a student) names a list of everyone.
 */
export function lookupsOfAreas(registry: Registry): Map<number, Set<string>> {
  const named = new Map<number, Set<string>>();
  for (const resource of Object.values(registry.screens)) {
    if (!resource.area || resource.area === 'public') continue;
    const type = AREA_USER_TYPE[resource.area];
    const names = named.get(type) ?? new Set<string>();
    named.set(type, names);
    for (const name of [
      ...resource.columns.flatMap((column) => (column.lookup ? [column.lookup] : [])),
      ...resource.filters.flatMap((filter) => (filter.lookup ? [filter.lookup] : [])),
      ...(resource.actions ?? []).flatMap((action) => fieldLookups(action.fields ?? [])),
    ]) names.add(name);
  }
  return named;
}
