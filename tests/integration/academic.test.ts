// The page kinds beyond the list over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: dashboard
// tiles counted against the tables and guarded by the screens they read; a course's grade sheet, written cell
// by cell and refused with 422 for a value, a student or a component it cannot hold; the curriculum chosen per
// programme with its totals; and the calendar, whose lectures are the journal's weekly hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../contract/instants';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

type Row = Record<string, unknown> & { id: number };
type Point = { key: string; label_ka: string; label_en: string; value: number; filter?: Record<string, string> };
type Answer = { kind: 'count'; value: number } | { kind: 'bar' | 'line'; points: Point[] } | { kind: 'list'; rows: Row[] };
interface Sheet { rows: { id: number; label_ka: string }[]; columns: { id: number; weight: number }[]; cells: { row: number; column: number; value: number }[] }

describe.each(engines)('page kinds on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let studentsOnlyToken: string;
  let newsOnlyToken: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    studentsOnlyToken = await signInHolding(test, 'registrar@example.com', ['students.index']);
    newsOnlyToken = await signInHolding(test, 'news-editor@example.com', ['news.index']);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const tilesOf = async (endpoint: string, token = adminToken) => {
    const result = await call('GET', `/api${endpoint}`, { token });
    expect(result.status).toBe(200);
    return (result.body as { tiles: Record<string, Answer> }).tiles;
  };
  const count = (answer: Answer | undefined) => (answer?.kind === 'count' ? answer.value : undefined);
  const points = (answer: Answer | undefined) => (answer?.kind === 'bar' || answer?.kind === 'line' ? answer.points : []);

  describe('dashboards', () => {
    it('counts the home figures as the tables hold them, and follows a new student', async () => {
      const tiles = await tilesOf('/dashboards/home');
      const [active] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM students WHERE status_id = 1');
      const [bachelor] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM applicants WHERE register = $1', ['bachelor']);
      expect(count(tiles.activeStudents)).toBe(active.n);
      expect(count(tiles.bachelorApplicants)).toBe(bachelor.n);
      const byStatus = await sql<{ status_id: number; n: number }>('SELECT status_id, count(*)::int AS n FROM students GROUP BY 1');
      for (const row of byStatus) expect(points(tiles.studentsByStatus).find((point) => point.key === String(row.status_id))?.value).toBe(row.n);
      expect(points(tiles.studentsByStatus)[0].filter).toEqual({ status_id: points(tiles.studentsByStatus)[0].key });
      // read in the same pass as the two above, each within its own filter: the enrolments since 2024, by month
      const byMonth = await sql<{ month: string; n: number }>(
        `SELECT to_char(enrollment_date, 'YYYY-MM') AS month, count(*)::int AS n FROM students WHERE enrollment_date >= '2024-01-01' GROUP BY 1`,
      );
      expect(byMonth.length).toBeGreaterThan(0);
      for (const row of byMonth) expect(points(tiles.enrolments).find((point) => point.key === row.month)?.value).toBe(row.n);
      expect(points(tiles.enrolments).reduce((sum, point) => sum + point.value, 0)).toBe(byMonth.reduce((sum, row) => sum + row.n, 0));

      const created = await call('POST', '/api/students', {
        token: adminToken,
        body: { name: 'ანა', surname: 'დაშბორდი', personal_id: '01019011111', sex: 0, birthday: '2005-01-02', citizenship: 1, phone: '599-11-111', email: 'dashboard@student.aula.edu.ge', status_id: 1, school_id: 1, program_id: 1 },
      });
      expect(created.status).toBe(201);
      expect(count((await tilesOf('/dashboards/home')).activeStudents)).toBe(active.n + 1);
    });

    it('lists today\'s calendar entries, the lectures of the journal among them', async () => {
      // today on the university's clock: from 20:00 UTC, already tomorrow in Tbilisi
      const today = todayIn(test.config.timeZone);
      const tiles = await tilesOf('/dashboards/home');
      const rows = tiles.today.kind === 'list' ? tiles.today.rows : [];
      expect(rows.every((row) => String(row.start_at).startsWith(today))).toBe(true);
      const [lectures] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM journal_courses_meetings WHERE weekday = extract(isodow FROM $1::date) AND $1::date BETWEEN first_day AND last_day`, [today],
      );
      expect(rows.length).toBe(Math.min(8, lectures.n + rows.filter((row) => row.entry_type === 1).length));
    });

    it('shows a holder of students.index the student tiles of the home and none of the registers', async () => {
      const tiles = await tilesOf('/dashboards/home', studentsOnlyToken);
      expect(Object.keys(tiles).sort()).toEqual(['activeStudents', 'enrolments', 'studentsByStatus', 'unread']);
    });

    it('measures the grade analysis: mean GPA, the share at 3 or above and each programme\'s mean', async () => {
      // GPAs on the start of a band, as a record's two decimals often are
      await sql('UPDATE students SET gpa = 3 WHERE id IN (SELECT id FROM students ORDER BY id LIMIT 2)');
      await sql('UPDATE students SET gpa = 4 WHERE id IN (SELECT id FROM students ORDER BY id DESC LIMIT 1)');
      test.server.ctx.totals.invalidate('students');
      const tiles = await tilesOf('/reports/grade-analysis');
      const [figures] = await sql<{ n: number; mean: string; strong: string }>(
        `SELECT count(gpa)::int AS n, round(avg(gpa)::numeric, 2)::text AS mean,
          round(100.0 * count(*) FILTER (WHERE gpa >= 3) / count(gpa), 1)::text AS strong FROM students`,
      );
      expect(count(tiles.students)).toBe(figures.n);
      expect(count(tiles.meanGpa)).toBe(Number(figures.mean));
      expect(count(tiles.strong)).toBe(Number(figures.strong));
      const distributed = points(tiles.distribution);
      expect(distributed.map((point) => point.label_en)).toEqual(['0–0.5', '0.5–1', '1–1.5', '1.5–2', '2–2.5', '2.5–3', '3–3.5', '3.5–4']);
      // in Georgian, with its decimal comma, as the tiles' numbers beside them
      expect(distributed.map((point) => point.label_ka)).toEqual(['0–0,5', '0,5–1', '1–1,5', '1,5–2', '2–2,5', '2,5–3', '3–3,5', '3,5–4']);
      expect(distributed.reduce((sum, point) => sum + point.value, 0)).toBe((await sql<{ n: number }>('SELECT count(gpa)::int AS n FROM students'))[0].n);
      // a band holds the values from its start (a GPA of exactly 3 is among 3-3.5, as among the strong), the last its end
      const bands = await sql<{ n: number }>(
        `SELECT count(s.gpa)::int AS n FROM generate_series(0, 3.5, 0.5) AS b(start)
         LEFT JOIN students s ON s.gpa >= b.start AND (s.gpa < b.start + 0.5 OR (b.start = 3.5 AND s.gpa <= 4)) GROUP BY b.start ORDER BY b.start`,
      );
      expect(distributed.map((point) => point.value)).toEqual(bands.map((band) => band.n));
      const perProgram = await sql<{ program_id: number; mean: string | null }>('SELECT program_id, round(avg(gpa)::numeric, 2)::text AS mean FROM students GROUP BY 1');
      // a programme none of whose students has a GPA has no mean: no bar, rather than one of 0
      expect(perProgram.some((row) => row.mean === null)).toBe(true);
      for (const row of perProgram) expect(points(tiles.byProgram).find((point) => point.key === String(row.program_id))?.value).toBe(row.mean === null ? undefined : Number(row.mean));
      const leaders = tiles.leaders.kind === 'list' ? tiles.leaders.rows.map((row) => Number(row.gpa)) : [];
      expect(leaders).toHaveLength(5);
      expect(leaders).toEqual([...leaders].sort((a, b) => b - a));
    });

    it('measures the points analysis from the weighted scores of the journal', async () => {
      const tiles = await tilesOf('/reports/points-analysis');
      const totals = await sql<{ total: string }>(
        `SELECT round(sum(g.score * c.weight / 100.0), 2)::text AS total FROM grades g JOIN course_components c ON c.id = g.component_id GROUP BY g.course_id, g.student_id`,
      );
      expect(count(tiles.results)).toBe(totals.length);
      const passed = totals.filter((row) => Number(row.total) >= 51).length;
      expect(count(tiles.passRate)).toBe(Math.round((1000 * passed) / totals.length) / 10);
      expect(points(tiles.distribution).reduce((sum, point) => sum + point.value, 0)).toBe(totals.length);
    });

    it('labels months in both languages', async () => {
      const line = points((await tilesOf('/dashboards/home')).enrolments);
      expect(line.length).toBeGreaterThan(0);
      expect(line[0].label_ka).toMatch(/^[\u10D0-\u10FF]+ \d{4}$/);
      expect(line[0].label_en).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    });
  });

  describe('a course\'s grade sheet', () => {
    let course: number;
    let sheet: Sheet;
    const put = (body: Record<string, unknown>, token = adminToken) => call('PUT', '/api/course-grades/grid', { token, body, language: 'en' });

    beforeAll(async () => {
      // a sheet still open: an approved one takes no score (tests/integration/grade-sheets.test.ts)
      [{ id: course }] = await sql<{ id: number }>(`SELECT min(g.course_id) AS id FROM grades g JOIN journal_courses c ON c.id = g.course_id WHERE c.grades_state = 'open'`);
      sheet = (await call('GET', `/api/course-grades/grid?course_id=${course}`, { token: adminToken })).body as unknown as Sheet;
    });

    it('holds the course\'s students and components, and the scores the table holds', async () => {
      const students = await sql<{ id: number }>(
        'SELECT s.id FROM students s JOIN journal_courses c ON s.group_id = ANY(c.group_ids) WHERE c.id = $1 ORDER BY s.surname, s.name, s.id', [course],
      );
      expect(sheet.rows.map((row) => row.id)).toEqual(students.map((row) => row.id));
      expect(sheet.columns.map((column) => column.weight)).toEqual([30, 30, 40]);
      const [stored] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM grades WHERE course_id = $1', [course]);
      expect(sheet.cells).toHaveLength(stored.n);
    });

    it('saves a cell, replaces it, and empties it with null', async () => {
      const [row, column] = [sheet.rows[0].id, sheet.columns[2].id];
      const saved = await put({ course_id: course, student_id: row, component_id: column, score: 87.5 });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ value: 87.5 });
      expect((await put({ course_id: course, student_id: row, component_id: column, score: 90 })).body).toEqual({ value: 90 });
      const cells = await sql<{ score: number }>('SELECT score FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [course, row, column]);
      expect(cells.map((cell) => Number(cell.score))).toEqual([90]);
      expect((await put({ course_id: course, student_id: row, component_id: column, score: null })).body).toEqual({ value: null });
      expect(await sql('SELECT 1 FROM grades WHERE course_id = $1 AND student_id = $2 AND component_id = $3', [course, row, column])).toHaveLength(0);
    });

    it('refuses a score above 100, a student of another course, a component of another course and a missing course, changing nothing', async () => {
      const before = await tableDigest(test, 'grades');
      const [row, column] = [sheet.rows[0].id, sheet.columns[0].id];
      const high = await put({ course_id: course, student_id: row, component_id: column, score: 101 });
      expect(high.status).toBe(422);
      expect((high.body.errors as Record<string, string[]>).score).toEqual(['Enter a value of at most 100.']);
      const [stranger] = await sql<{ id: number }>(
        "SELECT s.id FROM students s WHERE NOT s.group_id = ANY(coalesce((SELECT group_ids FROM journal_courses WHERE id = $1), '{}')) LIMIT 1", [course],
      );
      const outsider = await put({ course_id: course, student_id: stranger.id, component_id: column, score: 50 });
      expect(outsider.status).toBe(422);
      expect(Object.keys(outsider.body.errors as object)).toEqual(['student_id']);
      const [foreign] = await sql<{ id: number }>('SELECT id FROM course_components WHERE course_id <> $1 LIMIT 1', [course]);
      expect(Object.keys((await put({ course_id: course, student_id: row, component_id: foreign.id, score: 50 })).body.errors as object)).toEqual(['component_id']);
      expect((await put({ student_id: row, component_id: column, score: 50 })).status).toBe(422);
      expect((await put({ course_id: 2_147_483_648, student_id: row, component_id: column, score: 50 })).status).toBe(422);
      expect((await put({ course_id: course, student_id: row, component_id: column, score: 'ninety' })).status).toBe(422);
      expect(await tableDigest(test, 'grades')).toBe(before);
    });

    it('answers 401 without a session and 403 without curriculum.index, writing nothing', async () => {
      const before = await tableDigest(test, 'grades');
      expect((await call('GET', `/api/course-grades/grid?course_id=${course}`)).status).toBe(401);
      expect((await call('GET', `/api/course-grades/grid?course_id=${course}`, { token: newsOnlyToken })).status).toBe(403);
      expect((await put({ course_id: course, student_id: sheet.rows[0].id, component_id: sheet.columns[0].id, score: 1 }, newsOnlyToken)).status).toBe(403);
      expect(await tableDigest(test, 'grades')).toBe(before);
    });
  });

  describe('the curriculum of a programme', () => {
    it('answers only for a chosen programme, with 422 in the user\'s language otherwise', async () => {
      const missing = await call('GET', '/api/curriculum', { token: adminToken, language: 'en' });
      expect(missing.status).toBe(422);
      expect((missing.body.errors as Record<string, string[]>).program_id).toEqual(['This field is required.']);
      const ka = await call('GET', '/api/curriculum', { token: adminToken });
      expect((ka.body.errors as Record<string, string[]>).program_id).toEqual(['ველის შევსება სავალდებულოა.']);
    });

    it('sums ECTS, each semester and the hours over the programme\'s subjects, and follows a subject planned into semester III', async () => {
      const totalsOf = async () => {
        const { body } = await call('GET', '/api/curriculum?program_id=2', { token: adminToken });
        return (body.curriculum as { totals: Record<string, number>; total: number }).totals;
      };
      const before = await totalsOf();
      const [stored] = await sql<{ ects: number; semester_3: number; contact_hours: number }>(
        'SELECT coalesce(sum(ects), 0)::int AS ects, coalesce(sum(semester_3), 0)::int AS semester_3, coalesce(sum(contact_hours), 0)::int AS contact_hours FROM curriculum WHERE program_id = 2',
      );
      expect(before).toMatchObject(stored);
      const planned = await call('POST', '/api/curriculum', {
        token: adminToken,
        body: { program_id: 2, code: 'TST-300', subject: 'სატესტო საგანი', ects: 6, semester_3: 6, contact_hours: 60, free_hours: 90 },
      });
      expect(planned.status, JSON.stringify(planned.body)).toBe(201);
      const after = await totalsOf();
      expect(after.semester_3).toBe(before.semester_3 + 6);
      expect(after.ects).toBe(before.ects + 6);
      expect(after.semester_4).toBe(before.semester_4);
    });

    it('refuses a prerequisite of another programme', async () => {
      const [foreign] = await sql<{ id: number }>('SELECT id FROM curriculum WHERE program_id <> 2 LIMIT 1');
      const refused = await call('POST', '/api/curriculum', {
        token: adminToken, language: 'en',
        body: { program_id: 2, code: 'TST-301', subject: 'სხვა', ects: 5, prerequisite_ids: [foreign.id] },
      });
      expect(refused.status).toBe(422);
      // named with the programme it does not go with, as the public forms name a register's programmes
      const [{ code }] = await sql<{ code: string }>('SELECT code FROM curriculum WHERE id = $1', [foreign.id]);
      const [{ name_en: program }] = await sql<{ name_en: string }>('SELECT name_en FROM programs WHERE id = 2');
      expect(refused.body.errors).toEqual({ prerequisite_ids: [`“${code}” does not go with the choice “${program}”; choose one of the options offered.`] });
    });
  });

  describe('the calendar', () => {
    const week = (from: string, to: string) => call('GET', `/api/administration/calendar?start_at_from=${from}&start_at_to=${to}`, { token: adminToken });

    it('draws each course\'s meeting on its weekday within its first and last day', async () => {
      const [course] = await sql<{ id: number; weekday: number; first_day: string; starts_at: string; name: string }>(
        `SELECT c.id, m.weekday, to_char(c.first_day, 'YYYY-MM-DD') AS first_day, m.starts_at::text AS starts_at, c.name
         FROM journal_courses c JOIN journal_courses_meetings m ON m.parent_id = c.id WHERE c.id = (SELECT min(id) FROM journal_courses) AND m.meeting_kind = 1`,
      );
      const monday = new Date(`${course.first_day}T00:00:00Z`);
      monday.setUTCDate(monday.getUTCDate() + 7 - ((monday.getUTCDay() + 6) % 7));
      const sunday = new Date(monday.getTime() + 6 * 86_400_000);
      const { body } = await week(monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10));
      // the course's lecture; its seminar, another meeting, is at another hour
      const lectures = (body.lectures as Row[]).filter((row) => row.title === course.name && String(row.start_at).slice(11, 16) === course.starts_at.slice(0, 5));
      expect(lectures).toHaveLength(1);
      const start = new Date(`${String(lectures[0].start_at).slice(0, 10)}T00:00:00Z`);
      expect(((start.getUTCDay() + 6) % 7) + 1).toBe(course.weekday);
      expect(String(lectures[0].start_at).slice(11, 16)).toBe(course.starts_at.slice(0, 5));
      const before = await week('2000-01-03', '2000-01-09');
      expect(before.body.lectures).toEqual([]);
    });

    it('adds an event seen in its week, and refuses one that ends before it starts', async () => {
      const created = await call('POST', '/api/administration/calendar', {
        token: adminToken, body: { title: 'კვირის შეხვედრა', start_at: '2031-03-04T10:00', end_at: '2031-03-04T11:30' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const events = (await week('2031-03-03', '2031-03-09')).body.events as Row[];
      expect(events.map((row) => row.title)).toEqual(['კვირის შეხვედრა']);
      const backwards = await call('POST', '/api/administration/calendar', {
        token: adminToken, language: 'en', body: { title: 'უკუღმა', start_at: '2031-03-05T10:00', end_at: '2031-03-05T09:00' },
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors).toEqual({ end_at: ['This may not be earlier than the start.'] });
      const moved = await call('PUT', `/api/administration/calendar/${(created.body.data as Row).id}`, {
        token: adminToken, language: 'en', body: { end_at: '2031-03-04T09:00' },
      });
      expect(moved.status).toBe(422);
    });
  });
});
