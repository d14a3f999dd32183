// Enrolling rows (screen key enrol, the enrolRows action): each selected row becomes a row of another screen
// (an applicant a student), its fields copied as the screen maps them and checked against the
// target's own form schema. A row that would not make a valid target row is refused with its
// reasons; the others are enrolled, all in one transaction, so nothing is ever half-written. A row with a workflow
// enters the state the enrolment names (enrol.state), in its history.
import type { Queryable, Row } from '../../db/database';
import type { ServerScreen } from '../../../contract/model';
import type { AppContext } from '../../core/context';
import { ENROL_TODAY } from '../../../contract/dsl';
import { todayIn } from '../../../contract/instants';
import type { Translator } from '../../core/i18n';
import { ValidationFailed } from '../../core/errors';
import { checkBody } from '../../kernel/write-body';
import { afterTableWrite } from '../../kernel/records';
import { changedSince, partitionCondition } from '../../kernel/versions';
import { recordChange, recordValuesChange } from '../../kernel/history';


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

/** The unique fields of the target whose value in `values` a stored row already has. */
async function storedUniques(tx: Queryable, target: ServerScreen, values: Record<string, unknown>): Promise<string[]> {
  const keys: string[] = [];
  for (const field of target.fields) {
    if (!field.unique || values[field.key] === undefined) continue;
    const [clash] = await tx.query(`SELECT 1 FROM ${target.table} WHERE ${field.key} = $1 LIMIT 1`, [values[field.key]]);
    if (clash) keys.push(field.key);
  }
  return keys;
}

export async function enrolInto(
  ctx: AppContext, resource: ServerScreen, ids: readonly number[], t: Translator, userId: number,
  versions: ReadonlyMap<number, string> = new Map(),
): Promise<EnrolOutcome[]> {
  const enrol = resource.enrol;
  const target = enrol ? ctx.registry.screens[enrol.into] : undefined;
  if (!enrol || !target?.table || !resource.table) throw new Error(`${resource.name} cannot enrol`);
  const table = resource.table;
  const targetTable = target.table;
  const labelOf = (key: string) => (enrol.labels[key] ? t.t(enrol.labels[key]) : key);
  const copies: string[] = [];
  try {
    const outcomes = await ctx.db.transaction(async (tx) => {
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
      const taken = new Map<string, Set<unknown>>();
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
        const reasons: string[] = [];
        try {
          // the files named are the source row's own, copied below: they stand as the new row's current files
          const files = Object.fromEntries(target.fields.filter((f) => f.kind === 'file').map((f) => [f.key, values[f.key]]));
          await checkBody(target, { values, files: [], multipart: false }, ctx.config.timeZone, files);
        } catch (error) {
          if (!(error instanceof ValidationFailed)) throw error;
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            reasons.push(`${labelOf(field)}: ${messages.map((m) => t.t(m.key, m.params)).join(' ')}`);
          }
        }
        const stored = await storedUniques(tx, target, values);
        for (const field of target.fields) {
          const value = values[field.key];
          if (!field.unique || value === undefined) continue;
          const seen = taken.get(field.key) ?? new Set();
          taken.set(field.key, seen);
          if (stored.includes(field.key) || seen.has(value)) reasons.push(`${labelOf(field.key)}: ${t.t('validation.unique')}`);
          seen.add(value);
        }
        if (reasons.length > 0) {
          result.push({ id, name, status: 'refused', reason: reasons.join('; ') });
          continue;
        }
        const rowCopies: string[] = [];
        for (const field of target.fields) {
          if (field.kind !== 'file' || typeof values[field.key] !== 'string') continue;
          values[field.key] = await ctx.storage.copy(String(values[field.key]));
          rowCopies.push(String(values[field.key]));
        }
        copies.push(...rowCopies);
        const columns = Object.keys(values);
        // a unique value another call took after the check above: the insert waits for that call to
        // finish and, once it has committed, inserts nothing, so only this row is refused
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO ${targetTable} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           ON CONFLICT DO NOTHING RETURNING id`,
          columns.map((key) => values[key]),
        );
        if (!created) {
          await Promise.all(rowCopies.map((location) => ctx.storage.remove(location)));
          const clashes = (await storedUniques(tx, target, values)).map((key) => `${labelOf(key)}: ${t.t('validation.unique')}`);
          result.push({ id, name, status: 'refused', reason: clashes.join('; ') || t.t('validation.unique') });
          continue;
        }
        await tx.query(`UPDATE ${resource.table} SET enrolled_id = $1, updated_at = now() WHERE id = $2`, [created.id, id]);
        // a row with a workflow enters the state its enrolment leads to (an applicant: enrolled), kept in its history
        const workflow = resource.workflow;
        if (enrol.state && workflow && workflow.of === undefined) {
          await tx.query(`UPDATE ${table} SET ${workflow.field} = $1 WHERE id = $2`, [enrol.state, id]);
          await recordValuesChange(tx, table, id, userId, { [workflow.field]: [row[workflow.field] ?? null, enrol.state] });
        }
        await recordChange(tx, target, targetTable, 'create', userId, undefined, { id: created.id, ...values });
        result.push({ id, name, status: 'enrolled', enrolled_id: created.id });
      }
      return result;
    });
    await afterTableWrite(ctx, targetTable);
    await afterTableWrite(ctx, resource.table);
    return outcomes;
  } catch (error) {
    await Promise.all(copies.map((location) => ctx.storage.remove(location)));
    throw error;
  }
}
