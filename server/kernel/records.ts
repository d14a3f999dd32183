// Show, create, update, delete and restore for a screen stored in a table, driven by its registry entry; what a
// domain adds runs through the hooks (./hooks.ts), in the order documented there.
import type { Queryable, Row } from '../db/database';
import { LIMIT_SUFFIX, type FieldModel, type ServerScreen } from '../../contract/model';
import { fieldError, HttpError } from '../core/errors';
import type { AppContext } from '../core/context';
import type { Translator } from '../core/i18n';
import type { SessionUser } from '../core/user';
import { checkBody, type CheckedBody, type RawBody, type WriteForm } from './write-body';
import { checkReferences, type OptionsRead } from './options';
import { clearReferences, refuseIfUsed, restoreLinks } from './references';
import type { TableSource } from './table-source';
import { partsOf, withoutParts, writeParts } from './parts';
import { computedUpdate, writeComputed } from './computed';
import { keptFor, lastDeleted, recordChange, recordCreations, SECRET_COLUMNS, snapshot, type HistoryNotes } from './history';
import type { ScreenPolicy } from './policy';
import { checkRowWrite, givenReason, lockRefusal } from './workflow';
import { checkNoOverlap } from './overlap';

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

function versioned({ row_version: version, ...row }: Row): Versioned {
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
async function lockAt(tx: Queryable, resource: ServerScreen, source: TableSource, id: number, expected: Expected): Promise<Row> {
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

async function checkUnique(db: Queryable, resource: ServerScreen, values: Record<string, unknown>, id?: number) {
  for (const field of resource.fields) {
    const value = values[field.key];
    if (!field.unique || value === null || value === undefined) continue;
    const params: unknown[] = [value, id ?? 0];
    const condition = partitionCondition(resource, params);
    const [taken] = await db.query(
      `SELECT 1 FROM ${resource.table} WHERE ${field.key} = $1 AND id <> $2${condition} LIMIT 1`,
      params,
    );
    if (taken) throw fieldError(field.key, 'validation.unique');
  }
}

/**
 * No other row holds the values a screen's unique constraints name together (one application per personal number
 * and programme), as the row would be after the write: refused with the constraint's sentence under its last field.
 */
export async function checkConstraints(
  db: Queryable, resource: Pick<ServerScreen, 'constraints' | 'table' | 'name' | 'partition'>, values: Record<string, unknown>, current?: Row,
): Promise<void> {
  for (const constraint of resource.constraints ?? []) {
    if (!constraint.unique) continue;
    const after = constraint.unique.map((key) => (key in values ? values[key] : current?.[key]));
    if (after.some((value) => value === null || value === undefined)) continue;
    const params: unknown[] = [...after, current?.id ?? 0];
    const condition = partitionCondition(resource, params);
    const [taken] = await db.query(
      `SELECT 1 FROM ${resource.table} WHERE ${constraint.unique.map((key, i) => `${key} = $${i + 1}`).join(' AND ')} AND id <> $${after.length + 1}${condition} LIMIT 1`,
      params,
    );
    if (taken) throw fieldError(constraint.unique.at(-1)!, constraint.message);
  }
}

/**
 * A write the database refused for one of the screen's constraints: a unique index or an exclusion constraint (two
 * writes at once past the checks), said as the check says it, or, for an overlap whose other row cannot be read in the
 * failed transaction, in general; a capacity or requires trigger, said with what it found (its DETAIL: the places, or
 * what is lacking) under its field; a capacity's record whose places were lowered below those taken, under its limit;
 * another trigger's rule naming a field of the screen (its COLUMN), in its own sentence (server.constraints.<name>).
 */
export function constraintRefusal(resource: Pick<ServerScreen, 'constraints' | 'fields'>, error: unknown): unknown {
  const { code, constraint: index, detail, column } = error as { code?: string; constraint?: string; detail?: string; column?: string };
  // a record's places lowered below the rows taking them (another screen's capacity counts them)
  if (code === CHECK_VIOLATION && index?.endsWith(LIMIT_SUFFIX) && resource.fields.some((field) => field.key === column)) {
    return fieldError(column!, 'server.errors.below_taken', { taken: detail ?? '' });
  }
  const constraint = resource.constraints?.find((candidate) => candidate.index === index);
  if (code === EXCLUSION_VIOLATION && constraint?.noOverlap) return fieldError(constraint.noOverlap.part ?? constraint.noOverlap.key, 'validation.overlaps');
  if (code === CHECK_VIOLATION && constraint?.capacity) return fieldError(constraint.capacity.of, constraint.message, { limit: detail ?? '' });
  if (code === CHECK_VIOLATION && constraint?.requires) {
    return fieldError(constraint.requires.field, constraint.message, { missing: detail ?? '' });
  }
  // a rule a hand-written trigger keeps (a fee's payments within what is due), said under the field it names
  if (code === CHECK_VIOLATION && index && resource.fields.some((field) => field.key === column)) {
    return fieldError(column!, `server.constraints.${index}`, { limit: detail ?? '' });
  }
  if (!isUniqueViolation(error)) return error;
  if (constraint?.unique) return fieldError(constraint.unique.at(-1)!, constraint.message);
  return fieldError(resource.fields.find((f) => f.unique)?.key ?? 'id', 'validation.unique');
}

/** A write the database refused: by a workflow's lock (whichever screen's rows it keeps), or by one of the screen's constraints. */
function writeRefusal(ctx: AppContext, resource: Pick<ServerScreen, 'constraints' | 'fields'>, error: unknown): unknown {
  return lockRefusal(ctx.registry.screens, error) ?? constraintRefusal(resource, error);
}

/**
 * An action's form, checked as a write of the screen is (schema, values, the options its lookups name) and its
 * files stored. `work` does what the action does with the values; if it throws, the files are removed again.
 */
export async function withCheckedForm<T>(
  ctx: AppContext, form: WriteForm, raw: RawBody, work: (values: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const checked = await checkBody(form, raw, ctx.config.timeZone);
  await checkReferences(ctx.db, ctx, form, checked.values);
  const stored = await storeFiles(ctx, checked);
  try {
    return await work(checked.values);
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    throw error;
  }
}

/** PostgreSQL's code for a row an exclusion constraint refused. */
const EXCLUSION_VIOLATION = '23P01';
/** PostgreSQL's code for a row a check refused: a capacity or requires trigger raises it. */
const CHECK_VIOLATION = '23514';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

async function storeFiles(ctx: AppContext, checked: Awaited<ReturnType<typeof checkBody>>): Promise<string[]> {
  const stored: string[] = [];
  for (const file of checked.files) {
    const location = await ctx.storage.save(file.content, file.extension);
    checked.values[file.field] = location;
    stored.push(location);
  }
  return stored;
}

/** After a write has committed: the table's cached totals go, and the domains hear of it (afterWrite). */
export async function afterTableWrite(ctx: AppContext, table: string): Promise<void> {
  ctx.totals.invalidate(table);
  await ctx.hooks.afterWrite(table);
}

/**
 * One write in a transaction of its own: its checks read what it writes, a refusal leaves nothing behind (files
 * stored for it are removed again), and the domains' openWrite and closeWrite hooks run around it.
 */
async function inWrite<T>(ctx: AppContext, table: string, stored: readonly string[], work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => ctx.hooks.inWrite(tx, table, () => work(tx)));
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    throw error;
  }
}

/**
 * What a new row is checked for before it is written: the options it names, the workflow's rules, uniqueness (unless
 * it has been checked for many rows at once), constraints and overlaps, and the domains' beforeWrite.
 */
async function checkNewRow(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, values: Record<string, unknown>,
  options: { unique: boolean; read?: OptionsRead },
): Promise<void> {
  await checkReferences(tx, ctx, resource, values, undefined, options.read);
  await checkRowWrite(tx, resource, actor, values);
  if (options.unique) await checkUnique(tx, resource, values);
  await checkConstraints(tx, resource, values);
  await checkNoOverlap(ctx, tx, resource, values);
  await ctx.hooks.beforeWrite({ tx, actor, screen: resource, table: source.table, values });
}

/** A new row's own columns and values: its fields less its parts, who stamps it, the screen its shared table keeps it for. */
function newRowColumns(actor: SessionUser, resource: ServerScreen, values: Record<string, unknown>): Record<string, unknown> {
  const own = withoutParts(resource, values);
  for (const field of resource.fields) if (field.stamp) own[field.key] = actor.id;
  if (resource.partition) own[resource.partition.column] = resource.name;
  return own;
}

/**
 * What follows a row's own columns written (`written`, as its INSERT or UPDATE answered it): its parts, then its
 * computed fields (a sum of the parts), so that a record with either is read again, and the write kept in its
 * history (a creation when there was no row `before`). Answers the row as it now is.
 */
async function completeWrite(
  tx: Queryable, actor: SessionUser, resource: ServerScreen, source: TableSource, checked: CheckedBody, written: Row, before: Row | undefined, notes?: HistoryNotes,
): Promise<Row> {
  const id = Number(written.id);
  const parts = await writeParts(tx, resource, source.table, id, checked.values, actor.id);
  const row = await writeComputed(tx, resource, source.table, id) || parts ? await findRow(tx, resource, source, id) : written;
  await recordChange(tx, resource, source.table, before ? 'update' : 'create', actor.id, before, row, undefined, notes);
  return row;
}

/**
 * Creates one row inside a write's transaction, from a body already checked against the schema (its files stored):
 * checked (checkNewRow), the row, its parts and its computed fields written and the creation kept in its history.
 */
export async function createInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, checked: CheckedBody, notes?: HistoryNotes,
): Promise<Versioned> {
  await checkNewRow(tx, ctx, actor, resource, source, checked.values, { unique: true });
  const own = newRowColumns(actor, resource, checked.values);
  const columns = Object.keys(own);
  const params = columns.map((key) => own[key]);
  try {
    const [created] = await tx.query(
      `INSERT INTO ${source.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING ${versionedSelect(source)}`,
      params,
    );
    const { row: inserted, version } = versioned(created);
    return { row: await completeWrite(tx, actor, resource, source, checked, inserted, undefined, notes), version };
  } catch (error) {
    throw writeRefusal(ctx, resource, error);
  }
}

