// The student's and lecturer's areas, over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: an
// account of each type reaches its own area's API alone, and there only its own rows; the admin area's API
// answers 403 to them on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';
import { registry } from '../../server/generated/registry';
import { hashPassword } from '../../server/auth/passwords';

const PASSWORD = 'area-password-1';

describe.each(engines)('student and lecturer areas on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let student: string;
  let otherStudent: string;
  let lecturer: string;
  let studentId: number;
  let lecturerId: number;

  /** An account of the given type linked to a record, signed in. */
  const accountFor = async (email: string, type: number, link: 'student_id' | 'lecturer_id', id: number): Promise<string> => {
    await test.server.ctx.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, ${link}) VALUES ($1, $2, 'Area', 'Person', $3, $4)`,
      [email, await hashPassword(PASSWORD), type, id],
    );
    return signIn(call, email, PASSWORD);
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const students = await test.server.ctx.db.query<{ student_id: number }>(
      'SELECT student_id FROM finances GROUP BY student_id ORDER BY student_id LIMIT 2',
    );
    studentId = students[0].student_id;
    [{ lecturer_id: lecturerId }] = await test.server.ctx.db.query<{ lecturer_id: number }>(
      'SELECT lecturer_id FROM journal_courses WHERE lecturer_id IS NOT NULL ORDER BY lecturer_id LIMIT 1',
    );
    student = await accountFor(`student-${engine}@example.com`, 3, 'student_id', studentId);
    otherStudent = await accountFor(`other-${engine}@example.com`, 3, 'student_id', students[1].student_id);
    lecturer = await accountFor(`lecturer-${engine}@example.com`, 2, 'lecturer_id', lecturerId);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('shows a student their own finance rows alone, with the payments of one, and another\'s as not there', async () => {
    const mine = await call('GET', '/api/student/finances', { token: student });
    expect(mine.status).toBe(200);
    const rows = (mine.body.finances as { data: { id: number }[] }).data;
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM finances WHERE student_id = $1', [studentId]);
    expect(rows).toHaveLength(count);
    const opened = await call('GET', `/api/student/finances/${rows[0].id}`, { token: student });
    expect(opened.status).toBe(200);
    expect(Array.isArray((opened.body.data as { payments: unknown[] }).payments)).toBe(true);
    expect((await call('GET', `/api/student/finances/${rows[0].id}`, { token: otherStudent })).status).toBe(404);
  });

  it('files a student\'s statement for the student, pending, seen by the finance office', async () => {
    const requested = await call('POST', '/api/student/statements/actions/request', { token: student, body: { comment: 'A payment schedule, please', student_id: 1 }, language: 'en' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const mine = (await call('GET', '/api/student/statements', { token: student })).body.finance_statements as { data: { status_id: number; comment: string }[] };
    expect(mine.data[0]).toMatchObject({ status_id: 1, comment: 'A payment schedule, please' });
    const theirs = (await call('GET', '/api/student/statements', { token: otherStudent })).body.finance_statements as { data: { comment: string }[] };
    expect(theirs.data.map((row) => row.comment)).not.toContain('A payment schedule, please');
    const office = (await call('GET', `/api/finance-statement?search=&per_page=100`, { token: admin })).body.finance_statements as { data: { comment?: string; status_id: number }[] };
    expect(office.data.length).toBeGreaterThan(0);
    const [stored] = await test.server.ctx.db.query<{ student_id: number }>(`SELECT student_id FROM finance_statements WHERE comment = 'A payment schedule, please'`);
    expect(stored.student_id).toBe(studentId);
    const empty = await call('POST', '/api/student/statements/actions/request', { token: student, body: {}, language: 'en' });
    expect(empty.status).toBe(422);
  });

  it('shows a lecturer the courses they teach alone', async () => {
    const answer = await call('GET', '/api/lecturer/courses?per_page=100', { token: lecturer });
    expect(answer.status).toBe(200);
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM journal_courses WHERE lecturer_id = $1', [lecturerId]);
    expect((answer.body.journal as { total: number }).total).toBe(count);
  });

  it('opens a lecturer the grade sheet of a course of theirs, takes a grade there, and knows no other course\'s sheet', async () => {
    const [own] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM journal_courses WHERE lecturer_id = $1 ORDER BY id LIMIT 1', [lecturerId]);
    const [other] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM journal_courses WHERE lecturer_id IS DISTINCT FROM $1 ORDER BY id LIMIT 1', [lecturerId]);
    const sheet = await call('GET', `/api/lecturer/grades/grid?course_id=${own.id}`, { token: lecturer });
    expect(sheet.status).toBe(200);
    const { rows, columns } = sheet.body as { rows: { id: number }[]; columns: { id: number }[] };
    const graded = await call('PUT', '/api/lecturer/grades/grid', { token: lecturer, body: { course_id: own.id, student_id: rows[0].id, component_id: columns[0].id, score: 87.5 } });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    const [stored] = await test.server.ctx.db.query<{ score: string }>('SELECT score FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [own.id, rows[0].id, columns[0].id]);
    expect(Number(stored.score)).toBe(87.5);
    expect((await call('GET', `/api/lecturer/grades/grid?course_id=${other.id}`, { token: lecturer })).status).toBe(404);
    const before = await test.server.ctx.db.query('SELECT count(*) FROM grades WHERE course_id = $1', [other.id]);
    expect((await call('PUT', '/api/lecturer/grades/grid', { token: lecturer, body: { course_id: other.id, student_id: rows[0].id, component_id: columns[0].id, score: 10 } })).status).toBe(404);
    expect((await call('POST', '/api/lecturer/grades', { token: lecturer, body: { course_id: other.id, student_id: rows[0].id, component_id: columns[0].id, score: 10 } })).status).toBe(404);
    expect(await test.server.ctx.db.query('SELECT count(*) FROM grades WHERE course_id = $1', [other.id])).toEqual(before);
    // the student of the first row sees the grade among their own, and another student does not
    const [{ id: gradeId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [own.id, rows[0].id, columns[0].id]);
    const theirs = await accountFor(`graded-${engine}@example.com`, 3, 'student_id', rows[0].id);
    const mine = ((await call('GET', '/api/student/grades?per_page=100', { token: theirs })).body.data as { id: number; score: string }[]);
    expect(Number(mine.find((row) => row.id === gradeId)?.score)).toBe(87.5);
    expect((await call('GET', `/api/student/grades/${gradeId}`, { token: rows[0].id === studentId ? otherStudent : student })).status).toBe(404);
  });

  it('shows students and lecturers the published news whose date has come, and no draft or later item even by id', async () => {
    const add = async (title: string, published: boolean, at: string) => (await test.server.ctx.db.query<{ id: number }>(
      `INSERT INTO news (title, body, published, published_at) VALUES ($1, '<p>Text</p>', $2, now() + $3::interval) RETURNING id`, [title, published, at],
    ))[0].id;
    const [shown, draft, later] = [await add(`Shown ${engine}`, true, '-1 hour'), await add(`Draft ${engine}`, false, '-1 hour'), await add(`Later ${engine}`, true, '1 day')];
    for (const [token, path] of [[student, '/api/student/news'], [lecturer, '/api/lecturer/news']] as const) {
      // asking for drafts is no filter of the screen: refused, not obeyed
      expect((await call('GET', `${path}?published=false`, { token })).status).toBe(422);
      const listed = await call('GET', `${path}?per_page=100`, { token });
      expect(listed.status).toBe(200);
      const titles = (listed.body.news as { data: { title: string }[] }).data.map((row) => row.title);
      expect(titles).toContain(`Shown ${engine}`);
      expect(titles).not.toContain(`Draft ${engine}`);
      expect(titles).not.toContain(`Later ${engine}`);
      expect((await call('GET', `${path}/${shown}`, { token })).status).toBe(200);
      for (const hidden of [draft, later]) expect((await call('GET', `${path}/${hidden}`, { token })).status).toBe(404);
    }
  });

  it('asks students the surveys given to students alone, each answered once, and a lecturer those given to lecturers', async () => {
    const make = async (name: string, audience: Record<string, boolean>) => {
      const made = await call('POST', '/api/surveys', { token: admin, body: { name, ...audience, questions: [{ question: 'Useful?', type_id: 1, required: true, choices: 'Yes\nNo' }] } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data as { id: number; questions: { id: number }[] };
    };
    const forStudents = await make(`Students ${engine}`, { for_students: true });
    const forLecturers = await make(`Lecturers ${engine}`, { for_lecturers: true });
    const names = async (path: string, token: string) => ((await call('GET', `${path}?per_page=100`, { token })).body.surveys as { data: { name: string }[] }).data.map((row) => row.name);
    expect(await names('/api/student/surveys', student)).toContain(`Students ${engine}`);
    expect(await names('/api/student/surveys', student)).not.toContain(`Lecturers ${engine}`);
    expect(await names('/api/lecturer/surveys', lecturer)).toEqual(expect.arrayContaining([`Lecturers ${engine}`]));
    const fill = (path: string, survey: { id: number; questions: { id: number }[] }, token: string) =>
      call('POST', `${path}/actions/fill?id=${survey.id}`, { token, body: { answers: { [survey.questions[0].id]: { choices: ['Yes'] } } } });
    expect((await fill('/api/student/surveys', forStudents, student)).status).toBe(200);
    expect((await fill('/api/student/surveys', forStudents, student)).status).toBe(409);
    expect((await fill('/api/student/surveys', forLecturers, student)).status).toBe(404);
    expect((await call('GET', `/api/student/surveys/${forLecturers.id}`, { token: student })).status).toBe(404);
    expect((await fill('/api/lecturer/surveys', forLecturers, lecturer)).status).toBe(200);
  });

  it('answers a student or lecturer 403 on every admin screen, an administrator 403 in their areas, and each area to its own type', async () => {
    const adminScreens = Object.values(registry.resources).filter((resource) => !resource.area);
    for (const resource of adminScreens) {
      for (const token of [student, lecturer]) {
        expect((await call('GET', `/api${resource.endpoint}`, { token })).status, resource.endpoint).toBe(403);
      }
    }
    expect((await call('GET', '/api/student/finances', { token: admin })).status).toBe(403);
    expect((await call('GET', '/api/student/finances', { token: lecturer })).status).toBe(403);
    expect((await call('GET', '/api/lecturer/courses', { token: student })).status).toBe(403);
    expect((await call('GET', '/api/student/messages/unreadCount', { token: student })).status).toBe(200);
  });

  it('lets a student read the option lists their screens name, and no other', async () => {
    expect((await call('GET', '/api/lookups/learnYear', { token: student })).status).toBe(200);
    for (const name of ['students', 'accounts', 'roles']) expect((await call('GET', `/api/lookups/${name}`, { token: student })).status, name).toBe(403);
    expect((await call('GET', '/api/lookups/students', { token: admin })).status).toBe(200);
  });
});
