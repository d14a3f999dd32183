// The first minute of a registration window on PostgreSQL: 2,000 students of one programme, each signed in, register for
// two of its 40 electives at once (20 connections), as the student's registration screen does (its register action).
// The electives have 40 seats each (1,600 for 4,000 wishes), and meet two to an hour, so some wishes find the course
// full and some clash with the student's other choice. Each request is timed; afterwards the database is read for what
// must never happen: a seat oversold, a student in two courses at one hour, a refusal that is not a 422 with its reason.
import crypto from 'node:crypto';
import { readConfig, type ServerConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { createServer, prepareDatabase } from '../server/server';
import { postgresSchemaUrl } from './api';
import { percentile } from './record';

export const REGISTRATION_BURST_BUDGET_MS = 250;
const XSRF = 'bench-xsrf';
const SEATS = 40;
const COURSES = 40;
const CONNECTIONS = 20;

export interface RegistrationBurst {
  students: number;
  requests: number;
  registered: number;
  refused: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
  /** what must be 0: seats taken beyond a course's, students at two courses at one hour, refusals without a reason */
  oversold: number;
  clashes: number;
  unexplained: number;
}

export async function benchRegistrationBurst(students = 2_000, log: (line: string) => void = console.log): Promise<RegistrationBurst> {
  const config: ServerConfig = {
    ...readConfig({}),
    databaseUrl: await postgresSchemaUrl(process.env.DATABASE_URL!, 'aula_bench_registration', true),
    jobSchema: 'aula_bench_registration_jobs', adminEmail: 'bench@example.com', adminPassword: 'bench registration', seedDemo: false,
    poolSize: CONNECTIONS,
  };
  log(`registration bench: ${students} students, ${COURSES} electives…`);
  const db = await prepareDatabase(config, registry);
  try {
    await db.query(`INSERT INTO schools (name_ka, name_en) VALUES ('რეგისტრაცია', 'Registration')`);
    await db.query(`INSERT INTO programs (name_ka, name_en, school_id) SELECT 'რეგისტრაცია', 'Registration', max(id) FROM schools`);
    await db.query(`INSERT INTO registration_windows (program_id, opens_on, closes_on) SELECT max(id), current_date, current_date + 14 FROM programs`);
    // elective n meets (its one lecture) on weekday 1 + (n / 2) % 5 at 09:00 + n / 10 hours: two electives each hour
    await db.query(
      `INSERT INTO journal_courses (code, name, semester, program_id, school_id, seats, first_day, last_day)
       SELECT 'EL-' || n, 'Elective ' || n, 1, p.id, p.school_id, $2, current_date, current_date + 120
       FROM generate_series(0, $1 - 1) n CROSS JOIN (SELECT id, school_id FROM programs ORDER BY id DESC LIMIT 1) p`,
      [COURSES, SEATS],
    );
    await db.query(
      `INSERT INTO journal_courses_meetings (parent_id, position, meeting_kind, weekday, starts_at, ends_at)
       SELECT c.id, 0, 1, 1 + (c.n / 2) % 5, time '09:00' + (c.n / 10) * interval '1 hour', time '09:50' + (c.n / 10) * interval '1 hour'
       FROM (SELECT id, substr(code, 4)::integer AS n FROM journal_courses WHERE code LIKE 'EL-%') c`,
    );
    await db.query(
      `WITH student AS (
         INSERT INTO students (name, surname, personal_id, program_id, school_id)
         SELECT 'Student', 'Registrant ' || n, '7' || lpad(n::text, 10, '0'), p.id, p.school_id
         FROM generate_series(1, $1) n CROSS JOIN (SELECT id, school_id FROM programs ORDER BY id DESC LIMIT 1) p RETURNING id)
       INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id)
       SELECT 'registrant-' || id || '@example.com', 'none', 'Student', 'Registrant', 3, id FROM student`,
      [students],
    );
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
  const server = await createServer(config, registry, { announce: () => undefined });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const { db: live, sessions } = server.ctx;
    const accounts = await live.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'registrant-%' ORDER BY id`);
    const courses = (await live.query<{ id: number }>(`SELECT id FROM journal_courses WHERE code LIKE 'EL-%' ORDER BY id`)).map((row) => row.id);
    const wishes: { token: string; course: number }[] = [];
    for (const account of accounts) {
      const token = await sessions.create(account.id);
      const first = crypto.randomInt(courses.length);
      const second = (first + 1 + crypto.randomInt(courses.length - 1)) % courses.length;
      wishes.push({ token, course: courses[first] }, { token, course: courses[second] });
    }
    log(`registration bench: ${wishes.length} registrations, ${CONNECTIONS} at a time…`);
    const times: number[] = [];
    const outcomes: { status: number; message: string }[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < wishes.length) {
        const wish = wishes[next++];
        const begun = performance.now();
        const answer = await fetch(`${url}/api/student/registration/actions/register`, {
          method: 'POST', body: JSON.stringify({ ids: [wish.course] }),
          headers: { authorization: `Bearer ${wish.token}`, 'content-type': 'application/json', 'accept-language': 'en', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
        });
        const body = (await answer.json()) as { message?: string };
        times.push(performance.now() - begun);
        outcomes.push({ status: answer.status, message: body.message ?? '' });
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    const [{ oversold }] = await live.query<{ oversold: number }>(
      `SELECT count(*)::integer AS oversold FROM journal_courses c
       WHERE c.code LIKE 'EL-%' AND (SELECT count(*) FROM course_registrations r WHERE r.course_id = c.id AND r.status = 1) > c.seats`,
    );
    const [{ clashes }] = await live.query<{ clashes: number }>(
      `SELECT count(*)::integer AS clashes FROM course_registrations a JOIN course_registrations b ON a.student_id = b.student_id AND a.id < b.id
       JOIN journal_courses_meetings ca ON ca.parent_id = a.course_id JOIN journal_courses_meetings cb ON cb.parent_id = b.course_id
       WHERE ca.weekday = cb.weekday AND ca.starts_at < cb.ends_at AND cb.starts_at < ca.ends_at`,
    );
    const registered = outcomes.filter((outcome) => outcome.status === 200).length;
    const unexplained = outcomes.filter((outcome) => outcome.status !== 200 && (outcome.status !== 422 || outcome.message === '')).length;
    return {
      students, requests: wishes.length, registered, refused: wishes.length - registered, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99),
      seconds: Math.round(seconds * 10) / 10, oversold, clashes, unexplained,
    };
  } finally {
    await server.close();
  }
}
