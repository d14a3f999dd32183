// The enrol bulk action (screen key enrol): each selected row becomes a row of another screen
// (an applicant a student), its fields copied as the screen maps them and checked against the
// target's own form schema. A row that would not make a valid target row is refused with its
// reasons; the others are enrolled, all in one transaction, so nothing is ever half-written.
import type { Queryable, Row } from '../db/database';
import type { ResourceDefinition } from '../registry';
import type { AppContext } from '../context';
import type { Translator } from '../i18n';
import { REGISTER_TABLE } from '../db/registry-schema';
import { ValidationFailed } from '../errors';
import { checkBody } from './write-body';
import { written } from './crud';

/** The value of `values` that stands for the day of the enrolment. */
const TODAY = 'today';

export type EnrolOutcome =
  | { id: number; name: string; status: 'enrolled'; enrolled_id: number }
  | { id: number; name: string; status: 'refused'; reason: string };

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function nameOf(row: Row): string {
  return [row.first_name ?? row.name, row.last_name ?? row.surname].filter((part) => part !== null && part !== undefined).join(' ');
}

/** A target lookup the mapping leaves empty whose value follows from another (a programme's school). */
async function fillParents(tx: Queryable, ctx: AppContext, target: ResourceDefinition, values: Record<string, unknown>): Promise<void> {
  for (const field of target.fields) {
    const lookup = field.lookup ? ctx.registry.lookups[field.lookup] : undefined;
    const parent = lookup?.parent;
    if (!lookup?.table || !parent || values[field.key] === undefined || values[parent] !== undefined) continue;
    if (!target.fields.some((f) => f.key === parent)) continue;
    const [row] = await tx.query<Row>(`SELECT ${parent} AS parent FROM ${lookup.table} WHERE id = $1`, [values[field.key]]);
    if (row?.parent !== null && row?.parent !== undefined) values[parent] = row.parent;
  }
}

export async function enrolRows(
  ctx: AppContext, resource: ResourceDefinition, ids: readonly number[], t: Translator,
): Promise<EnrolOutcome[]> {
  const enrol = resource.enrol;
  const target = enrol ? ctx.registry.resources[enrol.into] : undefined;
  if (!enrol || !target?.table || !resource.table) throw new Error(`${resource.screen} cannot enrol`);
  const targetTable = target.table;
  const labelOf = (key: string) => (enrol.labels[key] ? t.t(enrol.labels[key]) : key);
  const copies: string[] = [];
  try {
    const outcomes = await ctx.db.transaction(async (tx) => {
      const register = resource.table === REGISTER_TABLE ? ' AND register = $2' : '';
      const rows = await tx.query<Row & { id: number; enrolled_id: number | null }>(
        `SELECT s.*, EXISTS (SELECT 1 FROM ${targetTable} t WHERE t.id = s.enrolled_id) AS already_enrolled
         FROM ${resource.table} s WHERE id = ANY($1)${register} FOR UPDATE OF s`,
        register ? [ids, resource.screen] : [ids],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const taken = new Map<string, Set<unknown>>();
      const result: EnrolOutcome[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          result.push({ id, name: '', status: 'refused', reason: t.t('server.errors.not_found') });
          continue;
        }
        const name = nameOf(row);
        if (row.already_enrolled) {
          result.push({ id, name, status: 'refused', reason: t.t('server.bulk.already_enrolled') });
          continue;
        }
        const values: Record<string, unknown> = {};
        for (const [key, from] of Object.entries(enrol.fields)) {
          if (row[from] !== null && row[from] !== undefined) values[key] = row[from];
        }
        for (const [key, value] of Object.entries(enrol.values)) values[key] = value === TODAY ? today() : value;
        await fillParents(tx, ctx, target, values);
        const reasons: string[] = [];
        try {
          await checkBody(target, { values, files: [] }, ctx.storage);
        } catch (error) {
          if (!(error instanceof ValidationFailed)) throw error;
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            reasons.push(`${labelOf(field)}: ${messages.map((m) => t.t(`server.${m.key}`, m.params)).join(' ')}`);
          }
        }
        for (const field of target.fields) {
          const value = values[field.key];
          if (!field.unique || value === undefined) continue;
          const seen = taken.get(field.key) ?? new Set();
          taken.set(field.key, seen);
          const [clash] = await tx.query(`SELECT 1 FROM ${targetTable} WHERE ${field.key} = $1 LIMIT 1`, [value]);
          if (clash || seen.has(value)) reasons.push(`${labelOf(field.key)}: ${t.t('server.validation.unique')}`);
          seen.add(value);
        }
        if (reasons.length > 0) {
          result.push({ id, name, status: 'refused', reason: reasons.join('; ') });
          continue;
        }
        for (const field of target.fields) {
          if (field.kind !== 'file' || typeof values[field.key] !== 'string') continue;
          values[field.key] = await ctx.storage.copy(String(values[field.key]));
          copies.push(String(values[field.key]));
        }
        const columns = Object.keys(values);
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO ${targetTable} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
          columns.map((key) => values[key]),
        );
        await tx.query(`UPDATE ${resource.table} SET enrolled_id = $1, updated_at = now() WHERE id = $2`, [created.id, id]);
        result.push({ id, name, status: 'enrolled', enrolled_id: created.id });
      }
      return result;
    });
    await written(ctx, targetTable);
    await written(ctx, resource.table);
    return outcomes;
  } catch (error) {
    await Promise.all(copies.map((location) => ctx.storage.remove(location)));
    throw error;
  }
}
