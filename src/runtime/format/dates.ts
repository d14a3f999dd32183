// Dates as people type and read them (SPEC section 9: day-month-year) and as the API keeps them (yyyy-mm-dd).
import { dayAt, isCalendarDay } from '../../../contract/days';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A stored yyyy-mm-dd as dd-mm-yyyy; anything else (a half-typed date) as it is. */
export function displayDate(value: string): string {
  const iso = ISO_DAY.exec(value);
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
}

/** The yyyy-mm-dd of a complete, real day typed as dd-mm-yyyy (or yyyy-mm-dd); undefined otherwise. */
export function isoDate(text: string): string | undefined {
  const typed = TYPED_DAY.exec(text);
  const [year, month, day] = typed ? [typed[3], typed[2], typed[1]] : (ISO_DAY.exec(text)?.slice(1) ?? []);
  if (year === undefined || !isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month}-${day}`;
}

/**
 * What the field shows while someone types: digits only, dashes put in as the day and month fill up, at most
 * dd-mm-yyyy. A pasted yyyy-mm-dd is turned round rather than read as digits.
 */
export function shapeTypedDate(text: string): string {
  if (ISO_DAY.test(text.trim())) return displayDate(text.trim());
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/**
 * What a time field shows while someone types: on a 24-hour clock whatever the browser's language (a time input would
 * say 10:30 AM on a Georgian page), the colon put in once the hour is typed, at most hh:mm.
 */
export function shapeTypedTime(text: string): string {
  if (/^\d{1,2}:\d{0,2}$/.test(text)) return text;
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Today as the user's own clock has it, yyyy-mm-dd. */
export function localToday(now = new Date()): string {
  return dayAt(now, -now.getTimezoneOffset());
}
