// Instants and the university's clock. The database keeps every moment as an instant (timestamptz) and answers it
// with its offset, in the time zone every session of the server is in (TIME_ZONE); whoever reads it (a list, a detail,
// a notification, an export, a document) shows it on that clock, whatever the zone of the browser or of the server's
// own machine. A time written without a zone (a form's yyyy-mm-ddThh:mm) is already that clock's.

/** The zone Aula keeps when TIME_ZONE names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Tbilisi';

/** The page's meta element that tells the app the server's TIME_ZONE (server/app.ts writes it into index.html). */
export const TIME_ZONE_META = 'aula-time-zone';

/** A time with its zone: Z or an offset after the time of day. */
const ZONED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
/** A wall clock's time: a day and an hour, seconds optional, no zone. */
const WALL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/** A day alone, yyyy-mm-dd. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a time written as text is: an instant (with its zone), a wall clock's time (without one), a day, or none of them. */
export function timeTextKind(value: string): 'zoned' | 'wall' | 'day' | undefined {
  if (ZONED.test(value)) return 'zoned';
  if (WALL.test(value)) return 'wall';
  return DAY.test(value) ? 'day' : undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is a zone this runtime knows (an IANA name: Asia/Tbilisi, UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant on the clock of `timeZone`, yyyy-mm-ddThh:mm:ss. */
export function wallClockIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatterIn(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * A kept time as the university's clock reads it (yyyy-mm-ddThh:mm:ss): an instant (a Date, or text with its zone)
 * moved to `timeZone`, a time without a zone as it is; undefined for anything else (a day alone, a word).
 */
export function wallClockOf(value: unknown, timeZone: string): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : wallClockIn(value, timeZone);
  if (typeof value !== 'string') return undefined;
  if (ZONED.test(value)) {
    // an offset of hours alone (+04) or without its colon (+0400) as Date reads one: +04:00
    const instant = new Date(value.replace(' ', 'T').replace(/([+-]\d{2}):?(\d{2})?$/, (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`));
    return Number.isNaN(instant.getTime()) ? undefined : wallClockIn(instant, timeZone);
  }
  const wall = WALL.exec(value);
  return wall ? `${wall[1]}T${wall[2]}${wall[3] ?? ':00'}` : undefined;
}

/** Today (yyyy-mm-dd) on the clock of `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClockIn(now, timeZone).slice(0, 10);
}
