// Turns a list's query string into SQL over declared keys only: page, per_page, sort, filters
// and search. A key the screen does not declare never reaches SQL; a sort or filter on one is a 422.
import { seenCondition } from './workflow';
import { countsSql, type ServerScreen, type FilterModel, type ScopeModel } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import { fieldError, HttpError } from '../core/errors';
import { isTextKind, type SourceColumn } from './tables';
import { containsNul, isDecimal, isIsoDate, isIsoDateTime } from '../../contract/values';
import { isInt4 } from './values';
import { AREA_RECORD_TABLE } from '../../contract/constants';
import { isArrangement } from '../../contract/list-views';

export type { SourceColumn };

/** Where a list reads from: a table or a subquery, the columns it offers, and fixed conditions. */
export interface ListSource {
  /** the table whose writes invalidate cached totals */
  table: string;
  from: string;
  select: string;
  columns: ReadonlyMap<string, SourceColumn>;
  /** conditions every row of this list meets (an applicant register) */
  where?: { sql: string; params: unknown[] };
  /** a filter on a key the source lacks, answered through another table */
  resolveFilter?: (key: string, param: () => string) => string | undefined;
}

/** Whose rows a scoped list shows: the account, and the student or lecturer record it belongs to. */
export interface ScopeOwner {
  id: number;
  student_id?: number | null;
  lecturer_id?: number | null;
}

/** The id a scoped screen's rows hold for this person (scopeTo): their account's, student record's or lecturer record's; none when they have no such record. */
export function scopeHolder(scope: ScopeModel, owner: ScopeOwner): number | undefined {
  const held = scope.to === 'student' ? owner.student_id : scope.to === 'lecturer' ? owner.lecturer_id : owner.id;
  return held ?? undefined;
}

/**
 * A screen's source as it shows this user: their own rows when it is scoped (screen key scope, holding what scopeTo
 * says; an account with no record of that kind has none), the rows its `only` conditions keep, and the columns that
 * mark the rows the account is named with (column key mine: a survey it has answered), and those saying each
 * record's places left under another screen's capacity (column key placesLeft).
 */
