// Rules the database keeps (screen key constraints: noOverlap over a repeat field's parts), over real HTTP on PGlite and
// PostgreSQL: two meetings of journal courses (or of one) at the same time on the same weekday, within periods that
// meet, may share neither their auditorium, nor their lecturer, nor any of their courses' student groups. A refused save
// is 422 under the meetings, naming the course it collides with in the user's language, and changes nothing; touching
// hours, another weekday or another semester are no collision; a course's new groups or period reach its meetings; and
// a direct write past the API is refused by the database itself.
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

  let unnamed = 0;
  const MEETING = ['weekday', 'on_date', 'starts_at', 'ends_at', 'auditorium_id', 'lecturer_id'];
  /** A course with one lecture a week: the meeting's fields among the course's are its meeting's. */
  const save = (values: Record<string, unknown>, language: 'en' | 'ka' = 'en') => {
    const course = Object.fromEntries(Object.entries(values).filter(([key]) => !MEETING.includes(key)));
    const meeting = Object.fromEntries(Object.entries(values).filter(([key]) => MEETING.includes(key)));
    // a meeting's lecturer, unless it names one, is one no other meeting of these tests has
    const meetings = Object.keys(meeting).length ? [{ meeting_kind: 1, lecturer_id: lecturers[2 + (unnamed++ % (lecturers.length - 2))].id, ...meeting }] : [];
    return call('POST', '/api/journal', { token: admin, language, body: { ...base, meetings, ...course } });
  };
  const errorsOf = (answer: { body: Record<string, unknown> }) => answer.body.errors as Record<string, string[]>;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const [program] = await sql<{ id: number; school_id: number }>('SELECT id, school_id FROM programs ORDER BY id LIMIT 1');
    rooms = await sql('SELECT id, name FROM auditoriums ORDER BY id LIMIT 2');
    lecturers = await sql('SELECT id, last_name FROM lecturers ORDER BY id LIMIT 20');
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
    const meetingsBefore = await tableDigest(test, 'journal_courses_meetings');

    const room = await save({ code: 'OV-102', name: 'Statistics', weekday: 3, starts_at: '14:00', ends_at: '15:00', auditorium_id: rooms[0].id, lecturer_id: lecturers[1].id });
    expect(room.status).toBe(422);
    expect(room.body.errors).toEqual({ meetings: [`${rooms[0].name} is taken on Wed 13:00–14:30 by Microeconomics (OV-101).`] });
    const inGeorgian = await save({ code: 'OV-102', name: 'Statistics', weekday: 3, starts_at: '14:00', ends_at: '15:00', auditorium_id: rooms[0].id }, 'ka');
    expect(errorsOf(inGeorgian).meetings).toEqual([`${rooms[0].name} დაკავებულია: ოთხ, 13:00–14:30, Microeconomics (OV-101).`]);

    const lecturer = await save({ code: 'OV-103', name: 'Econometrics', weekday: 3, starts_at: '13:30', ends_at: '14:00', auditorium_id: rooms[1].id, lecturer_id: lecturers[0].id });
    expect(lecturer.status).toBe(422);
    expect(Object.keys(lecturer.body.errors as object)).toEqual(['meetings']);
    expect(errorsOf(lecturer).meetings[0]).toContain(lecturers[0].last_name);
    expect(errorsOf(lecturer).meetings[0]).toContain('Wed 13:00–14:30 already: Microeconomics (OV-101)');
    expect(await tableDigest(test, 'journal_courses')).toBe(before);
    expect(await tableDigest(test, 'journal_courses_meetings')).toBe(meetingsBefore);
  });

  it('lets the same room and lecturer be used at touching hours, on another weekday, or in another semester', async () => {
    const same = { weekday: 3, auditorium_id: rooms[0].id, lecturer_id: lecturers[0].id };
    expect((await save({ ...same, code: 'OV-201', name: 'After', starts_at: '14:30', ends_at: '16:00' })).status).toBe(201);
    expect((await save({ ...same, code: 'OV-202', name: 'Thursday', weekday: 4, starts_at: '13:00', ends_at: '14:30' })).status).toBe(201);
    expect((await save({ ...same, code: 'OV-203', name: 'Autumn', starts_at: '13:00', ends_at: '14:30', first_day: '2031-09-15', last_day: '2031-12-20' })).status).toBe(201);
    // a course with no meetings yet, or a meeting with no room, is no one's collision
    const unplanned = await save({ code: 'OV-204', name: 'Unplanned' });
    expect(unplanned.status, JSON.stringify(unplanned.body)).toBe(201);
    expect((await save({ code: 'OV-205', name: 'Roomless', weekday: 3, starts_at: '13:00', ends_at: '14:30' })).status).toBe(201);
  });

  it('refuses a meeting moved into a taken hour, and keeps it as it was', async () => {
    const moved = await save({ code: 'OV-301', name: 'Moving', weekday: 5, starts_at: '09:00', ends_at: '10:00', auditorium_id: rooms[0].id });
    expect(moved.status).toBe(201);
    const { id, meetings } = (moved.body as { data: { id: number; meetings: Record<string, unknown>[] } }).data;
    const refused = await call('PUT', `/api/journal/${id}`, { token: admin, language: 'en', body: { meetings: [{ ...meetings[0], weekday: 3, starts_at: '13:15', ends_at: '13:45' }] } });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).meetings[0]).toContain('by Microeconomics (OV-101)');
    const [kept] = await sql<{ weekday: number }>('SELECT weekday FROM journal_courses_meetings WHERE parent_id = $1', [id]);
    expect(kept.weekday).toBe(5);
  });

  it('refuses two meetings of one course in one room at once, and takes a seminar beside its lecture', async () => {
    const lecture = { meeting_kind: 1, weekday: 1, starts_at: '09:00', ends_at: '10:30', auditorium_id: rooms[1].id, lecturer_id: lecturers[0].id };
    const twice = await call('POST', '/api/journal', { token: admin, language: 'en', body: {
      ...base, code: 'OV-601', name: 'Twice', meetings: [lecture, { ...lecture, meeting_kind: 2, starts_at: '10:00', ends_at: '11:00', lecturer_id: lecturers[1].id }],
    } });
    expect(twice.status).toBe(422);
    expect(errorsOf(twice).meetings).toEqual([`${rooms[1].name} is taken on Mon 09:00–10:30 by Twice (OV-601).`]);
    const both = await call('POST', '/api/journal', { token: admin, language: 'en', body: {
      ...base, code: 'OV-601', name: 'Twice', meetings: [lecture, { ...lecture, meeting_kind: 2, starts_at: '10:30', ends_at: '11:30' }],
    } });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    expect((both.body as { data: { meetings: unknown[] } }).data.meetings).toHaveLength(2);
  });

  it('refuses a course for a group that has a lecture at that hour, naming the group shared, and allows the groups apart', async () => {
    const [one, two, three] = groups;
    const first = await save({ code: 'OV-501', name: 'Civil Law', weekday: 2, starts_at: '10:00', ends_at: '11:30', group_ids: [one.id, two.id], lecturer_id: lecturers[0].id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await tableDigest(test, 'journal_courses');
    // another room, another lecturer, but the second group is in both
    const clash = await save({ code: 'OV-502', name: 'Criminal Law', weekday: 2, starts_at: '11:00', ends_at: '12:00', group_ids: [three.id, two.id], auditorium_id: rooms[1].id});
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ meetings: [`${two.name_en} has a lecture then already: Tue 10:00–11:30, Civil Law (OV-501).`] });
    const inGeorgian = await save({ code: 'OV-502', name: 'Criminal Law', weekday: 2, starts_at: '11:00', ends_at: '12:00', group_ids: [two.id] }, 'ka');
    expect(errorsOf(inGeorgian).meetings).toEqual([`${two.name_ka}-ს ამ დროს უკვე აქვს ლექცია: სამ, 10:00–11:30, Civil Law (OV-501).`]);
    expect(await tableDigest(test, 'journal_courses')).toBe(before);
    // the third group alone shares nothing; neither does a course with no groups yet
    expect((await save({ code: 'OV-503', name: 'Roman Law', weekday: 2, starts_at: '10:30', ends_at: '12:00', group_ids: [three.id] })).status).toBe(201);
    expect((await save({ code: 'OV-504', name: 'No groups yet', weekday: 2, starts_at: '10:30', ends_at: '12:00', group_ids: [] })).status).toBe(201);
    // a course's new groups reach its meetings, and a group taken then is refused as a meeting's would be
    const roman = await sql<{ id: number }>("SELECT id FROM journal_courses WHERE code = 'OV-503'");
    const regrouped = await call('PUT', `/api/journal/${roman[0].id}`, { token: admin, language: 'en', body: { group_ids: [three.id, one.id] } });
    expect(regrouped.status).toBe(422);
    expect(errorsOf(regrouped).meetings).toEqual([`${one.name_en} has a lecture then already: Tue 10:00–11:30, Civil Law (OV-501).`]);
    const apart = await call('PUT', `/api/journal/${roman[0].id}`, { token: admin, language: 'en', body: { first_day: '2031-07-01', last_day: '2031-08-01', group_ids: [three.id, one.id] } });
    expect(apart.status, JSON.stringify(apart.body)).toBe(200);
    const [carried] = await sql<{ group_ids: number[]; first_day: string }>("SELECT group_ids, to_char(first_day, 'YYYY-MM-DD') AS first_day FROM journal_courses_meetings WHERE parent_id = $1", [roman[0].id]);
    expect(carried).toEqual({ group_ids: [three.id, one.id], first_day: '2031-07-01' });
    // past the API, the database refuses it itself: a course's period changed, or a seminar added to
    // a course whose groups have their lecture then (statements without
    // parameters: PGlite's adapter loses its connection to a failed one with parameters outside a transaction)
    await expect(sql(`UPDATE journal_courses SET first_day = '2031-02-03' WHERE id = ${roman[0].id}`))
      .rejects.toMatchObject({ code: '23P01', constraint: 'journal_courses_meetings_group_ids_no_overlap' });
    const insert = sql(
      `INSERT INTO journal_courses_meetings (parent_id, position, meeting_kind, weekday, starts_at, ends_at)
       SELECT id, 1, 2, 2, '11:00', '11:15' FROM journal_courses WHERE code = 'OV-501'`,
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01', constraint: 'journal_courses_meetings_group_ids_no_overlap' });
  });

  it('keeps a meeting on one date (an exam) apart from the weekly ones of its weekday in their period, and from another that day', async () => {
    const [hall] = await sql<{ id: number }>(`INSERT INTO auditoriums (name) VALUES ('Exam hall ${engine}') RETURNING id`);
    const room = { auditorium_id: hall.id, starts_at: '10:30', ends_at: '12:00' };
    expect((await save({ code: 'OV-801', name: 'Weekly', weekday: 1, auditorium_id: hall.id, starts_at: '10:00', ends_at: '11:30' })).status).toBe(201);
    // 3 March 2031 is a Monday within the weekly lecture's period
    const monday = await save({ code: 'OV-802', name: 'Exam', on_date: '2031-03-03', ...room });
    expect(monday.status).toBe(422);
    expect(monday.body.errors).toEqual({ meetings: [`Exam hall ${engine} is taken on Mon 10:00–11:30 by Weekly (OV-801).`] });
    expect((await save({ code: 'OV-802', name: 'Exam', on_date: '2031-03-04', ...room })).status).toBe(201);
    const same = await save({ code: 'OV-803', name: 'Second exam', on_date: '2031-03-04', ...room, starts_at: '11:00' });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ meetings: [`Exam hall ${engine} is taken on 04.03.2031 10:30–12:00 by Exam (OV-802).`] });
    // a Monday after the weekly lecture's last day
    expect((await save({ code: 'OV-803', name: 'Second exam', on_date: '2031-07-07', ...room, first_day: '2031-07-01', last_day: '2031-07-31' })).status).toBe(201);
    // a meeting is on a weekday, or on a date with that date's weekday
    for (const when of [{}, { weekday: 2, on_date: '2031-03-10' }]) {
      const unscheduled = await save({ code: 'OV-804', name: 'Nowhen', ...when, starts_at: '08:00', ends_at: '09:00' });
      expect(unscheduled.status).toBe(422);
      expect(unscheduled.body.errors).toEqual({ meetings: ['A meeting is on a weekday, or on one date (with that date\'s weekday, or none).'] });
    }
  });

  it('refuses a meeting in an auditorium with fewer places than the course has students, and takes one without a number', async () => {
    const [one] = groups;
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::integer AS n FROM students WHERE group_id = $1', [one.id]);
    expect(n).toBeGreaterThan(1);
    const [small] = await sql<{ id: number }>(`INSERT INTO auditoriums (name, quantity) VALUES ('Small ${engine}', 1) RETURNING id`);
    const [open] = await sql<{ id: number }>(`INSERT INTO auditoriums (name) VALUES ('Open ${engine}') RETURNING id`);
    const before = await tableDigest(test, 'journal_courses_meetings');
    const refused = await save({ code: 'OV-701', name: 'Crowded', weekday: 6, starts_at: '08:00', ends_at: '09:00', auditorium_id: small.id, group_ids: [one.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ meetings: [`Small ${engine}: 1 < ${n}: the auditorium has fewer places than the course has students (places < students).`] });
    expect(await tableDigest(test, 'journal_courses_meetings')).toBe(before);
    expect((await save({ code: 'OV-701', name: 'Crowded', weekday: 6, starts_at: '08:00', ends_at: '09:00', auditorium_id: open.id, group_ids: [one.id] })).status).toBe(201);
  });

  it('is kept by the database itself: an insert past the API that collides is refused', async () => {
    const insert = sql(
      `INSERT INTO journal_courses_meetings (parent_id, position, meeting_kind, weekday, starts_at, ends_at, auditorium_id)
       SELECT m.parent_id, 5, 2, 3, '14:00', '14:15', m.auditorium_id FROM journal_courses_meetings m JOIN journal_courses c ON c.id = m.parent_id WHERE c.code = 'OV-101'`,
    );
    await expect(insert).rejects.toMatchObject({ code: '23P01', constraint: 'journal_courses_meetings_auditorium_id_no_overlap' });
  });
});
