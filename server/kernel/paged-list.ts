// Runs a parsed list query: one page of rows and the total, the total remembered per filter set
// until the table is next written (counting costs as much as the page itself), as are a dashboard's figures.
import type { Queryable, Row } from '../db/database';
import type { Paged } from '../../contract/dsl';
import { idColumnOf, type ListQuery, type ListSource } from './list-query';

// Writes made by another process sharing the database are seen once a remembered total is this old; so is what
// steers a list's plan (a table's size, a walk's bound), however briefly totals are kept.
const TOTAL_TTL_MS = 30_000;
const MAX_TOTALS = 2_000;

/** Above this many rows, as the database estimates them, a list's total is its estimate, said so (and remembered). */
const ESTIMATE_ABOVE = 100_000;

/** How far along the sort index a first page of many matches is looked for before they are collected instead. */
const WALK_ROWS = 5_000;
/** A walk reads this many times the rows its matches, spread evenly, would need for a page. */
const WALK_MARGIN = 4;
/** Up to this many matches, collecting them all costs less than any walk: the page is cut from them at once. */
const COLLECT_ALWAYS = 500;
// Up to this many matches, the page is sorted from the matching rows themselves (a first page of more than
// COLLECT_ALWAYS is looked for along the sort index first, within a bound: readWalkingFirstPage).
const FEW_MATCHES = 5_000;
// Up to this many, too, unless an index reads the filters' values and then the sort (a list the screen is opened
// with most, commonLists): then the page is read along that index, and a walk along the sort index alone is never
// taken. Left to itself, the planner takes the filters for independent of the sort and walks the sort index, which
// is long when the matches cluster (a programme's students, whose surnames are of its language: 36,686 rows read for
// 15 of 7,003 matches, 22 ms, against 7.8 ms to collect them).
const SOME_MATCHES = 20_000;

export class TotalsCache {
  /**
   * ttlMs 0 counts every time (the benchmark measures a filter set never seen before with it); above estimateAbove
   * rows a total is the database's estimate; a first page may be looked for along the sort index as far as walkRows
   * rows; up to collect.few matches are collected, and up to collect.some where no index reads the filters and then
   * the sort
   */
  constructor(
    private readonly ttlMs = TOTAL_TTL_MS, readonly estimateAbove = ESTIMATE_ABOVE, readonly walkRows = WALK_ROWS,
    readonly collect = { few: FEW_MATCHES, some: SOME_MATCHES },
  ) {}

  private readonly totals = new Map<string, { total: unknown; at: number; version: number }>();
  /** each table's indexes, as the columns each reads in order (an expression as none): the migrations set them at start */
  readonly indexes = new Map<string, Promise<(string | null)[][]>>();
  private readonly versions = new Map<string, number>();

  private version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  get<T = number>(table: string, key: string): T | undefined {
    return this.kept<T>(table, key, this.ttlMs);
  }

  /**
   * What steers a list's plan and not what it answers (a table's size, a walk's bound): the same for every filter set,
   * so kept as long as a total is by default, even where totals are counted every time.
   */
  fact<T>(table: string, key: string): T | undefined {
    return this.kept<T>(table, key, Math.max(this.ttlMs, TOTAL_TTL_MS));
  }

  private kept<T>(table: string, key: string, ttlMs: number): T | undefined {
    const entry = this.totals.get(key);
    if (!entry || entry.version !== this.version(table) || Date.now() - entry.at >= ttlMs) return undefined;
    return entry.total as T;
  }

  set(table: string, key: string, total: unknown): void {
    if (this.totals.size >= MAX_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    this.totals.set(key, { total, at: Date.now(), version: this.version(table) });
  }

  /** The table was written: every total remembered for it is stale. */
  invalidate(table: string): void {
    this.versions.set(table, this.version(table) + 1);
  }
}

/**
 * The least power of two at or above n: a bound written in a statement, so that the statements bounded so are few (one
 * plan, and one bound remembered, for every n up to it).
 */
function powerOfTwoFrom(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(1, n)));
}

