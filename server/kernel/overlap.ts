// A screen's noOverlap constraints (screen key constraints): no two rows with the same key (a room, a lecturer) whose
// times overlap on the same day, within periods that meet; or, over a repeat field's parts, no two parts (a course's
// meetings, with the course's groups and period). The database keeps them (an exclusion constraint the
// migration writes); a write is checked first so that its refusal can name the row it collides with, in the user's
// language: "C-107 is taken on Wednesday 13:00–14:30 by Microeconomics (BA120)".
import type { Queryable, Row } from '../db/database';
import { partsTable, type ConstraintModel, type ServerScreen } from '../../contract/model';
import type { AppContext } from '../core/context';
import { fieldError } from '../core/errors';
import { lookupRows } from './lookups';
import { overlapDay, overlapKeys, overlapPeriod, timeOnFixedDay } from '../../contract/overlap';

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

/** Whether a rule's row lacks what takes part in a conflict: a key, a day (or date) or a time (a key of several values, any). */
function outOfRule(rule: NoOverlap, values: Readonly<Record<string, unknown>>): boolean {
  const { key, day, from, to } = rule;
  if (![key, from, to].every((column) => given(values[column]))) return true;
  if (!given(values[day]) && !(rule.date !== undefined && given(values[rule.date]))) return true;
  return Array.isArray(values[key]) && (values[key] as unknown[]).length === 0;
}

/** The ISO weekday of a yyyy-mm-dd date. */
const weekdayOf = (date: string): number => ((new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A row's day and period as the rule compares them (contract/overlap.ts says the same in SQL); a null bound is open. */
function whenOf(rule: NoOverlap, values: Readonly<Record<string, unknown>>): { day: number; first: string | null; last: string | null } {
  const date = rule.date === undefined || !given(values[rule.date]) ? undefined : String(values[rule.date]).slice(0, 10);
  const bound = (key: string | undefined) => (date ?? (key !== undefined && given(values[key]) ? String(values[key]).slice(0, 10) : null));
  return { day: date === undefined ? Number(values[rule.day]) : weekdayOf(date), first: bound(rule.during?.[0]), last: bound(rule.during?.[1]) };
}

/**
 * The row of another record the values, as they would be after the write, collide with; none when the row has no key,
 * day or time. A key of several values (a course's groups) collides on any value the two rows share.
 */
async function collision(db: Queryable, rows: Rows, rule: NoOverlap, values: Readonly<Record<string, unknown>>, id: number): Promise<Row | undefined> {
  const { key, from, to } = rule;
  if (outOfRule(rule, values)) return undefined;
  const many = Array.isArray(values[key]);
  const when = whenOf(rule, values);
  const params: unknown[] = [values[key], when.day, values[from], values[to], id];
  const theirs = overlapPeriod(rule, (column) => `o.${column}`);
  let period = '';
  if (theirs !== undefined) {
    params.push(when.first, when.last);
    period = ` AND ${theirs} && daterange($6::date, $7::date, '[]')`;
  }
  const [found] = await db.query<Row>(
    `SELECT o.* FROM ${rows.table} o WHERE ${many ? `o.${key} OPERATOR(pg_catalog.&&) $1::integer[]` : `o.${key} = $1`} AND ${overlapDay(rule, (column) => `o.${column}`)} = $2::integer
       AND tsrange(${timeOnFixedDay(`o.${from}`)}, ${timeOnFixedDay(`o.${to}`)}) && tsrange(${timeOnFixedDay('$3::time')}, ${timeOnFixedDay('$4::time')})
       AND o.${rows.owner} <> $5${period}
     LIMIT 1`,
    params,
  );
  return found;
}

/** Whether two parts of one record collide: the same key (or one shared), the same day, times and periods that overlap. */
function partsCollide(rule: NoOverlap, a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  if (outOfRule(rule, a) || outOfRule(rule, b)) return false;
  const keys = (values: Readonly<Record<string, unknown>>) => [values[rule.key]].flat().map(String);
  const minutes = (time: unknown) => String(time).slice(0, 5);
  const [one, two] = [whenOf(rule, a), whenOf(rule, b)];
  // yyyy-mm-dd compares as it runs; an open bound meets every day
  const meet = (one.first ?? '') <= (two.last ?? '9999') && (two.first ?? '') <= (one.last ?? '9999');
  return keys(a).some((key) => keys(b).includes(key)) && one.day === two.day && meet
    && minutes(a[rule.from]) < minutes(b[rule.to]) && minutes(b[rule.from]) < minutes(a[rule.to]);
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
    const candidates = rule.part === undefined ? [after] : ((after[rule.part] ?? []) as Row[]).map((part) => ({ ...after, ...part }));
    const kept = keptAsItWas(rule, current, after);
    for (const [index, row] of candidates.entries()) {
      const twin = candidates.slice(0, index).find((earlier) => partsCollide(rule, earlier, row));
      // a part as the database holds it collides with no other record's: it was checked when it was written
      const other = twin ?? (kept(row) ? undefined : await collision(tx, rows, rule, row, id));
      if (!other) continue;
      const record = twin || rule.part === undefined ? { ...other, id } : (await tx.query<Row>(`SELECT * FROM ${screen.table!} WHERE id = $1`, [other.parent_id]))[0] ?? other;
      throw fieldError(rule.part ?? rule.key, constraint.message, await sentenceOf(ctx, tx, screen, rule, row, other, twin ? after : record));
    }
  }
}