/** The array type a field's values are compared in (= ANY), so that the column's index serves. */
function arrayTypeOf(kind: FieldModel['kind']): string {
  return ({ integer: 'integer[]', lookup: 'integer[]', decimal: 'numeric[]', money: 'numeric[]', date: 'date[]' } as Partial<Record<FieldModel['kind'], string>>)[kind] ?? 'text[]';
}

/** A unique field's value as recordsHolding keys it: a number by its value (50 and "50.00" are one), else its text. */
export function uniqueText(field: Pick<FieldModel, 'kind'>, value: unknown): string {
  return ['integer', 'decimal', 'money'].includes(field.kind) ? String(Number(value)) : String(value);
}

/** Of the values a unique field is to take, those a row of the screen holds already (uniqueText), with that row's id. */
export async function recordsHolding(db: Queryable, resource: ServerScreen, field: FieldModel, values: readonly unknown[]): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const params: unknown[] = [values];
  const condition = partitionCondition(resource, params);
  const rows = await db.query<{ id: number; value: unknown }>(
    `SELECT id, ${field.key} AS value FROM ${resource.table} WHERE ${field.key} = ANY($1::${arrayTypeOf(field.kind)})${condition}`, params,
  );
  return new Map(rows.map((row) => [uniqueText(field, row.value), Number(row.id)]));
}

