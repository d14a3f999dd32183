// Whether an index serves a saved view's query at its table's current size: the planner's own plan of the view's first
// page, asked with EXPLAIN. A plan that reads the whole table (a sequential scan of it) over a table of at least
// UNINDEXED_ROWS rows (the planner's estimate, pg_class.reltuples) is not served; a small table is read whole by any
// plan and needs no index. Shared views so saved are listed by `npm run gen -- views` (unindexed.ts), for an author to
// turn into `commonLists`.
import type { ServerScreen } from '../../contract/model';
import type { Queryable } from '../db/database';
import type { ListQuery, ListSource } from '../kernel/list-query';
import { plainPageSql } from '../kernel/paged-list';

/** From this many rows (as the planner estimates them), a list read by a sequential scan is not served by an index. */
export const UNINDEXED_ROWS = 10_000;

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

function scansWhole(node: PlanNode, table: string): boolean {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) return true;
  return (node.Plans ?? []).some((child) => scansWhole(child, table));
}

export async function servedByIndex(db: Queryable, screen: ServerScreen, source: ListSource, query: ListQuery): Promise<boolean> {
  if (!screen.table) return true;
  const [size] = await db.query<{ rows: number }>(`SELECT greatest(reltuples, 0)::bigint AS rows FROM pg_class WHERE oid = to_regclass($1)`, [screen.table]);
  if (!size || size.rows < UNINDEXED_ROWS) return true;
  const { sql, params } = plainPageSql(source, query);
  const [explained] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return !scansWhole(explained['QUERY PLAN'][0].Plan, screen.table);
}
