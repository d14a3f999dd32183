// A calendar's feed (screen key calendar.feed): each person who may open the calendar has a private iCalendar feed
// (RFC 5545) of the entries they see in it, at a secret address calendar programs subscribe to without a session.
// GET <endpoint>/feed tells the user the address (made the first time it is asked for); POST <endpoint>/feed makes a
// new one, and the old one stops answering at once. GET /api/feeds/<token>.ics answers the feed: the rows the screen
// would list for that person (their own, on a scoped screen) from 30 days back to 180 days ahead, as events in the
// university's time zone; an address that was replaced, of an account that is disabled or may no longer open the
// screen answers 404, as one that never existed.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { apiPath } from '../../contract/api-routes';
import { todayIn, wallClockOf } from '../../contract/instants';
import type { ServerScreen } from '../../contract/model';
import { apiRoute } from '../core/api-route';
import type { AppContext } from '../kernel/context';
import { HttpError } from '../core/errors';
import { mayCall } from '../auth/guard';
import type { SessionUser } from '../core/user';
import type { Row } from '../db/database';
import { parseListQuery } from '../kernel/list-query';
import { route, type ServedScreen } from './served';
import { sourceOf } from './tiles';

/** The days a feed holds: those behind today a calendar program keeps showing, and those ahead it plans with. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 180;
/** At most this many entries in a feed (a timetable of a semester is a few hundred). */
const FEED_LIMIT = 5_000;
/** The address's secret: 32 random bytes, as URL-safe text (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Feeds written lately, by address, with the digest of what they were written from (at most this many). */
const WRITTEN_FEEDS = 1_000;

const feedAddress = (ctx: AppContext, token: string): string => `${ctx.config.publicUrl}/api${apiPath('calendarFeed', { token: `${token}.ics` })}`;

/** The user's address of the screen's feed, made the first time (or anew, replacing the one they had). */
async function addressOf(ctx: AppContext, screen: ServerScreen, user: SessionUser, renew: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await ctx.db.query<{ token: string }>(
    `INSERT INTO calendar_feeds (account_id, screen, token) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, screen) DO UPDATE SET token = ${renew ? 'EXCLUDED.token, created_at = now()' : 'calendar_feeds.token'}
     RETURNING token`,
    [user.id, screen.name, token],
  );
  return feedAddress(ctx, row.token);
}

/** The feed's routes on its screen: the address, and a new one. */
export async function feedCapability(app: FastifyInstance, { ctx, screen }: ServedScreen): Promise<void> {
  route(app, screen, 'feed', async (request) => ({ url: await addressOf(ctx, screen, request.user!, false) }));
  route(app, screen, 'renewFeed', async (request) => ({ url: await addressOf(ctx, screen, request.user!, true) }));
}

