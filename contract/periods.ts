// How long ago a day was, as the lists show a period (a student's learning period) and the exports write it: whole
// years, months and days with a 365-day year and a 30-day month (SPEC section 9).
import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PeriodUnit = 'year' | 'month' | 'day';

/** A day or a moment; a bare yyyy-mm-dd is a calendar day (read as UTC midnight it would be the day before west of Greenwich). */
export function parseDay(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Time from `value` to `now` in whole years, months and days; each part's words are app.relative.<unit> with its count. */
export function periodParts(value: unknown, now: Date): { unit: PeriodUnit; count: number }[] | undefined {
  const date = parseDay(value);
  if (!date) return undefined;
  let days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  const years = Math.floor(days / DAYS_PER_YEAR);
  days -= years * DAYS_PER_YEAR;
  const months = Math.floor(days / DAYS_PER_MONTH);
  days -= months * DAYS_PER_MONTH;
  const parts: { unit: PeriodUnit; count: number }[] = [];
  if (years) parts.push({ unit: 'year', count: years });
  if (months) parts.push({ unit: 'month', count: months });
  if (days || parts.length === 0) parts.push({ unit: 'day', count: days });
  return parts;
}