function whereClause(conditions: readonly string[]): string {
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * The order an index on (sort column, id) is read in, either way. Going down, it reads the rows without a value first,
 * where the list's order (`orderBy`) puts them last; among rows that all have a value, or all have none, the two are
 * the same order, so a list going down is read in two parts, each along the index.
 */
function indexOrder(query: ListQuery, id: string): string {
  const direction = query.sort.descending ? ' DESC' : '';
  return `${query.sort.sql}${direction}, ${id}${direction}`;
}

/** The list's order over rows collected with their sort key (sort_key) and id. */
function collectedOrder(query: ListQuery): string {
  return query.sort.descending ? 'sort_key DESC NULLS LAST, id DESC' : 'sort_key, id';
}

/**
 * With few matches (a few thousand at most) the matching rows are collected first, with their
 * sort key, and the page is cut from them. Left to itself the planner walks the sort index and
 * tests each row, and that walk is long whenever the matches sort far down (surnames starting
 * with ბერ under a sort by surname) or are rarer than it assumes (a program and a status it
 * takes for independent). A search that covers the sort column is cut from two parts instead:
 * the rows whose sort column has the prefix, read in order as a range of the sort index, and
 * the few rows that match on another column. A page of the whole list is cut from the ids and keys its sort index
 * holds, as far as the page reaches; going down a column that may be empty, the rows with a value and those without
 * are read apart so, each along the sort index.
 */
function pageSql(
  source: ListSource, query: ListQuery, limit: number, offset: number, collect = false,
): { sql: string; params: unknown[] } {
  const params = [...query.params, limit, offset];
  const [$limit, $offset] = [`$${params.length - 1}`, `$${params.length}`];
  const id = idColumnOf(source);
  const keyed = `SELECT ${id} AS id, ${query.sort.sql} AS sort_key FROM ${source.from}`;
  // the page's rows read again within the source's own conditions (its parameters come first): an assembled row's
  // id may be another's too outside them (a course, once for each of its students)
  const paged = whereClause([...(source.where ? [source.where.sql] : []), `${id} IN (SELECT id FROM page)`]);
  if (!collect) {
    const apart = query.sort.descending && query.sort.keyed;
    if (!apart && query.where.length > 0) {
      return {
        sql: `SELECT ${source.select} FROM ${source.from}${whereClause(query.where)}
          ORDER BY ${query.orderBy} LIMIT ${$limit} OFFSET ${$offset}`,
        params,
      };
    }
    // the rows up to the page's end read along the sort index, their ids and keys alone (of the whole list, from the
    // index without its table), up to the power of two above that end: a number in the statement, so that a plan made
    // once serves every page up to it and reads the index no farther, where a LIMIT given as a value is planned for a
    // tenth of the table. The page is cut from them and its rows read by id.
    const near = powerOfTwoFrom(limit + offset);
    const part = (conditions: string[]) => `(${keyed}${whereClause([...query.where, ...conditions])} ORDER BY ${indexOrder(query, id)} LIMIT ${near})`;
    const parts = apart ? `${part([`${query.sort.sql} IS NOT NULL`])} UNION ALL ${part([`${query.sort.sql} IS NULL`])}` : part([]);
    return {
      sql: `WITH page AS (
          SELECT id FROM (${parts}) AS parts ORDER BY ${collectedOrder(query)} LIMIT ${$limit} OFFSET ${$offset}
        )
        SELECT ${source.select} FROM ${source.from}${paged} ORDER BY ${query.orderBy}`,
      params,
    };
  }
  const split = query.searchSplit;
  if (split) {
    const reach = `${$limit}::integer + ${$offset}::integer`;
    params.push(split.from, split.to);
    const own = `${query.sort.sql} >= $${params.length - 1} AND ${query.sort.sql} < $${params.length}`;
    return {
      sql: `WITH other AS MATERIALIZED (${keyed}${whereClause([...split.filters, split.other])}), own AS MATERIALIZED (
          ${keyed}${whereClause([...split.filters, own])} ORDER BY ${indexOrder(query, id)} LIMIT ${reach}
        ), page AS (
          SELECT id FROM (SELECT * FROM other UNION SELECT * FROM own) AS u
          ORDER BY ${collectedOrder(query)} LIMIT ${$limit} OFFSET ${$offset}
        )
        SELECT ${source.select} FROM ${source.from}${paged} ORDER BY ${query.orderBy}`,
      params,
    };
  }
  return {
    sql: `WITH matched AS MATERIALIZED (${keyed}${whereClause(query.where)}), page AS (
        SELECT id FROM matched ORDER BY ${collectedOrder(query)} LIMIT ${$limit} OFFSET ${$offset}
      )
      SELECT ${source.select} FROM ${source.from}${paged} ORDER BY ${query.orderBy}`,
    params,
  };
}

/** A source's rows with these ids, within its fixed conditions (a scoped list: the user's own): its id column and where. */
function withIds(source: ListSource, ids: readonly number[]): { id: string; where: string; params: unknown[] } {
  const params = [...(source.where?.params ?? []), ids];
  // a table is read as itself, an assembled list as the subquery src
  const id = source.columns.get('id')?.sql ?? (source.from === source.table ? `${source.table}.id` : 'src.id');
  const conditions = [...(source.where ? [source.where.sql] : []), `${id} = ANY($${params.length}::integer[])`];
  return { id, where: conditions.join(' AND '), params };
}

/** The rows of a source with these ids, within its fixed conditions (a scoped list: the user's own). */
export async function readRowsById(db: Queryable, source: ListSource, ids: readonly number[]): Promise<Row[]> {
  const { where, params } = withIds(source, ids);
  return db.query(`SELECT ${source.select} FROM ${source.from} WHERE ${where}`, params);
}

/**
 * Whether the source holds the row `id`, as a condition of another statement (a policy's question asked in the
 * statement that answers the row's history): an EXISTS over the source's conditions alone, whose parameters come first.
 */
export function holdsRow(source: ListSource, id: number): { sql: string; params: unknown[] } {
  const { where, params } = withIds(source, [id]);
  return { sql: `EXISTS (SELECT 1 FROM ${source.from} WHERE ${where})`, params };
}

/**
 * Of the ids, those the source holds: its conditions alone, none of its columns computed (a policy's question whether
 * a reader may read a row), planned once on PostgreSQL, as the condition's shape is the same for every id.
 */
export async function idsHeld(db: Queryable, source: ListSource, ids: readonly number[]): Promise<Set<number>> {
  const { id, where, params } = withIds(source, ids);
  const held = await db.query<{ id: number }>(`SELECT ${id} AS id FROM ${source.from} WHERE ${where}`, params, { prepared: true, planOnce: true });
  return new Set(held.map((row) => Number(row.id)));
}

/** The first rows the query chooses, in its order, without counting them all (a dashboard's short list). */
export async function readTop(db: Queryable, source: ListSource, query: ListQuery, limit: number): Promise<Row[]> {
  const { sql, params } = pageSql(source, query, limit, 0);
  return db.query(sql, params);
}

interface Counted { total: number; estimated: boolean }

/**
 * How many rows a table holds, as the planner reckons it (its last count, scaled by how far the table has grown since:
 * rows per page times its pages now), remembered until the table is written; undefined for a table never counted that
 * has rows.
 */
async function rowsOfTable(db: Queryable, totals: TotalsCache, table: string): Promise<number | undefined> {
  const sizeKey = `${table}\u0000rows`;
  const remembered = totals.fact<number | null>(table, sizeKey);
  if (remembered !== undefined) return remembered ?? undefined;
  const [{ rows }] = await db.query<{ rows: number | null }>(
    `SELECT CASE WHEN relpages > 0 AND reltuples >= 0 THEN round(reltuples / relpages * pages) WHEN pages = 0 THEN 0 END AS rows
     FROM pg_class, LATERAL (SELECT pg_relation_size(oid) / current_setting('block_size')::float8 AS pages) AS size WHERE oid = $1::regclass`,
    [table], { prepared: true, planOnce: true },
  );
  const known = rows === null ? null : Number(rows);
  totals.set(table, sizeKey, known);
  return known ?? undefined;
}

/**
 * How many rows the list's filters choose, remembered per filter set until the table is written. Counting a
 * filter that keeps a few hundred thousand of a million rows costs a second; above estimateAbove the planner's
 * estimate is the answer instead, marked as one, unless the query asks for the exact count (exact_total=1).
 */
async function countOf(
  db: Queryable, totals: TotalsCache, source: ListSource, query: ListQuery, totalKey: string, tableRows: () => Promise<number | undefined>,
): Promise<Counted> {
  // an exact count, once made, is the answer until the table is written; an estimate only where one will do
  const [exactKey, estimateKey] = [`${totalKey}\u0000exact`, `${totalKey}\u0000estimate`];
  const remembered = totals.get<Counted>(source.table, exactKey) ?? (query.exactTotal ? undefined : totals.get<Counted>(source.table, estimateKey));
  if (remembered) return remembered;
  let counted: Counted | undefined;
  // the planner is asked only where its estimate could be the answer: a table's own rows, no more of them than an
  // estimate is given for, are counted straight away (a filtered list of 100,000 students: one statement fewer, whose
  // planning cost as much as the count's)
  const fewRows = async () => source.from === source.table && ((await tableRows()) ?? Infinity) <= totals.estimateAbove;
  if (!query.exactTotal && !(await fewRows())) {
    const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${source.from}${whereClause(query.where)}`, query.params);
    const explained = plan['QUERY PLAN'];
    const [{ Plan: top }] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as [{ Plan: { 'Plan Rows': number } }];
    const estimate = Math.round(top['Plan Rows']);
    if (estimate > totals.estimateAbove) counted = { total: estimate, estimated: true };
  }
  if (!counted) {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM ${source.from}${whereClause(query.where)}`,
      query.params,
      { prepared: true, planOnce: query.planOnce },
    );
    counted = { total: row.total, estimated: false };
  }
  totals.set(source.table, counted.estimated ? estimateKey : exactKey, counted);
  return counted;
}

