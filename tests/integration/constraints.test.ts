// Rules the database keeps (screen key constraints: noOverlap), over real HTTP on PGlite and PostgreSQL: two journal
// courses meeting at the same time on the same weekday, within periods that meet, may share neither their auditorium,
// nor their lecturer, nor any of their student groups. A refused save is 422 under the field concerned, naming the course it collides with in the
// user's language, and changes nothing; touching hours, another weekday or another semester are no collision; and a
// direct insert past the API is refused by the database itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

describe.each(engines)('noOverlap constraints on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  let base: Record<string, unknown>;
  let rooms: { id: number; name: string }[];
  let lecturers: { id: number; last_name: string }[];
  let groups: { id: number; name_en: string; name_ka: string }[];

  const save = (values: Record<string, unknown>, language: 'en' | 'ka' = 'en', id?: number) => call(id ? 'PUT' : 'POST', `/api/journal${id ? `/${id}` : ''}`, {
    token: admin, language, body: { ...base, ...values },
  });

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const [program] = await sql<{ id: number; school_id: number }>('SELECT id, school_id FROM programs ORDER BY id LIMIT 1');
    rooms = await sql('SELECT id, name FROM auditoriums ORDER BY id LIMIT 2');
    lecturers = await sql('SELECT id, last_name FROM lecturers ORDER BY id LIMIT 2');
    groups = await sql('SELECT id, name_en, name_ka FROM student_groups ORDER BY id LIMIT 3');
    base = { school_id: program.school_id, program_id: program.id, semester: 1, first_day: '2031-02-03', last_day: '2031-06-01' };
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('refuses a room or a lecturer taken at the same hour, naming the course it collides with, and changes nothing', async () => {
    const first = await save({ code: 'OV-101', name: 'Microeconomics', weekday: 3, starts_at: '13:00', ends_at: '14:30', auditorium_id: rooms[0].id, lecturer_id: lecturers[0].id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await tableDigest(test, 'journal_courses');

    const room = await save({ code: 'OV-102', name: 'Statistics', weekday: 3, starts_at: '14:00', ends_at: '15:00', auditorium_id: rooms[0].id, lecturer_id: lecturers[1].id });
    expect(room.status).toBe(422);
    expect(room.body.errors).toEqual({ auditorium_id: [`${rooms[0].name} is taken on Wed 13:00–14:30 by Microeconomics (OV-101).`] });
    const inGeorgian = await save({ code: 'OV-102', name: 'Statistics', weekday: 3, starts_at: '14:00', ends_at: '15:00', auditorium_id: rooms[0].id }, 'ka');
    expect((inGeorgian.body.errors as Record<string, string[]>).auditorium_id).toEqual([`${rooms[0].name} დაკავებულია: ოთხ, 13:00–14:30, Microeconomics (OV-101).`]);

    const lecturer = await save({ code: 'OV-103', name: 'Econometrics', weekday: 3, starts_at: '13:30', ends_at: '14:00', auditorium_id: rooms[1].id, lecturer_id: lecturers[0].id });
    expect(lecturer.status).toBe(422);
    expect(Object.keys(lecturer.body.errors as object)).toEqual(['lecturer_id']);
    expect((lecturer.body.errors as Record<string, string[]>).lecturer_id[0]).toContain(lecturers[0].last_name);
    expect((lecturer.body.errors as Record<string, string[]>).lecturer_id[0]).toContain('Wed 13:00–14:30 already: Microeconomics (OV-101)');
    expect(await tableDigest(test, 'journal_courses')).toBe(before);
  });

  it('lets the same room and lecturer be used at touching hours, on another weekday, or in another semester', async () => {
    const same = { weekday: 3, auditorium_id: rooms[0].id, lecturer_id: lecturers[0].id };
    expect((await save({ ...same, code: 'OV-201', name: 'After', starts_at: '14:30', ends_at: '16:00' })).status).toBe(201);
    expect((await save({ ...same, code: 'OV-202', name: 'Thursday', weekday: 4, starts_at: '13:00', ends_at: '14:30' })).status).toBe(201);
    expect((await save({ ...same, code: 'OV-203', name: 'Autumn', starts_at: '13:00', ends_at: '14:30', first_day: '2031-09-15', last_day: '2031-12-20' })).status).toBe(201);
    // a course with no room or no hours yet is no one's collision
    const unplanned = await save({ code: 'OV-204', name: 'Unplanned', weekday: 3, auditorium_id: rooms[0].id });
    expect(unplanned.status, JSON.stringify(unplanned.body)).toBe(201);
  });

  it('refuses a course moved into a taken hour, and keeps it as it was', async () => {
    const moved = await save({ code: 'OV-301', name: 'Moving', weekday: 5, starts_at: '09:00', ends_at: '10:00', auditorium_id: rooms[0].id });
    expect(moved.status).toBe(201);
    const id = (moved.body as { data: { id: number } }).data.id;
    const refused = await call('PUT', `/api/journal/${id}`, { token: admin, language: 'en', body: { weekday: 3, starts_at: '13:15', ends_at: '13:45' } });
    expect(refused.status).toBe(422);
    expect((refused.body.errors as Record<string, string[]>).auditorium_id[0]).toContain('by Microeconomics (OV-101)');
    const [kept] = await sql<{ weekday: number }>('SELECT weekday FROM journal_courses WHERE id = $1', [id]);
    expect(kept.weekday).toBe(5);
  });

  it('refuses a course for a group that has a lecture at that hour, naming the group shared, and allows the groups apart', async () => {
    const [one, two, three] = groups;
    const first = await save({ code: 'OV-501', name: 'Civil Law', weekday: 2, starts_at: '10:00', ends_at: '11:30', group_ids: [one.id, two.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await tableDigest(test, 'journal_courses');
    // another room, another lecturer, but the second group is in both
    const clash = await save({ code: 'OV-502', name: 'Criminal Law', weekday: 2, starts_at: '11:00', ends_at: '12:00', group_ids: [three.id, two.id], auditorium_id: rooms[1].id });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ group_ids: [`${two.name_en} has a lecture then already: Tue 10:00–11:30, Civil Law (OV-501).`] });
    const inGeorgian = await save({ code: 'OV-502', name: 'Criminal Law', weekday: 2, starts_at: '11:00', ends_at: '12:00', group_ids: [two.id] }, 'ka');
    expect((inGeorgian.body.errors as Record<string, string[]>).group_ids).toEqual([`${two.name_ka}-ს ამ დროს უკვე აქვს ლექცია: სამ, 10:00–11:30, Civil Law (OV-501).`]);
    expect(await tableDigest(test, 'journal_courses')).toBe(before);
    // the third group alone shares nothing; neither does a course with no groups yet
    expect((await save({ code: 'OV-503', name: 'Roman Law', weekday: 2, starts_at: '10:30', ends_at: '12:00', group_ids: [three.id] })).status).toBe(201);
    expect((await save({ code: 'OV-504', name: 'No groups yet', weekday: 2, starts_at: '10:30', ends_at: '12:00', group_ids: [] })).status).toBe(201);
    // past the API, the database refuses it itself
    const insert = sql(
      `INSERT INTO journal_courses (code, name, semester, program_id, weekday, starts_at, ends_at, group_ids, first_day, last_day)
       SELECT 'OV-505', 'Past the API', 1, program_id, 2, '11:00', '11:15', ARRAY[$1::integer], first_day, last_day FROM journal_courses WHERE code = 'OV-501'`,
      [one.id],
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01', constraint: 'journal_courses_group_ids_no_overlap' });
  });

  it('is kept by the database itself: an insert past the API that collides is refused', async () => {
    const insert = sql(
      `INSERT INTO journal_courses (code, name, semester, program_id, weekday, starts_at, ends_at, auditorium_id, first_day, last_day)
       SELECT 'OV-401', 'Past the API', 1, program_id, 3, '14:00', '14:15', auditorium_id, first_day, last_day FROM journal_courses WHERE code = 'OV-101'`,
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01', constraint: 'journal_courses_auditorium_id_no_overlap' });
  });
});
