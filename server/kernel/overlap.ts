// A screen's noOverlap constraints (screen key constraints): no two rows with the same key (a room, a lecturer) whose
// times overlap on the same day, within periods that meet. The database keeps them (an exclusion constraint the
// migration writes); a write is checked first so that its refusal can name the row it collides with, in the user's
// language: "C-107 is taken on Wednesday 13:00–14:30 by Microeconomics (BA120)".
import type { Queryable, Row } from '../db/database';
import type { ConstraintModel, ServerScreen } from '../../contract/model';
import type { AppContext } from '../core/context';
import { fieldError } from '../core/errors';
import { lookupRows } from './lookups';
import { timeOnFixedDay } from '../../contract/overlap';

type NoOverlap = NonNullable<ConstraintModel['noOverlap']>;

/** A time as the sentence says it: 13:00. */
const clock = (value: unknown): string => String(value).slice(0, 5);

/**
 * The row the values, as they would be after the write, collide with; none when the row has no key, day or time. A
 * key of several values (a course's groups) collides on any value the two rows share.
 */
async function collision(db: Queryable, table: string, rule: NoOverlap, values: Readonly<Record<string, unknown>>, id: number): Promise<Row | undefined> {
  const { key, day, from, to, during } = rule;
  if ([key, day, from, to].some((column) => values[column] === null || values[column] === undefined)) return undefined;
  const many = Array.isArray(values[key]);
  if (many && (values[key] as unknown[]).length === 0) return undefined;
  const params: unknown[] = [values[key], values[day], values[from], values[to], id];
  let period = '';
  if (during) {
    params.push(values[during[0]] ?? null, values[during[1]] ?? null);
    period = ` AND daterange(o.${during[0]}, o.${during[1]}, '[]') && daterange($6::date, $7::date, '[]')`;
  }
  const [found] = await db.query<Row>(
    `SELECT o.* FROM ${table} o WHERE ${many ? `o.${key} OPERATOR(pg_catalog.&&) $1::integer[]` : `o.${key} = $1`} AND o.${day} = $2
       AND tsrange(${timeOnFixedDay(`o.${from}`)}, ${timeOnFixedDay(`o.${to}`)}) && tsrange(${timeOnFixedDay('$3::time')}, ${timeOnFixedDay('$4::time')})
       AND o.id <> $5${period}
     LIMIT 1`,
    params,
  );
  return found;
}

/** A lookup field's value as its list labels it, in each language; the value itself for a field without a list. */
async function labelsOf(ctx: AppContext, db: Queryable, screen: ServerScreen, key: string, value: unknown): Promise<{ ka: string; en: string }> {
  const list = screen.fields.find((field) => field.key === key)?.lookup;
  const lookup = list === undefined ? undefined : ctx.registry.lookups[list];
  const id = Number(value);
  const rows = lookup && Number.isInteger(id) ? await lookupRows(db, ctx.locales, lookup, { ids: [id] }) : [];
  // a fixed list answers all its options
  const row = rows.find((candidate) => String(candidate.id) === String(value));
  return row ? { ka: row.name_ka, en: row.name_en } : { ka: String(value), en: String(value) };
}

/**
 * The parameters of a refusal's sentence: the key's label (of several values, the first the two rows share), the other
 * row's day, times and title.
 */
async function sentenceOf(
  ctx: AppContext, db: Queryable, screen: ServerScreen, rule: NoOverlap, values: Readonly<Record<string, unknown>>, other: Row,
): Promise<Record<string, string>> {
  const mine = values[rule.key];
  const shared = Array.isArray(mine) ? mine.find((item) => (other[rule.key] as unknown[]).map(String).includes(String(item))) : other[rule.key];
  const value = await labelsOf(ctx, db, screen, rule.key, shared);
  const day = await labelsOf(ctx, db, screen, rule.day, other[rule.day]);
  const [first, ...rest] = (screen.recordTitle ?? []).map((column) => other[column]).filter((part) => part !== null && part !== undefined && part !== '');
  const title = first === undefined ? `#${String(other.id)}` : `${String(first)}${rest.length ? ` (${rest.join(', ')})` : ''}`;
  return { value_ka: value.ka, value_en: value.en, day_ka: day.ka, day_en: day.en, from: clock(other[rule.from]), to: clock(other[rule.to]), other: title };
}

/**
 * Refuses a write whose row, as it would be after it, collides with another under one of the screen's noOverlap
 * constraints: 422 under the key, naming the other row. Run inside the write's transaction.
 */
export async function checkNoOverlap(
  ctx: AppContext, tx: Queryable, screen: ServerScreen, values: Readonly<Record<string, unknown>>, current?: Row,
): Promise<void> {
  for (const constraint of screen.constraints ?? []) {
    const rule = constraint.noOverlap;
    if (!rule) continue;
    const after = { ...current, ...values };
    const other = await collision(tx, screen.table!, rule, after, Number(current?.id ?? 0));
    if (other) throw fieldError(rule.key, constraint.message, await sentenceOf(ctx, tx, screen, rule, after, other));
  }
}
