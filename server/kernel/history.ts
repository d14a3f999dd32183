// Every record's history: each create, update, delete and restore made through a screen's write path is kept in the
// write's own transaction with who made it, when, and each changed field's value before and after, so "who set
// this statement to rejected, and when" has an answer. A deleted record's entry keeps the whole row and the links
// other rows had to it, so it can be brought back.
import type { Queryable, Row } from '../db/database';
import type { ServerScreen } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import type { ClearedLink } from './references';
import { HISTORY_JOB, HISTORY_PAGE, IMPORTED_FROM, WORKFLOW_REASON } from '../../contract/constants';

export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'export' | 'erase';

/** A field whose value is never kept: its entry says it changed, not what it was or became. */
export const SECRET = { secret: true } as const;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** Whether a value is no value: none, an empty text or an empty list. */
export const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a value held and one to be written are the same value, as the row shows it (4.5 and "4.50", 09:00 and 09:00:00). */
export function sameValue(kind: FieldKind, held: unknown, given: unknown): boolean {
  if (isEmpty(held) || isEmpty(given)) return isEmpty(held) && isEmpty(given);
  if (kind === 'integer' || kind === 'decimal' || kind === 'money') return Number(held) === Number(given);
  if (kind === 'time') return String(held).slice(0, 5) === String(given).slice(0, 5);
  if (kind === 'lookupMany') return JSON.stringify([...(held as unknown[])].map(String).sort()) === JSON.stringify([...(given as unknown[])].map(String).sort());
  return String(held) === String(given);
}

/** Each field of the screen whose value differs between the two states, as [before, after]. */
export function changedFields(resource: Pick<ServerScreen, 'fields'>, before: Row | undefined, after: Row | undefined): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of resource.fields) {
    const [was, is] = [before?.[field.key] ?? null, after?.[field.key] ?? null];
    if (same(was, is) || (isEmpty(was) && isEmpty(is))) continue;
    changes[field.key] = [was, is];
  }
  return changes;
}

/**
 * What a deleted record was: the row as its table held it (without its secrets), its parts (a survey's questions)
 * and which rows named it (references the deletion cleared).
 */
export interface Deleted {
  row: Record<string, unknown>;
  parts: Record<string, unknown[]>;
  links: ClearedLink[];
}

/** Columns whose values no history keeps (an account's password hash); a restored row has them empty. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash']);

/** A row of the table aliased `alias` as JSON, as its table holds it, without its secrets. */
export const rowWithoutSecrets = (alias: string): string => `to_jsonb(${alias}) ${[...SECRET_COLUMNS].map((column) => `- '${column}'`).join(' ')}`;

async function keep(
  tx: Queryable, table: string, id: number, action: ChangeAction, userId: number | null, changes: object, record?: Deleted,
): Promise<void> {
  await tx.query(
    'INSERT INTO record_changes (table_name, record_id, action, user_id, changes, record) VALUES ($1, $2, $3, $4, $5, $6)',
    [table, id, action, userId, JSON.stringify(changes), record ? JSON.stringify(record) : null],
  );
}

/** What an entry says beside the fields changed: the reason a person gave, the file a row was imported from. */
export interface HistoryNotes {
  reason?: string;
  importedFrom?: string;
}

/** A write's changed fields with what its notes say beside them, each as [null, value]. */
function withNotes(changes: Record<string, unknown>, notes: HistoryNotes): Record<string, unknown> {
  if (notes.reason !== undefined) changes[WORKFLOW_REASON] = [null, notes.reason];
  if (notes.importedFrom !== undefined) changes[IMPORTED_FROM] = [null, notes.importedFrom];
  return changes;
}

/**
 * Keeps one write in the record's history, unless an update changed nothing; a deletion keeps what was deleted, and
 * the reason given for it; an imported row, the file's name.
 */
