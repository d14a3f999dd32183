// The student's and lecturer's areas, over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: an
// account of each type reaches its own area's API alone, and there only its own rows; the admin area's API
// answers 403 to them on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, testHash, type Call, type TestServer } from './support/server';
import { registry } from '../../server/generated/registry';

const PASSWORD = 'area-password-1';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

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
      [email, await testHash(PASSWORD), type, id],
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

  it('tells one story in the demo: the demo student\'s subject graded in the demo lecturer\'s course, each finance year the student\'s programme\'s', async () => {
    // the demo accounts the first start made: the first student's and the first lecturer's
    const [demoStudent] = await test.server.ctx.db.query<{ student_id: number }>('SELECT student_id FROM users WHERE user_type_id = 3 AND student_id IS NOT NULL ORDER BY id LIMIT 1');
    const [demoLecturer] = await test.server.ctx.db.query<{ lecturer_id: number; name: string }>(
      `SELECT u.lecturer_id, trim(l.first_name || ' ' || l.last_name) AS name FROM users u JOIN lecturers l ON l.id = u.lecturer_id
       WHERE u.user_type_id = 2 ORDER BY u.id LIMIT 1`);
    // this test's student account is the demo student's record: what the demo student sees, it sees
    expect(studentId).toBe(demoStudent.student_id);
    const subjects = (await call('GET', '/api/student/subjects?per_page=100', { token: student })).body as { subjects: { data: { id: number; lecturers: string; total: number | null }[] } };
    const taught = subjects.subjects.data.filter((row) => row.lecturers === demoLecturer.name);
    expect(taught.length).toBeGreaterThan(0);
    const grades = (await call('GET', '/api/student/grades?per_page=100', { token: student })).body as { data: { course_id: number }[] };
    const gradedCourses = new Set(grades.data.map((row) => row.course_id));
    expect(taught.some((row) => gradedCourses.has(row.id) && row.total !== null)).toBe(true);
    const [{ strays }] = await test.server.ctx.db.query<{ strays: number }>(
      `SELECT count(*)::integer AS strays FROM finances f JOIN students s ON s.id = f.student_id JOIN learn_years y ON y.id = f.learn_year_id
       WHERE y.program_id IS DISTINCT FROM s.program_id`);
    expect(strays).toBe(0);
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
    // its sheet still open (the demo's first is approved, and an approved sheet takes no score)
    await test.server.ctx.db.query(`UPDATE journal_courses SET grades_state = 'open' WHERE id = $1`, [own.id]);
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
    // once the sheet is submitted and approved: until then its students see none of its scores
    const theirs = await accountFor(`graded-${engine}@example.com`, 3, 'student_id', rows[0].id);
    const seen = async () => ((await call('GET', '/api/student/grades?per_page=100', { token: theirs })).body.data as { id: number; score: string }[]);
    expect((await seen()).some((row) => row.id === gradeId)).toBe(false);
    expect((await call('POST', `/api/lecturer/grades/${own.id}/transition`, { token: lecturer, body: { transition: 'submit' } })).status).toBe(200);
    expect((await call('POST', `/api/course-grades/${own.id}/transition`, { token: admin, body: { transition: 'approve' } })).status).toBe(200);
    const mine = await seen();
    expect(Number(mine.find((row) => row.id === gradeId)?.score)).toBe(87.5);
    expect((await call('GET', `/api/student/grades/${gradeId}`, { token: rows[0].id === studentId ? otherStudent : student })).status).toBe(404);
  });

  it('shows a student the subjects of their group, current and past, with their total, and nobody else\'s', async () => {
    const [{ group_id: groupId }] = await test.server.ctx.db.query<{ group_id: number }>('SELECT group_id FROM students WHERE id = $1', [studentId]);
    const taught = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM journal_courses WHERE $1 = ANY(group_ids) ORDER BY id', [groupId]);
    expect(taught.length).toBeGreaterThan(0);
    const mine = await call('GET', '/api/student/subjects?per_page=100', { token: student });
    expect(mine.status).toBe(200);
    const rows = (mine.body.subjects as { data: { id: number; total: string | null; past: boolean }[] }).data;
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(taught.map((course) => course.id));
    // a course that ended is past, and the total is the weighted sum of the student's grades in it
    await test.server.ctx.db.query('UPDATE journal_courses SET last_day = current_date - 1 WHERE id = $1', [taught[0].id]);
    const past = (await call('GET', '/api/student/subjects?past=true', { token: student })).body.subjects as { data: { id: number }[] };
    expect(past.data.map((row) => row.id)).toEqual([taught[0].id]);
    const [expected] = await test.server.ctx.db.query<{ total: string | null }>(
      `SELECT round(sum(g.score * c.weight / 100.0), 2)::text AS total FROM grades g JOIN course_components c ON c.id = g.component_id
       WHERE g.course_id = $1 AND g.student_id = $2`, [taught[0].id, studentId]);
    const opened = await call('GET', `/api/student/subjects/${taught[0].id}`, { token: student });
    expect(opened.status).toBe(200);
    expect((opened.body.data as { total: string | null }).total === null ? null : Number((opened.body.data as { total: string }).total))
      .toBe(expected.total === null ? null : Number(expected.total));
    const [{ id: stranger }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM journal_courses WHERE NOT ($1 = ANY(group_ids)) LIMIT 1', [groupId]);
    expect((await call('GET', `/api/student/subjects/${stranger}`, { token: student })).status).toBe(404);
  });

  it('shows a student their record above their subjects, and each approved course\'s letter, grade points and ECTS, in their language', async () => {
    const [record] = await test.server.ctx.db.query<{ gpa: string | null; credits: string | null; name_en: string | null }>(
      `SELECT s.gpa::text, s.credits::text, a.name_en FROM students s LEFT JOIN academic_standings a ON a.id = s.standing_id WHERE s.id = $1`, [studentId]);
    const answer = await call('GET', '/api/student/subjects?per_page=100', { token: student, language: 'en' });
    const page = answer.body.subjects as { summary: { key: string; label: string; value: unknown }[]; data: { id: number; letter: string | null; grade_points: number | null; ects: number | null }[] };
    expect(page.summary.map(({ key, label }) => [key, label])).toEqual([['gpa', 'fields.gpa'], ['credits', 'fields.credits'], ['standing_id', 'fields.academic_standing']]);
    expect(page.summary.map(({ value }) => value)).toEqual([
      record.gpa === null ? null : Number(record.gpa), record.credits === null ? null : Number(record.credits), record.name_en,
    ]);
    // each course with a result the record counts shows it; the others none yet
    const results = await test.server.ctx.db.query<{ course_id: number; grade: string | null; points: string; ects: string }>(
      'SELECT course_id, grade, points::text, ects::text FROM course_results WHERE student_id = $1', [studentId]);
    const byCourse = new Map(results.map((result) => [result.course_id, result]));
    for (const row of page.data) {
      const result = byCourse.get(row.id);
      expect([row.letter, row.grade_points, row.ects]).toEqual(result ? [result.grade, Number(result.points), Number(result.ects)] : [null, null, null]);
    }
    // the summary is the signed-in student's own: a query cannot name another's record
    expect((await call('GET', `/api/student/subjects?student_id=${studentId}`, { token: otherStudent })).status).toBe(422);
    const other = (await call('GET', '/api/student/subjects', { token: otherStudent })).body.subjects as { summary: { value: unknown }[] };
    const [theirs] = await test.server.ctx.db.query<{ gpa: string | null }>('SELECT gpa::text FROM students s JOIN users u ON u.student_id = s.id WHERE u.email = $1', [`other-${engine}@example.com`]);
    expect(other.summary[0].value).toBe(theirs.gpa === null ? null : Number(theirs.gpa));
    // an administrator's list of a student's subjects has no record of theirs to show: the area is the student's
    expect((await call('GET', '/api/student/subjects', { token: admin })).status).toBe(403);
  });

  it('lets a student search the released books of the e-library and no other, and download a book\'s file', async () => {
    const released = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM books WHERE released ORDER BY id');
    const listed = await call('GET', '/api/student/library?per_page=100', { token: student });
    expect(listed.status).toBe(200);
    expect((listed.body.books as { data: { id: number }[] }).data.map((row) => row.id).sort((a, b) => a - b)).toEqual(released.map((book) => book.id));
    const [hidden] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM books WHERE NOT released LIMIT 1');
    expect((await call('GET', `/api/student/library/${hidden.id}`, { token: student })).status).toBe(404);
    const [book] = await test.server.ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM books WHERE released ORDER BY id LIMIT 1');
    const found = await call('GET', `/api/student/library?search=${encodeURIComponent(book.title.slice(0, 4))}`, { token: student });
    expect((found.body.books as { data: { id: number }[] }).data.map((row) => row.id)).toContain(book.id);
    // the library office adds the book's file; the student finds it on the book and downloads it
    const upload = new FormData();
    upload.append('file_name', new Blob([PDF], { type: 'application/pdf' }), 'book.pdf');
    upload.append('title', 'ქართული ენის გრამატიკა: ტომი 1');
    expect((await call('PUT', `/api/library-lmb/${book.id}`, { token: admin, form: upload })).status).toBe(200);
    const opened = (await call('GET', `/api/student/library/${book.id}`, { token: student })).body.data as { file_name: string };
    const file = await fetch(test.baseUrl + opened.file_name, { headers: { authorization: `Bearer ${student}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // it downloads under the book's title (in UTF-8, a colon a file name cannot hold left out), not its stored name
    const stored = opened.file_name.replace('/storage/', '');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent('ქართული ენის გრამატიკა ტომი 1.pdf')}`);
    expect((await call('POST', '/api/student/library', { token: student, body: { title: 'x', author: 'y' } })).status).toBe(404);
  });

  it('lets a lecturer write the syllabus of a subject they teach, and of no other, changing nothing else of it', async () => {
    const own = await test.server.ctx.db.query<{ id: number }>(
      `SELECT DISTINCT cu.id FROM curriculum cu JOIN journal_courses c ON c.program_id = cu.program_id AND c.code = cu.code WHERE c.lecturer_id = $1 ORDER BY cu.id`, [lecturerId]);
    const listed = await call('GET', '/api/lecturer/syllabi?per_page=100', { token: lecturer });
    expect(listed.status).toBe(200);
    expect((listed.body.subjects as { data: { id: number }[] }).data.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id));
    expect(own.length).toBeGreaterThan(0);
    const [before] = await test.server.ctx.db.query<{ subject: string; ects: number; syllabus_goals: string | null }>('SELECT subject, ects, syllabus_goals FROM curriculum WHERE id = $1', [own[0].id]);
    const written = await call('POST', `/api/lecturer/syllabi/actions/syllabus?id=${own[0].id}`, {
      token: lecturer, language: 'en', body: { syllabus_goals: 'To read statutes closely', syllabus_literature: 'The Civil Code', subject: 'Renamed', ects: 60 },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.message).toBe('Saved.');
    const [after] = await test.server.ctx.db.query<{ subject: string; ects: number; syllabus_goals: string; syllabus_literature: string }>(
      'SELECT subject, ects, syllabus_goals, syllabus_literature FROM curriculum WHERE id = $1', [own[0].id]);
    expect(after).toEqual({ subject: before.subject, ects: before.ects, syllabus_goals: 'To read statutes closely', syllabus_literature: 'The Civil Code' });
    // the curriculum's history says who wrote what over what
    const history = await call('GET', `/api/curriculum/${own[0].id}/history`, { token: admin });
    expect((history.body.data as { action: string; user_name: string; changes: Record<string, unknown> }[])[0]).toEqual(expect.objectContaining({
      action: 'update', user_name: 'Area Person',
      changes: { syllabus_goals: { from: before.syllabus_goals, to: 'To read statutes closely' }, syllabus_literature: { from: null, to: 'The Civil Code' } },
    }));
    const [other] = await test.server.ctx.db.query<{ id: number }>(
      `SELECT id FROM curriculum WHERE id <> ALL($1::integer[]) ORDER BY id LIMIT 1`, [own.map((row) => row.id)]);
    const refused = await call('POST', `/api/lecturer/syllabi/actions/syllabus?id=${other.id}`, { token: lecturer, body: { syllabus_goals: 'Not mine' } });
    expect(refused.status).toBe(404);
    const [untouched] = await test.server.ctx.db.query<{ syllabus_goals: string | null }>('SELECT syllabus_goals FROM curriculum WHERE id = $1', [other.id]);
    expect(untouched.syllabus_goals).not.toBe('Not mine');
  });

  it('lets a student answer a message to its sender alone, and write nothing else', async () => {
    const [{ id: studentAccount }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`student-${engine}@example.com`]);
    const sent = await call('POST', '/api/messages/actions/compose', { token: admin, body: { subject: `Timetable ${engine}`, body: 'The exam moved to Friday.', to_users: [studentAccount] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const inbox = (await call('GET', `/api/student/messages?box=inbox&search=${encodeURIComponent(`Timetable ${engine}`)}`, { token: student })).body.messages as { data: { id: number }[] };
    const [received] = inbox.data;
    const answered = await call('POST', `/api/student/messages/actions/reply?id=${received.id}`, { token: student, body: { text: 'Thank you, noted.', to_users: [1, 2, 3] }, language: 'en' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [reply] = await test.server.ctx.db.query<{ subject: string; body: string; recipients: number[] }>(
      `SELECT m.subject, m.body, ARRAY(SELECT owner_id FROM mailbox WHERE message_id = m.id AND box = 'inbox') AS recipients
       FROM messages m WHERE m.sender_id = $1 ORDER BY m.id DESC LIMIT 1`, [studentAccount]);
    const [{ id: adminAccount }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', ['admin@example.com']);
    expect(reply).toEqual({ subject: `Re: Timetable ${engine}`, body: 'Thank you, noted.', recipients: [adminAccount] });
    // what the student sent is theirs, in the sent box, and cannot be answered as if received
    const outbox = (await call('GET', '/api/student/messages?box=sent', { token: student })).body.messages as { data: { id: number }[] };
    expect((await call('POST', `/api/student/messages/actions/reply?id=${outbox.data[0].id}`, { token: student, body: { text: 'x' } })).status).toBe(422);
    expect((await call('POST', `/api/student/messages/actions/reply?id=${received.id}`, { token: student, body: {} })).status).toBe(422);
    expect((await call('POST', '/api/messages/actions/compose', { token: student, body: { subject: 'x', body: 'y', to_users: [adminAccount] } })).status).toBe(403);
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

  it('asks students the surveys given to students alone, each answered once and marked so, and a lecturer those given to lecturers', async () => {
    const make = async (name: string, audience: Record<string, boolean | number[]>) => {
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
    // each person's own mark: answered once, the survey says so in the list and its detail, and takes no second answer
    const answered = async (path: string, token: string) => Object.fromEntries(((await call('GET', `${path}?per_page=100`, { token })).body.surveys as { data: { name: string; answered: boolean }[] }).data
      .map((row) => [row.name, row.answered]));
    expect((await answered('/api/student/surveys', student))[`Students ${engine}`]).toBe(false);
    expect((await fill('/api/student/surveys', forStudents, student)).status).toBe(200);
    expect((await answered('/api/student/surveys', student))[`Students ${engine}`]).toBe(true);
    expect(((await call('GET', `/api/student/surveys/${forStudents.id}`, { token: student })).body.data as { answered: boolean }).answered).toBe(true);
    const again = await call('POST', `/api/student/surveys/actions/fill?id=${forStudents.id}`, { token: student, body: { answers: { [forStudents.questions[0].id]: { choices: ['No'] } } }, language: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This action does not apply to this record');
    expect((await fill('/api/student/surveys', forLecturers, student)).status).toBe(404);
    expect((await call('GET', `/api/student/surveys/${forLecturers.id}`, { token: student })).status).toBe(404);
    expect((await answered('/api/lecturer/surveys', lecturer))[`Lecturers ${engine}`]).toBe(false);
    expect((await fill('/api/lecturer/surveys', forLecturers, lecturer)).status).toBe(200);
    expect((await answered('/api/lecturer/surveys', lecturer))[`Lecturers ${engine}`]).toBe(true);

    // given to some groups: to the student's group it is theirs to answer, to another group's it is not there
    const [{ group_id: own }] = await test.server.ctx.db.query<{ group_id: number }>('SELECT group_id FROM students WHERE id = $1', [studentId]);
    const [{ id: elsewhere }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM student_groups WHERE id <> $1 LIMIT 1', [own]);
    const ownGroup = await make(`Own group ${engine}`, { for_students: true, groups: [own] });
    const otherGroup = await make(`Other group ${engine}`, { for_students: true, groups: [elsewhere] });
    const listed = await names('/api/student/surveys', student);
    expect(listed).toContain(`Own group ${engine}`);
    expect(listed).not.toContain(`Other group ${engine}`);
    expect((await fill('/api/student/surveys', otherGroup, student)).status).toBe(404);
    expect((await fill('/api/student/surveys', ownGroup, student)).status).toBe(200);
  });

  it('answers a student or lecturer 403 on every admin screen, an administrator 403 in their areas, and each area to its own type', async () => {
    const adminScreens = Object.values(registry.screens).filter((resource) => !resource.area);
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