/**
 * Creates many new rows without parts inside a write's transaction (an import's batch): each checked as createInWrite
 * checks one — the options they name read once for all, each unique field's values once for all — then those that
 * pass written with one INSERT for each set of columns they fill, their computed fields set with one UPDATE and their
 * creations kept in their histories with one statement. Answers the refusals by the rows' places. The database's own
 * refusal (a constraint two writes at once slipped past the checks) throws, as one row's would: the caller then writes
 * the rows one by one to say which.
 */
export async function createRowsInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, rows: readonly CheckedBody[], notes?: HistoryNotes,
): Promise<Map<number, HttpError>> {
  const refused = new Map<number, HttpError>();
  for (const field of resource.fields.filter((candidate) => candidate.unique)) {
    const given = rows.map((row) => row.values[field.key]);
    const held = await recordsHolding(tx, resource, field, given.filter((value) => value !== null && value !== undefined));
    given.forEach((value, index) => {
      if (value !== null && value !== undefined && held.has(uniqueText(field, value)) && !refused.has(index)) refused.set(index, fieldError(field.key, 'validation.unique'));
    });
  }
  const read: OptionsRead = new Map();
  const passing: number[] = [];
  for (const [index, row] of rows.entries()) {
    if (refused.has(index)) continue;
    if (resource.fields.some((field) => field.kind === 'repeat' && field.key in row.values)) throw new Error('createRowsInWrite writes rows without parts');
    try {
      await checkNewRow(tx, ctx, actor, resource, source, row.values, { unique: false, read });
      passing.push(index);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.set(index, error);
    }
  }
  // rows that fill the same columns go together: a column a row leaves out takes its default, not null
  const byColumns = new Map<string, Record<string, unknown>[]>();
  for (const index of passing) {
    const own = newRowColumns(actor, resource, rows[index].values);
    const columns = Object.keys(own).sort().join(', ');
    const group = byColumns.get(columns) ?? [];
    group.push(own);
    byColumns.set(columns, group);
  }
  const created: Row[] = [];
  try {
    for (const [columns, values] of byColumns) {
      created.push(...(await tx.query(
        `INSERT INTO ${source.table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${source.table}, $1::jsonb)
         RETURNING ${source.rowSelect}`,
        [JSON.stringify(values)],
      )));
    }
  } catch (error) {
    throw writeRefusal(ctx, resource, error);
  }
  const ids = created.map((row) => Number(row.id));
  const computed = computedUpdate(resource, source.table, 'some');
  const written = computed && ids.length > 0
    ? (await tx.query(computed, [ids]), await tx.query(`SELECT ${source.rowSelect} FROM ${source.table} WHERE id = ANY($1::integer[])`, [ids]))
    : created;
  await recordCreations(tx, resource, source.table, actor.id, written, notes);
  return refused;
}

