// Course registration over real HTTP on PGlite and PostgreSQL (screens/registrations.yaml's constraints: capacity and
// requires, kept by triggers the migration writes): a student registers in their programme's window, is refused a
// course whose prerequisite they have not passed, one at the hour of another of theirs, and a full one (where they may
// wait); a drop gives the seat to the first waiting, once, in their history; staff register with a reason, which
// overrides the prerequisites and the window but not the seats; a direct insert past the API is refused the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, testHash, type Call, type TestServer } from './support/server';

const PASSWORD = 'registration password 1';

const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)('course registration on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  /** A write past the API, in a transaction of its own (as any other program's would be). */
  const past = (text: string, params: unknown[]) => test.server.ctx.db.transaction((tx) => tx.query(text, params));
  let program: { id: number; school_id: number };
  let students: { id: number; token: string }[];
  let window: number;
  /** the student who got the last seat of OPEN-1 */
  let winner: number;
  const courses: Record<string, number> = {};

  /** A course; its weekday and hours, if given, are its lecture's. */
  const course = async (code: string, values: Record<string, unknown>) => {
    const { weekday, starts_at, ends_at, ...course } = values;
    const meetings = weekday === undefined ? [] : [{ meeting_kind: 1, weekday, starts_at, ends_at }];
    const created = await call('POST', '/api/journal', {
      token: admin,
      body: { code, name: `Course ${code}`, school_id: program.school_id, program_id: program.id, semester: 2, first_day: dayFromToday(-5), last_day: dayFromToday(90), ...course, meetings },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    courses[code] = Number((created.body as { data: { id: number } }).data.id);
  };
  const act = (student: number, action: string, code: string, language: 'en' | 'ka' = 'en') => call('POST', `/api/student/registration/actions/${action}`, {
    token: students[student].token, language, body: { ids: [courses[code]] },
  });
  const offers = async (student: number) => {
    const answer = await call('GET', '/api/student/registration?per_page=100', { token: students[student].token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return Object.fromEntries((answer.body as { courses: { data: { code: string; offer: string; free: number | null }[] } }).courses.data.map((row) => [row.code, row]));
  };
  const statusOf = async (student: number, code: string) => (await sql<{ status: number }>(
    'SELECT status FROM course_registrations WHERE student_id = $1 AND course_id = $2', [students[student].id, courses[code]],
  ))[0]?.status;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    [program] = await sql<{ id: number; school_id: number }>(
      `INSERT INTO programs (name_ka, name_en, school_id) SELECT 'რეგისტრაცია', 'Registration ${engine}', min(id) FROM schools RETURNING id, school_id`,
    );
    const hashed = await testHash(PASSWORD);
    students = [];
    for (const n of [1, 2, 3, 4]) {
      const [{ id }] = await sql<{ id: number }>(
        `INSERT INTO students (name, surname, personal_id, program_id, school_id) VALUES ($1, 'Registrant', $2, $3, $4) RETURNING id`,
        [`Student ${n}`, `${engine === 'pglite' ? 7 : 8}000000000${n}`, program.id, program.school_id],
      );
      await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id, language) VALUES ($1, $2, 'R', 'S', 3, $3, 'en')`,
        [`registrant-${n}-${engine}@example.com`, hashed, id]);
      students.push({ id, token: await signIn(call, `registrant-${n}-${engine}@example.com`, PASSWORD) });
    }
    // Principles (PRE-1) is a prerequisite of Advanced (ADV-1); students 1 and 2 passed it last year, 3 and 4 did not
    const [pre] = await sql<{ id: number }>(`INSERT INTO curriculum (program_id, code, subject, ects) VALUES ($1, 'PRE-1', 'Principles', 6) RETURNING id`, [program.id]);
    await sql(`INSERT INTO curriculum (program_id, code, subject, ects, prerequisite_ids) VALUES ($1, 'ADV-1', 'Advanced', 6, $2)`, [program.id, [pre.id]]);
    await course('PRE-1', { first_day: dayFromToday(-400), last_day: dayFromToday(-200) });
    for (const [student, passes] of [[0, true], [1, true], [2, false]] as const) {
      await sql(`INSERT INTO course_results (course_id, student_id, total, grade, points, ects, passes, semester) VALUES ($1, $2, $3, $4, $5, 6, $6, 1)`,
        [courses['PRE-1'], students[student].id, passes ? 75 : 30, passes ? 'C' : 'F', passes ? 2 : 0, passes]);
    }
    await course('ADV-1', { seats: 1, weekday: 1, starts_at: '10:00', ends_at: '11:30' });
    await course('LAB-1', { weekday: 1, starts_at: '11:00', ends_at: '12:00' });
    await course('OPEN-1', { seats: 1, weekday: 2, starts_at: '09:00', ends_at: '10:00' });
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('offers the programme\'s courses, closed until a window of their semester opens, and refuses a registration outside it', async () => {
    expect((await offers(0))['ADV-1']).toMatchObject({ offer: 'closed', free: 1 });
    expect((await act(0, 'register', 'ADV-1')).status).toBe(422);
    // the database keeps the window too
    await expect(past('INSERT INTO course_registrations (course_id, student_id, status) VALUES ($1, $2, 1)', [courses['OPEN-1'], students[0].id]))
      .rejects.toMatchObject({ code: '23514', constraint: 'course_registrations_registration_open_requires' });
    expect(await statusOf(0, 'OPEN-1')).toBeUndefined();
    // a window of another semester's courses opens none of these (semester 2)
    await sql('INSERT INTO registration_windows (program_id, semester, opens_on, closes_on) VALUES ($1, 5, $2, $3)', [program.id, dayFromToday(-1), dayFromToday(10)]);
    expect((await offers(0))['ADV-1']).toMatchObject({ offer: 'closed' });
    const [{ id }] = await sql<{ id: number }>(
      'INSERT INTO registration_windows (program_id, semester, opens_on, closes_on) VALUES ($1, 2, $2, $3) RETURNING id', [program.id, dayFromToday(-1), dayFromToday(10)],
    );
    window = id;
    expect((await offers(0))['ADV-1']).toMatchObject({ offer: 'register' });
  });

  it('refuses a course whose prerequisite is not passed, naming it, in the student\'s language, and writes nothing', async () => {
    // the prerequisites are in the offer before trying, and the student reads their subjects' codes
    const offered = (await offers(2))['ADV-1'] as unknown as { prerequisites: number[] };
    const [pre] = await sql<{ id: number }>(`SELECT id FROM curriculum WHERE program_id = $1 AND code = 'PRE-1'`, [program.id]);
    expect(offered.prerequisites).toEqual([pre.id]);
    const named = await call('GET', `/api/lookups/subjects?ids=${pre.id}`, { token: students[2].token });
    expect(named.status).toBe(200);
    expect((named.body.data as { id: number; name_en: string }[]).map((row) => [row.id, row.name_en])).toEqual([[pre.id, 'PRE-1']]);
    const refused = await act(2, 'register', 'ADV-1');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The prerequisites of this course are not passed: Principles (PRE-1).');
    const inGeorgian = await act(2, 'register', 'ADV-1', 'ka');
    expect(inGeorgian.body.message).toBe('ამ საგნის წინაპირობები ჩაბარებული არ არის: Principles (PRE-1).');
    expect(await statusOf(2, 'ADV-1')).toBeUndefined();
  });

  it('registers a student once, and the course is then on their subjects and timetable', async () => {
    const registered = await act(0, 'register', 'ADV-1');
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.message).toBe('You are registered for Course ADV-1 (ADV-1).');
    expect(await statusOf(0, 'ADV-1')).toBe(1);
    const subjects = await call('GET', '/api/student/subjects?per_page=100', { token: students[0].token });
    expect((subjects.body as { subjects: { data: { code: string }[] } }).subjects.data.map((row) => row.code)).toContain('ADV-1');
    const timetable = await call('GET', `/api/student/timetable?start_at_from=${dayFromToday(-7)}&start_at_to=${dayFromToday(7)}&per_page=100`, { token: students[0].token });
    expect((timetable.body as { data: { code: string }[] }).data.some((row) => row.code === 'ADV-1')).toBe(true);
    expect((await offers(0))['ADV-1']).toMatchObject({ offer: 'registered', free: 0 });
  });

  it('refuses a course at the hour of another of the student\'s, naming it', async () => {
    const clash = await act(0, 'register', 'LAB-1');
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('This course meets at the same time as Course ADV-1 (ADV-1) 10:00–11:30.');
    expect(await statusOf(0, 'LAB-1')).toBeUndefined();
  });

  it('offers a full course\'s waiting list, and a freed or added seat goes to the first waiting, once, in their history', async () => {
    expect((await offers(1))['ADV-1']).toMatchObject({ offer: 'wait', free: 0 });
    expect((await act(1, 'register', 'ADV-1')).status).toBe(422);
    const waits = await act(1, 'wait', 'ADV-1');
    expect(waits.status, JSON.stringify(waits.body)).toBe(200);
    expect(waits.body.message).toBe('You are on the waiting list for Course ADV-1 (ADV-1): number 1.');
    // a registration past the API is refused by the database itself
    await expect(past('INSERT INTO course_registrations (course_id, student_id, status) VALUES ($1, $2, 1)', [courses['ADV-1'], students[3].id]))
      .rejects.toMatchObject({ code: '23514' });
    await past('INSERT INTO course_registrations (course_id, student_id, status, reason) VALUES ($1, $2, 2, $3)', [courses['ADV-1'], students[3].id, 'waits second']);

    const dropped = await act(0, 'drop', 'ADV-1');
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect([await statusOf(0, 'ADV-1'), await statusOf(1, 'ADV-1'), await statusOf(3, 'ADV-1')]).toEqual([undefined, 1, 2]);
    const [{ id: moved }] = await sql<{ id: number }>('SELECT id FROM course_registrations WHERE course_id = $1 AND student_id = $2', [courses['ADV-1'], students[1].id]);
    const history = await sql<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM record_changes WHERE table_name = 'course_registrations' AND record_id = $1 ORDER BY id`, [moved],
    );
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1].changes).toEqual({ status: [2, 1] });
    // a seat more: the next waiting takes it
    const raised = await call('PUT', `/api/journal/${courses['ADV-1']}`, { token: admin, body: { seats: 2 } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await statusOf(3, 'ADV-1')).toBe(1);
  });

  it('gives one seat to one of two students registering at once', async () => {
    const answers = await Promise.all([act(0, 'register', 'OPEN-1'), act(2, 'register', 'OPEN-1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    // refused by the database when both read a free seat, or by the offer when the other's seat was taken before
    expect(['This course is full: all 1 seats are taken. The student can join the waiting list.', 'This action does not apply to this record'])
      .toContain(answers.find((answer) => answer.status === 422)?.body.message);
    const registered = await sql<{ student_id: number }>('SELECT student_id FROM course_registrations WHERE course_id = $1 AND status = 1', [courses['OPEN-1']]);
    expect(registered).toHaveLength(1);
    winner = students.findIndex((student) => student.id === registered[0].student_id);
    expect([0, 2]).toContain(winner);
    // two writes past the API at once, each in its own transaction: the database itself gives the seat once
    await course('SOLO-1', { seats: 1, weekday: 4, starts_at: '09:00', ends_at: '10:00' });
    const raced = await Promise.allSettled([1, 3].map((n) => past(
      'INSERT INTO course_registrations (course_id, student_id, status, reason) VALUES ($1, $2, 1, $3)', [courses['SOLO-1'], students[n].id, 'race'],
    )));
    expect(raced.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('lets staff register and drop with a reason outside the window and past a prerequisite, never past the seats', async () => {
    await sql('UPDATE registration_windows SET closes_on = $2 WHERE id = $1', [window, dayFromToday(-1)]);
    const staff = (values: Record<string, unknown>) => call('POST', '/api/registrations', { token: admin, language: 'en', body: { status: 1, ...values } });
    const noReason = await staff({ student_id: students[2].id, course_id: courses['LAB-1'] });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors as object)).toEqual(['reason']);
    // a reason of spaces is no reason: it overrides neither the window nor the prerequisite
    const spaces = await call('POST', '/api/registrations', { token: admin, body: { status: 1, student_id: students[2].id, course_id: courses['LAB-1'], reason: '   ' } });
    expect(spaces.status).toBe(422);
    expect(spaces.body.errors).toEqual({ reason: [expect.stringMatching(/^[\u10D0-\u10FF]/)] });
    const full = await staff({ student_id: students[2].id, course_id: courses['ADV-1'], reason: 'Dean\'s decision' });
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ course_id: ['This course is full: all 2 seats are taken. The student can join the waiting list.'] });
    const over = await staff({ student_id: students[2].id, course_id: courses['LAB-1'], reason: 'Dean\'s decision' });
    expect(over.status, JSON.stringify(over.body)).toBe(201);
    // staff drop with a reason, kept in the history beside what was dropped
    const registration = (over.body as { data: { id: number } }).data.id;
    const unexplained = await call('DELETE', `/api/registrations/${registration}`, { token: admin, language: 'en', body: { reason: '  ' } });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.errors).toEqual({ reason: ['Say why the record is deleted.'] });
    expect((await call('DELETE', `/api/registrations/${registration}`, { token: admin, language: 'ka' })).body.errors).toEqual({ reason: ['მიუთითეთ წაშლის მიზეზი.'] });
    expect((await call('DELETE', `/api/registrations/${registration}`, { token: admin, body: { reason: 'Timetable changed' } })).status).toBe(204);
    const [dropped] = await sql<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM record_changes WHERE table_name = 'course_registrations' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [registration],
    );
    expect(dropped.action).toBe('delete');
    expect(dropped.changes.reason).toEqual([null, 'Timetable changed']);
    expect(await statusOf(2, 'LAB-1')).toBeUndefined();
    // the student's own drop waits for a window
    const drop = await act(winner, 'drop', 'OPEN-1');
    expect(drop.status).toBe(422);
    expect(drop.body.message).toBe('Registration for your programme is closed: a course can no longer be dropped.');
    expect(await statusOf(winner, 'OPEN-1')).toBe(1);
  });
});
