// Between a calendar screen's rows and FullCalendar's entries: the list query for the dates shown, and a row as an
// entry with its colour and whether it may be moved. Pure, so its rules are tested without a browser.
import type { EventInput } from '@fullcalendar/react';
import type { ScreenDefinition } from '../core/screen';
import { parameterKeys } from '../list/query';
import { onUniversityClock } from '../core/clock';

export type CalendarRow = Record<string, unknown>;

/** The day before an exclusive end (FullCalendar's range ends the morning after the last day shown). */
function lastDayOf(end: string): string {
  const day = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The list request for the dates shown: the screen's filters from the address, and the period filter set to the
 * first and last day (left out when no range is given, to tell one filter set from another).
 */
export function calendarQuery(screen: Pick<ScreenDefinition, 'filters' | 'calendar'>, params: URLSearchParams, start: string, end: string): string {
  const out = new URLSearchParams();
  const period = screen.calendar?.period;
  for (const filter of screen.filters) {
    if (filter.key === period) continue;
    for (const key of parameterKeys(filter)) {
      const value = params.get(key);
      if (value) out.set(key, value);
    }
  }
  if (period && start && end) {
    out.set(`${period}_from`, start.slice(0, 10));
    out.set(`${period}_to`, lastDayOf(end));
  }
  return out.toString();
}

const DARK_TEXT = '#181c32';
/** the relative luminance of the dark text colour */
const DARK_LUMINANCE = 0.0125;

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminanceOf(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(colour.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const textColours = new Map<string, string>();

/** White or the dark text colour, whichever has the higher contrast on the colour (worked out once a colour). */
export function textOn(colour: string): string {
  let text = textColours.get(colour);
  if (text === undefined) {
    const luminance = luminanceOf(colour);
    text = 1.05 / (luminance + 0.05) >= (luminance + 0.05) / (DARK_LUMINANCE + 0.05) ? '#ffffff' : DARK_TEXT;
    textColours.set(colour, text);
  }
  return text;
}

type Moves = NonNullable<NonNullable<ScreenDefinition['calendar']>['moves']>;

/** Whether the row is another screen's record the calendar moves (calendar.moves: a lecture of a course). */
export function movesRecord(moves: Moves | undefined, row: CalendarRow): moves is Moves {
  return moves !== undefined && row[moves.when.field] === moves.when.equals;
}

/** A datetime as the API keeps it: yyyy-mm-ddThh:mm, in the calendar's own (local) time. */
export function apiDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What a moved entry writes to its record: the weekday it was dropped on (1–7, Monday first) and its times (hh:mm), or,
 * of a record on one date (moves.date), that day; of an entry of a part (moves.part), the record's parts as `record`
 * holds them, that part's changed.
 */
export function movedRecord(moves: Moves, start: Date, end: Date, row?: CalendarRow, record?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const times = { [moves.from]: apiDateTime(start).slice(11), [moves.to]: apiDateTime(end).slice(11) };
  const moved = (held: Readonly<Record<string, unknown>>) => (moves.date !== undefined && held[moves.date]
    ? { [moves.date]: apiDateTime(start).slice(0, 10), [moves.day]: null, ...times }
    : { [moves.day]: ((start.getDay() + 6) % 7) + 1, ...times });
  if (moves.part === undefined) return moved(record ?? {});
  const parts = Array.isArray(record?.[moves.part]) ? record[moves.part] as Record<string, unknown>[] : [];
  const id = String(row?.[moves.partId ?? ''] ?? '');
  return { [moves.part]: parts.map((part) => (String(part.id) === id ? { ...part, ...moved(part) } : part)) };
}

/**
 * A row as an entry: its title and times, the colour of its own or its type's, movable when the user may write it
 * (or, another screen's record, when they may write that screen: `mayMove`).
 */
export function entryOf(
  screen: Pick<ScreenDefinition, 'calendar'>, row: CalendarRow, writable: boolean, colours: ReadonlyMap<string, string>, mayMove = false,
): EventInput {
  const keys = screen.calendar!;
  const own = keys.color ? row[keys.color] : undefined;
  const colour = typeof own === 'string' && /^#[0-9a-f]{6}$/i.test(own) ? own : colours.get(String(keys.type ? row[keys.type] : ''));
  const editable = movesRecord(keys.moves, row) ? mayMove : writable && (keys.editable === undefined || row[keys.editable.field] === keys.editable.equals);
  const type = keys.type ? String(row[keys.type] ?? '') : '';
  return {
    id: `${type}-${String(row.id)}-${String(row[keys.start])}`,
    title: String(row[keys.title] ?? ''),
    // on the university's clock, which the calendar shows as its own (a browser in another zone moves nothing)
    start: onUniversityClock(row[keys.start]) ?? String(row[keys.start]),
    end: row[keys.end] ? onUniversityClock(row[keys.end]) ?? String(row[keys.end]) : undefined,
    editable,
    ...(colour ? { color: colour, contrastColor: textOn(colour) } : {}),
    extendedProps: row,
  };
}

/** A crowded day of the month's grid: its date and how many of its entries are not drawn. */
export interface MoreOfDay {
  day: string;
  count: number;
}

/** The rows of entries a day of the month's grid shows: its entries whole up to this many, else one less and "+N more". */
export const MONTH_DAY_ROWS = 5;

/** The month's grid asks for its six weeks; a month's list asks for the month alone, a week or a day for fewer days. */
export function isMonthGrid(start: Date, end: Date): boolean {
  return (end.getTime() - start.getTime()) / 86_400_000 > 31.5;
}

/** An entry as FullCalendar orders a day's: its start and length in ms, 1 when it lasts all day, and its title. */
export interface OrderedEntry {
  start: number;
  duration: number;
  allDay: number;
  title: string;
}

/** FullCalendar's own order of a day's entries (its eventOrder): by start, the longer first, timed before all-day, by title. */
export function gridOrder(x: OrderedEntry, y: OrderedEntry): number {
  return x.start - y.start || y.duration - x.duration || x.allDay - y.allDay || x.title.localeCompare(y.title);
}

/** An entry's start or end in ms, a date alone taken at its midnight (as FullCalendar does), both on this clock. */
function msOf(value: EventInput['start']): number {
  const text = String(value ?? '');
  return new Date(text.length === 10 ? `${text}T00:00:00` : text).getTime();
}

function orderedOf(entry: EventInput): OrderedEntry {
  const start = msOf(entry.start);
  const allDay = entry.allDay ?? String(entry.start ?? '').length === 10;
  return { start, duration: entry.end ? msOf(entry.end) - start : 0, allDay: Number(allDay), title: String(entry.title ?? '') };
}

/**
 * What the month's grid is given: a day's entries whole up to MONTH_DAY_ROWS, and of a day with more (counted on the
 * day they start), its first in the grid's order and one entry made by `more` that says how many are not drawn (it
 * opens the day). FullCalendar lays out every entry it is given, those it would hide behind "+N more" too: a month of
 * 2,000 entries took it about 170 ms to draw, four a day.
 */
export function monthGridEntries(entries: readonly EventInput[], more: (day: MoreOfDay) => EventInput): EventInput[] {
  const days = new Map<string, EventInput[]>();
  for (const entry of entries) {
    const day = String(entry.start ?? '').slice(0, 10);
    const ofDay = days.get(day);
    if (ofDay) ofDay.push(entry);
    else days.set(day, [entry]);
  }
  return [...days].flatMap(([day, ofDay]) => {
    if (ofDay.length <= MONTH_DAY_ROWS) return ofDay;
    const shown = ofDay.map((entry) => ({ entry, order: orderedOf(entry) })).sort((x, y) => gridOrder(x.order, y.order))
      .slice(0, MONTH_DAY_ROWS - 1).map(({ entry }) => entry);
    return [...shown, more({ day, count: ofDay.length - shown.length })];
  });
}

/** A calendar day as FullCalendar hands it to a formatter: the month counted from 0. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The catalogue key of a weekday's abbreviation (options.weekdays, spec section 3), from Date.getDay(). */
export function weekdayKey(day: number): string {
  return `options.weekdays.${WEEKDAYS[day]}`;
}

/** The catalogue key of a month's name (options.months), from a month counted from 0. */
export function monthKey(month: number): string {
  return `options.months.m${String(month + 1).padStart(2, '0')}`;
}

/**
 * The title of the dates shown, in the catalogue's words rather than the browser's (a browser may lack Georgian
 * dates): a whole month as "ნოემბერი 2026", a week as "23–29 ნოემბერი 2026" or across months, a day as
 * "24 ნოემბერი 2026". `end` is the last day shown, as FullCalendar gives a title's range.
 */
export function calendarTitle(start: CalendarDay, end: CalendarDay | null | undefined, monthName: (month: number) => string): string {
  const to = end ?? start;
  const lastOfMonth = new Date(Date.UTC(start.year, start.month + 1, 0)).getUTCDate();
  if (start.day === 1 && to.year === start.year && to.month === start.month && to.day === lastOfMonth) return `${monthName(start.month)} ${start.year}`;
  if (to.year === start.year && to.month === start.month && to.day === start.day) return `${start.day} ${monthName(start.month)} ${start.year}`;
  if (to.year === start.year && to.month === start.month) return `${start.day}–${to.day} ${monthName(start.month)} ${start.year}`;
  if (to.year === start.year) return `${start.day} ${monthName(start.month)} – ${to.day} ${monthName(to.month)} ${start.year}`;
  return `${start.day} ${monthName(start.month)} ${start.year} – ${to.day} ${monthName(to.month)} ${to.year}`;
}

/**
 * The views a phone shows for the views of the address: a month or a week as a list of its days' entries (their titles
 * whole, where a month's cell a seventh of a phone wide would cut them to a few letters); a day as it is.
 */
const PHONE_VIEWS: Readonly<Record<string, string>> = { dayGridMonth: 'listMonth', timeGridWeek: 'listWeek' };

/** The view to draw for a view of the address (dayGridMonth), on a phone or not. */
export function drawnView(view: string, phone: boolean): string {
  return phone ? PHONE_VIEWS[view] ?? view : view;
}

/** The view of the address a drawn view stands for (listMonth: dayGridMonth), so a link opens the same on any screen. */
export function addressedView(drawn: string): string {
  return Object.entries(PHONE_VIEWS).find(([, phoneView]) => phoneView === drawn)?.[0] ?? drawn;
}