export async function createRow(
  ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, raw: RawBody,
): Promise<Versioned> {
  const checked = await checkBody(resource, raw, ctx.config.timeZone);
  const stored = await storeFiles(ctx, checked);
  const answer = await inWrite(ctx, source.table, stored, (tx) => createInWrite(tx, ctx, actor, resource, source, checked));
  await afterTableWrite(ctx, source.table);
  return answer;
}

/**
 * Updates one row, locked as `current`, inside a write's transaction, from a body already checked against the schema
 * as the row would be after it: checked and written as a creation is, the change kept in its history.
 */
export async function updateInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, current: Row, checked: CheckedBody,
  notes?: HistoryNotes,
): Promise<Versioned> {
  const id = Number(current.id);
  await checkRowWrite(tx, resource, actor, current, checked.values);
  await checkReferences(tx, ctx, resource, checked.values, current);
  await checkUnique(tx, resource, checked.values, id);
  await checkConstraints(tx, resource, checked.values, current);
  await checkNoOverlap(ctx, tx, resource, checked.values, current);
  await ctx.hooks.beforeWrite({ tx, actor, screen: resource, table: source.table, id, before: current, values: checked.values });
  const own = withoutParts(resource, checked.values);
  const columns = Object.keys(own);
  const params: unknown[] = columns.map((key) => own[key]);
  params.push(id);
  const assignments = [...columns.map((key, i) => `${key} = $${i + 1}`), 'updated_at = now()'];
  try {
    const [answered] = await tx.query(
      `UPDATE ${source.table} SET ${assignments.join(', ')} WHERE id = $${params.length} RETURNING ${versionedSelect(source)}`,
      params,
    );
    const { row: changed, version } = versioned(answered);
    return { row: await completeWrite(tx, actor, resource, source, checked, changed, current, notes), version };
  } catch (error) {
    throw writeRefusal(ctx, resource, error);
  }
}

export async function updateRow(
  ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, id: number, raw: RawBody, expected?: Expected,
): Promise<Versioned> {
  const read = await findRow(ctx.db, resource, source, id);
  const checked = await checkBody(resource, raw, ctx.config.timeZone, read);
  const stored = await storeFiles(ctx, checked);
  let current = read;
  const updated = await inWrite(ctx, source.table, stored, async (tx) => {
    current = await lockAt(tx, resource, source, id, expected);
    return updateInWrite(tx, ctx, actor, resource, source, current, checked);
  });
  await afterTableWrite(ctx, source.table);
  const replaced = resource.fields
    .filter((f) => f.kind === 'file' && f.key in checked.values && current[f.key] && current[f.key] !== checked.values[f.key])
    .map((f) => String(current[f.key]));
  await Promise.all(replaced.map((location) => ctx.storage.remove(location)));
  return updated;
}

/**
 * The reason a deletion gives, as a screen that asks one (deleteReason) keeps it: text, trimmed, required; none for
 * another screen. Refused with 422 under `reason`.
 */
export function deletionReason(resource: Pick<ServerScreen, 'deleteReason'>, given: unknown): string | undefined {
  if (!resource.deleteReason) return undefined;
  const reason = givenReason(given);
  if (reason === '') throw fieldError('reason', 'server.errors.delete_reason_required');
  return reason;
}

/**
 * Deletes one row inside a write's transaction, unless other rows still use it (409, naming them) or it grants
 * what the actor does not hold; the references that say so are cleared. A screen that asks a deletion's reason
 * refuses one without it, and keeps it in the history. Answers the row and the tables written.
 */
