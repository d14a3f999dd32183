// A screen's rules over its own rows as the kernel checks them before a write (unique fields, unique sets of fields)
// and as it says the database's own refusals (a unique index, an exclusion constraint, a capacity or requires
// trigger) in the user's words, under the field they concern.
import type { Queryable, Row } from '../db/database';
import { LIMIT_SUFFIX, type FieldModel, type ServerScreen } from '../../contract/model';
import { fieldError } from '../core/errors';
import { partitionCondition } from './versions';

export async function checkUnique(db: Queryable, resource: ServerScreen, values: Record<string, unknown>, id?: number) {
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

/** PostgreSQL's code for a row an exclusion constraint refused. */
export const EXCLUSION_VIOLATION = '23P01';
/** PostgreSQL's code for a row a check refused: a capacity or requires trigger raises it. */
export const CHECK_VIOLATION = '23514';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
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