/** A day `days` from today on the university's clock, as the period filter takes it (yyyy-mm-dd). */
function dayFromToday(days: number, timeZone: string): string {
  const day = new Date(`${todayIn(timeZone)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The entries of the screen the user sees in the feed's days, by their start: what an event is written from alone (a
 * student's half-year is some 700 rows, and reading each row's other columns took most of the time).
 */
async function feedRows(ctx: AppContext, screen: ServerScreen, user: SessionUser): Promise<Row[]> {
  const keys = screen.calendar!;
  const source = sourceOf(ctx, user, screen);
  const query = parseListQuery(screen, source, {
    [`${keys.period}_from`]: dayFromToday(-FEED_DAYS_BACK, ctx.config.timeZone), [`${keys.period}_to`]: dayFromToday(FEED_DAYS_AHEAD, ctx.config.timeZone), sort: keys.start,
  });
  const written = [...new Set(['id', keys.start, keys.end, keys.title, keys.location])].flatMap((key) => {
    const column = key === undefined ? undefined : source.columns.get(key);
    return column ? [`${column.sql} AS ${key}`] : [];
  });
  // one query: an entry always has its start, so the list's second pass over rows without one is not needed
  const where = query.where.length > 0 ? ` WHERE ${query.where.join(' AND ')}` : '';
  return ctx.db.query<Row>(`SELECT ${written.join(', ')} FROM ${source.from}${where} ORDER BY ${query.orderBy} LIMIT ${FEED_LIMIT}`, query.params);
}

/**
 * A kept time as a Date whose local fields say the university's wall clock, which the writer prints under the
 * university's time zone whatever the server's own.
 */
function wallClock(value: unknown, timeZone: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(wallClockOf(value, timeZone) ?? '');
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  return new Date(year, month - 1, day, hour, minute, second);
}

/** An entry of the feed: its row, its times on the university's wall clock, what it is and where. */
interface Occurrence { id: unknown; start: Date; end: Date; summary: string; location?: string }

const DAY_MS = 86_400_000;

/** A wall-clock Date's fields as milliseconds, whatever the server's own zone (its summer time shifts nothing). */
const wallMs = (at: Date): number => Date.UTC(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds());
const dayOf = (at: Date): number => Math.floor(wallMs(at) / DAY_MS);

/**
 * The entries grouped as a calendar program shows them: those with the same title and place, at the same hours on
 * the same weekday, each on a day of its own, as one weekly series (a timetable's meeting, some twenty weeks of it);
 * a series of one is an entry alone.
 */
function weeklySeries(occurrences: readonly Occurrence[]): { key: string; occurrences: Occurrence[] }[] {
  const groups = new Map<string, Occurrence[]>();
  const alone: Occurrence[] = [];
  for (const occurrence of occurrences) {
    const { start, end } = occurrence;
    const key = JSON.stringify([occurrence.summary, occurrence.location ?? null, start.getDay(), wallMs(start) % DAY_MS, wallMs(end) - wallMs(start)]);
    const group = groups.get(key);
    // a second entry of the same day (another group's lecture at the same hour) is one a series cannot say
    if (!group) groups.set(key, [occurrence]);
    else if (group.some((other) => dayOf(other.start) === dayOf(start))) alone.push(occurrence);
    else group.push(occurrence);
  }
  return [
    ...[...groups].map(([key, group]) => ({ key, occurrences: group.sort((a, b) => wallMs(a.start) - wallMs(b.start)) })),
    ...alone.map((occurrence) => ({ key: '', occurrences: [occurrence] })),
  ];
}

/** The weeks a series skips (a holiday, a week its meeting was moved), each at the series' hour. */
function skippedWeeks(occurrences: readonly Occurrence[]): Date[] {
  const skipped: Date[] = [];
  occurrences.slice(1).forEach((occurrence, i) => {
    const before = occurrences[i].start;
    for (let week = 1; week < (dayOf(occurrence.start) - dayOf(before)) / 7; week += 1) {
      skipped.push(new Date(before.getFullYear(), before.getMonth(), before.getDate() + 7 * week, before.getHours(), before.getMinutes(), before.getSeconds()));
    }
  });
  return skipped;
}

/**
 * The feed as iCalendar text, its times in the university's time zone: an entry alone is an event with its row's id;
 * a weekly series one event repeating each week (RRULE) to its last, the weeks it skips excluded (EXDATE), with an id
 * from what it is (title, place, weekday and hours), so that it stays the same event as the feed's days move on (the
 * demo student's 58 lectures in the feed's days are 4 events).
 */
function calendarText(ctx: AppContext, screen: ServerScreen, user: SessionUser & { language: 'ka' | 'en' }, rows: readonly Row[]): string {
  const keys = screen.calendar!;
  const t = ctx.locales.translator(user.language);
  const host = new URL(ctx.config.publicUrl).hostname;
  const feed = ical({
    name: `${t.t(screen.title)} — Aula`,
    prodId: { company: 'Aula', product: screen.name, language: user.language.toUpperCase() },
    // no zone of the calendar's own: each event's times name theirs (a TZID the VTIMEZONE written for it defines), and
    // the calendar's zone would also be how the writer prints DTSTAMP and UNTIL, which RFC 5545 has in UTC
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const occurrences = rows.flatMap((row): Occurrence[] => {
    const start = wallClock(row[keys.start], ctx.config.timeZone);
    const end = wallClock(row[keys.end], ctx.config.timeZone);
    const location = keys.location === undefined ? undefined : row[keys.location];
    if (!start || !end) return [];
    return [{ id: row.id, start, end, summary: String(row[keys.title] ?? ''), location: location === null || location === undefined ? undefined : String(location) }];
  });
  for (const { key, occurrences: series } of weeklySeries(occurrences)) {
    const [first] = series;
    const last = series[series.length - 1];
    const skipped = skippedWeeks(series);
    feed.createEvent({
      id: series.length === 1 ? `${screen.name}-${String(first.id)}@${host}` : `${screen.name}-weekly-${createHash('sha256').update(key).digest('hex').slice(0, 20)}@${host}`,
      start: first.start,
      end: first.end,
      timezone: ctx.config.timeZone,
      summary: first.summary,
      location: first.location,
      // the stamp is when the feed was read; the times say when the entry is
      stamp: new Date(),
      // UNTIL is an instant in UTC: a day past the last entry's wall clock read as UTC holds it whatever the zone, and
      // no week after it
      repeating: series.length === 1 ? undefined : {
        freq: ICalEventRepeatingFreq.WEEKLY,
        until: new Date(wallMs(last.start) + DAY_MS),
        exclude: skipped.length > 0 ? skipped : undefined,
      },
    });
  }
  return feed.toString();
}

/**
 * The feeds' one route, answered without a session: the feed of the address's person and screen. Calendar programs
 * read a feed again every few hours, mostly unchanged: its rows are read each time, and the text written from the same
 * rows is kept (writing it is most of the time a read takes) and named by an ETag, to which If-None-Match gets a 304.
 */
export function registerCalendarFeeds(api: FastifyInstance, ctx: AppContext): void {
  if (!getVtimezoneComponent(ctx.config.timeZone)) throw new Error(`TIME_ZONE '${ctx.config.timeZone}' is not a time zone; name one as Asia/Tbilisi is named.`);
  const written = new Map<string, { digest: string; text: string }>();
  apiRoute(api, 'calendarFeed', async (request, reply) => {
    const token = (request.params as { token: string }).token.replace(/\.ics$/, '');
    if (!TOKEN.test(token)) throw new HttpError(404, 'server.errors.not_found');
    const [feed] = await ctx.db.query<{ account_id: number; screen: string; language: 'ka' | 'en' }>(
      `SELECT f.account_id, f.screen, u.language FROM calendar_feeds f JOIN users u ON u.id = f.account_id
       WHERE f.token = $1 AND u.disabled_at IS NULL`,
      [token],
      { prepared: true },
    );
    const screen = feed && Object.hasOwn(ctx.registry.screens, feed.screen) ? ctx.registry.screens[feed.screen] : undefined;
    const user = feed && await ctx.sessions.userById(feed.account_id);
    if (!feed || !screen?.calendar?.feed || !user || !mayCall(user, screen)) throw new HttpError(404, 'server.errors.not_found');
    const rows = await feedRows(ctx, screen, user);
    const digest = createHash('sha256').update(JSON.stringify([feed.language, ctx.config.timeZone, rows])).digest('base64url').slice(0, 27);
    reply.header('etag', `"${digest}"`).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === `"${digest}"`) return reply.code(304).send();
    let kept = written.get(token);
    if (kept?.digest !== digest) {
      kept = { digest, text: calendarText(ctx, screen, { ...user, language: feed.language }, rows) };
      // the oldest written goes first when the memory is full
      if (written.size >= WRITTEN_FEEDS) written.delete(written.keys().next().value!);
      written.delete(token);
      written.set(token, kept);
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${screen.name}.ics"`)
      .send(kept.text);
  });
}