export function scopedSource(resource: Pick<ServerScreen, 'scope' | 'only' | 'area' | 'columns' | 'workflow'>, source: ListSource, owner: ScopeOwner): ListSource {
  const marks = resource.columns.flatMap((column) => (column.mine ? [[column.key, column.mine] as const] : []));
  const lefts = resource.columns.flatMap((column) => (column.placesLeft ? [[column.key, column.placesLeft] as const] : []));
  const area = resource.area === 'public' ? undefined : resource.area;
  const unseen = resource.workflow && seenCondition(resource.workflow, area, (key) => source.columns.get(key)?.sql ?? `src.${key}`);
  if (!resource.scope && !resource.only && marks.length === 0 && lefts.length === 0 && !unseen) return source;
  const params = [...(source.where?.params ?? [])];
  const conditions = source.where ? [source.where.sql] : [];
  const column = (key: string) => source.columns.get(key)?.sql ?? `src.${key}`;
  // each mark is a join on the account's id, a parameter every query of the source sends: the where's come first
  let { from, select } = source;
  const columns = new Map(source.columns);
  for (const [key, mark] of marks) {
    params.push(owner.id);
    const alias = `mine_${key}`;
    from += ` LEFT JOIN ${mark.table} ${alias} ON ${alias}.${mark.names} = ${column('id')} AND ${alias}.user_id = $${params.length}`;
    const marked = `(${alias}.${mark.names} IS NOT NULL)`;
    columns.set(key, { sql: marked, kind: 'boolean' });
    select = `${select}, ${marked} AS ${key}`;
  }
  // each record's places left: its limit less the rows its capacity counts (literals of the screens, in no parameter:
  // a count of the list reads no select)
  for (const [key, left] of lefts) {
    const places = `(${column(left.limit)} - (SELECT count(*) FROM ${left.table} c WHERE c.${left.of} = ${column('id')} AND ${countsSql('c', left.counting)})::integer)`;
    columns.set(key, { sql: places, kind: 'integer' });
    select = `${select}, ${places} AS ${key}`;
  }
  if (resource.scope) {
    params.push(scopeHolder(resource.scope, owner) ?? 0);
    conditions.push(`${column(resource.scope.column)} = $${params.length}`);
  }
  // an area sees a record (a course's grades) only in the states its workflow shows it in
  if (unseen) conditions.push(unseen);
  // the screen's own conditions (the areas' news: published, and not dated later than now)
  for (const condition of resource.only ?? []) {
    if (condition.holds !== undefined) {
      // a list of the row holding a value of the signed-in person's own record (their group), or empty: for all
      const record = resource.area === 'lecturer' ? { table: AREA_RECORD_TABLE.lecturer, id: owner.lecturer_id } : { table: AREA_RECORD_TABLE.student, id: owner.student_id };
      params.push(record.id ?? 0);
      // held by a record the person's names (their programme's degree), or by their record itself
      const held = condition.through
        ? `(SELECT h.${condition.through.column} FROM ${record.table} r JOIN ${condition.through.table} h ON h.id = r.${condition.holds} WHERE r.id = $${params.length})`
        : `(SELECT r.${condition.holds} FROM ${record.table} r WHERE r.id = $${params.length})`;
      conditions.push(`(coalesce(cardinality(${column(condition.key)}), 0) = 0 OR ${held} = ANY(${column(condition.key)}))`);
    } else if (condition.notAfter !== undefined) {
      if (condition.notAfter === 'now') conditions.push(`${column(condition.key)} <= now()`);
      else {
        params.push(condition.notAfter);
        conditions.push(`${column(condition.key)} <= $${params.length}`);
      }
    } else if (condition.notBefore !== undefined) {
      // of a date, now is today: a deadline of today has not passed, a project ending today is still running
      if (condition.notBefore === 'now') conditions.push(`${column(condition.key)} >= ${source.columns.get(condition.key)?.kind === 'date' ? 'current_date' : 'now()'}`);
      else {
        params.push(condition.notBefore);
        conditions.push(`${column(condition.key)} >= $${params.length}`);
      }
    } else {
      params.push(condition.equals);
      conditions.push(`${column(condition.key)} = $${params.length}`);
    }
  }
  return { ...source, from, select, columns, where: { sql: conditions.join(' AND ') || 'true', params } };
}

/** The SQL of a source's id column: the one it names, else its table's own. */
export function idColumnOf(source: Pick<ListSource, 'columns'>): string {
  return source.columns.get('id')?.sql ?? 'id';
}

export interface ListQuery {
  page: number;
  perPage: number;
  where: string[];
  params: unknown[];
  /** the list's order: its sort column, the rows without a value last in either direction, then id */
  orderBy: string;
  /**
   * the sort column's expression and direction, without the id tie-break; `keyed` when it is not the id itself (its
   * rows without a value are read apart, since an index read backwards puts them first)
   */
  sort: { sql: string; descending: boolean; keyed: boolean };
  /**
   * A search that includes the sort column, split in two: on the sort column the prefix is a
   * range the sort index reads in order; the other columns' matches are few and collected.
   */
  searchSplit?: { filters: string[]; from: string; to: string; other: string };
  /** the columns an equality filter holds to one value (their SQL), which an index may read before the sort column */
  equal: readonly string[];
  /** identifies the filter set for cached totals */
  filterKey: string;
  /** the total counted exactly however many rows there are (exact_total=1), not estimated */
  exactTotal: boolean;
  /**
   * Whether one plan serves every value of the query (QueryOptions.planOnce): no condition but search
   * prefixes read as index ranges. An equality filter's best plan depends on its value.
   */
  planOnce: boolean;
  /** the columns as the person shows them (columns=a,b,c: their arrangement, or a saved view's), which an export writes */
  shown?: string[];
}

export const DEFAULT_PER_PAGE = 15;

/** The columns a query names as shown (columns=a,b,c), each one the screen arranges; none named, undefined. */
function shownColumns(resource: Pick<ServerScreen, 'columns'>, given: string | undefined): string[] | undefined {
  if (given === undefined || given === '') return undefined;
  const keys = given.split(',');
  if (!isArrangement(resource.columns, keys)) throw fieldError('columns', 'server.views.bad_columns');
  return keys;
}
export const MAX_PER_PAGE = 100;

