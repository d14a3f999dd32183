// Lookup lists: table-backed ones read from their table, fixed ones labelled from the locales.
import type { Queryable } from '../db/database';
import type { Registry, FieldModel, ServerScreen } from '../../contract/model';
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

/**
 * What names a table-backed lookup's option, as SQL over its table: its label in each language (a column, the two
 * bilingual columns, or — for an option that shows several columns: a person's surname, name and personal number —
 * them joined in order, as the codegen wrote it for each language), its one label column if it has one, and the plain
 * columns it shows.
 */
function optionNames(lookup: LookupDefinition): { ka: string; en: string; label?: string; shown: string[] } {
  const label = lookup.label && lookup.label !== 'bilingual' ? lookup.label : undefined;
  return {
    ka: lookup.labels?.ka ?? label ?? 'name_ka', en: lookup.labels?.en ?? label ?? 'name_en', label,
    shown: (lookup.shows ?? []).filter((item) => !item.includes('.')),
  };
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
  const { ka, en, label, shown: plain } = optionNames(lookup);
  const names = `${ka} AS name_ka, ${en} AS name_en`;
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

/** The lookups a screen shows (columns), filters by and offers in its actions' forms, and with `ownFields` those its own form fills. */
const lookupsNamedBy = (resource: ServerScreen, ownFields: boolean): string[] => [
  ...resource.columns.flatMap((column) => (column.lookup ? [column.lookup] : [])),
  ...resource.filters.flatMap((filter) => (filter.lookup ? [filter.lookup] : [])),
  ...(ownFields ? fieldLookups(resource.fields) : []),
  ...(resource.actions ?? []).flatMap((action) => fieldLookups(action.fields ?? [])),
];

/** The lookup lists the public forms offer (the programmes one may apply to), which anyone may read. */
export function lookupsOfPublicForms(registry: Registry): Set<string> {
  return new Set(Object.values(registry.screens).flatMap((resource) => (resource.area === 'public' ? fieldLookups(resource.fields) : [])));
}

/**
 * The lookup lists the admin area's screens show, filter by or fill (columns, filters, fields and their parts, actions'
 * fields), by the permission that opens each screen; a screen that names none (a dashboard) under undefined, for
 * every administrator. A staff member reads a list one of their screens names, and no other: a holder of news.index
 * has no business with the list of every student.
 */
export function lookupsOfPermissions(registry: Registry): Map<string | undefined, Set<string>> {
  const named = new Map<string | undefined, Set<string>>();
  for (const resource of Object.values(registry.screens)) {
    if (resource.area) continue;
    const names = named.get(resource.permission) ?? new Set<string>();
    named.set(resource.permission, names);
    for (const name of lookupsNamedBy(resource, true)) names.add(name);
  }
  return named;
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
    for (const name of lookupsNamedBy(resource, false)) names.add(name);
  }
  return named;
}

/** A label as an import compares it: lowercase, its spaces made one. */
export const labelKey = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The options of a lookup each label names (compared as labelKey does): by its name in Georgian or English, by one of
 * the columns it shows (a student by personal number), or, failing those, by its id. A label that names none maps to
 * no ids; one that names several, to all of them (the import then says it is ambiguous). `within` keeps to the
 * options of one parent (a course's components).
 */
export async function lookupIdsByLabel(
  db: Queryable, locales: Locales, lookup: LookupDefinition, labels: readonly string[], within?: { column: string; value: unknown },
): Promise<Map<string, (number | string)[]>> {
  const wanted = [...new Set(labels.map(labelKey))];
  const found = new Map<string, (number | string)[]>(wanted.map((label) => [label, []]));
  const add = (label: string, id: number | string): void => {
    const ids = found.get(label);
    if (ids && !ids.some((known) => String(known) === String(id))) ids.push(id);
  };
  // the lookup's own rows (its `where`, and for `within` those of one parent), after the first parameter: where the
  // labels are looked for, by name and by id
  const where = lookupWhere(lookup, 2);
  const own = `${where.sql ? ` AND ${where.sql}` : ''}${within ? ` AND ${within.column}::text = $${2 + where.params.length}` : ''}`;
  const ownParams = [...where.params, ...(within ? [String(within.value)] : [])];
  if (lookup.options) {
    for (const option of await lookupRows(db, locales, lookup)) {
      for (const name of new Set([labelKey(option.name_ka), labelKey(option.name_en)])) add(name, option.id);
    }
  } else if (lookup.table && wanted.length > 0) {
    const { ka, en, shown } = optionNames(lookup);
    const compared = [...new Set([ka, en, ...shown])].map((expression) => `lower((${expression})::text)`);
    const rows = await db.query<{ id: number; names: string[] }>(
      `SELECT id, ARRAY[${compared.join(', ')}] AS names FROM ${lookup.table}
       WHERE (${compared.map((expression) => `${expression} = ANY($1::text[])`).join(' OR ')})${own}`,
      [wanted, ...ownParams],
    );
    for (const row of rows) for (const name of row.names) if (name !== null) add(labelKey(name), row.id);
  }
  // a label that names nothing may be an option's id, as an export of ids or another system writes it
  const unnamed = wanted.filter((label) => found.get(label)!.length === 0 && parseId(label) !== undefined);
  if (unnamed.length > 0) {
    const ids = lookup.options ? lookup.options.map((option) => String(option.id)).filter((id) => unnamed.includes(id))
      : lookup.table ? (await db.query<{ id: number }>(`SELECT id FROM ${lookup.table} WHERE id = ANY($1::integer[])${own}`, [unnamed.map(Number), ...ownParams]))
        .map((row) => String(row.id))
        : [];
    for (const id of ids) add(id, lookup.options ? lookup.options.find((option) => String(option.id) === id)!.id : Number(id));
  }
  return found;
}
