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

/** The zone's wall clock at an instant, read from the runtime's zone data (some microseconds a call). */
function readWallClock(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(formatterIn(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const DAY_MS = 86_400_000;
/** Each zone's offset from UTC (ms) by UTC day, for the days it holds one all day; at most this many days a zone. */
const offsets = new Map<string, Map<number, number | undefined>>();
const KEPT_DAYS = 20_000;

/** The zone's offset from UTC at an instant (ms), its seconds whole. */
function offsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return Date.parse(`${readWallClock(second, timeZone)}Z`) - second;
}

/**
 * The zone's offset all through the UTC day of an instant, kept; undefined for a day the zone's offset changes in (no
 * zone changes it twice within a day and back, so the same offset at its first and last second holds between them).
 */
function dayOffset(instant: number, timeZone: string): number | undefined {
  const day = Math.floor(instant / DAY_MS);
  let days = offsets.get(timeZone);
  if (!days) offsets.set(timeZone, (days = new Map()));
  if (days.has(day)) return days.get(day);
  const first = offsetAt(day * DAY_MS, timeZone);
  const held = first === offsetAt((day + 1) * DAY_MS - 1000, timeZone) ? first : undefined;
  if (days.size >= KEPT_DAYS) days.clear();
  days.set(day, held);
  return held;
}

/**
 * The instant on the clock of `timeZone`, yyyy-mm-ddThh:mm:ss: the instant moved by the zone's offset that day, which
 * is read once a day (a feed's or an export's thousands of times cost as many reads as the days they fall on); on a
 * day the offset changes, read at the instant.
 */
export function wallClockIn(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const offset = dayOffset(time, timeZone);
  const wall = offset === undefined ? undefined : new Date(time + offset).toISOString();
  return wall !== undefined && /^\d{4}-/.test(wall) ? wall.slice(0, 19) : readWallClock(time, timeZone);
}

/**
 * A kept time as the university's clock reads it (yyyy-mm-ddThh:mm:ss): an instant (a Date, or text with its zone)
 * moved to `timeZone`, a time without a zone as it is; undefined for anything else (a day alone, a word). The zone may
 * be given as how to find it, asked only for an instant.
 */
export function wallClockOf(value: unknown, timeZone: string | (() => string)): string | undefined {
  const zone = () => (typeof timeZone === 'string' ? timeZone : timeZone());
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : wallClockIn(value, zone());
  if (typeof value !== 'string') return undefined;
  if (ZONED.test(value)) {
    // an offset of hours alone (+04) or without its colon (+0400) as Date reads one: +04:00
    const instant = new Date(value.replace(' ', 'T').replace(/([+-]\d{2}):?(\d{2})?$/, (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`));
    return Number.isNaN(instant.getTime()) ? undefined : wallClockIn(instant, zone());
  }
  const wall = WALL.exec(value);
  return wall ? `${wall[1]}T${wall[2]}${wall[3] ?? ':00'}` : undefined;
}

/** Today (yyyy-mm-dd) on the clock of `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClockIn(now, timeZone).slice(0, 10);
}