export async function deleteInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, t: Translator, resource: ServerScreen, source: TableSource, current: Row, given?: unknown,
): Promise<string[]> {
  const id = Number(current.id);
  const reason = deletionReason(resource, given);
  await checkRowWrite(tx, resource, actor, current);
  await ctx.hooks.beforeDelete({ tx, actor, screen: resource, table: source.table, row: current });
  await refuseIfUsed(tx, ctx, t, source.table, id);
  // what it was is kept first: the row as stored, its parts, and then the references the deletion clears
  const row = await snapshot(tx, source.table, id);
  const links = await clearReferences(tx, ctx, source.table, id);
  await tx.query(`DELETE FROM ${source.table} WHERE id = $1`, [id]).catch((error: unknown) => {
    throw lockRefusal(ctx.registry.screens, error) ?? error;
  });
  // its stored files stay, for a restore
  await recordChange(tx, resource, source.table, 'delete', actor.id, current, undefined, { row, parts: partsOf(resource, current), links }, { reason });
  return [...links.map((link) => link.table), source.table];
}

export async function deleteRow(
  ctx: AppContext, actor: SessionUser, t: Translator, resource: ServerScreen, source: TableSource, id: number, expected?: Expected, reason?: unknown,
): Promise<void> {
  deletionReason(resource, reason);
  const tables = await inWrite(ctx, source.table, [], async (tx) => (
    deleteInWrite(tx, ctx, actor, t, resource, source, await lockAt(tx, resource, source, id, expected), reason)
  ));
  for (const table of new Set(tables)) await afterTableWrite(ctx, table);
}

/** The columns a row of the table is written with: all but the generated ones (an account's full name). */
async function writableColumns(tx: Queryable, table: string): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'`, [table],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Brings a deleted record back, as it was and with the same id: its row, its parts and the references to it the
 * deletion cleared, checked as a new record is (the grants; a reference to a row gone since, or a value another
 * record has taken, refuses it with 409 and changes nothing). The restore is an entry of its history. A record its
 * screen's policy would not let the actor read (of a shared table, another screen's) is not there.
 */
export async function restoreRow(ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, policy: ScreenPolicy, id: number): Promise<Row> {
  const { row, tables } = await inWrite(ctx, source.table, [], async (tx) => {
    const deleted = await lastDeleted(tx, source.table, id);
    if (!deleted || !(await keptFor(tx, source.table, id, policy.kept(actor)!))) throw new HttpError(404, 'server.errors.not_found');
    const values = Object.fromEntries(resource.fields.filter((field) => field.key in deleted.row).map((field) => [field.key, deleted.row[field.key]]));
    if (resource.workflow?.of !== undefined) await policy.checkWrite(tx, actor, values);
    await ctx.hooks.beforeWrite({ tx, actor, screen: resource, table: source.table, values });
    const columns = [...await writableColumns(tx, source.table)].filter((column) => column in deleted.row || SECRET_COLUMNS.has(column));
    const params = columns.map((column) => (SECRET_COLUMNS.has(column) ? '' : deleted.row[column]));
    await tx.query('SAVEPOINT restore');
    try {
      await tx.query(
        `INSERT INTO ${source.table} (${columns.join(', ')})
         SELECT ${columns.join(', ')} FROM jsonb_populate_record(NULL::${source.table}, $1::jsonb)`,
        [JSON.stringify(Object.fromEntries(columns.map((column, i) => [column, params[i]])))],
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '23503' && code !== '23505' && code !== EXCLUSION_VIOLATION && code !== CHECK_VIOLATION) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT restore');
      throw new HttpError(409, code === '23503' ? 'server.history.restore_gone' : 'server.history.restore_taken');
    }
    const parts = Object.fromEntries(Object.entries(deleted.parts ?? {}).map(([key, items]) => [
      key, items.map((item) => Object.fromEntries(Object.entries(item as Record<string, unknown>).filter(([part]) => part !== 'id'))),
    ]));
    await writeParts(tx, resource, source.table, id, parts, actor.id);
    const linked = await restoreLinks(tx, id, deleted.links ?? []);
    const restored = await findRow(tx, resource, source, id);
    await recordChange(tx, resource, source.table, 'restore', actor.id, undefined, restored);
    return { row: restored, tables: [...linked, source.table] };
  });
  for (const table of new Set(tables)) await afterTableWrite(ctx, table);
  return row;
}
