// Runs a parsed list query: one page of rows and the total, the total remembered per filter set
// until the table is next written (counting costs as much as the page itself).
import type { Queryable, Row } from '../db/database';
import type { Paged } from '../../src/runtime/screen';
import type { ListQuery, ListSource } from './list-query';

// Writes made by another process sharing the database are seen once a remembered total is this old.
const TOTAL_TTL_MS = 30_000;
const MAX_TOTALS = 2_000;

export class TotalsCache {
  /** ttlMs 0 counts every time (the benchmark measures the uncached cost with it) */
  constructor(private readonly ttlMs = TOTAL_TTL_MS) {}

  private readonly totals = new Map<string, { total: number; at: number; version: number }>();
  private readonly versions = new Map<string, number>();

  private version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  get(table: string, key: string): number | undefined {
    const entry = this.totals.get(key);
    if (!entry || entry.version !== this.version(table) || Date.now() - entry.at >= this.ttlMs) return undefined;
    return entry.total;
  }

  set(table: string, key: string, total: number): void {
    if (this.totals.size >= MAX_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    this.totals.set(key, { total, at: Date.now(), version: this.version(table) });
  }

  /** The table was written: every total remembered for it is stale. */
  invalidate(table: string): void {
    this.versions.set(table, this.version(table) + 1);
  }
}

function whereClause(conditions: readonly string[]): string {
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
}

function pageSql(source: ListSource, query: ListQuery, limit: string, offset: string): string {
  return `SELECT ${source.select} FROM ${source.from}${whereClause(query.where)}
    ORDER BY ${query.orderBy} LIMIT ${limit} OFFSET ${offset}`;
}

export async function readPage(
  db: Queryable,
  totals: TotalsCache,
  source: ListSource,
  query: ListQuery,
): Promise<Paged<Row>> {
  const where = whereClause(query.where);
  const offset = (query.page - 1) * query.perPage;
  const params = [...query.params, query.perPage, offset];
  const data = await db.query(pageSql(source, query, `$${params.length - 1}`, `$${params.length}`), params, { prepared: true });
  const totalKey = `${source.from}\u0000${query.filterKey}`;
  let total = totals.get(source.table, totalKey);
  if (total === undefined) {
    if (data.length > 0 && data.length < query.perPage) {
      // a short page is the last one: its rows tell the total without counting
      total = offset + data.length;
    } else {
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM ${source.from}${where}`,
        query.params,
        { prepared: true },
      );
      total = row.total;
    }
    totals.set(source.table, totalKey, total);
  }
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    total,
    per_page: query.perPage,
    data,
  };
}

/** Every row of the list in its order, a batch at a time (export). */
export async function* readAll(db: Queryable, source: ListSource, query: ListQuery, batch = 2_000): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batch) {
    const params = [...query.params, batch, offset];
    const rows = await db.query(pageSql(source, query, `$${params.length - 1}`, `$${params.length}`), params);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