/**
 * The statement of a list's page (its first unless given), as readPage reads it without collecting: a saved view's
 * plan, and what the bench gives pgbench.
 */
export function plainPageSql(source: ListSource, query: ListQuery, page = 1): { sql: string; params: unknown[] } {
  return pageSql(source, query, query.perPage, (page - 1) * query.perPage);
}

/** Whether an index of the source's table reads the query's equality filters (in any order), then its sort column. */
export async function sortsWithFilters(db: Queryable, totals: TotalsCache, source: ListSource, query: ListQuery): Promise<boolean> {
  const own = `${source.table}.`;
  if (source.from !== source.table || ![...query.equal, query.sort.sql].every((column) => column.startsWith(own))) return false;
  const sort = query.sort.sql.slice(own.length);
  const equal = query.equal.map((column) => column.slice(own.length));
  let indexes = totals.indexes.get(source.table);
  if (!indexes) {
    indexes = db.query<{ columns: (string | null)[] }>(
      `SELECT array_agg(a.attname::text ORDER BY k.at) AS columns FROM pg_index x CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, at)
       LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum WHERE x.indrelid = $1::regclass GROUP BY x.indexrelid`,
      [source.table],
    ).then((rows) => rows.map((row) => row.columns));
    totals.indexes.set(source.table, indexes);
  }
  return (await indexes).some((index) => index.length > equal.length && index[equal.length] === sort
    && equal.every((column) => index.slice(0, equal.length).includes(column)));
}

