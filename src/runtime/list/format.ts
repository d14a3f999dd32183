// How cell values read (SPEC section 9): two decimals for money and decimals, dates day-month-year,
// relative time with a 365-day year and a 30-day month.
import { DAYS_PER_MONTH, DAYS_PER_YEAR } from '../../../contract/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export function twoDecimals(value: unknown, language: string): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) return '';
  return number.toLocaleString(language === 'en' ? 'en-US' : 'ka-GE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // A bare yyyy-mm-dd is a calendar day: read as UTC midnight it would show the day before west of Greenwich.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** dd-mm-yyyy, with hh:mm when asked. */
export function formatDate(value: unknown, withTime = false): string {
  const date = parseDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

export type RelativeUnit = 'year' | 'month' | 'day';

/** Time from `value` to `now` in whole years, months and days (year 365 days, month 30). */
export function relativeParts(value: unknown, now: Date): { unit: RelativeUnit; count: number }[] | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  let days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  const years = Math.floor(days / DAYS_PER_YEAR);
  days -= years * DAYS_PER_YEAR;
  const months = Math.floor(days / DAYS_PER_MONTH);
  days -= months * DAYS_PER_MONTH;
  const parts: { unit: RelativeUnit; count: number }[] = [];
  if (years) parts.push({ unit: 'year', count: years });
  if (months) parts.push({ unit: 'month', count: months });
  if (days || parts.length === 0) parts.push({ unit: 'day', count: days });
  return parts;
}

/** A stored file path as a URL on the API host's storage. */
export function storageUrl(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '') return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
