// A screen's noOverlap constraints (screen key constraints): no two rows with the same key (a room, a lecturer) whose
// times overlap on the same day, within periods that meet; or, over a repeat field's parts, no two parts (a course's
// meetings, with the course's groups and period). The database keeps them (an exclusion constraint the
// migration writes); a write is checked first so that its refusal can name the row it collides with, in the user's
// language: "C-107 is taken on Wednesday 13:00–14:30 by Microeconomics (BA120)". The check asks the database by the
// exclusion constraint's own terms (contract/overlap.ts collidesSql), the write's values as parameters.
import type { Queryable, Row } from '../db/database';
import { partsTable, type ConstraintModel, type ServerScreen } from '../../contract/model';
import type { AppContext } from './context';
import { fieldError } from '../core/errors';
import { lookupRows } from './lookups';
import { collidesSql, keyOfSeveral, overlapCast, overlapKeys } from '../../contract/overlap';

type NoOverlap = NonNullable<ConstraintModel['noOverlap']>;

/** A time as the sentence says it: 13:00. */
const clock = (value: unknown): string => String(value).slice(0, 5);

/** Where a rule's rows are: the screen's table, or its parts' (noOverlap over parts), and the column naming their record. */
interface Rows {
  table: string;
  /** the column a row of this record holds its id in: id, or parent_id for a part */
  owner: string;
}

const rowsOf = (screen: ServerScreen, rule: NoOverlap): Rows =>
  rule.part === undefined ? { table: screen.table!, owner: 'id' } : { table: partsTable(screen.table!, rule.part), owner: 'parent_id' };