const PAGING_KEYS = new Set(['page', 'per_page', 'sort', 'exact_total']);

function positiveInteger(value: string | undefined, fallback: number): number {
  // a page past the last answers no rows, so any plain number will do; anything else is the first page
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : fallback;
}

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === 'string' ? value : value === undefined ? undefined : String(value);
}

/** The longest filter or search text taken: more than any name, number or e-mail a list is searched by. */
const MAX_FILTER_TEXT = 255;
/** The most words of a search matched each on its own, in any order; a few name anyone. */
const MAX_SEARCH_WORDS = 5;
/** An age range over a birth date without declared bounds keeps to a human lifetime. */
const AGE_BOUNDS = { min: 0, max: 150 } as const;

/** Checks a filter value against its column's kind and returns what goes into SQL. */
function typedValue(key: string, kind: FieldKind, raw: string): unknown {
  if (containsNul(raw)) throw fieldError(key, 'validation.nul');
  if (raw.length > MAX_FILTER_TEXT) throw fieldError(key, 'validation.maxLength', { count: MAX_FILTER_TEXT });
  switch (kind) {
    case 'integer':
    case 'lookup':
    case 'lookupMany':
      if (!isInt4(raw)) throw fieldError(key, 'validation.type');
      return Number(raw);
    case 'money':
    case 'decimal':
      // the digits as written: numeric compares them exactly, a float would not
      if (!isDecimal(raw)) throw fieldError(key, 'validation.decimal');
      return raw;
    case 'boolean':
      if (['1', 'true'].includes(raw)) return true;
      if (['0', 'false'].includes(raw)) return false;
      throw fieldError(key, 'validation.type');
    case 'date':
      if (!isIsoDate(raw)) throw fieldError(key, 'validation.date');
      return raw;
    case 'datetime':
      if (!isIsoDate(raw) && !isIsoDateTime(raw)) throw fieldError(key, 'validation.datetime');
      return raw;
    default:
      return raw;
  }
}

/** A range bound within what the filter declares (age 18 to 60), or a lifetime for an age without bounds. */
function withinBounds(key: string, filter: FilterModel, value: number, overDates: boolean): number {
  const min = filter.min ?? (overDates ? AGE_BOUNDS.min : undefined);
  const max = filter.max ?? (overDates ? AGE_BOUNDS.max : undefined);
  if (min !== undefined && value < min) throw fieldError(key, 'validation.minimum', { limit: min });
  if (max !== undefined && value > max) throw fieldError(key, 'validation.maximum', { limit: max });
  return value;
}

