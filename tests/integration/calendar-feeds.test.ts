// Timetable feeds (screen key calendar.feed), over real HTTP on PGlite and PostgreSQL, read with ical.js (a parser Aula
// did not write with) and again with Debian's python3-icalendar and python3-recurring-ical-events: a student's and a
// lecturer's private address, answered without a session; its events are the lectures their timetable lists, at the
// hour in the university's time zone, in the room; a new address silences the old one; an unchanged feed keeps its tag
// (304 to If-None-Match) and a changed one gets a new one; an address of a disabled account, an unknown one and one of
// the wrong shape answer 404.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { client, engines, signIn, startTestServer, testHash, type Call, type TestServer } from './support/server';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/instants';

const PASSWORD = 'feed-password-1';

/** A day `days` from today on the university's clock (the feed's days are its), as yyyy-mm-dd. */
function dayFromToday(days: number): string {
  const day = new Date(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

interface FeedEvent { uid: string; summary: string; location: string | null; start: string; end: string; zone: string; utc: number; weekly: boolean }

/**
 * The entries of an iCalendar text as a calendar program shows them, as ical.js reads them (its time zones registered
 * from the feed's own): each event, and each occurrence of a repeating one (its EXDATEs left out), and how many events
 * the feed wrote.
 */
function eventsOf(text: string): { name: string; events: FeedEvent[]; written: number } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const written = calendar.getAllSubcomponents('vevent');
  const events = written.flatMap((component) => {
    const event = new ICAL.Event(component);
    const seen = (start: ICAL.Time, end: ICAL.Time): FeedEvent => ({
      uid: event.uid, summary: event.summary, location: event.location ?? null, start: start.toString(), end: end.toString(),
      zone: String(component.getFirstProperty('dtstart')?.getParameter('tzid')), utc: start.toUnixTime(), weekly: event.isRecurring(),
    });
    if (!event.isRecurring()) return [seen(event.startDate, event.endDate)];
    const occurrences: FeedEvent[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length <= 1_000; next = iterator.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      occurrences.push(seen(startDate, endDate));
    }
    return occurrences;
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events, written: written.length };
}

interface PythonRead { written: number; stamps: string[]; occurrences: { summary: string; location: string | null; start: string; zone: string | null; uid: string }[] }

/**
 * The same text as Debian's python3-icalendar reads it, its repeating events expanded by python3-recurring-ical-events
 * (tests/integration/support/feed-occurrences.py), between the days `first` and `last`.
 */
function readWithPython(text: string, first: string, last: string): PythonRead {
  const script = join(__dirname, 'support/feed-occurrences.py');
  return JSON.parse(execFileSync('/usr/bin/python3', [script, first, last], { input: text, encoding: 'utf8' })) as PythonRead;
}

describe.each(engines)('timetable feeds on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let student: string;
  let lecturer: string;
  let course: number;
  let room: string;
  let studentAccount: number;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const address = async (token: string, endpoint: string, method = 'GET') => {
    const answer = await call(method, `/api${endpoint}/feed`, { token });
    expect(answer.status).toBe(200);
    return String(answer.body.url);
  };
  /** Reads an address as a calendar program does: no session, no cookie. */
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(url.replace(/^https?:\/\/[^/]+/, test.baseUrl), { headers });
    return { status: answer.status, type: answer.headers.get('content-type'), etag: answer.headers.get('etag'), text: await answer.text() };
  };
  /** Every lecture a timetable lists in the feed's days, page by page, as the feed should hold them. */
  const listed = async (token: string, endpoint: string) => {
    const rows: { id: number; title: string; start_at: string; end_at: string; place: string | null }[] = [];
    for (let page = 1; ; page++) {
      const answer = await call('GET', `/api${endpoint}?start_at_from=${dayFromToday(-30)}&start_at_to=${dayFromToday(180)}&per_page=100&page=${page}`, { token });
      expect(answer.status).toBe(200);
      const paged = answer.body as { data: typeof rows; last_page: number };
      rows.push(...paged.data);
      if (page >= paged.last_page) return rows;
    }
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    // a course on Sundays at 19:00–20:30 in a room of its own, taught by a lecturer to a group with students
    const [taught] = await sql<{ student_id: number; group_id: number; lecturer_id: number; program_id: number; school_id: number }>(
      `SELECT s.id AS student_id, s.group_id, (SELECT min(id) FROM lecturers) AS lecturer_id, p.id AS program_id, p.school_id
       FROM students s JOIN programs p ON p.id = s.program_id WHERE s.group_id IS NOT NULL AND p.school_id IS NOT NULL ORDER BY s.id LIMIT 1`);
    room = `Feed room ${engine}`;
    const [auditorium] = await sql<{ id: number }>('INSERT INTO auditoriums (name) VALUES ($1) RETURNING id', [room]);
    const created = await call('POST', '/api/journal', {
      token: admin,
      body: {
        code: `FEED-${engine}`, name: `Calendars ${engine}`, school_id: taught.school_id, program_id: taught.program_id, semester: 1,
        lecturer_id: taught.lecturer_id, group_ids: [taught.group_id],
        meetings: [{ meeting_kind: 1, weekday: 7, starts_at: '19:00', ends_at: '20:30', auditorium_id: auditorium.id, lecturer_id: taught.lecturer_id }],
        first_day: dayFromToday(-60), last_day: dayFromToday(60),
      },
    });
    expect(created.status).toBe(201);
    course = Number((created.body as { data: { id: number } }).data.id);
    const hashed = await testHash(PASSWORD);
    [{ id: studentAccount }] = await sql<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id, language) VALUES ($1, $2, 'Feed', 'Student', 3, $3, 'en') RETURNING id`,
      [`feed-student-${engine}@example.com`, hashed, taught.student_id],
    );
    student = await signIn(call, `feed-student-${engine}@example.com`, PASSWORD);
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, lecturer_id) VALUES ($1, $2, 'Feed', 'Lecturer', 2, $3)`, [`feed-lecturer-${engine}@example.com`, hashed, taught.lecturer_id]);
    lecturer = await signIn(call, `feed-lecturer-${engine}@example.com`, PASSWORD);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('gives a student an address whose feed, read without a session, holds the lectures their timetable lists, in Tbilisi time', async () => {
    const url = await address(student, '/student/timetable');
    expect(url).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    // asked again, the same address: a subscription keeps working
    expect(await address(student, '/student/timetable')).toBe(url);
    const feed = await read(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const { name, events, written } = eventsOf(feed.text);
    expect(name).toBe('My timetable — Aula');
    // when each event was written is an instant in UTC (RFC 5545 3.8.7.2), and no property outside the standard names
    // the zone (each time says its TZID, which the feed's VTIMEZONE defines)
    const stamps = feed.text.split('\r\n').filter((line) => line.startsWith('DTSTAMP'));
    expect(stamps.length).toBe(written);
    for (const stamp of stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(feed.text).not.toMatch(/^TIMEZONE-ID/m);
    expect(feed.text).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:Asia\/Tbilisi/m);
    // read again unchanged: the same text under the same tag, and nothing but 304 to a program that holds it
    const again = await read(url);
    expect([again.etag, again.text]).toEqual([feed.etag, feed.text]);
    expect((await read(url, { 'if-none-match': feed.etag! })).status).toBe(304);

    // each lecture the timetable lists, and no other, at its instant, with its title and room; a meeting's weeks written
    // as one weekly event (RRULE, its skipped weeks EXDATEs): a tenth as many events as lectures or fewer
    const rows = await listed(student, '/student/timetable');
    const entry = (utc: number, title: string, place: string | null) => `${new Date(utc * 1000).toISOString()} ${title} @ ${place}`;
    const lectures = rows.map((row) => entry(Date.parse(row.start_at) / 1000, row.title, row.place)).sort();
    expect(events.map((event) => entry(event.utc, event.summary, event.location)).sort()).toEqual(lectures);
    expect(rows.length).toBeGreaterThan(20);
    expect(written).toBeLessThanOrEqual(Math.ceil(rows.length / 10));
    // a second reader, which Aula did not write with either, finds the same lectures at the same instants in their zone
    const python = readWithPython(feed.text, dayFromToday(-400), dayFromToday(400));
    expect(python.written).toBe(written);
    for (const stamp of python.stamps) expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    expect(python.occurrences.map((occurrence) => entry(Date.parse(occurrence.start) / 1000, occurrence.summary, occurrence.location)).sort())
      .toEqual(lectures);
    expect(new Set(python.occurrences.map((occurrence) => occurrence.zone))).toEqual(new Set(['Asia/Tbilisi']));
    // the course's Sundays from 30 days back (its first day is before) to its last day
    const sundays = events.filter((event) => event.summary === `Calendars ${engine}`);
    const expected: string[] = [];
    for (let day = -30; day <= 60; day++) {
      if (new Date(`${dayFromToday(day)}T00:00:00Z`).getUTCDay() === 0) expected.push(dayFromToday(day));
    }
    expect(sundays.map((event) => event.start.slice(0, 10))).toEqual(expected);
    expect(new Set(sundays.map((event) => event.uid)).size).toBe(1);
    for (const event of sundays) {
      expect(event).toMatchObject({ location: room, zone: 'Asia/Tbilisi', weekly: true });
      expect(event.start.slice(11)).toBe('19:00:00');
      expect(event.end.slice(11)).toBe('20:30:00');
      // Tbilisi is four hours ahead of UTC all year: the instant is 15:00 UTC, which the feed's own VTIMEZONE says
      expect(new Date(event.utc * 1000).toISOString().slice(11, 16)).toBe('15:00');
    }
  });

  it('writes a meeting\'s weeks as one weekly event, a week without it excluded, as ical.js expands it', async () => {
    // the same title, room and hours on Wednesdays, in two courses with a week between them
    const [taught] = await sql<{ group_id: number; lecturer_id: number; program_id: number; school_id: number }>(
      `SELECT c.group_ids[1] AS group_id, c.lecturer_id, c.program_id, c.school_id FROM journal_courses c WHERE c.id = $1`, [course]);
    const [auditorium] = await sql<{ id: number }>('INSERT INTO auditoriums (name) VALUES ($1) RETURNING id', [`Series room ${engine}`]);
    const wednesdays = (from: number, to: number) => {
      const days: string[] = [];
      for (let day = from; day <= to; day++) if (new Date(`${dayFromToday(day)}T00:00:00Z`).getUTCDay() === 3) days.push(dayFromToday(day));
      return days;
    };
    const [first, second] = [wednesdays(-5, 30), wednesdays(38, 60)];
    const skipped = wednesdays(31, 37);
    expect(skipped).toHaveLength(1);
    for (const [part, days] of [[1, first], [2, second]] as const) {
      const created = await call('POST', '/api/journal', {
        token: admin,
        body: {
          code: `SERIES-${part}-${engine}`, name: `Series ${engine}`, school_id: taught.school_id, program_id: taught.program_id, semester: 1,
          lecturer_id: taught.lecturer_id, group_ids: [taught.group_id],
          meetings: [{ meeting_kind: 1, weekday: 3, starts_at: '08:00', ends_at: '09:00', auditorium_id: auditorium.id, lecturer_id: taught.lecturer_id }],
          first_day: days[0], last_day: days.at(-1),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const text = (await read(await address(student, '/student/timetable'))).text;
    const series = eventsOf(text).events.filter((event) => event.summary === `Series ${engine}`);
    expect(series.map((event) => event.start)).toEqual([...first, ...second].map((day) => `${day}T08:00:00`));
    expect(new Set(series.map((event) => event.uid)).size).toBe(1);
    const written = text.split('\r\n');
    expect(written.filter((line) => line === `SUMMARY:Series ${engine}`)).toHaveLength(1);
    expect(written).toContain(`EXDATE;TZID=Asia/Tbilisi:${skipped[0].replace(/-/g, '')}T080000`);
    // python3-recurring-ical-events leaves the excluded week out as ical.js does
    const python = readWithPython(text, dayFromToday(-400), dayFromToday(400)).occurrences.filter((occurrence) => occurrence.summary === `Series ${engine}`);
    expect(python.map((occurrence) => occurrence.start)).toEqual([...first, ...second].map((day) => new Date(`${day}T08:00:00+04:00`).toISOString().replace('.000Z', 'Z')));
  });

  it('gives the course\'s lecturer a feed of their own, in the account\'s language', async () => {
    const url = await address(lecturer, '/lecturer/timetable');
    const { name, events } = eventsOf((await read(url)).text);
    expect(name).toBe('ჩემი ცხრილი — Aula');
    expect(events.filter((event) => event.summary === `Calendars ${engine}`).length).toBeGreaterThan(10);
    expect(url).not.toBe(await address(student, '/student/timetable'));
  });

  it('makes a new address on asking, and the old one stops answering at once', async () => {
    const old = await address(student, '/student/timetable');
    const renewed = await address(student, '/student/timetable', 'POST');
    expect(renewed).not.toBe(old);
    expect((await read(old)).status).toBe(404);
    expect((await read(renewed)).status).toBe(200);
    expect(await address(student, '/student/timetable')).toBe(renewed);
  });

  it('notes a new address asked for with an Idempotency-Key carried out as it is made, though made by one statement outside a transaction', async () => {
    const key = `renew-${engine}`;
    const renewal = await call('POST', '/api/student/timetable/feed', { token: student, headers: { 'idempotency-key': key } });
    expect(renewal.status).toBe(200);
    const [held] = await sql<{ carried_out: boolean }>('SELECT carried_out FROM idempotency_keys WHERE key = $1', [key]);
    expect(held.carried_out).toBe(true);
    // sent again: the address it made, not another
    const again = await call('POST', '/api/student/timetable/feed', { token: student, headers: { 'idempotency-key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.url).toBe(renewal.body.url);
    expect(await address(student, '/student/timetable')).toBe(renewal.body.url);
  });

  it('answers 404 to an address of a disabled account, an unknown one and one of the wrong shape, and the area\'s route only to its own', async () => {
    const url = await address(student, '/student/timetable');
    await sql('UPDATE users SET disabled_at = now() WHERE id = $1', [studentAccount]);
    expect((await read(url)).status).toBe(404);
    await sql('UPDATE users SET disabled_at = NULL WHERE id = $1', [studentAccount]);
    expect((await read(url)).status).toBe(200);
    expect((await read(`${test.baseUrl}/api/feeds/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await read(`${test.baseUrl}/api/feeds/${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(404);
    expect((await call('GET', '/api/student/timetable/feed', { token: admin })).status).toBe(403);
    expect((await call('GET', '/api/student/timetable/feed')).status).toBe(401);
    // the course's lecture moved to Monday: the feed follows at its next read, under a new tag
    const before = await read(url);
    const [meeting] = ((await call('GET', `/api/journal/${course}`, { token: admin })).body as { data: { meetings: Record<string, unknown>[] } }).data.meetings;
    expect((await call('PUT', `/api/journal/${course}`, { token: admin, body: { meetings: [{ ...meeting, weekday: 1 }] } })).status).toBe(200);
    const after = await read(url, { 'if-none-match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    const moved = eventsOf(after.text).events.filter((event) => event.summary === `Calendars ${engine}`);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((event) => new Date(`${event.start.slice(0, 10)}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});
