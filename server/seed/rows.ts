// Multi-row inserts that keep only the columns a table has: the demo data outlives small changes
// to the screens.
import type { Queryable } from '../db/database';

const columnsCache = new WeakMap<Queryable, Map<string, Set<string>>>();

async function columnsOf(db: Queryable, table: string): Promise<Set<string>> {
  let tables = columnsCache.get(db);
  if (!tables) columnsCache.set(db, (tables = new Map()));
  let columns = tables.get(table);
  if (!columns) {
    const rows = await db.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()', [table],
    );
    columns = new Set(rows.map((r) => r.column_name));
    tables.set(table, columns);
  }
  return columns;
}

/** Inserts the rows and answers their ids in order. */
export async function insertRows(db: Queryable, table: string, rows: readonly Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const known = await columnsOf(db, table);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => known.has(key));
  const ids: number[] = [];
  const chunk = Math.max(1, Math.floor(30_000 / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += chunk) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + chunk).map((row) => `(${columns.map((key) => {
      const value = row[key];
      params.push(value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value ?? null);
      return `$${params.length}`;
    }).join(', ')})`);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`, params,
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** A small deterministic generator (mulberry32), so every demo database is the same. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
