// A past semester's grade sheets brought in from a file over real HTTP, on both engines: each row names its course by
// code, its student by personal number and its component by name among the course's own, with a score; a dry run
// names exactly the planted bad rows (a component the course does not have, one of another course, a cell given twice,
// a score over 100; every course has a "Midterm exam") and writes nothing; the import leaves the courses approved, their results in the academic record
// and the file's name in the history; a second run writes nothing new; only a holder of the approval may ask for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished } from './support/jobs';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

/** an open course, its components and three of its students: two with every score in the file, one with a bad one */
interface Course { id: number; code: string; components: { id: number; name_en: string }[]; students: { id: number; personal_id: string }[] }

describe.each(engines)('a past semester\'s grade sheets from a file on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let course: Course;
  let other: { code: string; component: string };

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const send = (csv: string, fields: Record<string, string>, query = '', as = admin) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([csv]), 'spring-2025.csv');
    return call('POST', `/api/course-grades/import${query}`, { token: as, form, language: 'en' });
  };
  const gradesOf = async (id: number) => (await sql<{ count: number }>('SELECT count(*)::integer AS count FROM grades WHERE course_id = $1', [id]))[0].count;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    // an open course with no scores yet, two of its students and its components; and a component of another course
    const [open] = await sql<{ id: number; code: string }>(
      `SELECT c.id, c.code FROM journal_courses c
       WHERE c.grades_state = 'open' AND cardinality(c.group_ids) > 0 AND c.code IS NOT NULL
         AND (SELECT count(*) FROM journal_courses same WHERE same.code = c.code) = 1
         AND (SELECT count(*) FROM students s WHERE s.group_id = ANY(c.group_ids)) >= 2
         AND EXISTS (SELECT 1 FROM course_components cc WHERE cc.course_id = c.id) AND NOT EXISTS (SELECT 1 FROM grades g WHERE g.course_id = c.id)
       ORDER BY c.id LIMIT 1`);
    const components = await sql<{ id: number; name_en: string }>('SELECT id, name_en FROM course_components WHERE course_id = $1 ORDER BY id', [open.id]);
    const sheet = (await call('GET', `/api/course-grades/grid?course_id=${open.id}`, { token: admin })).body as { rows: { id: number; detail: string }[] };
    course = { ...open, components, students: sheet.rows.slice(0, 3).map((row) => ({ id: row.id, personal_id: row.detail })) };
    // every course has a "Midterm exam" (a name only its course tells apart); another, still open, has a component this one lacks
    const [elsewhere] = await sql<{ code: string; name_en: string }>(
      `INSERT INTO course_components (course_id, name_ka, name_en, weight) SELECT id, 'ლაბორატორია', 'Lab report', 10 FROM journal_courses
       WHERE id <> $1 AND grades_state = 'open' ORDER BY id LIMIT 1 RETURNING (SELECT code FROM journal_courses c WHERE c.id = course_id) AS code, name_en`, [open.id]);
    other = { code: elsewhere.code, component: elsewhere.name_en };
  });

  afterAll(async () => {
    await test?.stop();
  });

  /** The file: every student's score in every component, then the planted bad rows (lines 2 on; the header is line 1). */
  const file = (): { csv: string; good: number; bad: number[] } => {
    const lines = ['Course code;Personal number;Component;Score'];
    for (const [i, student] of course.students.slice(0, 2).entries()) {
      for (const [j, component] of course.components.entries()) lines.push(`${course.code};${student.personal_id};${component.name_en};${60 + i * 10 + j}`);
    }
    const good = lines.length - 1;
    const first = course.students[0].personal_id;
    lines.push(`${course.code};${first};No such component;50`);
    lines.push(`${course.code};${first};${other.component};50`);
    lines.push(`${course.code};${first};${course.components[0].name_en};70`);
    lines.push(`${course.code};${course.students[2].personal_id};${course.components[0].name_en};140`);
    return { csv: `${lines.join('\n')}\n`, good, bad: [good + 2, good + 3, good + 4, good + 5] };
  };
  const columns = JSON.stringify({ 'Course code': 'course_id', 'Personal number': 'student_id', Component: 'component_id', Score: 'score' });

  it('checks every row by the sheet\'s rules in a dry run, naming the planted bad rows, and writes nothing', async () => {
    const { csv, good, bad } = file();
    const answer = await send(csv, { columns, state: 'approved' }, '?dry_run=1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const outcome = answer.body as { create: number; update: number; skip: number; refused: { row: number; errors: Record<string, string[]> }[] };
    expect(outcome.create).toBe(good);
    expect(outcome.refused.map((row) => row.row)).toEqual(bad);
    expect(Object.keys(outcome.refused[0].errors)).toEqual(['component_id']);
    expect(outcome.refused[0].errors.component_id[0]).toContain('No such component');
    // a component another course has is not this course's
    expect(Object.keys(outcome.refused[1].errors)).toEqual(['component_id']);
    expect(outcome.refused[2].errors.component_id).toEqual(['The same value is on row 2 of the file.']);
    expect(Object.keys(outcome.refused[3].errors)).toEqual(['score']);
    expect(await gradesOf(course.id)).toBe(0);
    expect((await sql<{ state: string }>('SELECT grades_state AS state FROM journal_courses WHERE id = $1', [course.id]))[0].state).toBe('open');
  });

  it('leaves the sheet approved only for a holder of the approval', async () => {
    const clerk = await signInHolding(test, `grades-clerk-${engine}@example.com`, ['curriculum.index']);
    expect((await send(file().csv, { columns, state: 'approved' }, '', clerk)).status).toBe(403);
    const unknown = await send(file().csv, { columns, state: 'graded' }, '?dry_run=1');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['state']);
  });

  it('writes the good rows, leaves the course approved with its results in the academic record, and writes nothing the second time', async () => {
    const { csv, good } = file();
    const started = await send(csv, { columns, state: 'approved' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(call, admin, (started.body.job as { id: string }).id);
    expect(job.state, job.message ?? '').toBe('completed');
    expect(await gradesOf(course.id)).toBe(good);
    const [{ state }] = await sql<{ state: string }>('SELECT grades_state AS state FROM journal_courses WHERE id = $1', [course.id]);
    expect(state).toBe('approved');
    const results = await sql<{ student_id: number }>('SELECT student_id FROM course_results WHERE course_id = $1 ORDER BY student_id', [course.id]);
    expect(results.map((row) => row.student_id)).toEqual(expect.arrayContaining(course.students.slice(0, 2).map((student) => student.id)));
    const [move] = await sql<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM record_changes WHERE table_name = 'journal_courses' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [course.id]);
    expect(move.changes).toMatchObject({ grades_state: ['open', 'approved'], imported_from: [null, 'spring-2025.csv'] });
    // the same file again: every good row is there as it is, and the approved sheet takes no change
    const again = await send(csv, { columns, state: 'approved' }, '?dry_run=1');
    expect(again.body).toMatchObject({ create: 0, update: 0, skip: good });
  });
});
