// Each student's weighted total in each course is kept by the database (course_totals, migration 0080), over real HTTP
// and SQL on PGlite and PostgreSQL: whatever writes a score or a component (the grade sheet's cells, a component added,
// reweighed or deleted through its screen, statements sent to the database itself, two sessions writing one
// student's scores at once) leaves every kept total equal to the sum worked out again from the scores; the courses' results
// list answers them (an approval's results are taken from them: grade-sheets.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

interface Course { id: number; components: { id: number; weight: number }[]; students: number[] }

describe.each(engines)('the courses\' totals kept by the database on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let course: Course;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const cell = (student: number, component: number, score: number | null) => call('PUT', '/api/course-grades/grid', {
    token: admin, language: 'en', body: { course_id: course.id, student_id: student, component_id: component, score },
  });
  /** every pair whose kept total is not the sum of its scores as worked out again here: none, when the database keeps them */
  const drift = () => sql<{ course_id: number; student_id: number; kept: string | null; summed: string | null }>(
    `SELECT coalesce(k.course_id, s.course_id) AS course_id, coalesce(k.student_id, s.student_id) AS student_id, k.weighted AS kept, s.weighted AS summed
     FROM course_totals k FULL JOIN (
       SELECT g.course_id, g.student_id, sum(g.score * cc.weight) AS weighted
       FROM grades g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
       WHERE g.score IS NOT NULL GROUP BY g.course_id, g.student_id
     ) s ON s.course_id = k.course_id AND s.student_id = k.student_id
     WHERE coalesce(k.weighted, 0) <> coalesce(s.weighted, 0)`);
  const totalOf = async (student: number) => Number((await sql<{ weighted: string }>(
    'SELECT coalesce((SELECT weighted FROM course_totals WHERE course_id = $1 AND student_id = $2), 0) AS weighted', [course.id, student]))[0].weighted) / 100;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const [open] = await sql<{ id: number }>(
      `SELECT c.id FROM journal_courses c
       WHERE c.grades_state = 'open' AND cardinality(c.group_ids) > 0
         AND (SELECT count(*) FROM course_components cc WHERE cc.course_id = c.id) >= 2
         AND (SELECT count(*) FROM students s WHERE s.group_id = ANY(c.group_ids)) >= 3
       ORDER BY c.id LIMIT 1`);
    const components = await sql<{ id: number; weight: number }>('SELECT id, weight FROM course_components WHERE course_id = $1 ORDER BY id', [open.id]);
    const sheet = (await call('GET', `/api/course-grades/grid?course_id=${open.id}`, { token: admin })).body as { rows: { id: number }[] };
    course = { id: open.id, components, students: sheet.rows.slice(0, 3).map((row) => row.id) };
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('holds the demo\'s scores as their sums, and sums the scores of a database written before the rule', async () => {
    expect(Number((await sql<{ count: number }>('SELECT count(*)::integer AS count FROM course_totals'))[0].count)).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
    // the demo is seeded after every migration; its migration, run again over scores it has not counted, counts them
    await sql('DELETE FROM course_totals');
    await sql(readFileSync(join(MIGRATIONS_DIR, '0080_course_totals.sql'), 'utf8'));
    expect(Number((await sql<{ count: number }>('SELECT count(*)::integer AS count FROM course_totals'))[0].count)).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
  });

  it('follows the grade sheet\'s cells: a score written, changed and cleared', async () => {
    const [first, second] = course.components;
    const student = course.students[0];
    expect((await cell(student, first.id, null)).status).toBe(200);
    expect((await cell(student, second.id, null)).status).toBe(200);
    const others = await totalOf(student);
    expect((await cell(student, first.id, 80)).status).toBe(200);
    expect((await cell(student, second.id, 55.5)).status).toBe(200);
    expect(await totalOf(student)).toBeCloseTo(others + (80 * first.weight + 55.5 * second.weight) / 100, 6);
    expect((await cell(student, first.id, 40)).status).toBe(200);
    expect(await totalOf(student)).toBeCloseTo(others + (40 * first.weight + 55.5 * second.weight) / 100, 6);
    expect((await cell(student, second.id, null)).status).toBe(200);
    expect(await totalOf(student)).toBeCloseTo(others + (40 * first.weight) / 100, 6);
    expect(await drift()).toEqual([]);
  });

  it('answers the courses\' results list from the kept totals, best first', async () => {
    const listed = await call('GET', `/api/reports/course-results?course_id=${course.id}&per_page=100`, { token: admin });
    expect(listed.status).toBe(200);
    const page = listed.body.results as { total: number; data: { surname: string; total: string | number }[] };
    const summed = await sql<{ total: string }>(
      `SELECT round(sum(g.score * cc.weight) / 100.0, 2) AS total FROM grades g JOIN course_components cc ON cc.id = g.component_id AND cc.course_id = g.course_id
       WHERE g.course_id = $1 GROUP BY g.student_id ORDER BY total DESC NULLS LAST`, [course.id]);
    expect(page.total).toBe(summed.length);
    expect(page.data.map((row) => Number(row.total))).toEqual(summed.map((row) => Number(row.total ?? 0)));
  });

  it('follows a component added, reweighed and deleted through its screen', async () => {
    const student = course.students[1];
    const before = await totalOf(student);
    const added = await call('POST', '/api/course-components', {
      token: admin, body: { course_id: course.id, name_ka: 'ლაბორატორია', name_en: 'Lab report', type_id: 1, weight: 10 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const lab = (added.body.data as { id: number }).id;
    expect((await cell(student, lab, 90)).status).toBe(200);
    expect(await totalOf(student)).toBeCloseTo(before + 9, 6);
    expect((await call('PUT', `/api/course-components/${lab}`, { token: admin, body: { weight: 20 } })).status).toBe(200);
    expect(await totalOf(student)).toBeCloseTo(before + 18, 6);
    expect(await drift()).toEqual([]);
    // a component its scores still use is not deleted; once they are cleared, it is
    expect((await call('DELETE', `/api/course-components/${lab}`, { token: admin })).status).toBe(409);
    expect((await cell(student, lab, null)).status).toBe(200);
    expect((await call('DELETE', `/api/course-components/${lab}`, { token: admin })).status).toBeLessThan(300);
    expect(await totalOf(student)).toBeCloseTo(before, 6);
    expect(await drift()).toEqual([]);
  });

  it('follows statements sent to the database itself: many scores at once, a score moved to another component, a component moved, reweighed, added and deleted', async () => {
    await sql(
      `INSERT INTO grades (course_id, student_id, component_id, score)
       SELECT $1, s, cc.id, 50 + s % 37 FROM unnest($2::integer[]) AS s CROSS JOIN course_components cc WHERE cc.course_id = $1
       ON CONFLICT (course_id, student_id, component_id) DO UPDATE SET score = EXCLUDED.score`, [course.id, course.students]);
    expect(await drift()).toEqual([]);
    await sql('UPDATE grades SET score = score + 1.25 WHERE course_id = $1', [course.id]);
    await sql('UPDATE grades SET component_id = $2 WHERE course_id = $1 AND component_id = $3 AND student_id = $4',
      [course.id, course.components[0].id + 1_000_000, course.components[0].id, course.students[2]]);
    expect(await drift()).toEqual([]);
    const [other] = await sql<{ id: number }>(`SELECT id FROM journal_courses WHERE id <> $1 AND grades_state = 'open' ORDER BY id LIMIT 1`, [course.id]);
    await sql('UPDATE course_components SET course_id = $2 WHERE id = $1', [course.components[1].id, other.id]);
    expect(await drift()).toEqual([]);
    await sql('UPDATE course_components SET course_id = $2 WHERE id = $1', [course.components[1].id, course.id]);
    await sql('UPDATE course_components SET weight = weight + 5 WHERE course_id = $1', [course.id]);
    expect(await drift()).toEqual([]);
    const [extra] = await sql<{ id: number }>(`INSERT INTO course_components (course_id, name_ka, name_en, weight) VALUES ($1, 'პროექტი', 'Project', 15) RETURNING id`, [course.id]);
    await sql('INSERT INTO grades (course_id, student_id, component_id, score) SELECT $1, s, $2, 88 FROM unnest($3::integer[]) AS s', [course.id, extra.id, course.students]);
    expect(await drift()).toEqual([]);
    await sql('DELETE FROM course_components WHERE id = $1', [extra.id]);
    expect(await drift()).toEqual([]);
    await sql('DELETE FROM grades WHERE course_id = $1 AND student_id = $2', [course.id, course.students[1]]);
    expect(await drift()).toEqual([]);
  });

  // two sessions exist only on a server; PGlite takes one statement at a time
  if (engine === 'postgres') it('counts both of two sessions writing one student\'s scores at once', async () => {
    const student = course.students[0];
    await sql('DELETE FROM grades WHERE course_id = $1 AND student_id = $2', [course.id, student]);
    const sessions = [new pg.Client({ connectionString: test.config.databaseUrl }), new pg.Client({ connectionString: test.config.databaseUrl })];
    try {
      await Promise.all(sessions.map((session) => session.connect()));
      await Promise.all(sessions.map((session) => session.query('BEGIN')));
      const write = (i: number) => sessions[i].query(
        'INSERT INTO grades (course_id, student_id, component_id, score) VALUES ($1, $2, $3, $4)', [course.id, student, course.components[i].id, 70 + i]);
      await write(0);
      // the second waits on the total the first moved, and adds to it once the first has committed
      const second = write(1);
      await sessions[0].query('COMMIT');
      await second;
      await sessions[1].query('COMMIT');
    } finally {
      await Promise.all(sessions.map((session) => session.end()));
    }
    const weights = await sql<{ weight: number }>('SELECT weight FROM course_components WHERE id = ANY($1::integer[]) ORDER BY id', [course.components.slice(0, 2).map((component) => component.id)]);
    expect(await totalOf(student)).toBeCloseTo((70 * weights[0].weight + 71 * weights[1].weight) / 100, 6);
    expect(await drift()).toEqual([]);
  });
});
