// Enrolling rows (screen key enrol, the enrolRows action): each selected row becomes a row of another screen
// (an applicant a student), its fields copied as the screen maps them and written through the kernel's write path as
// the target's own form writes one (its schema, uniqueness and constraints, the domains' hooks, its history). A row
// that would not make a valid target row is refused with its reasons; the others are enrolled, all in one
// transaction, so nothing is ever half-written. A row with a workflow enters the state the enrolment names
// (enrol.state), in its history.
import type { Queryable, Row } from '../../db/database';
import type { ServerScreen } from '../../../contract/model';
import type { AppContext } from '../../kernel/context';
import { ENROL_TODAY } from '../../../contract/dsl';
import { todayIn } from '../../../contract/instants';
import type { Translator } from '../../core/i18n';
import { HttpError } from '../../core/errors';
import type { SessionUser } from '../../core/user';
import { checkBody } from '../../kernel/write-body';
import { afterTableWrite, createInWrite, refusedIn } from '../../kernel/records';
import { refusalOf } from '../../kernel/bulk-edit';
import { tableSource } from '../../kernel/table-source';
import { changedSince, partitionCondition } from '../../kernel/versions';
import { recordValuesChange } from '../../kernel/history';


export type EnrolOutcome =
  | { id: number; name: string; status: 'enrolled'; enrolled_id: number }
  | { id: number; name: string; status: 'refused'; reason: string };

function nameOf(row: Row): string {
  return [row.first_name ?? row.name, row.last_name ?? row.surname].filter((part) => part !== null && part !== undefined).join(' ');
}

/** A target lookup the mapping leaves empty whose value follows from another (a programme's school). */
async function fillParents(tx: Queryable, ctx: AppContext, target: ServerScreen, values: Record<string, unknown>): Promise<void> {
  for (const field of target.fields) {
    const lookup = field.lookup ? ctx.registry.lookups[field.lookup] : undefined;
    const parent = lookup?.parent;
    if (!lookup?.table || !parent || values[field.key] === undefined || values[parent] !== undefined) continue;
    if (!target.fields.some((f) => f.key === parent)) continue;
    const [row] = await tx.query<Row>(`SELECT ${parent} AS parent FROM ${lookup.table} WHERE id = $1`, [values[field.key]]);
    if (row?.parent !== null && row?.parent !== undefined) values[parent] = row.parent;
  }
}

export async function enrolInto(
  ctx: AppContext, resource: ServerScreen, ids: readonly number[], t: Translator, actor: SessionUser,
  versions: ReadonlyMap<number, string> = new Map(),
): Promise<EnrolOutcome[]> {
  const enrol = resource.enrol;
  const target = enrol ? ctx.registry.screens[enrol.into] : undefined;
  if (!enrol || !target?.table || !resource.table) throw new Error(`${resource.name} cannot enrol`);
  const table = resource.table;
  const targetTable = target.table;
  const targetSource = tableSource(ctx, target);
  const copies: string[] = [];
  // a refused row's copies, removed once the transaction is over: a removal takes a connection of its own
  // (files/removals.ts), which the transaction holding one must not wait for
  const discarded: string[] = [];
  try {
    const outcomes = await ctx.db.transaction((tx) => ctx.hooks.inWrite(tx, targetTable, async () => {
      const params: unknown[] = [ids];
      const register = partitionCondition(resource, params);
      // locked first (in id order, so two calls never wait on each other crosswise), then the targets
      // read in a statement of their own: an enrolment of the same rows that held the lock has
      // committed by the time it is granted, and this read sees the students it made
      const rows = await tx.query<Row & { id: number; enrolled_id: number | null; row_version: string }>(
        `SELECT *, xmin::text AS row_version FROM ${resource.table} WHERE id = ANY($1)${register} ORDER BY id FOR UPDATE`,
        params,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const earlier = rows.flatMap((row) => (row.enrolled_id === null ? [] : [row.enrolled_id]));
      const enrolled = new Set((await tx.query<{ id: number }>(`SELECT id FROM ${targetTable} WHERE id = ANY($1)`, [earlier])).map((row) => row.id));
      const result: EnrolOutcome[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          result.push({ id, name: '', status: 'refused', reason: t.t('server.errors.not_found') });
          continue;
        }
        const name = nameOf(row);
        // a row written since the list showed it is not enrolled unseen
        if (changedSince(versions, id, row.row_version)) {
          result.push({ id, name, status: 'refused', reason: t.t('server.rows.changed') });
          continue;
        }
        if (row.enrolled_id !== null && enrolled.has(row.enrolled_id)) {
          result.push({ id, name, status: 'refused', reason: t.t('server.bulk.already_enrolled') });
          continue;
        }
        const values: Record<string, unknown> = {};
        for (const [key, from] of Object.entries(enrol.fields)) {
          if (row[from] !== null && row[from] !== undefined) values[key] = row[from];
        }
        for (const [key, value] of Object.entries(enrol.values)) values[key] = value === ENROL_TODAY ? todayIn(ctx.config.timeZone) : value;
        await fillParents(tx, ctx, target, values);
        // each row in a savepoint of its own, written as the target's own form writes a row (the kernel's checks, the
        // domains' hooks, its history): one refused, the others go on
        const rowCopies: string[] = [];
        const written = await refusedIn(tx, async () => {
          // the files named are the source row's own, copied: they stand as the new row's current files
          const files = Object.fromEntries(target.fields.filter((f) => f.kind === 'file').map((f) => [f.key, values[f.key]]));
          const checked = await checkBody(target, { values, files: [], multipart: false }, ctx.config.timeZone, files);
          for (const field of target.fields) {
            if (field.kind !== 'file' || typeof checked.values[field.key] !== 'string') continue;
            checked.values[field.key] = await ctx.storage.copy(String(checked.values[field.key]));
            rowCopies.push(String(checked.values[field.key]));
          }
          return createInWrite(tx, ctx, actor, target, targetSource, checked);
        });
        if (written instanceof HttpError) {
          discarded.push(...rowCopies);
          result.push({ id, name, status: 'refused', reason: refusalOf(t, target, written) });
          continue;
        }
        const created = written.row;
        copies.push(...rowCopies);
        await tx.query(`UPDATE ${resource.table} SET enrolled_id = $1, updated_at = now() WHERE id = $2`, [created.id, id]);
        // a row with a workflow enters the state its enrolment leads to (an applicant: enrolled), kept in its history
        const workflow = resource.workflow;
        if (enrol.state && workflow && workflow.of === undefined) {
          await tx.query(`UPDATE ${table} SET ${workflow.field} = $1 WHERE id = $2`, [enrol.state, id]);
          await recordValuesChange(tx, table, id, actor.id, { [workflow.field]: [row[workflow.field] ?? null, enrol.state] });
        }
        result.push({ id, name, status: 'enrolled', enrolled_id: Number(created.id) });
      }
      return result;
    }));
    await afterTableWrite(ctx, targetTable);
    await afterTableWrite(ctx, resource.table);
    return outcomes;
  } catch (error) {
    await Promise.all(copies.map((location) => ctx.storage.remove(location)));
    throw error;
  } finally {
    await Promise.all(discarded.map((location) => ctx.storage.remove(location)));
  }
}