export async function recordChange(
  tx: Queryable, resource: ServerScreen, table: string, action: ChangeAction, userId: number | null,
  before: Row | undefined, after: Row | undefined, deleted?: Deleted, notes: HistoryNotes = {},
): Promise<void> {
  const changes = changedFields(resource, before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await keep(tx, table, Number((after ?? before)?.id), action, userId, withNotes(changes, notes), deleted);
}

/** Keeps many rows' entries of one action in their histories, in one statement. */
async function keepMany(
  tx: Queryable, table: string, action: ChangeAction, userId: number | null, entries: readonly { id: number; changes: object }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO record_changes (table_name, record_id, action, user_id, changes)
     SELECT $1, e.id, $2, $3, e.changes FROM jsonb_to_recordset($4::jsonb) AS e(id integer, changes jsonb)`,
    [table, action, userId, JSON.stringify(entries)],
  );
}

/** Keeps the creation of many rows (an import's batch) in their histories, in one statement. */
export async function recordCreations(
  tx: Queryable, resource: ServerScreen, table: string, userId: number | null, rows: readonly Row[], notes: HistoryNotes = {},
): Promise<void> {
  await keepMany(tx, table, 'create', userId, rows.map((row) => ({ id: Number(row.id), changes: withNotes(changedFields(resource, undefined, row), notes) })));
}

/** Keeps the changes of many rows (a batch of an edit of many rows), each [before, after], in one statement; a row whose fields are as they were keeps none. */
export async function recordUpdates(
  tx: Queryable, resource: ServerScreen, table: string, userId: number | null, rows: readonly (readonly [Row | undefined, Row])[],
): Promise<void> {
  const entries = rows.map(([before, after]) => ({ id: Number(after.id), changes: changedFields(resource, before, after) }));
  await keepMany(tx, table, 'update', userId, entries.filter((entry) => Object.keys(entry.changes).length > 0));
}

/**
 * Runs `work` (an action's own write on some of a screen's records: news published, payments imported) and keeps in
 * each record's history, in the same transaction, what it changed of the screen's fields, as an update.
 */
export async function keepingHistory<T>(
  tx: Queryable, resource: ServerScreen, source: { table: string; rowSelect: string }, ids: readonly number[], userId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  const read = async (): Promise<Map<number, Row>> => new Map((await tx.query<Row>(
    `SELECT ${source.rowSelect} FROM ${source.table} WHERE id = ANY($1::integer[])`, [[...new Set(ids)]],
  )).map((row) => [Number(row.id), row]));
  const before = await read();
  const answer = await work();
  for (const [id, after] of await read()) {
    if (before.has(id)) await recordChange(tx, resource, source.table, 'update', userId, before.get(id), after);
  }
  return answer;
}

/**
 * Keeps an update of values that no write of the screen's fields made (a workflow's state moved, with its reason),
 * each as [before, after], with who made it.
 */
export async function recordValuesChange(
  tx: Queryable, table: string, id: number, userId: number | null, changes: Readonly<Record<string, [unknown, unknown]>>,
): Promise<void> {
  await keep(tx, table, id, 'update', userId, changes);
}

/**
 * Keeps that a person's data was given to them (kernel/person.ts), by whom and when: once for the job that gave it,
 * however often the job runs (taken up again after its server died, after the entry was kept).
 */
export async function recordExport(tx: Queryable, table: string, id: number, userId: number | null, job: string): Promise<void> {
  // once a job: the database keeps no second entry of the same job (migration 0076's unique index)
  await tx.query(
    `INSERT INTO record_changes (table_name, record_id, action, user_id, changes) VALUES ($1, $2, 'export', $3, $4) ON CONFLICT DO NOTHING`,
    [table, id, userId, JSON.stringify({ [HISTORY_JOB]: [null, job] })],
  );
}

/** Keeps a person's erasure: which fields were erased (never their values), by whom, when and why. */
export async function recordErasure(tx: Queryable, table: string, id: number, userId: number | null, fields: readonly string[], reason: string): Promise<void> {
  await keep(tx, table, id, 'erase', userId, withNotes(Object.fromEntries(fields.map((key) => [key, SECRET])), { reason }));
}

/** Every value a record's history has kept of the fields: before and after each change, and in each deleted copy. */
export async function keptValues(db: Queryable, table: string, id: number, keys: readonly string[]): Promise<unknown[]> {
  const rows = await db.query<{ value: unknown }>(
    `SELECT v.value FROM record_changes c, LATERAL (
       SELECT jsonb_array_elements(c.changes -> k) AS value FROM unnest($3::text[]) k WHERE jsonb_typeof(c.changes -> k) = 'array'
       UNION ALL SELECT c.record -> 'row' -> k FROM unnest($3::text[]) k WHERE c.record IS NOT NULL
     ) v WHERE c.table_name = $1 AND c.record_id = $2`,
    [table, id, keys],
  );
  return rows.map((row) => row.value);
}

/** Blanks the fields' values in a record's history: each change says the field changed, a deleted copy holds none. */
export async function blankValues(tx: Queryable, table: string, id: number, keys: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE record_changes SET
       changes = changes || coalesce((SELECT jsonb_object_agg(k, $4::jsonb) FROM jsonb_object_keys(changes) k WHERE k = ANY($3)), '{}'),
       record = CASE WHEN record IS NULL THEN NULL ELSE jsonb_set(record, '{row}', (record -> 'row')
         || coalesce((SELECT jsonb_object_agg(k, 'null'::jsonb) FROM jsonb_object_keys(record -> 'row') k WHERE k = ANY($3)), '{}')) END
     WHERE table_name = $1 AND record_id = $2`,
    [table, id, keys, JSON.stringify(SECRET)],
  );
}

/** Keeps the change of a secret (a password): that it changed, by whom and when; never the value. */
export async function recordSecretChange(tx: Queryable, table: string, id: number, userId: number | null, field: string): Promise<void> {
  await keep(tx, table, id, 'update', userId, { [field]: SECRET });
}

/** The row as its table holds it, without its secrets, to be kept when it is deleted. */
export async function snapshot(tx: Queryable, table: string, id: number): Promise<Record<string, unknown>> {
  const [found] = await tx.query<{ row: Record<string, unknown> }>(
    `SELECT ${rowWithoutSecrets('t')} AS row FROM ${table} t WHERE id = $1`, [id],
  );
  return found.row;
}

const offsetOf = (page: number): number => (Math.max(1, page) - 1) * HISTORY_PAGE;

