// Attendance over real HTTP on PGlite and PostgreSQL (screens/course-attendance.yaml, a grid whose value is a choice):
// a course's sheet has its students as rows and its lectures (each day of its meetings' weekdays in its period) as columns; a cell
// takes a mark of the list only and only for a lecture of the course; the staff's list shows the students at or above
// the course's absence limit as warned, a student their own attendance alone, and a lecturer opens only their own
// course's sheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, testHash, type Call, type TestServer } from './support/server';

const PASSWORD = 'attendance password 1';

interface Sheet {
  rows: { id: number }[];
  columns: { id: number; label_en: string; current?: boolean }[];
  cells: { row: number; column: number; value: number }[];
  limit?: number | null;
}

describe.each(engines)('attendance on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let student: string;
  let lecturer: string;
  let course: number;
  let other: number;
  let taught: { id: number }[];
  let group: { id: number; program_id: number; school_id: number };
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const mark = (token: string, path: string, body: Record<string, unknown>) => call('PUT', `/api${path}/grid`, { token, language: 'en', body: { course_id: course, ...body } });

  const add = async (code: string, lecturerOf: number | null, hour: number, period = { first_day: '2031-03-02', last_day: '2031-03-30', weekday: 7 }) => {
    const created = await call('POST', '/api/journal', {
      token: admin,
      body: {
        code, name: `Attendance ${code}`, school_id: group.school_id, program_id: group.program_id, semester: 1, group_ids: [group.id],
        lecturer_id: lecturerOf, meetings: [{ meeting_kind: 1, weekday: period.weekday, starts_at: `${hour}:00`, ends_at: `${hour}:50`, lecturer_id: lecturerOf }],
        first_day: period.first_day, last_day: period.last_day, absence_limit: 40,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return Number((created.body as { data: { id: number } }).data.id);
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    [group] = await sql<{ id: number; program_id: number; school_id: number }>(
      `SELECT g.id, p.id AS program_id, p.school_id FROM student_groups g JOIN programs p ON p.id = g.program_id
       WHERE (SELECT count(*) FROM students s WHERE s.group_id = g.id) >= 2 ORDER BY g.id LIMIT 1`,
    );
    taught = await sql<{ id: number }>('SELECT id FROM students WHERE group_id = $1 ORDER BY surname, name, id LIMIT 2', [group.id]);
    const [{ id: lecturerId }] = await sql<{ id: number }>(`INSERT INTO lecturers (first_name, last_name) VALUES ('Attendance', 'Lecturer') RETURNING id`);
    course = await add(`AT-${engine}-1`, lecturerId, 20);
    other = await add(`AT-${engine}-2`, null, 18);
    const hashed = await testHash(PASSWORD);
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id, language) VALUES ($1, $2, 'A', 'S', 3, $3, 'en')`,
      [`attendance-student-${engine}@example.com`, hashed, taught[0].id]);
    student = await signIn(call, `attendance-student-${engine}@example.com`, PASSWORD);
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, lecturer_id) VALUES ($1, $2, 'A', 'L', 2, $3)`,
      [`attendance-lecturer-${engine}@example.com`, hashed, lecturerId]);
    lecturer = await signIn(call, `attendance-lecturer-${engine}@example.com`, PASSWORD);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('has the course\'s students as rows and its lectures as columns, with its absence limit', async () => {
    const answer = await call('GET', `/api/course-attendance/grid?course_id=${course}`, { token: admin });
    expect(answer.status).toBe(200);
    const sheet = answer.body as unknown as Sheet;
    // the Sundays of March 2031
    expect(sheet.columns.map((column) => column.id)).toEqual([20310302, 20310309, 20310316, 20310323, 20310330]);
    expect(sheet.columns[0].label_en).toBe('02.03');
    expect(sheet.rows.map((row) => row.id)).toEqual(expect.arrayContaining(taught.map((row) => row.id)));
    expect(sheet.limit).toBe(40);
    // every lecture is still to come: none is the one a phone opens on
    expect(sheet.columns.some((column) => column.current)).toBe(false);
  });

  it('names as current the lecture of today on the university\'s clock, or else the last one before it', async () => {
    const [today] = await sql<{ first_day: string; last_day: string; weekday: number; tomorrow: number; day: number; week_before_tomorrow: number }>(
      `SELECT to_char(current_date - 21, 'YYYY-MM-DD') AS first_day, to_char(current_date + 21, 'YYYY-MM-DD') AS last_day,
         extract(isodow FROM current_date)::integer AS weekday, extract(isodow FROM current_date + 1)::integer AS tomorrow,
         to_char(current_date, 'YYYYMMDD')::integer AS day, to_char(current_date - 6, 'YYYYMMDD')::integer AS week_before_tomorrow`,
    );
    const currentOf = async (weekday: number, code: string) => {
      const id = await add(code, null, 11, { first_day: today.first_day, last_day: today.last_day, weekday });
      const sheet = (await call('GET', `/api/course-attendance/grid?course_id=${id}`, { token: admin })).body as unknown as Sheet;
      return sheet.columns.filter((column) => column.current).map((column) => column.id);
    };
    expect(await currentOf(today.weekday, `AT-${engine}-today`)).toEqual([today.day]);
    expect(await currentOf(today.tomorrow, `AT-${engine}-tomorrow`)).toEqual([today.week_before_tomorrow]);
  });

  it('takes a mark of the list for a lecture of the course, and refuses any other value or day', async () => {
    expect((await mark(admin, '/course-attendance', { student_id: taught[0].id, day: 20310302, mark: 7 })).status).toBe(422);
    const wrongDay = await mark(admin, '/course-attendance', { student_id: taught[0].id, day: 20310303, mark: 1 });
    expect(wrongDay.status).toBe(422);
    expect(Object.keys(wrongDay.body.errors as object)).toEqual(['day']);
    const saved = await mark(admin, '/course-attendance', { student_id: taught[0].id, day: 20310302, mark: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ value: 3 });
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM attendance WHERE course_id = $1', [course]);
    expect(count).toBe(1);
  });

  it('lets the lecturer mark their own course only, and lists the warned students for staff and each student their own', async () => {
    for (const [day, value] of [[20310309, 1], [20310316, 3], [20310323, 2]] as const) {
      expect((await mark(lecturer, '/lecturer/attendance', { student_id: taught[0].id, day, mark: value })).status).toBe(200);
    }
    expect((await mark(lecturer, '/lecturer/attendance', { student_id: taught[1].id, day: 20310302, mark: 1 })).status).toBe(200);
    expect((await call('GET', `/api/lecturer/attendance/grid?course_id=${other}`, { token: lecturer })).status).toBe(404);
    expect((await call('PUT', '/api/lecturer/attendance/grid', { token: lecturer, body: { course_id: other, student_id: taught[0].id, day: 20310302, mark: 1 } })).status).toBe(404);

    const warned = await call('GET', `/api/attendance-warnings?course_id=${course}&warned=true`, { token: admin });
    expect(warned.status).toBe(200);
    const rows = (warned.body as { attendance: { data: Record<string, unknown>[] } }).attendance.data;
    // the first student missed two of four lectures marked (50% ≥ 40%); the second attended their one
    expect(rows.map((row) => [row.student_id, row.marked, row.present, row.late, row.absent, row.absence_share, row.warned]))
      .toEqual([[taught[0].id, 4, 1, 1, 2, 50, true]]);
    const own = await call('GET', '/api/student/attendance', { token: student });
    expect(own.status).toBe(200);
    const mine = (own.body as { attendance: { data: Record<string, unknown>[] } }).attendance.data;
    expect(new Set(mine.map((row) => row.student_id))).toEqual(new Set([taught[0].id]));
    expect(mine.find((row) => row.course_id === course)).toMatchObject({ absence_limit: 40, warned: true });
  });
});