export async function readPage(
  db: Queryable,
  totals: TotalsCache,
  source: ListSource,
  query: ListQuery,
): Promise<Paged<Row>> {
  const totalKey = `${source.from}\u0000${query.filterKey}`;
  let size: Promise<number | undefined> | undefined;
  const tableRows = () => (size ??= rowsOfTable(db, totals, source.table));
  const { total, estimated } = await countOf(db, totals, source, query, totalKey, tableRows);
  const offset = (query.page - 1) * query.perPage;
  const paged = {
    current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.perPage)), total, per_page: query.perPage,
    ...(estimated ? { total_estimated: true } : {}),
  };
  if (offset >= total && !estimated) return { ...paged, data: [] };
  const collect = query.searchSplit !== undefined || (query.where.length > 0 && (total <= totals.collect.few
    || (total <= totals.collect.some && query.equal.length > 0 && !await sortsWithFilters(db, totals, source, query))));
  if (collect && query.searchSplit === undefined && offset === 0 && total > COLLECT_ALWAYS && !query.sort.descending) {
    const walked = await readWalkingFirstPage(db, totals, source, query, total, tableRows);
    if (walked) return { ...paged, data: walked };
  }
  if (!collect && offset >= DEEP_OFFSET && source.from === source.table) {
    return { ...paged, data: await readDeepPage(db, totals, source, query, `${totalKey}\u0000${query.orderBy}`, offset) };
  }
  const { sql, params } = pageSql(source, query, query.perPage, offset, collect);
  // a generic plan suits collecting a search's few matches and a page of the whole list, but with many matches the
  // best page plan depends on the text (a prefix whose matches come early in the sort index is read along it, one
  // that spreads through it collected): planned with the values then (at 1,000,000 students, "abash" sorted by
  // surname: 0.1 ms against 266 ms)
  const planOnce = query.planOnce && (collect || query.where.length === 0);
  return { ...paged, data: await db.query(sql, params, { prepared: true, planOnce }) };
}

