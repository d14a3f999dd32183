// A grade sheet's life (screens/course-grades.yaml workflow), over real HTTP on PGlite and PostgreSQL: its lecturer
// enters scores while it is open and submits it; the lecturer's next score is refused with the state named and who
// can open it again; the registry approves it, and only then do its students see their scores; a rectification
// needs a reason and the permission, lets only its holders write, and is approved again; each move and each cell's
// change is in the history with who made it. A component's scores published early are seen before the approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, testHash, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';
import { takeResults } from '../../server/domains/academic/record';

const PASSWORD = 'sheet-password-1';

interface Sheet {
  rows: { id: number }[];
  columns: { id: number; published?: boolean }[];
  workflow: { state: string; writable: boolean; transitions: { id: string; reason?: string }[] };
  scale: { grade: string; from: number; passes: boolean }[];
  credits: number;
}

describe.each(engines)('a grade sheet\'s life on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let lecturer: string;
  let student: string;
  let curriculumOnly: string;
  let course: number;
  let studentId: number;
  let sheet: Sheet;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const cell = (token: string, score: number | null, column = sheet.columns[0].id, endpoint = '/lecturer/grades') => call('PUT', `/api${endpoint}/grid`, {
    token, language: 'en', body: { course_id: course, student_id: studentId, component_id: column, score },
  });
  const move = (token: string, transition: string, reason?: string, language: 'en' | 'ka' = 'en') => call('POST', `/api/course-grades/${course}/transition`, {
    token, language, body: { transition, ...(reason === undefined ? {} : { reason }) },
  });
  const lecturerMove = (transition: string) => call('POST', `/api/lecturer/grades/${course}/transition`, { token: lecturer, language: 'en', body: { transition } });
  const stateOf = async () => (await sql<{ state: string }>('SELECT grades_state AS state FROM journal_courses WHERE id = $1', [course]))[0].state;
  const studentSees = async () => {
    const grades = (await call('GET', `/api/student/grades?per_page=100&course_id=${course}`, { token: student })).body as { data: { course_id: number }[] };
    const subjects = (await call('GET', '/api/student/subjects?per_page=100', { token: student })).body as { subjects: { data: { id: number; total: string | null }[] } };
    return { grades: grades.data.length, total: subjects.subjects.data.find((row) => row.id === course)?.total ?? null };
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    curriculumOnly = await signInHolding(test, `curriculum-${engine}@example.com`, ['curriculum.index']);
    // an open course of a lecturer, with students and components
    const [open] = await sql<{ id: number; lecturer_id: number; group_id: number }>(
      `SELECT c.id, c.lecturer_id, c.group_ids[1] AS group_id FROM journal_courses c
       WHERE c.grades_state = 'open' AND c.lecturer_id IS NOT NULL AND cardinality(c.group_ids) > 0
         AND EXISTS (SELECT 1 FROM students s WHERE s.group_id = c.group_ids[1]) AND EXISTS (SELECT 1 FROM course_components cc WHERE cc.course_id = c.id)
       ORDER BY c.id LIMIT 1`);
    course = open.id;
    const hashed = await testHash(PASSWORD);
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, lecturer_id) VALUES ($1, $2, 'Sheet', 'Lecturer', 2, $3)`, [`sheet-lecturer-${engine}@example.com`, hashed, open.lecturer_id]);
    lecturer = await signIn(call, `sheet-lecturer-${engine}@example.com`, PASSWORD);
    sheet = (await call('GET', `/api/lecturer/grades/grid?course_id=${course}`, { token: lecturer })).body as unknown as Sheet;
    studentId = sheet.rows[0].id;
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'Sheet', 'Student', 3, $3)`, [`sheet-student-${engine}@example.com`, hashed, studentId]);
    student = await signIn(call, `sheet-student-${engine}@example.com`, PASSWORD);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('goes open → submitted → approved → rectification → approved, each move by whom it may be made and kept in the history', async () => {
    expect(sheet.workflow).toEqual({ state: 'open', writable: true, transitions: [{ id: 'submit', label: 'workflow.grades.submit' }] });

    // open: the lecturer enters a score; the student sees none of the course's scores yet
    expect((await cell(lecturer, 71.5)).status).toBe(200);
    expect(await studentSees()).toEqual({ grades: 0, total: null });

    // submitted by the lecturer; their next score is refused, naming the state and who can open the sheet again
    const submitted = await lecturerMove('submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'submitted', writable: false, transitions: [] });
    const grades = await tableDigest(test, 'grades');
    const refused = await cell(lecturer, 99);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This record is “Submitted”: it cannot be changed in this state. It can be opened again by: Return to the lecturer (Approve grade sheets).');
    const inGeorgian = await call('PUT', '/api/lecturer/grades/grid', { token: lecturer, body: { course_id: course, student_id: studentId, component_id: sheet.columns[0].id, score: 99 } });
    expect(inGeorgian.body.message).toContain('„გადაგზავნილი“');
    // nor does the admin's record route write a grade of a submitted sheet
    const [{ id: gradeId }] = await sql<{ id: number }>('SELECT id FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [course, studentId, sheet.columns[0].id]);
    expect((await call('PUT', `/api/course-grades/${gradeId}`, { token: admin, body: { course_id: course, student_id: studentId, component_id: sheet.columns[0].id, score: 5 } })).status).toBe(409);
    expect((await call('DELETE', `/api/course-grades/${gradeId}`, { token: admin })).status).toBe(409);
    expect(await tableDigest(test, 'grades')).toBe(grades);

    // approving needs grades.approve: not the lecturer's, nor a curriculum editor's
    expect((await lecturerMove('approve')).status).toBe(403);
    const unheld = await move(curriculumOnly, 'approve');
    expect(unheld.status).toBe(403);
    expect(unheld.body.message).toBe('“Approve” needs the permission “Approve grade sheets”, which you do not hold.');
    expect(await stateOf()).toBe('submitted');
    const approved = await move(admin, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', writable: false });
    expect((approved.body.transitions as { id: string }[]).map((transition) => transition.id)).toEqual(['rectify']);
    // a move that does not leave the state the sheet is in is refused, and changes nothing
    const again = await move(admin, 'submit');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('“Submit for approval” cannot be made while the record is “Approved”.');

    // approved: the student sees the course's scores and total
    const seen = await studentSees();
    expect(seen.grades).toBeGreaterThan(0);
    expect(seen.total).not.toBeNull();

    // rectification needs a reason; under it only holders of grades.rectify write, and students see no scores
    const bare = await move(admin, 'rectify', '  ');
    expect(bare.status).toBe(422);
    expect((bare.body.errors as Record<string, string[]>).reason).toEqual(['Say why: “Rectify” needs a reason.']);
    expect(await stateOf()).toBe('approved');
    expect((await move(admin, 'rectify', 'The final exam was marked out of 90.')).status).toBe(200);
    expect((await cell(lecturer, 80.5)).status).toBe(409);
    expect((await cell(lecturer, 80.5)).body.message).toBe('While the record is “Under rectification”, only holders of the permission “Rectify approved grade sheets” can change it.');
    expect((await cell(admin, 80.5, sheet.columns[0].id, '/course-grades')).status).toBe(200);
    expect(await studentSees()).toEqual({ grades: 0, total: null });
    expect((await move(admin, 'approve')).status).toBe(200);
    expect((await studentSees()).grades).toBeGreaterThan(0);

    // the history: each move with who made it and the reason; each score's change with who made it
    const moves = (await call('GET', `/api/journal/${course}/history`, { token: admin })).body as { data: { user_name: string; changes: Record<string, { from: unknown; to: unknown }> }[] };
    expect(moves.data.map((entry) => entry.changes.grades_state?.to)).toEqual(['approved', 'rectification', 'approved', 'submitted']);
    expect(moves.data[1].changes.reason).toEqual({ from: null, to: 'The final exam was marked out of 90.' });
    expect(moves.data[3].user_name).toBe('Sheet Lecturer');
    const cellHistory = await sql<{ action: string; user_id: number; changes: Record<string, [unknown, unknown]> }>(
      `SELECT action, user_id, changes FROM record_changes WHERE table_name = 'grades' AND record_id = $1 ORDER BY id`, [gradeId]);
    expect(cellHistory.map((entry) => Number(entry.changes.score?.[1]))).toEqual([71.5, 80.5]);
    expect(cellHistory[1].action).toBe('update');
    expect(new Set(cellHistory.map((entry) => entry.user_id)).size).toBe(2);
  });

  it('shows students a component its lecturer publishes before the sheet is approved, and no other; publishing follows the sheet\'s state', async () => {
    // a second open course of the same lecturer, for the same students: a midterm (40 %) and a final (60 %)
    const [made] = await sql<{ id: number }>(
      `INSERT INTO journal_courses (code, name, semester, program_id, group_ids, lecturer_id, grades_state)
       SELECT 'PUB-1', 'Interim course', semester, program_id, group_ids, lecturer_id, 'open' FROM journal_courses WHERE id = $1 RETURNING id`, [course]);
    const [midterm, final] = await sql<{ id: number }>(
      `INSERT INTO course_components (course_id, name_ka, name_en, type_id, weight) VALUES ($1, 'შუალედური', 'Midterm', 2, 40), ($1, 'დასკვნითი', 'Final', 3, 60) RETURNING id`,
      [made.id]);
    const score = (component: number, value: number) => call('PUT', '/api/lecturer/grades/grid', {
      token: lecturer, body: { course_id: made.id, student_id: studentId, component_id: component, score: value },
    });
    expect((await score(midterm.id, 80)).status).toBe(200);
    expect((await score(final.id, 90)).status).toBe(200);
    const publish = (token: string, component: unknown, published: unknown, endpoint = '/lecturer/grades') => call('PUT', `/api${endpoint}/grid/publish`, {
      token, language: 'en', body: { course_id: made.id, component_id: component, published },
    });
    const seen = async () => {
      const grades = (await call('GET', `/api/student/grades?per_page=100&course_id=${made.id}`, { token: student })).body as { data: { component_id: number; score: string }[] };
      const subjects = (await call('GET', '/api/student/subjects?per_page=100', { token: student })).body as { subjects: { data: { id: number; total: number | null }[] } };
      return { components: grades.data.map((row) => row.component_id), total: subjects.subjects.data.find((row) => row.id === made.id)?.total ?? null };
    };
    const columns = async () => ((await call('GET', `/api/lecturer/grades/grid?course_id=${made.id}`, { token: lecturer })).body as unknown as Sheet).columns;

    // open: nothing seen; the sheet says neither component is published
    expect(await seen()).toEqual({ components: [], total: null });
    expect((await columns()).map((column) => column.published)).toEqual([false, false]);

    // refused: not a boolean, a component of another course, a student; nothing changes
    const kept = await tableDigest(test, 'course_components');
    const notBoolean = await publish(lecturer, midterm.id, 'yes');
    expect(notBoolean.status).toBe(422);
    expect(Object.keys(notBoolean.body.errors as object)).toEqual(['published']);
    expect((await publish(lecturer, sheet.columns[0].id, true)).status).toBe(422);
    const notAnId = await publish(lecturer, { toString: '' }, true);
    expect([notAnId.status, Object.keys(notAnId.body.errors as object)]).toEqual([422, ['component_id']]);
    expect((await publish(student, midterm.id, true)).status).toBe(403);
    expect(await tableDigest(test, 'course_components')).toBe(kept);

    // the lecturer publishes the midterm: the student sees its score, and a total of it alone; not the final
    const published = await publish(lecturer, midterm.id, true);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await seen()).toEqual({ components: [midterm.id], total: 32 });
    expect((await columns()).map((column) => column.published)).toEqual([true, false]);
    const [change] = await sql<{ user_id: number; changes: Record<string, [unknown, unknown]> }>(
      `SELECT user_id, changes FROM record_changes WHERE table_name = 'course_components' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [midterm.id]);
    expect(change.changes.published).toEqual([null, true]);
    const [{ id: lecturerUser }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [`sheet-lecturer-${engine}@example.com`]);
    expect(change.user_id).toBe(lecturerUser);

    // submitted: the lecturer can no longer publish or withdraw, and the midterm stays seen
    expect((await call('POST', `/api/lecturer/grades/${made.id}/transition`, { token: lecturer, body: { transition: 'submit' } })).status).toBe(200);
    const locked = await publish(lecturer, midterm.id, false);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This record is “Submitted”: it cannot be changed in this state. It can be opened again by: Return to the lecturer (Approve grade sheets).');
    expect((await publish(lecturer, final.id, true)).status).toBe(409);
    expect((await seen()).components).toEqual([midterm.id]);

    // approved: everything is seen, and the sheet no longer speaks of publishing
    expect((await call('POST', `/api/course-grades/${made.id}/transition`, { token: admin, body: { transition: 'approve' } })).status).toBe(200);
    expect((await seen()).components.sort()).toEqual([midterm.id, final.id].sort());
    expect((await columns()).map((column) => column.published)).toEqual([undefined, undefined]);
  });

  it('refuses a transition the workflow does not have, or a reason that is not text, changing nothing', async () => {
    const before = await tableDigest(test, 'journal_courses');
    const unknown = await move(admin, 'publish');
    expect(unknown.status).toBe(422);
    expect((await move(admin, 'rectify', 42 as unknown as string)).status).toBe(422);
    expect((await call('POST', '/api/course-grades/2147483647/transition', { token: admin, body: { transition: 'submit' } })).status).toBe(404);
    expect((await call('POST', `/api/course-grades/${course}/transition`, { token: student, body: { transition: 'submit' } })).status).toBe(403);
    expect(await tableDigest(test, 'journal_courses')).toBe(before);
  });

  it('grades on the scale the office keeps: the Georgian one by default, and a band it moves at once', async () => {
    expect(sheet.scale.map((band) => [band.grade, band.from, band.passes])).toEqual([
      ['A', 91, true], ['B', 81, true], ['C', 71, true], ['D', 61, true], ['E', 51, true], ['FX', 41, false], ['F', 0, false],
    ]);
    const [a] = await sql<{ id: number }>(`SELECT id FROM grade_scale WHERE letter = 'A'`);
    const moved = await call('PUT', `/api/grade-scale/${a.id}`, { token: admin, body: { min_score: 95 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const now = (await call('GET', `/api/course-grades/grid?course_id=${course}`, { token: admin })).body as unknown as Sheet;
    expect(now.scale[0]).toEqual({ grade: 'A', from: 95, passes: true });
    // two bands from the same score are refused, in the user's language
    const twice = await call('PUT', `/api/grade-scale/${a.id}`, { token: admin, language: 'en', body: { min_score: 81 } });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors as object)).toEqual(['min_score']);
  });

  it('says the credits a sheet\'s grades count: its subject\'s ECTS in the curriculum, and 0 for a course outside it', async () => {
    const [counted] = await sql<{ ects: string }>(
      `SELECT cu.ects FROM journal_courses c JOIN curriculum cu ON cu.program_id = c.program_id AND cu.code = c.code WHERE c.id = $1 ORDER BY cu.id LIMIT 1`, [course]);
    expect(sheet.credits).toBe(Number(counted.ects));
    expect(sheet.credits).toBeGreaterThan(0);
    const [outside] = await sql<{ id: number }>(
      `INSERT INTO journal_courses (code, name, program_id, school_id, learn_year_id, semester, lecturer_id, group_ids)
       SELECT 'OUT999', 'Outside the curriculum', program_id, school_id, learn_year_id, semester, lecturer_id, group_ids FROM journal_courses WHERE id = $1
       RETURNING id`, [course]);
    const apart = (await call('GET', `/api/course-grades/grid?course_id=${outside.id}`, { token: admin })).body as unknown as Sheet;
    expect(apart.credits).toBe(0);
  });

  /** A student's GPA and credits worked out here, from the raw tables, over the approved sheets of their courses. */
  const independently = async (student: number): Promise<{ gpa: number | null; credits: number; standing: number | null }> => {
    const scale = (await sql<{ min_score: string; points: string; passes: boolean }>('SELECT min_score, points, passes FROM grade_scale'))
      .map((band) => ({ from: Number(band.min_score), points: Number(band.points), passes: band.passes })).sort((a, b) => b.from - a.from);
    const courses = await sql<{ id: number; ects: string | null }>(
      `SELECT c.id, (SELECT cu.ects FROM curriculum cu WHERE cu.program_id = c.program_id AND cu.code = c.code ORDER BY cu.id LIMIT 1) AS ects
       FROM journal_courses c JOIN students s ON s.group_id = ANY(c.group_ids) WHERE s.id = $1 AND c.grades_state = 'approved'`, [student]);
    let [weighted, counted, credits] = [0, 0, 0];
    for (const course of courses) {
      const scores = await sql<{ score: string; weight: string }>(
        'SELECT g.score, cc.weight FROM grades g JOIN course_components cc ON cc.id = g.component_id WHERE g.course_id = $1 AND g.student_id = $2', [course.id, student]);
      const total = Math.round(scores.reduce((sum, row) => sum + (Number(row.score) * Number(row.weight)) / 100, 0) * 100) / 100;
      const band = scale.find((candidate) => total >= candidate.from);
      const ects = Number(course.ects ?? 0);
      weighted += (band?.points ?? 0) * ects;
      counted += ects;
      if (band?.passes) credits += ects;
    }
    const gpa = counted === 0 ? null : Math.round((weighted / counted) * 100) / 100;
    // the first rule by priority the record meets, as the office keeps them
    const rules = await sql<{ id: number; gpa_below: string | null; credits_share_below: number | null }>('SELECT id, gpa_below, credits_share_below FROM academic_standings ORDER BY priority, id');
    const standing = rules.find((rule) => (rule.gpa_below !== null && gpa !== null && gpa < Number(rule.gpa_below))
      || (rule.credits_share_below !== null && counted > 0 && (100 * credits) / counted < rule.credits_share_below))?.id ?? null;
    return { gpa, credits, standing };
  };
  const recordOf = async (student: number) => {
    const [row] = await sql<{ gpa: string | null; credits: string | null; standing_id: number | null }>('SELECT gpa, credits, standing_id FROM students WHERE id = $1', [student]);
    return { gpa: row.gpa === null ? null : Number(row.gpa), credits: Number(row.credits ?? 0), standing: row.standing_id };
  };

  it('computes each student\'s GPA, credits and standing from approved sheets as an independent computation does, and no score changed without approval moves them', async () => {
    // the sheet the first test left approved: its students' records were written with the approval
    for (const row of sheet.rows.slice(0, 5)) expect(await recordOf(row.id)).toEqual(await independently(row.id));
    const scores = fc.array(fc.option(fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100), { nil: null }), {
      minLength: sheet.rows.length * sheet.columns.length, maxLength: sheet.rows.length * sheet.columns.length,
    });
    await fc.assert(fc.asyncProperty(scores, async (values) => {
      expect((await move(admin, 'rectify', 'Scores typed again from the paper sheet.')).status).toBe(200);
      const before = await Promise.all(sheet.rows.map((row) => recordOf(row.id)));
      let at = 0;
      for (const row of sheet.rows) {
        for (const column of sheet.columns) {
          const body = { course_id: course, student_id: row.id, component_id: column.id, score: values[at++] };
          expect((await call('PUT', '/api/course-grades/grid', { token: admin, body })).status).toBe(200);
        }
      }
      // under rectification nothing moves
      expect(await Promise.all(sheet.rows.map((row) => recordOf(row.id)))).toEqual(before);
      expect((await move(admin, 'approve')).status).toBe(200);
      for (const row of sheet.rows) expect(await recordOf(row.id), `student ${row.id}`).toEqual(await independently(row.id));
    }), { numRuns: 4 });
  });

  it('recomputes every student\'s record from the approved sheets as a job the office follows, by the scale as it is now', async () => {
    const students = (await sql<{ id: number }>('SELECT DISTINCT student_id AS id FROM course_results ORDER BY 1')).map((row) => row.id);
    const [b] = await sql<{ id: number }>(`SELECT id FROM grade_scale WHERE letter = 'B'`);
    const before = await Promise.all(students.map(recordOf));
    // a result kept for a student who does not take the course (moved to another group since): the recomputation
    // takes it away, and their record with it
    const [stray] = await sql<{ course: number; student: number }>(
      `SELECT c.id AS course, s.id AS student FROM journal_courses c CROSS JOIN students s
       WHERE c.grades_state = 'approved' AND NOT s.group_id = ANY(c.group_ids) AND s.id <> ALL($1::integer[])
         AND NOT EXISTS (SELECT 1 FROM course_registrations r WHERE r.course_id = c.id AND r.student_id = s.id)
       ORDER BY c.id, s.id LIMIT 1`, [students]);
    await sql(`INSERT INTO course_results (course_id, student_id, total, grade, points, ects, passes, semester) VALUES ($1, $2, 95, 'A', 4, 6, true, 1)`,
      [stray.course, stray.student]);
    await sql('UPDATE students SET gpa = 4, credits = 6 WHERE id = $1', [stray.student]);
    expect((await call('PUT', `/api/grade-scale/${b.id}`, { token: admin, body: { points: 1.5 } })).status).toBe(200);
    // a change of the scale alone moves no record: the office recomputes them when it means to
    expect(await Promise.all(students.map(recordOf))).toEqual(before);
    const keeper = await signInHolding(test, `scale-keeper-${engine}@example.com`, ['grade-scale.index']);
    expect((await call('POST', '/api/grade-scale/actions/recompute', { token: keeper, body: {} })).status).toBe(403);
    const started = await call('POST', '/api/grade-scale/actions/recompute', { token: admin, language: 'en', body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(call, admin, (started.body.job as { id: string }).id);
    expect(job.state, job.message ?? '').toBe('completed');
    expect(job.progress).toBe(100);
    const [{ sheets }] = await sql<{ sheets: number }>(`SELECT count(*)::integer AS sheets FROM journal_courses WHERE grades_state = 'approved'`);
    const [{ all }] = await sql<{ all: number }>('SELECT count(*)::integer AS all FROM students');
    expect(job.message).toBe(`Records recomputed: ${all} students from ${sheets} approved sheets.`);
    for (const id of students) expect(await recordOf(id), `student ${id}`).toEqual(await independently(id));
    expect(await sql('SELECT 1 FROM course_results WHERE course_id = $1 AND student_id = $2', [stray.course, stray.student])).toEqual([]);
    expect(await recordOf(stray.student)).toEqual(await independently(stray.student));
    expect((await recordOf(stray.student)).gpa).not.toBe(4);
    const [{ moved }] = await sql<{ moved: number }>(`SELECT count(*)::integer AS moved FROM course_results WHERE grade = 'B' AND points = 1.5`);
    expect(moved).toBeGreaterThan(0);
  });

  it('takes a sheet\'s results once when two takings meet: the second waits for the first, then finds nothing to write', async () => {
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM journal_courses WHERE grades_state = 'approved' ORDER BY id LIMIT 1`);
    await sql('DELETE FROM course_results WHERE course_id = $1', [id]);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let took = (): void => undefined;
    const taken = new Promise<void>((resolve) => { took = resolve; });
    const first = test.server.ctx.db.transaction(async (tx) => {
      const students = await takeResults(tx, [id]);
      took();
      await held;
      return students;
    });
    await taken;
    const second = test.server.ctx.db.transaction((tx) => takeResults(tx, [id]));
    // on PostgreSQL the second is seen waiting on the first before the first commits (PGlite runs one at a time)
    if (engine === 'postgres') {
      await expect.poll(async () => (await sql<{ waiting: number }>(
        `SELECT count(*)::integer AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      ))[0].waiting).toBe(1);
    }
    release();
    const [once, again] = await Promise.all([first, second]);
    expect(once.length).toBeGreaterThan(0);
    expect(again).toEqual([]);
    const [{ results }] = await sql<{ results: number }>('SELECT count(*)::integer AS results FROM course_results WHERE course_id = $1', [id]);
    expect(results).toBe(once.length);
  });
});
