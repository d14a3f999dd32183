// What a grade sheet's locked states lock (screens/course-grades.yaml workflow locks), over real HTTP and SQL on PGlite
// and PostgreSQL: while a sheet is submitted or approved, its scores, its course's assessment components and its
// course's groups change by no route — a component's weight, a new or deleted component, the journal's groups, a cell, a
// record of the grades, an import — each refusal a 409 in the user's language naming the sheet; nor by a statement
// sent to the database itself. A submitted sheet's component is published to students by no route. Rectification, with
// its reason, lets the registry change a score and a weight, and the sheet is approved again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';

interface Course { id: number; name: string; code: string; groups: number[]; components: { id: number; name_en: string }[] }

describe.each(engines)('a locked grade sheet on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let course: Course;
  /** a component of the sheet no score uses, which a deletion could otherwise remove */
  let unused: number;
  let student: { id: number; personal_id: string };
  let grade: number;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const move = (transition: string, reason?: string) => call('POST', `/api/course-grades/${course.id}/transition`, {
    token: admin, body: { transition, ...(reason === undefined ? {} : { reason }) },
  });
  const cell = (score: number) => call('PUT', '/api/course-grades/grid', {
    token: admin, language: 'en', body: { course_id: course.id, student_id: student.id, component_id: course.components[0].id, score },
  });
  const reweigh = (weight: number, language: 'en' | 'ka' = 'en') => call('PUT', `/api/course-components/${course.components[0].id}`, { token: admin, language, body: { weight } });
  const sentence = (state: string, reopening: string) => `The grade sheet of ${course.name} (${course.code}) is “${state}”: its scores, assessment components and student groups cannot be changed now. It can be opened again by: ${reopening}.`;
  const digests = async () => Promise.all(['grades', 'course_components', 'journal_courses'].map((table) => tableDigest(test, table)));

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    // an open course of two groups, with students and components, whose code no other course has (an import names it)
    const [open] = await sql<{ id: number; name: string; code: string; groups: number[] }>(
      `SELECT c.id, c.name, c.code, c.group_ids AS groups FROM journal_courses c
       WHERE c.grades_state = 'open' AND cardinality(c.group_ids) > 1 AND (SELECT count(*) FROM journal_courses same WHERE same.code = c.code) = 1
         AND EXISTS (SELECT 1 FROM students s WHERE s.group_id = c.group_ids[1]) AND EXISTS (SELECT 1 FROM course_components cc WHERE cc.course_id = c.id)
       ORDER BY c.id LIMIT 1`);
    const components = await sql<{ id: number; name_en: string }>('SELECT id, name_en FROM course_components WHERE course_id = $1 ORDER BY id', [open.id]);
    course = { ...open, components };
    const sheet = (await call('GET', `/api/course-grades/grid?course_id=${course.id}`, { token: admin })).body as { rows: { id: number; detail: string }[] };
    student = { id: sheet.rows[0].id, personal_id: sheet.rows[0].detail };
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('takes every change while the sheet is open', async () => {
    expect((await cell(64)).status).toBe(200);
    [{ id: grade }] = await sql<{ id: number }>('SELECT id FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [course.id, student.id, course.components[0].id]);
    const added = await call('POST', '/api/course-components', {
      token: admin, body: { course_id: course.id, name_ka: 'ლაბორატორია', name_en: 'Lab report', type_id: 1, weight: 0 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    unused = (added.body.data as { id: number }).id;
    const weight = (await sql<{ weight: number }>('SELECT weight FROM course_components WHERE id = $1', [course.components[0].id]))[0].weight;
    expect((await reweigh(weight + 1)).status).toBe(200);
    expect((await reweigh(weight)).status).toBe(200);
  });

  it('publishes a component of a submitted sheet by no route, so its students see no partial total before the approval', async () => {
    expect((await move('submit')).status).toBe(200);
    const before = await digests();
    const published = await call('PUT', `/api/course-components/${course.components[0].id}`, { token: admin, language: 'en', body: { published: true } });
    expect(published.status).toBe(409);
    expect(published.body.message).toBe(sentence('Submitted', 'Return to the lecturer (Approve grade sheets)'));
    const onTheSheet = await call('PUT', '/api/course-grades/grid/publish', { token: admin, body: { course_id: course.id, component_id: course.components[0].id, published: true } });
    expect(onTheSheet.status).toBe(409);
    expect(await digests()).toEqual(before);
  });

  it('refuses, once approved, a change of its components, scores or groups by every route, naming the sheet in the user\'s language', async () => {
    expect((await move('approve')).status).toBe(200);
    const before = await digests();
    const approved = sentence('Approved', 'Rectify (Rectify approved grade sheets)');

    const weighed = await reweigh(100);
    expect(weighed.status).toBe(409);
    expect(weighed.body.message).toBe(approved);
    const inGeorgian = await reweigh(100, 'ka');
    expect(inGeorgian.status).toBe(409);
    expect(inGeorgian.body.message).toContain(`„${course.name} (${course.code})“`);
    expect(inGeorgian.body.message).toContain('„დამტკიცებული“');

    const added = await call('POST', '/api/course-components', {
      token: admin, language: 'en', body: { course_id: course.id, name_ka: 'ბონუსი', name_en: 'Bonus', type_id: 1, weight: 50 },
    });
    expect([added.status, added.body.message]).toEqual([409, approved]);
    const deleted = await call('DELETE', `/api/course-components/${unused}`, { token: admin, language: 'en' });
    expect([deleted.status, deleted.body.message]).toEqual([409, approved]);
    const roster = await call('PUT', `/api/journal/${course.id}`, { token: admin, language: 'en', body: { group_ids: course.groups.slice(0, 1) } });
    expect([roster.status, roster.body.message]).toEqual([409, approved]);

    expect((await cell(99)).status).toBe(409);
    const record = await call('PUT', `/api/course-grades/${grade}`, {
      token: admin, body: { course_id: course.id, student_id: student.id, component_id: course.components[0].id, score: 99 },
    });
    expect(record.status).toBe(409);

    // an import into the approved sheet writes none of its rows, and says why of each
    const form = (dryRun: boolean) => {
      const data = new FormData();
      data.append('columns', JSON.stringify({ 'Course code': 'course_id', 'Personal number': 'student_id', Component: 'component_id', Score: 'score' }));
      data.append('file', new Blob([`Course code;Personal number;Component;Score\n${course.code};${student.personal_id};${course.components[0].name_en};99\n`]), 'late.csv');
      return call('POST', `/api/course-grades/import${dryRun ? '?dry_run=1' : ''}`, { token: admin, form: data, language: 'en' });
    };
    const checked = await form(true);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect((checked.body.refused as { row: number }[]).map((row) => row.row)).toEqual([2]);
    const started = await form(false);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await finished(call, admin, (started.body.job as { id: string }).id)).state).toBe('completed');
    // nor does the components' import add one: the database refuses the row, and the import names the sheet under it
    const components = new FormData();
    components.append('columns', JSON.stringify({ Course: 'course_id', 'Name ka': 'name_ka', 'Name en': 'name_en', Type: 'type_id', Weight: 'weight' }));
    components.append('file', new Blob([`Course;Name ka;Name en;Type;Weight\n${course.code};ბონუსი;Bonus;Standard;50\n`]), 'bonus.csv');
    const bonus = await call('POST', '/api/course-components/import?dry_run=1', { token: admin, form: components, language: 'en' });
    expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);
    expect(Object.values((bonus.body.refused as { errors: Record<string, string[]> }[])[0].errors)).toEqual([[approved]]);

    expect(await digests()).toEqual(before);
  });

  it('is kept by the database itself: a statement changing a component, a score or the groups of the approved sheet is refused', async () => {
    const before = await digests();
    const [component, lock] = [course.components[0].id, (table: string) => ({ code: '55000', constraint: `${table}_grades_state_lock` })];
    // statements without parameters: PGlite's adapter loses its connection to a failed one with parameters outside a transaction
    const refused = [
      [`UPDATE course_components SET weight = weight + 10 WHERE id = ${component}`, 'course_components'],
      [`UPDATE course_components SET published = true WHERE id = ${component}`, 'course_components'],
      [`DELETE FROM course_components WHERE id = ${unused}`, 'course_components'],
      [`INSERT INTO course_components (course_id, name_ka, name_en, weight) VALUES (${course.id}, 'x', 'x', 20)`, 'course_components'],
      [`UPDATE grades SET score = 100 WHERE id = ${grade}`, 'grades'],
      [`DELETE FROM grades WHERE id = ${grade}`, 'grades'],
      [`INSERT INTO grades (course_id, student_id, component_id, score) VALUES (${course.id}, ${student.id}, ${unused}, 50)`, 'grades'],
      [`UPDATE journal_courses SET group_ids = '{${course.groups[0]}}' WHERE id = ${course.id}`, 'journal_courses'],
      [`DELETE FROM journal_courses WHERE id = ${course.id}`, 'journal_courses'],
    ] as const;
    for (const [statement, table] of refused) await expect(sql(statement), statement).rejects.toMatchObject(lock(table));
    expect(await digests()).toEqual(before);
    // what the sheet is not made of still changes: the course's absence limit, a score rewritten as it is
    await sql(`UPDATE journal_courses SET absence_limit = coalesce(absence_limit, 20) WHERE id = ${course.id}`);
    await sql(`UPDATE grades SET updated_at = now() WHERE id = ${grade}`);
  });

  it('lets the registry change a score and a weight under rectification, and approve the sheet again', async () => {
    expect((await move('rectify', 'The midterm was marked out of 90.')).status).toBe(200);
    expect((await cell(70)).status).toBe(200);
    const weight = (await sql<{ weight: number }>('SELECT weight FROM course_components WHERE id = $1', [course.components[0].id]))[0].weight;
    expect((await reweigh(weight)).status).toBe(200);
    expect((await call('DELETE', `/api/course-components/${unused}`, { token: admin })).status).toBe(204);
    expect((await move('approve')).status).toBe(200);
    const [result] = await sql<{ total: string }>('SELECT total FROM course_results WHERE course_id = $1 AND student_id = $2', [course.id, student.id]);
    expect(Number(result.total)).toBeGreaterThan(0);
  });
});
