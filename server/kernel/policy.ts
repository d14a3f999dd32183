// A screen's policy: which of its rows a reader may read, and whether a row may be written in its state. Every route
// that reaches a screen's rows asks it (server/capabilities/): a list, an export and its job, an action, a record,
// its history, the recently deleted and a restore, a transition, a grid's scope, tiles and feeds, Find anyone, saved
// views, stored files and an area's lookups. The rows are the screen's source (its reader's or its table's) narrowed
// to the reader by scopedSource (scope, `only:` conditions, the states the reader's area sees, a shared table's
// partition) and, for a grid opened for some scopes, to those; the write rule is the workflow's (checkRowWrite).
import type { ServerScreen } from '../../contract/model';
import type { SessionUser } from '../core/user';
import type { Queryable } from '../db/database';
import type { KeptRows } from './history';
import { scopedSource, type ListSource } from './list-query';
import { holdsRow, idsHeld } from './paged-list';
import type { TableSource } from './table-source';
import { checkRowWrite } from './workflow';

export interface ScreenPolicy {
  /** the rows the user may read, as the source every route reading them pages, filters or opens */
  rows(user: SessionUser): ListSource;
  /** whether the user may read the row `id` (a route that answers one row, or what it was: 404 otherwise) */
  reads(db: Queryable, user: SessionUser, id: number): Promise<boolean>;
  /** that the user may read the row `id`, as a condition of a statement answering it, its parameters first (a history) */
  holds(user: SessionUser, id: number): { sql: string; params: unknown[] };
  /** of the rows `ids`, those the user may read (a lookup's options over the screen's table) */
  readable(db: Queryable, user: SessionUser, ids: readonly number[]): Promise<Set<number>>;
  /** of the ids, those a row the user may read names under its lookup column `key` (an application's vacancy) */
  named(db: Queryable, user: SessionUser, key: string, ids: readonly number[]): Promise<Set<number>>;
  /** of the table's deleted rows, those the user could read were they there (none for a screen without a table) */
  kept(user: SessionUser): KeptRows | undefined;
  /** refuses a write of rows (as they are, and as they will be) in a state the user may not write them in */
  checkWrite(tx: Queryable, user: SessionUser, ...rows: (Readonly<Record<string, unknown>> | undefined)[]): Promise<void>;
}

/** Where a screen's rows are reached through another's (a grid opened for a lecturer's own courses): its column naming them, and that screen's policy. */
export interface ReachedThrough {
  key: string;
  policy: ScreenPolicy;
}

/** The source's rows whose column `key` names a row of `scope`: the scope's conditions follow the source's, renumbered. */
function within(source: ListSource, key: string, scope: ListSource): ListSource {
  const params = [...(source.where?.params ?? [])];
  const shift = params.length;
  const renumbered = (sql: string) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
  params.push(...(scope.where?.params ?? []));
  const id = scope.columns.get('id')?.sql ?? 'src.id';
  const column = source.columns.get(key)?.sql ?? `src.${key}`;
  const held = `${column} IN (SELECT ${id} FROM ${renumbered(scope.from)} WHERE ${renumbered(scope.where?.sql ?? 'true')})`;
  return { ...source, where: { sql: source.where ? `${source.where.sql} AND ${held}` : held, params } };
}

/**
 * The policy of a screen whose rows come from `source` for a user (its reader's, or its stored table's), with its
 * stored table's source when it keeps rows, and the screen its rows are reached through, if any (grid key scopeFrom).
 */
export function screenPolicy(screen: ServerScreen, source: (user: SessionUser) => ListSource, stored?: TableSource, through?: ReachedThrough): ScreenPolicy {
  const rows = (user: SessionUser): ListSource => {
    const narrowed = scopedSource(screen, source(user), user);
    return through ? within(narrowed, through.key, through.policy.rows(user)) : narrowed;
  };
  return {
    rows,
    async reads(db, user, id) {
      return (await idsHeld(db, rows(user), [id])).size > 0;
    },
    holds: (user, id) => holdsRow(rows(user), id),
    readable: (db, user, ids) => idsHeld(db, rows(user), ids),
    async named(db, user, key, ids) {
      const source = rows(user);
      const column = source.columns.get(key);
      if (!column) return new Set();
      const params = [...(source.where?.params ?? []), ids];
      const values = column.kind === 'lookupMany' ? `unnest(${column.sql})` : column.sql;
      const found = await db.query<{ id: number }>(
        `SELECT DISTINCT v.id FROM (SELECT ${values} AS id FROM ${source.from} WHERE ${source.where?.sql ?? 'true'}) v WHERE v.id = ANY($${params.length}::integer[])`,
        params,
      );
      return new Set(found.map((row) => Number(row.id)));
    },
    kept(user) {
      if (!stored) return undefined;
      // the same narrowing over the row as it was kept, under its table's name, so the source's columns read it
      const scoped = scopedSource(screen, stored, user);
      const narrowed = through ? within(scoped, through.key, through.policy.rows(user)) : scoped;
      const joins = narrowed.from.slice(stored.from.length);
      return {
        from: `CROSS JOIN jsonb_populate_record(NULL::${stored.table}, c.record -> 'row') AS ${stored.table}${joins}`,
        where: narrowed.where ?? { sql: 'true', params: [] },
      };
    },
    checkWrite: (tx, user, ...written) => checkRowWrite(tx, screen, user, ...written),
  };
}
