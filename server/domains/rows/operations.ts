// What a list does to its ticked rows (actions on a selection): export them as XLSX, delete them, or enrol them
// into another screen (screen key enrol: an applicant becomes a student). Delete and enrol run in one transaction,
// row by row: a row still in use, one that would not make a valid record, or one gone meanwhile is refused with
// its reason, and the others are done. And what a row lets be changed of it on a screen that is otherwise read-only
// (a lecturer's own subject: its syllabus): the action's fields, written as the screen's own edit writes them.
import { mayOpen } from '../../auth/guard';
import type { Row } from '../../db/database';
import { HttpError } from '../../core/errors';
import { createRow, deleteInWrite, refusedIn, updateRow, afterTableWrite } from '../../kernel/records';
import { changedSince, partitionCondition, versionedSelect } from '../../kernel/versions';
import { moveRecord } from './moves';
import { keeperOf } from './keeper';
import { enrolInto } from './enrol';
import { bulkValues, editEachRow } from '../../kernel/bulk-edit';
import { exportWorkbook } from '../../kernel/export';
import { parseListQuery, scopeHolder } from '../../kernel/list-query';
import { tableSource } from '../../kernel/table-source';
import type { RowOutcome, Operation } from '../../kernel/operations';

const exportRows: Operation = async ({ ctx, t, resource, source, rows }) => {
  const query = parseListQuery(resource, source, {});
  query.params.push(rows.map((row) => row.id));
  query.where.push(`${source.columns.get('id')?.sql ?? 'id'} = ANY($${query.params.length}::integer[])`);
  const content = await exportWorkbook(ctx.db, ctx.registry, ctx.locales, t, ctx.config.timeZone, resource, source, query);
  return { done: rows.length, message: '', file: { content, name: `${resource.name}-selection.xlsx` } };
};
exportRows.reportsRows = true;

const deleteRows: Operation = async ({ ctx, user, t, resource, ids, rows, versions }) => {
  const source = tableSource(ctx, resource);
  const params: unknown[] = [rows.map((row) => row.id)];
  const register = partitionCondition(resource, params);
  const deleted: Row[] = [];
  const refused = new Map<number, string>();
  const tables = await ctx.db.transaction((tx) => ctx.hooks.inWrite(tx, source.table, async () => {
    const locked = await tx.query<Row & { id: number; row_version: string }>(
      `SELECT ${versionedSelect(source)} FROM ${source.table} WHERE id = ANY($1)${register} ORDER BY id FOR UPDATE`, params,
    );
    const changed = new Set<string>();
    for (const { row_version: version, ...row } of locked) {
      // a row written since the list showed it is not deleted unseen
      if (changedSince(versions, row.id, version)) {
        refused.set(row.id, t.t('server.rows.changed'));
        continue;
      }
      // each row in a savepoint of its own: a row still in use is refused and the others go on
      const written = await refusedIn(tx, () => deleteInWrite(tx, ctx, user, t, resource, source, row));
      if (written instanceof HttpError) {
        refused.set(row.id, t.t(written.messageKey, written.params));
        continue;
      }
      for (const table of written) changed.add(table);
      deleted.push(row);
    }
    return changed;
  }));
  for (const table of tables) await afterTableWrite(ctx, table);
  const gone = new Set(deleted.map((row) => row.id));
  const results: RowOutcome[] = ids.map((id) => (gone.has(id)
    ? { id, status: 'deleted' }
    : { id, status: 'refused', reason: refused.get(id) ?? t.t('server.errors.not_found') }));
  return { done: deleted.length, message: t.t('bulk.deleted', { count: deleted.length }), results };
};
deleteRows.reportsRows = true;

const enrolRows: Operation = async ({ ctx, user, t, resource, ids, versions }) => {
  const target = resource.enrol ? ctx.registry.screens[resource.enrol.into] : undefined;
  // the new rows are the target screen's: its permission is needed as for adding one there
  if (!target || !mayOpen(user, target)) throw new HttpError(403, 'server.errors.forbidden');
  const results: RowOutcome[] = await enrolInto(ctx, resource, ids, t, user, versions);
  const done = results.filter((result) => result.status === 'enrolled').length;
  return { done, message: t.t('bulk.enrolled', { count: done }), results };
};
enrolRows.reportsRows = true;

/** The action's fields (fields of the screen's table, files and parts too) written to the row it is on, checked and kept in its history. */
const editFields: Operation = async ({ ctx, user, t, resource, rows, form }) => {
  await updateRow(ctx, user, resource, tableSource(ctx, resource), Number(rows[0].id), form ?? { values: {}, files: [], multipart: false });
  return { done: 1, message: t.t('server.rows.saved') };
};
// checked as the screen's edit is, against the row: a file it holds may be sent back, a new one is stored, parts replaced
editFields.writesForm = true;

/**
 * The action's fields written as a new row of the screen's table, its scope column holding the signed-in person's
 * record (a lecturer's proposal: they lead it), checked and kept in its history as the screen's own create would be.
 */
const addOwnRow: Operation = async ({ ctx, user, t, resource, values }) => {
  const scope = resource.scope;
  if (!scope) throw new HttpError(404, 'server.errors.not_found');
  const owner = scopeHolder(scope, user);
  if (owner === undefined) throw new HttpError(403, 'server.errors.forbidden');
  await createRow(ctx, user, resource, tableSource(ctx, resource), { values: { ...values, [scope.column]: owner }, files: [], multipart: false });
  return { done: 1, message: t.t('server.rows.added') };
};

/**
 * The workflow's move named as the action, made on the row it is on (an applicant accepted by the project's lead, from
 * their own list): checked, kept in the row's history and told as the workflow's route makes it.
 */
const moveState: Operation = async ({ ctx, user, t, resource, action, rows, values, log }) => {
  const workflow = resource.workflow;
  if (!workflow) throw new HttpError(404, 'server.errors.not_found');
  const id = Number(rows[0].id);
  await moveRecord(ctx, keeperOf(ctx, resource, workflow.table), workflow, [], id, user, { transition: action, reason: values.reason }, log);
  const label = workflow.transitions.find((transition) => transition.id === action)?.label ?? action;
  return { done: 1, message: t.t('server.workflow.moved', { transition: t.t(label) }) };
};

/**
 * The screen's bulkEdit fields set on the ticked rows, each row written on its own with its version; or, for every row
 * the list's filters choose (`listed`), as a background job.
 */
const editRows: Operation = async ({ ctx, user, t, resource, ids, rows, values, versions, listed }) => {
  const chosen = bulkValues(resource, values);
  if (listed) {
    const id = await ctx.jobs.enqueue('editRows', user, { screen: resource.name, values: chosen, query: listed }, t.language);
    return { done: 0, message: '', job: { id } };
  }
  const present = new Set(rows.map((row) => Number(row.id)));
  const written = await editEachRow(ctx, user, t, resource, tableSource(ctx, resource), ids.filter((id) => present.has(id)), chosen, versions);
  const results: RowOutcome[] = ids.map((id) => written.find((result) => result.id === id) ?? { id, status: 'refused', reason: t.t('server.errors.not_found') });
  const done = results.filter((result) => result.status === 'changed').length;
  return { done, message: t.t('bulk.edited', { count: done }), results };
};
editRows.reportsRows = true;
editRows.onList = true;

export const rowOperations = { exportRows, deleteRows, enrolRows, editFields, editRows, addOwnRow, moveState };
