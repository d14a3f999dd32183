// What a day of the calendar is, for the value rules (values.ts) and for a date typed in a list's filter. Apart from
// values.ts, so that the list, which reads dates, does not carry the rules only a form applies.

/** Whether the numbers name a real day of a year from 1 to 9999 (no 30 February, no year 0). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
