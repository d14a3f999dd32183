// Every record's history: each create, update and delete made through a screen's write path is kept in the
// write's own transaction with who made it, when, and each changed field's value before and after, so "who set
// this statement to rejected, and when" has an answer, and a deleted record's values are not lost.
import type { Queryable, Row } from '../db/database';
import type { ResourceDefinition } from '../registry';

export type ChangeAction = 'create' | 'update' | 'delete';

/** The most entries a record's history answers with, newest first. */
export const HISTORY_LIMIT = 200;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Each field of the screen whose value differs between the two states, as [before, after]. */
function changedFields(resource: ResourceDefinition, before: Row | undefined, after: Row | undefined): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of resource.fields) {
    const [was, is] = [before?.[field.key] ?? null, after?.[field.key] ?? null];
    if (same(was, is) || (isEmpty(was) && isEmpty(is))) continue;
    changes[field.key] = [was, is];
  }
  return changes;
}

/** Keeps one write in the record's history, unless an update changed nothing. */
export async function recordChange(
  tx: Queryable, resource: ResourceDefinition, table: string, action: ChangeAction, userId: number | null, before: Row | undefined, after: Row | undefined,
): Promise<void> {
  const changes = changedFields(resource, before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  const id = Number((after ?? before)?.id);
  await tx.query(
    'INSERT INTO record_changes (table_name, record_id, action, user_id, changes) VALUES ($1, $2, $3, $4, $5)',
    [table, id, action, userId, JSON.stringify(changes)],
  );
}

export interface HistoryEntry {
  id: string;
  action: ChangeAction;
  at: string;
  user_id: number | null;
  user_name: string | null;
  changes: Record<string, [unknown, unknown]>;
}

/** A record's history, newest first, each entry with the name of who made it. */
export async function readHistory(db: Queryable, table: string, id: number): Promise<HistoryEntry[]> {
  return db.query<HistoryEntry & Row>(
    `SELECT c.id::text AS id, c.action, c.at, c.user_id, u.full_name AS user_name, c.changes
     FROM record_changes c LEFT JOIN users u ON u.id = c.user_id
     WHERE c.table_name = $1 AND c.record_id = $2 ORDER BY c.id DESC LIMIT ${HISTORY_LIMIT}`,
    [table, id],
  );
}