/** The smallest text above every text that starts with `prefix` (byte order, as under "C"). */
function nextPrefix(prefix: string): string | undefined {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  const next = last + 1;
  if (next > 0x10ffff || (next >= 0xd800 && next <= 0xdfff)) return undefined;
  return chars.join('') + String.fromCodePoint(next);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A text's start on lower(column): lower() under the "C" collation folds ASCII letters only, so the text is folded the
 * same way, and read as a range of bytes [from, to) (~>=~ and ~<~ compare as LIKE 'text%' does), which a lower()
 * text_pattern_ops index answers in order; a text with no byte string above it, as a LIKE pattern.
 */
export function prefixBounds(prefix: string): { from: string; to: string } | { pattern: string } {
  const folded = prefix.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const to = nextPrefix(folded);
  return to === undefined ? { pattern: `${escapeLike(folded)}%` } : { from: folded, to };
}

/** A word's start on a column, as a condition. */
type Prefix = (column: SourceColumn) => string;

/**
 * Two words each the start of one of the columns, spelt out by the columns they start, so that each way of matching
 * is read by an index without collecting every row one word starts: the first two columns (what is typed together,
 * "name surname" either way round) by the search's pair index (codegen/emit/schema.ts), which reads a word's start on
 * the first and the other's on the second at once; both words on one column by its own index, where the narrower range
 * is all it reads; and a word on any other column with the other word anywhere, the other column's few rows first.
 */
function twoWords([one, two]: [Prefix, Prefix], [first, second, ...others]: SourceColumn[]): string {
  const anywhere = (word: Prefix) => `(${[first, second, ...others].map(word).join(' OR ')})`;
  const ways = [
    `(${one(first)} AND ${two(second)})`, `(${two(first)} AND ${one(second)})`,
    `(${one(first)} AND ${two(first)})`, `(${one(second)} AND ${two(second)})`,
  ];
  if (others.length > 0) {
    for (const [word, other] of [[one, two], [two, one]]) ways.push(`((${others.map(word).join(' OR ')}) AND ${anywhere(other)})`);
  }
  return `(${ways.join(' OR ')})`;
}

export function parseListQuery(
  resource: ServerScreen,
  source: ListSource,
  query: Record<string, unknown>,
  /** values of a statement the query's conditions join (a dashboard's tiles, each within its own filter): numbered first */
  paramsBefore: readonly unknown[] = [],
): ListQuery {
  const params: unknown[] = [...(source.where?.params ?? []), ...paramsBefore];
  const where: string[] = source.where ? [source.where.sql] : [];
  const equal: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const page = positiveInteger(single(query.page), 1);
  const perPage = Math.min(positiveInteger(single(query.per_page), DEFAULT_PER_PAGE), MAX_PER_PAGE);

  const sort = single(query.sort) || resource.defaultSort || 'id';
  const descending = sort.startsWith('-');
  const sortKey = descending ? sort.slice(1) : sort;
  const sortColumn = source.columns.get(sortKey);
  if ((sortKey !== 'id' && !resource.sortable.includes(sortKey)) || !sortColumn) {
    throw fieldError('sort', 'server.list.unknown_sort', { key: sortKey });
  }
  const direction = descending ? ' DESC' : '';
  const idColumn = idColumnOf(source);
  // an empty value is last going down as it is going up: the best GPAs first, not the students without one
  const orderBy = sortKey === 'id' ? `${idColumn}${direction}` : `${sortColumn.sql}${descending ? ' DESC NULLS LAST' : ''}, ${idColumn}${direction}`;

  for (const filter of resource.filters) {
    if (filter.required && !single(query[filter.key])) throw fieldError(filter.key, 'validation.required');
  }
  const handled = new Set<string>([...PAGING_KEYS, 'columns']);
  const shown = shownColumns(resource, single(query.columns));
  let split: { at: number; from: string; to: string; other: string } | undefined;
  let rangesOnly = true;
  let searches = 0;
  for (const filter of resource.filters) {
    if (filter.kind === 'search') {
      handled.add(filter.key);
      const text = single(query[filter.key])?.trim();
      if (!text) continue;
      typedValue(filter.key, 'text', text);
      const columns = (filter.searchIn ?? []).map((key) => source.columns.get(key)).filter((c) => c !== undefined);
      if (columns.length === 0) continue;
      // a text's prefix on a column, as a range of the lower() indexes, answered in a plan made once for any text
      const prefixOf = (prefix: string): Prefix => {
        const bounds = prefixBounds(prefix);
        if ('pattern' in bounds) {
          rangesOnly = false;
          const pattern = param(bounds.pattern);
          return (c) => `lower(${c.sql}) LIKE ${pattern}`;
        }
        const [from, to] = [param(bounds.from), param(bounds.to)];
        return (c) => `(lower(${c.sql}) ~>=~ ${from} AND lower(${c.sql}) ~<~ ${to})`;
      };
      const onAnyColumn = (prefix: string): string => {
        const matches = prefixOf(prefix);
        return `(${columns.map(matches).join(' OR ')})`;
      };
      searches += 1;
      const words = [...new Set(text.split(/\s+/))];
      // each word costs its own index reads: past a few, the rest of the text is one phrase (still every word matched)
      if (words.length > MAX_SEARCH_WORDS) words.splice(MAX_SEARCH_WORDS - 1, Infinity, words.slice(MAX_SEARCH_WORDS - 1).join(' '));
      if (words.length > 1 || words[0] !== text) {
        // a person is searched as the pickers show one, "name surname", or the other way round: each word the start
        // of one of the columns, in any order; or the whole text the start of one (a title of several words)
        const whole = onAnyColumn(text);
        const everyWord = words.length === 2 && columns.length > 1 ? twoWords([prefixOf(words[0]), prefixOf(words[1])], columns) : `(${words.map(onAnyColumn).join(' AND ')})`;
        where.push(`(${whole} OR ${everyWord})`);
        continue;
      }
      // without ASCII letters lower() changes nothing, so on the sort column the prefix is the range [text, upper)
      const upper = /[A-Za-z]/.test(text) ? undefined : nextPrefix(text);
      const onSortColumn = upper !== undefined && columns.includes(sortColumn) && isTextKind(sortColumn.kind);
      const others = columns.filter((c) => c !== sortColumn);
      if (onSortColumn && others.length === 0) {
        // the sort column alone: its range is the whole condition (a split would leave the pattern unused)
        where.push(`(${sortColumn.sql} >= ${param(text)} AND ${sortColumn.sql} < ${param(upper)})`);
        continue;
      }
      const matches = prefixOf(text);
      if (onSortColumn) split = { at: where.length, from: text, to: upper, other: `(${others.map(matches).join(' OR ')})` };
      where.push(`(${columns.map(matches).join(' OR ')})`);
      continue;
    }
    const column = source.columns.get(filter.column);
    const columnKind: FieldKind = column?.kind ?? 'integer';
    if (filter.kind === 'range' || filter.kind === 'dateRange') {
      for (const bound of ['from', 'to'] as const) {
        const key = `${filter.key}_${bound}`;
        handled.add(key);
        const raw = single(query[key]);
        if (raw === undefined || raw === '' || !column) continue;
        if (filter.kind === 'range' && columnKind === 'date') {
          // an age range over a birth date: older than `from` years, younger than `to` + 1
          const years = withinBounds(key, filter, Number(typedValue(key, 'integer', raw)), true);
          where.push(bound === 'from'
            ? `${column.sql} <= current_date - make_interval(years => ${param(years)})`
            : `${column.sql} > current_date - make_interval(years => ${param(Number(years) + 1)})`);
        } else {
          let value = typedValue(key, filter.kind === 'dateRange' ? 'date' : columnKind, raw);
          if (filter.kind === 'range' && typeof value === 'number') value = withinBounds(key, filter, value, false);
          if (filter.kind === 'dateRange' && bound === 'to' && columnKind === 'datetime') {
            where.push(`${column.sql} < ${param(value)}::date + 1`);
          } else {
            where.push(`${column.sql} ${bound === 'from' ? '>=' : '<='} ${param(value)}`);
          }
        }
      }
      continue;
    }
    handled.add(filter.key);
    const raw = single(query[filter.key]);
    if (raw === undefined || raw === '') continue;
    const value = typedValue(filter.key, filter.kind === 'boolean' ? 'boolean' : columnKind, raw);
    if (column) {
      where.push(columnKind === 'lookupMany' ? `${param(value)} = ANY(${column.sql})` : `${column.sql} = ${param(value)}`);
      if (columnKind !== 'lookupMany') equal.push(column.sql);
    } else {
      const condition = source.resolveFilter?.(filter.column, () => param(value));
      if (!condition) throw new HttpError(500, 'server.list.filter_unavailable', { key: filter.key });
      where.push(condition);
    }
  }

  for (const key of Object.keys(query)) {
    // the page's own query string is forwarded, so unknown keys are normal; a column is not
    if (!handled.has(key) && source.columns.has(key)) throw fieldError(key, 'server.list.unknown_filter', { key });
  }

  const filterKey = JSON.stringify([where, params]);
  const searchSplit = split && { ...split, filters: where.filter((_, i) => i !== split.at) };
  const planOnce = rangesOnly && where.length === searches;
  const exactTotal = single(query.exact_total) === '1';
  return { page, perPage, where, params, orderBy, sort: { sql: sortColumn.sql, descending, keyed: sortKey !== 'id' }, searchSplit, equal, filterKey, planOnce, exactTotal, shown };
}