const given = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/** What a rule compares of a row: an empty value is none. */
const compared = (rule: NoOverlap, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(overlapKeys(rule).map((key) => [key, given(values[key]) ? values[key] : null]));

/**
 * What a row of the write, as it would be after it, collides with: another part of the same write (`others`, each
 * with its place), else a row of another record. The row's values are parameters, compared with each row by the
 * exclusion constraint's terms (which its index serves for the stored rows), in one statement.
 */
async function collision(
  db: Queryable, rows: Rows, rule: NoOverlap, many: boolean, values: Readonly<Record<string, unknown>>, id: number, others: readonly Row[],
): Promise<{ twin: boolean; row: Row } | undefined> {
  const row = compared(rule, values);
  const params: unknown[] = [];
  const placed = new Map<string, string>();
  const parameter = (key: string): string => {
    if (!placed.has(key)) {
      params.push(row[key]);
      placed.set(key, `$${params.length}${overlapCast(rule, key, many)}`);
    }
    return placed.get(key)!;
  };
  const against = (alias: string): string => collidesSql(rule, many, (key) => `${alias}.${key}`, parameter);
  const [ofOthers, ofStored] = [against('c'), against('o')];
  params.push(id, JSON.stringify(others.map((other) => compared(rule, other))));
  const [found] = await db.query<Row & { ordinality: string | null }>(
    `SELECT * FROM (
       (SELECT c.* FROM json_populate_recordset(NULL::${rows.table}, $${params.length}::json) WITH ORDINALITY c WHERE ${ofOthers} LIMIT 1)
       UNION ALL
       (SELECT o.*, NULL::bigint FROM ${rows.table} o WHERE ${ofStored} AND o.${rows.owner} <> $${params.length - 1} LIMIT 1)
     ) found ORDER BY ordinality NULLS LAST LIMIT 1`,
    params,
  );
  if (!found) return undefined;
  const { ordinality, ...stored } = found;
  return ordinality === null ? { twin: false, row: stored } : { twin: true, row: others[Number(ordinality) - 1] };
}

/** A lookup field's value as its list labels it, in each language; the value itself for a field without a list. */
async function labelsOf(ctx: AppContext, db: Queryable, screen: ServerScreen, key: string, value: unknown, part?: string): Promise<{ ka: string; en: string }> {
  const parts = part === undefined ? [] : screen.fields.find((field) => field.key === part)?.fields ?? [];
  const list = [...parts, ...screen.fields].find((field) => field.key === key)?.lookup;
  const lookup = list === undefined ? undefined : ctx.registry.lookups[list];
  const id = Number(value);
  const rows = lookup && Number.isInteger(id) ? await lookupRows(db, ctx.locales, lookup, { ids: [id] }) : [];
  // a fixed list answers all its options
  const row = rows.find((candidate) => String(candidate.id) === String(value));
  return row ? { ka: row.name_ka, en: row.name_en } : { ka: String(value), en: String(value) };
}

/**
 * Whether a part of the write is one the record holds unchanged, in what the rule compares (its own fields, and the
 * record's it carries): none of a rule over the rows themselves, nor of a new record.
 */
function keptAsItWas(rule: NoOverlap, current: Row | undefined, after: Row): (part: Row) => boolean {
  if (rule.part === undefined || current === undefined) return () => false;
  const held = new Map(((current[rule.part] ?? []) as Row[]).map((part) => [String(part.id), part]));
  const keys = overlapKeys(rule);
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const recordKept = keys.every((key) => [...held.values()].some((part) => key in part) || same(current[key], after[key]));
  return (part) => {
    const was = held.get(String(part.id));
    return recordKept && was !== undefined && keys.every((key) => !(key in was) || same(was[key], part[key]));
  };
}

/** A record's title from the values of its recordTitle's columns: Microeconomics (BA120); #id without one. */
export function titleFrom(parts: readonly unknown[], id: unknown): string {
  const [first, ...rest] = parts.filter((part) => part !== null && part !== undefined && part !== '');
  return first === undefined ? `#${String(id)}` : `${String(first)}${rest.length ? ` (${rest.join(', ')})` : ''}`;
}

/** A record's title as the screen's recordTitle says it. */
const titleOf = (screen: ServerScreen, record: Row): string => titleFrom((screen.recordTitle ?? []).map((column) => record[column]), record.id);

/**
 * The parameters of a refusal's sentence: the key's label (of several values, the first the two rows share), the other
 * row's day, times and title (of a part, its record's).
 */
async function sentenceOf(
  ctx: AppContext, db: Queryable, screen: ServerScreen, rule: NoOverlap, values: Readonly<Record<string, unknown>>, other: Row, record: Row,
): Promise<Record<string, string>> {
  const mine = values[rule.key];
  const shared = Array.isArray(mine) ? mine.find((item) => (other[rule.key] as unknown[]).map(String).includes(String(item))) : other[rule.key];
  const value = await labelsOf(ctx, db, screen, rule.key, shared, rule.part);
  // a row on a date is said by its date (dd.mm.yyyy), one that repeats by its day
  const date = rule.date === undefined || !given(other[rule.date]) ? undefined : String(other[rule.date]).slice(0, 10).split('-').reverse().join('.');
  const day = date === undefined ? await labelsOf(ctx, db, screen, rule.day, other[rule.day], rule.part) : { ka: date, en: date };
  return { value_ka: value.ka, value_en: value.en, day_ka: day.ka, day_en: day.en, from: clock(other[rule.from]), to: clock(other[rule.to]), other: titleOf(screen, record) };
}

/**
 * Refuses a write whose row, as it would be after it, collides with another under one of the screen's noOverlap
 * constraints: 422 under the key (of a rule over parts, under the parts' field), naming the other row. Over parts, each
 * part (with the record's fields it does not have) is checked against the parts of other records and against the
 * record's other parts. Run inside the write's transaction.
 */
export async function checkNoOverlap(
  ctx: AppContext, tx: Queryable, screen: ServerScreen, values: Readonly<Record<string, unknown>>, current?: Row,
): Promise<void> {
  const after: Row = { ...current, ...values };
  const id = Number(current?.id ?? 0);
  for (const constraint of screen.constraints ?? []) {
    const rule = constraint.noOverlap;
    if (!rule) continue;
    const rows = rowsOf(screen, rule);
    const many = keyOfSeveral(rule, screen.fields);
    const candidates = rule.part === undefined ? [after] : ((after[rule.part] ?? []) as Row[]).map((part) => ({ ...after, ...part }));
    const kept = keptAsItWas(rule, current, after);
    for (const [index, row] of candidates.entries()) {
      // a part as the database holds it collides with nothing: it was checked when it was written, and a part that
      // changed is checked against it; a changed part is checked against the earlier parts and the later ones kept
      // (a later changed part is checked against it in turn), then against other records' rows
      if (kept(row)) continue;
      const others = rule.part === undefined ? [] : candidates.filter((other, at) => at < index || (at > index && kept(other)));
      const found = await collision(tx, rows, rule, many, row, id, others);
      if (!found) continue;
      const { twin } = found;
      const record = twin || rule.part === undefined ? { ...found.row, id } : (await tx.query<Row>(`SELECT * FROM ${screen.table!} WHERE id = $1`, [found.row.parent_id]))[0] ?? found.row;
      throw fieldError(rule.part ?? rule.key, constraint.message, await sentenceOf(ctx, tx, screen, rule, row, found.row, twin ? after : record));
    }
  }
}
