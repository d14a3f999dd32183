// A stored row's version and where it is read: PostgreSQL's xmin, which every write of the row changes, is the ETag a
// reader is given and the If-Match a writer names; a write finding the row at another version is refused (412). A
// screen sharing its table (partition) reads its own rows alone.
import type { Queryable, Row } from '../db/database';
import type { ServerScreen } from '../../contract/model';
import { HttpError } from '../core/errors';
import type { TableSource } from './table-source';

/** For a screen that shares its table (partition): the condition keeping to its own rows, its value added to params. */
export function partitionCondition(screen: Pick<ServerScreen, 'name' | 'partition'>, params: unknown[]): string {
  if (!screen.partition) return '';
  params.push(screen.name);
  return ` AND ${screen.partition.column} = $${params.length}`;
}

/** A written row and the version the write left it at (every write of one transaction leaves the same). */
export interface Versioned { row: Row; version: string }

/** What a row is read or written back as (SELECT, INSERT … RETURNING, UPDATE … RETURNING): the row as read alone, and its version. */
export const versionedSelect = (source: TableSource): string => `${source.rowSelect}, ${source.table}.xmin::text AS row_version`;

export function versioned({ row_version: version, ...row }: Row): Versioned {
  return { row, version: String(version) };
}

/** A row with its version: PostgreSQL's xmin, which every write of the row changes (an ETag, If-Match). */
export async function findVersionedRow(
  db: Queryable, resource: ServerScreen, source: TableSource, id: number, lock = false,
): Promise<Versioned> {
  const params: unknown[] = [id];
  const condition = partitionCondition(resource, params);
  const [found] = await db.query(`SELECT ${versionedSelect(source)} FROM ${source.table} WHERE id = $1${condition}${lock ? ' FOR UPDATE' : ''}`, params);
  if (!found) throw new HttpError(404, 'server.errors.not_found');
  return versioned(found);
}

export async function findRow(db: Queryable, resource: ServerScreen, source: TableSource, id: number): Promise<Row> {
  return (await findVersionedRow(db, resource, source, id)).row;
}

/** A write's If-Match: the version the writer last saw (an ETag's value), or * for any; none keeps no check. */
export type Expected = string | undefined;

/** The version a write found the row at, and so answers; a row changed since the writer read it refuses the write. */
export async function lockAt(tx: Queryable, resource: ServerScreen, source: TableSource, id: number, expected: Expected): Promise<Row> {
  const { row, version } = await findVersionedRow(tx, resource, source, id, true);
  if (expected !== undefined && expected !== '*' && expected !== version) throw new StaleVersion(row, version);
  return row;
}

/** 412: the record changed since the writer read it; the answer carries it as it is now, with its version. */
export class StaleVersion extends HttpError {
  constructor(readonly current: Row, readonly version: string) {
    super(412, 'server.errors.stale', {}, { etag: `"${version}"` }, { data: current, version: `"${version}"` });
  }
}

/** Whether a ticked row has been written since the list showed it (its version then is not its version now). */
export function changedSince(versions: ReadonlyMap<number, string>, id: number, now: string): boolean {
  const seen = versions.get(id);
  return seen !== undefined && seen !== now;
}
