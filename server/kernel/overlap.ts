// A screen's noOverlap constraints (screen key constraints): no two rows with the same key (a room, a lecturer) whose
// times overlap on the same day, within periods that meet; or, over a repeat field's parts, no two parts (a course's
// meetings, with the course's groups and period). The database keeps them (an exclusion constraint the
// migration writes); a write is checked first so that its refusal can name the row it collides with, in the user's
// language: "C-107 is taken on Wednesday 13:00–14:30 by Microeconomics (BA120)". The check asks the database by the
// exclusion constraint's own terms (contract/overlap.ts collidesSql), the row as it would be read as a row of its table.
import type { Queryable, Row } from '../db/database';
import { partsTable, type ConstraintModel, type ServerScreen } from '../../contract/model';
import type { AppContext } from '../core/context';
import { fieldError } from '../core/errors';
import { lookupRows } from './lookups';
import { collidesSql, overlapKeys } from '../../contract/overlap';

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

/** Whether a rule's key holds several values (a course's groups): a field of kind lookupMany, the record's or a part's. */
function manyKeys(screen: ServerScreen, rule: NoOverlap): boolean {
  const parts = rule.part === undefined ? [] : screen.fields.find((field) => field.key === rule.part)?.fields ?? [];
  return [...parts, ...screen.fields].find((field) => field.key === rule.key)?.kind === 'lookupMany';
}

/** What a rule compares of a row, as JSON of its table's row (json_populate_record): an empty value is none. */
const compared = (rule: NoOverlap, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(overlapKeys(rule).map((key) => [key, given(values[key]) ? values[key] : null]));

/** The row of another record the values, as they would be after the write, collide with. */
async function collision(db: Queryable, rows: Rows, rule: NoOverlap, many: boolean, values: Readonly<Record<string, unknown>>, id: number): Promise<Row | undefined> {
  const [found] = await db.query<Row>(
    `SELECT o.* FROM ${rows.table} o, json_populate_record(NULL::${rows.table}, $1::json) n
     WHERE ${collidesSql(rule, many, 'o', 'n')} AND o.${rows.owner} <> $2 LIMIT 1`,
    [JSON.stringify(compared(rule, values)), id],
  );
  return found;
}

/** The parts of one write that collide with an earlier part of it: each one's index, with the first earlier's. */
async function twins(db: Queryable, rows: Rows, rule: NoOverlap, many: boolean, parts: readonly Row[]): Promise<Map<number, number>> {
  if (parts.length < 2) return new Map();
  const found = await db.query<{ later: number; earlier: number }>(
    `SELECT DISTINCT ON (a.ordinality) a.ordinality::integer - 1 AS later, b.ordinality::integer - 1 AS earlier
     FROM json_populate_recordset(NULL::${rows.table}, $1::json) WITH ORDINALITY a,
       json_populate_recordset(NULL::${rows.table}, $1::json) WITH ORDINALITY b
     WHERE b.ordinality < a.ordinality AND ${collidesSql(rule, many, 'b', 'a')}
     ORDER BY a.ordinality, b.ordinality`,
    [JSON.stringify(parts.map((part) => compared(rule, part)))],
  );
  return new Map(found.map(({ later, earlier }) => [later, earlier]));
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
    const many = manyKeys(screen, rule);
    const candidates = rule.part === undefined ? [after] : ((after[rule.part] ?? []) as Row[]).map((part) => ({ ...after, ...part }));
    const kept = keptAsItWas(rule, current, after);
    const earlier = await twins(tx, rows, rule, many, candidates);
    for (const [index, row] of candidates.entries()) {
      const twin = earlier.has(index) ? candidates[earlier.get(index)!] : undefined;
      // a part as the database holds it collides with no other record's: it was checked when it was written
      const other = twin ?? (kept(row) ? undefined : await collision(tx, rows, rule, many, row, id));
      if (!other) continue;
      const record = twin || rule.part === undefined ? { ...other, id } : (await tx.query<Row>(`SELECT * FROM ${screen.table!} WHERE id = $1`, [other.parent_id]))[0] ?? other;
      throw fieldError(rule.part ?? rule.key, constraint.message, await sentenceOf(ctx, tx, screen, rule, row, other, twin ? after : record));
    }
  }
}