/**
 * A page of a record's history as the answer's JSON, newest first, each entry with the name of who made it and each
 * changed field as {from, to} ({secret: true} for a value not kept), and how many entries there are — written by the
 * database in one statement, which asks the screen's policy too (`held`, its parameters first): undefined where the
 * reader may not read the record.
 */
export async function historyAnswer(db: Queryable, table: string, id: number, held: { sql: string; params: unknown[] }, page = 1): Promise<string | undefined> {
  const params = [...held.params, table, id];
  const [$table, $id] = [`$${params.length - 1}`, `$${params.length}`];
  const [found] = await db.query<{ answer: string | null }>(
    `SELECT CASE WHEN ${held.sql} THEN json_build_object(
       'data', coalesce((SELECT json_agg(json_build_object('at', e.at, 'user_id', e.user_id, 'user_name', e.user_name, 'action', e.action, 'changes', e.changes) ORDER BY e.id DESC)
         FROM (SELECT c.id, c.at, c.user_id, u.full_name AS user_name, c.action,
                 (SELECT coalesce(json_object_agg(k, CASE WHEN jsonb_typeof(v) = 'array' THEN json_build_object('from', v -> 0, 'to', v -> 1) ELSE '{"secret": true}'::json END), '{}')
                  FROM jsonb_each(c.changes) AS change(k, v)) AS changes
               FROM record_changes c LEFT JOIN users u ON u.id = c.user_id
               WHERE c.table_name = ${$table} AND c.record_id = ${$id} ORDER BY c.id DESC LIMIT ${HISTORY_PAGE} OFFSET ${offsetOf(page)}) e), '[]'),
       'total', (SELECT count(*) FROM record_changes WHERE table_name = ${$table} AND record_id = ${$id})
     )::text END AS answer`,
    // planned once on PostgreSQL: its plan (the record's entries by their index) is the same for every record
    params, { prepared: true, planOnce: true },
  );
  return found.answer ?? undefined;
}

/** Of a table's deleted rows, as their history kept them, those a reader may read: the kept row is aliased as its table. */
export interface KeptRows {
  /** what follows the history's entry `c` in FROM: the kept row, as a row of its table, and the joins the policy reads */
  from: string;
  where: { sql: string; params: unknown[] };
}

export interface DeletedEntry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  /** the deleted record's values of the screen's fields and columns, to know it by */
  values: Record<string, unknown>;
}

/**
 * A page of a table's records deleted and not brought back since, newest first, of those its screen's policy keeps
 * for the reader (`kept`: of a shared table, its screen's own), with who deleted each and when.
 */
export async function readDeleted(db: Queryable, table: string, kept: KeptRows, page = 1): Promise<{ data: DeletedEntry[]; total: number }> {
  const params: unknown[] = [...kept.where.params, table];
  const tableParam = `$${params.length}`;
  // who deleted each is joined to both the page and its count (an account at most: the count does not change)
  const latest = `FROM record_changes c LEFT JOIN users u ON u.id = c.user_id ${kept.from}
    WHERE c.table_name = ${tableParam} AND c.action = 'delete' AND (${kept.where.sql})
    AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = c.record_id)
    AND NOT EXISTS (SELECT 1 FROM record_changes later WHERE later.table_name = c.table_name AND later.record_id = c.record_id AND later.id > c.id)`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Row & { record: Deleted }>(
      `SELECT c.record_id AS id, c.at, c.user_id, u.full_name AS user_name, c.record
       ${latest} ORDER BY c.id DESC LIMIT ${HISTORY_PAGE} OFFSET ${offsetOf(page)}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::integer AS total ${latest}`, params),
  ]);
  return {
    data: rows.map(({ record, ...entry }) => ({ ...(entry as unknown as Omit<DeletedEntry, 'values'>), values: record?.row ?? {} })),
    total,
  };
}

/**
 * Whether the record's last deletion, not brought back since, kept a row the policy keeps for the reader (`kept`): one
 * they could read were it there.
 */
export async function keptFor(db: Queryable, table: string, id: number, kept: KeptRows): Promise<boolean> {
  const params: unknown[] = [...kept.where.params, table, id];
  const found = await db.query(
    `SELECT 1 FROM record_changes c ${kept.from}
     WHERE c.table_name = $${params.length - 1} AND c.record_id = $${params.length} AND c.action = 'delete' AND (${kept.where.sql})
       AND NOT EXISTS (SELECT 1 FROM record_changes later WHERE later.table_name = c.table_name AND later.record_id = c.record_id AND later.id > c.id)`,
    params,
  );
  return found.length > 0;
}

/** What a record was when it was last deleted, unless it has been brought back since (or never was deleted). */
export async function lastDeleted(db: Queryable, table: string, id: number): Promise<Deleted | undefined> {
  const [last] = await db.query<{ action: ChangeAction; record: Deleted | null }>(
    'SELECT action, record FROM record_changes WHERE table_name = $1 AND record_id = $2 ORDER BY id DESC LIMIT 1', [table, id],
  );
  return last?.action === 'delete' && last.record ? last.record : undefined;
}