// From this many rows in, a page is read on from the row before it (its anchor) rather than counted to by OFFSET.
const DEEP_OFFSET = 1_500;

/** The row a page follows: its sort key (as text, exactly; null when it has none) and id. */
interface Anchor { key: string | null; id: number }

/**
 * A page far into a list, read without walking every row before it: from the row just before it (its anchor), by
 * (sort key, id), which the sort index reads as a range. An anchor is remembered as totals are (until the table is
 * written), each page's last row as the next page's; one not known yet is found by reading only the sort index's
 * keys up to it, which costs less than reading the rows. The rows without a sort key (NULL) end the list either way
 * and are read after the others, by id.
 */
async function readDeepPage(db: Queryable, totals: TotalsCache, source: ListSource, query: ListQuery, listKey: string, offset: number): Promise<Row[]> {
  const id = idColumnOf(source);
  const sort = query.sort.sql;
  const after = query.sort.descending ? '<' : '>';
  const planned = { prepared: true, planOnce: query.planOnce };
  const anchorKey = (at: number) => `${listKey}\u0000anchor\u0000${at}`;
  const remembered = totals.get<Anchor>(source.table, anchorKey(offset));
  const anchor = remembered ?? await findAnchor(db, source, query, offset);
  if (!anchor) return [];
  if (!remembered) totals.set(source.table, anchorKey(offset), anchor);
  /** up to limit rows, in the index's order, meeting the conditions given besides the list's own */
  const read = (conditions: (param: (value: unknown) => string) => string[], limit: number) => {
    const params = [...query.params];
    const param = (value: unknown) => `$${params.push(value)}`;
    const also = conditions(param);
    return db.query<Row>(
      `SELECT ${source.select}, (${sort})::text AS page_sort_key FROM ${source.from}${whereClause([...query.where, ...also])}
       ORDER BY ${indexOrder(query, id)} LIMIT ${param(limit)}`,
      params, planned,
    );
  };
  const rows = anchor.key === null ? [] : await read((param) => [`(${sort}, ${id}) ${after} (${param(anchor.key)}, ${param(anchor.id)})`], query.perPage);
  if (rows.length < query.perPage && query.sort.keyed) {
    rows.push(...await read((param) => [`${sort} IS NULL`, ...(anchor.key === null ? [`${id} ${after} ${param(anchor.id)}`] : [])], query.perPage - rows.length));
  }
  const last = rows.at(-1);
  if (last) totals.set(source.table, anchorKey(offset + rows.length), { key: last.page_sort_key as string | null, id: Number(last.id) });
  return rows.map(({ page_sort_key: _key, ...row }) => row);
}

