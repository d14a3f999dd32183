// Show, create, update, delete and restore for a screen stored in a table, driven by its registry entry; what a
// domain adds runs through the hooks (./hooks.ts), in the order documented there.
import type { Queryable, Row } from '../db/database';
import type { ServerScreen } from '../../contract/model';
import { fieldError, HttpError, isRefusal } from '../core/errors';
import type { AppContext } from './context';
import type { Translator } from '../core/i18n';
import type { SessionUser } from '../core/user';
import { checkBody, type CheckedBody, type RawBody, type WriteForm } from './write-body';
import { checkReferences, type OptionsRead } from './options';
import { clearReferences, refuseIfUsed, restoreLinks } from './references';
import type { TableSource } from './table-source';
import { partsOf, withoutParts, writeParts } from './parts';
import { computedUpdate, writeComputed } from './computed';
import { keptFor, lastDeleted, recordChange, recordCreations, recordUpdates, SECRET_COLUMNS, snapshot, type HistoryNotes } from './history';
import type { ScreenPolicy } from './policy';
import { checkRowWrite, givenReason, lockRefusal } from './workflow';
import { checkNoOverlap } from './overlap';
import { findRow, lockAt, versioned, versionedSelect, type Expected, type Versioned } from './versions';
import { CHECK_VIOLATION, EXCLUSION_VIOLATION, checkConstraints, checkUnique, constraintRefusal, recordsHolding, uniqueText } from './constraints';

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
 * One row's write among many in a transaction, in a savepoint of its own: answers what `work` answered, or, where the
 * write was refused (a client's error: a check, a constraint, a lock), the refusal, with nothing of it left written;
 * any other error is thrown. One row refused, the others go on.
 */
export async function refusedIn<T>(tx: Queryable, work: () => Promise<T>): Promise<T | HttpError> {
  await tx.query('SAVEPOINT row_write');
  try {
    const done = await work();
    await tx.query('RELEASE SAVEPOINT row_write');
    return done;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT row_write');
    return error;
  }
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
 * What a change of a locked row (`current`) is checked for before it is written, with the values as the row would
 * hold them: the workflow's rules, the options it names (`read` keeps those read for the other rows of a batch),
 * uniqueness, constraints and overlaps, and the domains' beforeWrite.
 */
async function checkRowChange(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, current: Row, values: Record<string, unknown>,
  read?: OptionsRead,
): Promise<void> {
  const id = Number(current.id);
  await checkRowWrite(tx, resource, actor, current, values);
  await checkReferences(tx, ctx, resource, values, current, read);
  await checkUnique(tx, resource, values, id);
  await checkConstraints(tx, resource, values, current);
  await checkNoOverlap(ctx, tx, resource, values, current);
  await ctx.hooks.beforeWrite({ tx, actor, screen: resource, table: source.table, id, before: current, values });
}

/** The SET list of an UPDATE writing `columns` from the first values, its row stamped as changed now. */
const assignmentsOf = (columns: readonly string[]): string => [...columns.map((key, i) => `${key} = $${i + 1}`), 'updated_at = now()'].join(', ');

/**
 * Updates one row, locked as `current`, inside a write's transaction, from a body already checked against the schema
 * as the row would be after it: checked and written as a creation is, the change kept in its history.
 */
export async function updateInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource, current: Row, checked: CheckedBody,
  notes?: HistoryNotes,
): Promise<Versioned> {
  const id = Number(current.id);
  await checkRowChange(tx, ctx, actor, resource, source, current, checked.values);
  const own = withoutParts(resource, checked.values);
  const columns = Object.keys(own);
  const params: unknown[] = columns.map((key) => own[key]);
  params.push(id);
  try {
    const [answered] = await tx.query(
      `UPDATE ${source.table} SET ${assignmentsOf(columns)} WHERE id = $${params.length} RETURNING ${versionedSelect(source)}`,
      params,
    );
    const { row: changed, version } = versioned(answered);
    return { row: await completeWrite(tx, actor, resource, source, checked, changed, current, notes), version };
  } catch (error) {
    throw writeRefusal(ctx, resource, error);
  }
}

/** Whether a write's values name a screen's parts (a survey's questions), which only a write of one row replaces. */
export function namesParts(resource: ServerScreen, values: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(withoutParts(resource, values)).length < Object.keys(values).length;
}

/**
 * Changes many locked rows inside a write's transaction (a batch of an edit of many rows), none of them naming parts:
 * each checked as updateInWrite checks one (the options they name read once for all), then those that pass written
 * with one UPDATE for each set of values, their computed fields set with one more, and their changes kept in their
 * histories with one statement. Answers the refusals by the rows' ids. The database's own refusal (a unique value
 * given to two of them) throws, as one row's would: the caller then writes the rows one by one to say which.
 */
export async function updateRowsInWrite(
  tx: Queryable, ctx: AppContext, actor: SessionUser, resource: ServerScreen, source: TableSource,
  rows: readonly { current: Row; checked: CheckedBody }[],
): Promise<Map<number, HttpError>> {
  const refused = new Map<number, HttpError>();
  const read: OptionsRead = new Map();
  const before = new Map<number, Row>();
  const byValues = new Map<string, { values: Record<string, unknown>; ids: number[] }>();
  for (const { current, checked } of rows) {
    if (namesParts(resource, checked.values)) throw new Error('updateRowsInWrite writes rows without parts');
    const id = Number(current.id);
    try {
      await checkRowChange(tx, ctx, actor, resource, source, current, checked.values, read);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refused.set(id, error);
      continue;
    }
    before.set(id, current);
    const same = JSON.stringify(checked.values);
    const group = byValues.get(same) ?? { values: checked.values, ids: [] };
    group.ids.push(id);
    byValues.set(same, group);
  }
  let written: Row[] = [];
  try {
    for (const { values, ids } of byValues.values()) {
      const columns = Object.keys(values);
      written.push(...(await tx.query(
        `UPDATE ${source.table} SET ${assignmentsOf(columns)} WHERE id = ANY($${columns.length + 1}::integer[]) RETURNING ${source.rowSelect}`,
        [...columns.map((key) => values[key]), ids],
      )));
    }
  } catch (error) {
    throw writeRefusal(ctx, resource, error);
  }
  const ids = [...before.keys()];
  const computed = computedUpdate(resource, source.table, 'some');
  if (computed && ids.length > 0) {
    await tx.query(computed, [ids]);
    written = await tx.query(`SELECT ${source.rowSelect} FROM ${source.table} WHERE id = ANY($1::integer[])`, [ids]);
  }
  await recordUpdates(tx, resource, source.table, actor.id, written.map((row) => [before.get(Number(row.id)), row] as const));
  return refused;
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
