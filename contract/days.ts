// What a day of the calendar is, and which day it is on a clock, for the value rules (values.ts), a date typed in a
// list's filter and today's date. Apart from values.ts, so that the list, which reads dates, does not carry the rules
// only a form applies.

/** Whether the numbers name a real day of a year from 1 to 9999 (no 30 February, no year 0). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day (yyyy-mm-dd) at `now` on a clock `offsetMinutes` ahead of UTC. */
export function dayAt(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The offset of the clocks furthest ahead (UTC+14): a day after theirs is in everyone's future, wherever the server stands. */
export const FURTHEST_AHEAD_MINUTES = 14 * 60;