/**
 * A first page of a few thousand matches looked for along the sort index, as far as a bound, and answered if found
 * whole there; undefined otherwise, for the matches to be collected. Whether a walk is short depends on where in the
 * sort the matches fall (an e-mail's start sorted by surname: at the top, when the e-mail is made of the surname; a
 * programme's students sorted by first name: far down, the names being of its language), which no estimate knows. It
 * is tried where, were the `total` matches spread evenly through the table, it would read fewer rows than collecting
 * them does, and it reads WALK_MARGIN times the rows such a spread would need (a power of two, at most walkRows): a
 * walk that fails costs a few times one that succeeds, not walkRows rows, before the matches are collected anyway. A
 * page found whole within the bound is the list's first, since every row before the bound was looked at. A table of
 * fewer rows is walked whole.
 */
async function readWalkingFirstPage(
  db: Queryable, totals: TotalsCache, source: ListSource, query: ListQuery, total: number, tableSize: () => Promise<number | undefined>,
): Promise<Row[] | undefined> {
  if (source.from !== source.table) return undefined;
  const id = idColumnOf(source);
  const sort = query.sort.sql;
  const tableRows = await tableSize();
  // the rows an even spread of the matches would have the walk read for a page (a table of unknown size: no walk)
  if (!tableRows) return undefined;
  const reach = (query.perPage * tableRows) / total;
  if (reach > total || reach > totals.walkRows) return undefined;
  const walkRows = Math.min(totals.walkRows, powerOfTwoFrom(Math.max(reach, query.perPage) * WALK_MARGIN));
  // the walkRows-th row of the list with no filter, found as a page far in finds the row it follows, from the sort
  // index's keys alone; remembered until the table is written. One among the rows without a sort key bounds nothing
  // (the walk reads the table whole)
  const boundKey = `${source.from}\u0000walk\u0000${query.orderBy}\u0000${walkRows}`;
  let bound = totals.fact<Anchor | null>(source.table, boundKey);
  if (bound === undefined) {
    const anchor = await findAnchor(db, source, { ...query, where: [], params: [], planOnce: true }, walkRows);
    bound = anchor && anchor.key !== null ? anchor : null;
    totals.set(source.table, boundKey, bound);
  }
  const params = [...query.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const within = bound === null ? [] : [`(${sort}, ${id}) <= (${param(bound.key)}, ${param(bound.id)})`];
  const rows = await db.query<Row>(
    `SELECT ${source.select} FROM ${source.from}${whereClause([...query.where, ...within])} ORDER BY ${query.orderBy} LIMIT ${param(query.perPage)}`,
    // one plan for every value: the walk along the sort index within the bound. Planned with the values, PostgreSQL
    // takes the filters' matches and the bound's rows as independent and prefers to intersect them and sort (6 ms
    // against 0.2 ms for "abash" sorted by surname at 100,000 students, whose e-mails are made of their surnames)
    params, { prepared: true, planOnce: true },
  );
  return rows.length === query.perPage || bound === null ? rows : undefined;
}

/**
 * The row at offset - 1 in the list's order, read from the sort index's keys alone: among the rows with a sort key,
 * or, past their end, among those without, after counting the rows with one.
 */
async function findAnchor(db: Queryable, source: ListSource, query: ListQuery, offset: number): Promise<Anchor | undefined> {
  const id = idColumnOf(source);
  const sort = query.sort.sql;
  const planned = { prepared: true, planOnce: query.planOnce };
  const nth = async (condition: string, at: number) => {
    const params = [...query.params, at];
    const [found] = await db.query<{ key: string | null; id: number }>(
      `SELECT (${sort})::text AS key, ${id} AS id FROM ${source.from}${whereClause([...query.where, condition])}
       ORDER BY ${indexOrder(query, id)} LIMIT 1 OFFSET $${params.length}`,
      params, planned,
    );
    return found && { key: found.key, id: Number(found.id) };
  };
  const valued = await nth(`${sort} IS NOT NULL`, offset - 1);
  if (valued || !query.sort.keyed) return valued;
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM ${source.from}${whereClause([...query.where, `${sort} IS NOT NULL`])}`,
    query.params, planned,
  );
  return nth(`${sort} IS NULL`, offset - 1 - count);
}

/** The sums of the columns given over every row the filters choose, remembered as the total is. */
export async function readTotals(
  db: Queryable, totals: TotalsCache, source: ListSource, query: ListQuery, keys: readonly string[],
): Promise<Record<string, number>> {
  const cacheKey = `${source.from}\u0000sums\u0000${keys.join(',')}\u0000${query.filterKey}`;
  const remembered = totals.get<Record<string, number>>(source.table, cacheKey);
  if (remembered) return remembered;
  const columns = keys.flatMap((key) => { const column = source.columns.get(key); return column ? [`coalesce(sum(${column.sql}), 0) AS ${key}`] : []; });
  const [row] = await db.query<Record<string, number>>(`SELECT ${columns.join(', ')} FROM ${source.from}${whereClause(query.where)}`, query.params);
  const sums = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
  totals.set(source.table, cacheKey, sums);
  return sums;
}

/**
 * Rows readAll reads in one statement. PGlite runs a statement in the server's own thread, every request waiting
 * meanwhile: reading 40,000 students sorted by surname at 100,000, a batch of 2,000 held it 42 ms (the median; up to
 * 185), one of 500 10 ms (up to 20), the whole taking as long either way (0.8-1.1 s against 0.9). With batches of 250
 * (and the rows written in slices of 100, export.ts) the list asked while an export job of 100,000 rows runs answered
 * with a p99 of 38 ms against 53-96 at 500, 1,200 pages served during the job against 700-840, the export as long
 * (11.5-12.0 s streamed against 12.7-12.8); at 125 the p99 was 29 ms, but the job took 18-19 s against 13.5-14.
 */
const READ_ALL_BATCH = 250;

/**
 * Every row of the list in its order, a batch at a time (export). Each batch goes on from the
 * last row of the one before by its (sort key, id), which the sort index reads as a range: an
 * OFFSET would walk every row before it again, and at 100,000 rows that costs more than the rest
 * of the export. NULL sort keys (last either way, as the list's order puts them) are read in a
 * pass of their own, since a row comparison with NULL is never true.
 */
export async function* readAll(db: Queryable, source: ListSource, query: ListQuery, batch = READ_ALL_BATCH): AsyncGenerator<Row[]> {
  const id = idColumnOf(source);
  const sort = query.sort.sql;
  const after = query.sort.descending ? '<' : '>';
  for (const nulls of query.sort.keyed ? [false, true] : [false]) {
    let last: { key: string; id: number } | undefined;
    for (;;) {
      const params = [...query.params];
      const conditions = [...query.where, `${sort} IS ${nulls ? '' : 'NOT '}NULL`];
      if (last) {
        params.push(last.key, last.id);
        const [$key, $id] = [`$${params.length - 1}`, `$${params.length}`];
        conditions.push(nulls ? `${id} ${after} ${$id}` : `(${sort}, ${id}) ${after} (${$key}, ${$id})`);
      }
      params.push(batch);
      // the key as text keeps what the column holds exactly (a timestamp's microseconds too)
      const rows = await db.query<Row & { export_sort_key: string; export_id: number }>(
        `SELECT ${source.select}, (${sort})::text AS export_sort_key, ${id} AS export_id
         FROM ${source.from}${whereClause(conditions)} ORDER BY ${indexOrder(query, id)} LIMIT $${params.length}`,
        params,
      );
      if (rows.length > 0) {
        const end = rows[rows.length - 1];
        last = { key: end.export_sort_key, id: end.export_id };
        yield rows.map(({ export_sort_key: _key, export_id: _id, ...row }) => row);
      }
      if (rows.length < batch) break;
    }
  }
}
