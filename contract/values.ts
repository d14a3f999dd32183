// The rules of a field kind that its JSON Schema cannot state exactly, shared by the form (before it sends) and
// the server (before SQL): a text holds no NUL, a date is a day of the calendar, and an amount has at most two
// decimals by its digits (a float's multipleOf misjudges 1234567.89).
import type { FieldKind } from './dsl';
import { isCalendarDay } from './days';

/** What is wrong with a value: the key of its message under validation.* (client) and server.validation.* (server). */
export type ValueProblem = 'nul' | 'date' | 'datetime' | 'decimal';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)?$/i;
/** numeric(12,2): ten digits before the point, two after, written out (no exponent) */
const DECIMAL = /^-?\d{1,10}(\.\d{1,2})?$/;

function isDay(match: RegExpExecArray | null): boolean {
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A real day written yyyy-mm-dd, in the years 1 to 9999. */
export function isIsoDate(text: string): boolean {
  return isDay(ISO_DATE.exec(text));
}

/**
 * A real day and a time of day: yyyy-mm-dd hh:mm, optionally with seconds, a T or a space between; with its zone (Z or
 * an offset) as the API answers a time, or without, a time on the university's clock.
 */
export function isIsoDateTime(text: string): boolean {
  return isDay(ISO_DATETIME.exec(text));
}

/** An amount written with a point and at most two decimals, judged on its digits, never by float arithmetic. */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Whether a yyyy-mm-dd date is later than the day `today` (field key notAfter: today). */
export function isLaterThan(date: unknown, today: string): boolean {
  return typeof date === 'string' && isIsoDate(date) && date > today;
}

/** What is wrong with a value of a field kind that its JSON Schema lets through, or undefined. */
export function valueProblem(kind: FieldKind, value: unknown): ValueProblem | undefined {
  if (typeof value === 'string' && containsNul(value)) return 'nul';
  if (kind === 'date' && typeof value === 'string' && !isIsoDate(value)) return 'date';
  if (kind === 'datetime' && typeof value === 'string' && !isIsoDateTime(value)) return 'datetime';
  // a number's shortest decimal form: 4.35 reads "4.35", 0.1 + 0.2 reads "0.30000000000000004"
  if ((kind === 'money' || kind === 'decimal') && typeof value === 'number' && !isDecimal(String(value))) return 'decimal';
  return undefined;
}
