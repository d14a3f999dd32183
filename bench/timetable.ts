// The journal's noOverlap constraints over its courses' meetings at scale: 5,000 courses of four meetings each, 20,000
// meetings, each with a weekday, an hour, an auditorium and a lecturer, none colliding (500 rooms and 500 lecturers, 40
// hours a week each), written into the database before the server starts. Then one course saved through the API `runs`
// times, its first meeting moved to the evening and back by turns (checked against the rooms, lecturers and groups of
// the 19,999 others, then by the database's three exclusion constraints), and as many saves of another course with a
// meeting moved into the room and hour of the first one's second, each refused with 422; each timed from request to
// answer. And the demo student's timetable feed (iCalendar, read without a session as a calendar program reads it)
// `runs` times, with eight of the 5,000 courses taught to their group this term (32 meetings a week); and 40 reads each
// at a new address, whose text is written anew as after a change. As the files and notifications benches do, a warm
// server is timed: the first saves and the first feed a server writes after it starts wait for its code to be compiled
// and its statements planned (the first save some 100 ms, the first feed some 50), and they are given apart.
import { readConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { prepareDatabase } from '../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir, startAula } from '../tests/e2e/harness';
import { apiToken } from './export';
import { percentile } from './record';

export const TIMETABLE_SAVE_BUDGET_MS = 20;
export const FEED_BUDGET_MS = 30;
const XSRF = 'bench-xsrf';
const ROOMS = 500;
const MEETINGS_PER_COURSE = 4;
/** Reads of the feed at a new address each, whose text is written anew. */
const FEED_WRITTEN_RUNS = 40;
/** Saves (each kind) and feeds written before the timed ones, warming the server. */
const WARM_UP_RUNS = 10;

type Meeting = Record<string, unknown>;

interface TimetableData {
  dataDir: string;
  /** two courses: TT-1 with its first meeting moved to TT-0's second meeting's room and hour collides */
  first: { id: number; meetings: Meeting[] };
  second: { id: number; meetings: Meeting[] };
  /** the demo student, whose group is taught eight of the courses this term */
  student: { email: string; password: string };
}

export async function timetableDataDir(courses: number): Promise<TimetableData> {
  const dataDir = newDataDir();
  const announced: string[] = [];
  const db = await prepareDatabase(readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, (line) => announced.push(line));
  const [, email = '', password = ''] = /a demo student signs in as (\S+) with the password (\S+) /.exec(announced.join('\n')) ?? [];
  try {
    await db.query(`INSERT INTO auditoriums (name, quantity) SELECT 'T-' || lpad(n::text, 3, '0'), 40 FROM generate_series(1, $1) n`, [ROOMS]);
    await db.query(`INSERT INTO lecturers (first_name, last_name) SELECT 'Bench', 'Lecturer ' || n FROM generate_series(1, $1) n`, [ROOMS]);
    await db.query(
      `INSERT INTO journal_courses (code, name, semester, program_id, school_id, first_day, last_day)
       SELECT 'TT-' || g, 'Timetabled ' || g, 1, p.id, p.school_id, date '2031-02-02', date '2031-06-01'
       FROM generate_series(0, $1 - 1) g CROSS JOIN (SELECT id, school_id FROM programs ORDER BY id LIMIT 1) p`,
      [courses],
    );
    // meeting k of course g is the n-th, n = k × courses + g: room and lecturer n % 500, the slot n / 500 of the week's
    // 40 (weekday 1–5, one of 8 hours from 09:00), so a course's meetings are in four slots of their own
    await db.query(
      `WITH room AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM auditoriums WHERE name LIKE 'T-%'),
            teacher AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM lecturers WHERE first_name = 'Bench'),
            course AS (SELECT id, substr(code, 4)::integer AS g FROM journal_courses WHERE code LIKE 'TT-%'),
            meeting AS (SELECT course.id, course.g, k, k * $1 + course.g AS n FROM course CROSS JOIN generate_series(0, $3 - 1) k)
       INSERT INTO journal_courses_meetings (parent_id, position, meeting_kind, weekday, starts_at, ends_at, auditorium_id, lecturer_id)
       SELECT meeting.id, meeting.k, 1 + (meeting.k > 0)::integer, 1 + (meeting.n / $2) % 5, time '09:00' + ((meeting.n / $2 / 5) % 8) * interval '1 hour',
         time '09:50' + ((meeting.n / $2 / 5) % 8) * interval '1 hour', room.id, teacher.id
       FROM meeting JOIN room ON room.n = meeting.n % $2 JOIN teacher ON teacher.n = meeting.n % $2`,
      [courses, ROOMS, MEETINGS_PER_COURSE],
    );
    // the demo student moves to a group of their own (the demo's courses fill its group's week), which TT-17, TT-517 …
    // TT-3517 (their meetings in slots of their own) are taught to from two months ago to four months ahead, so that
    // the feed's days hold them
    const [group] = await db.query<{ id: number }>(
      `INSERT INTO student_groups (name_ka, name_en, program_id) SELECT 'TT ჯგუფი', 'TT group', program_id FROM students s JOIN users u ON u.student_id = s.id WHERE u.email = $1 RETURNING id`,
      [email],
    );
    await db.query('UPDATE students SET group_id = $2 WHERE id = (SELECT student_id FROM users WHERE email = $1)', [email, group.id]);
    await db.query(
      `UPDATE journal_courses SET group_ids = ARRAY[$1::integer], first_day = current_date - 60, last_day = current_date + 120
       WHERE code = ANY(SELECT 'TT-' || (17 + 500 * k) FROM generate_series(0, 7) k)`,
      [group.id],
    );
    await db.query('ANALYZE');
    const meetingsOf = async (code: string) => {
      const [course] = await db.query<{ id: number }>('SELECT id FROM journal_courses WHERE code = $1', [code]);
      const meetings = await db.query<Meeting>(
        `SELECT id, meeting_kind, weekday, to_char(starts_at, 'HH24:MI') AS starts_at, to_char(ends_at, 'HH24:MI') AS ends_at, auditorium_id, lecturer_id
         FROM journal_courses_meetings WHERE parent_id = $1 ORDER BY position`, [course.id],
      );
      return { id: course.id, meetings };
    };
    return { dataDir, first: await meetingsOf('TT-0'), second: await meetingsOf('TT-1'), student: { email, password } };
  } finally {
    await db.close();
  }
}

export interface TimetableTimes {
  courses: number;
  meetings: number;
  runs: number;
  savedP50Ms: number;
  savedP99Ms: number;
  refusedP99Ms: number;
  /** the events in the student's feed, and its reads' times */
  feedEvents: number;
  feedP50Ms: number;
  feedP99Ms: number;
  /** reads whose text is written anew (a new address, or a changed timetable) */
  feedWrittenP50Ms: number;
  feedWrittenP99Ms: number;
  /** the first save and the first feed written after the server started */
  firstSaveMs: number;
  firstFeedMs: number;
}

export async function benchTimetableSaves(courses = 5_000, runs = 200): Promise<TimetableTimes> {
  const { dataDir, first, second, student } = await timetableDataDir(courses);
  const aula = await startAula({}, dataDir);
  try {
    const token = await apiToken(aula.baseUrl);
    const put = async (id: number, body: Record<string, unknown>, expected: number): Promise<number> => {
      const started = performance.now();
      const answer = await fetch(`${aula.baseUrl}/api/journal/${id}`, {
        method: 'PUT', body: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      });
      await answer.arrayBuffer();
      if (answer.status !== expected) throw new Error(`PUT /journal/${id} answered ${answer.status}, not ${expected}`);
      return performance.now() - started;
    };
    const [taken, ...rest] = second.meetings;
    const { auditorium_id, weekday, starts_at, ends_at } = first.meetings[1];
    // the first meeting moved to the evening (free: the rooms and lecturers are taken 09:00–16:50) and back, by turns
    const [moving, ...kept] = first.meetings;
    const evening = { ...moving, starts_at: '17:00', ends_at: '17:50' };
    const saves = async (count: number) => {
      const saved: number[] = [];
      const refused: number[] = [];
      for (let run = 0; run < count; run++) {
        saved.push(await put(first.id, { meetings: [run % 2 === 0 ? evening : moving, ...kept] }, 200));
        refused.push(await put(second.id, { meetings: [{ ...taken, auditorium_id, weekday, starts_at, ends_at }, ...rest] }, 422));
      }
      return { saved, refused };
    };
    const [firstSaveMs] = (await saves(WARM_UP_RUNS)).saved;
    const { saved, refused } = await saves(runs);
    const feed = await feedTimes(aula.baseUrl, student, runs);
    return { courses, meetings: courses * MEETINGS_PER_COURSE, runs, savedP50Ms: percentile(saved, 0.5), savedP99Ms: percentile(saved, 0.99), refusedP99Ms: percentile(refused, 0.99), firstSaveMs, ...feed };
  } finally {
    await aula.stop();
  }
}

/** The student's feed address, asked for once signed in, then read `runs` times without a session. */
async function feedTimes(
  baseUrl: string, student: { email: string; password: string }, runs: number,
): Promise<Pick<TimetableTimes, 'feedEvents' | 'feedP50Ms' | 'feedP99Ms' | 'feedWrittenP50Ms' | 'feedWrittenP99Ms' | 'firstFeedMs'>> {
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(student) });
  if (login.status !== 200) throw new Error(`the demo student's sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const addressOf = async (method: string) => {
    const answer = await fetch(`${baseUrl}/api/student/timetable/feed`, { method, headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } });
    return ((await answer.json()) as { url: string }).url.replace(/^https?:\/\/[^/]+/, baseUrl);
  };
  let events = 0;
  const timedRead = async (address: string): Promise<number> => {
    const started = performance.now();
    const answer = await fetch(address);
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`the feed answered ${answer.status}`);
    events = text.split('BEGIN:VEVENT').length - 1;
    return performance.now() - started;
  };
  // written: each read at a new address, so its text is written anew (as after a change of the timetable)
  const writtenAnew = async (count: number) => {
    const written: number[] = [];
    for (let run = 0; run < count; run++) written.push(await timedRead(await addressOf('POST')));
    return written;
  };
  const [firstFeedMs] = await writtenAnew(WARM_UP_RUNS);
  const written = await writtenAnew(FEED_WRITTEN_RUNS);
  // as calendar programs read it: the same address again and again, the timetable unchanged
  const address = await addressOf('GET');
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timedRead(address));
  return { feedEvents: events, feedP50Ms: percentile(times, 0.5), feedP99Ms: percentile(times, 0.99), feedWrittenP50Ms: percentile(written, 0.5), feedWrittenP99Ms: percentile(written, 0.99), firstFeedMs };
}
