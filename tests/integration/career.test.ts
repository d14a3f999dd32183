// The career office over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: vacancies published for a
// programme or a degree reach the students they are meant for alone (list, detail and actions; another's answer 404),
// a student saves and unsaves one, starts and fills a career profile (parts and a CV file through a row action's
// form), applies once with it (a copy kept in the application, the CV a file of its own), staff move the application
// and the student sees the move and is told; the profile reaches the career office only while the student shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../contract/notifications';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, testHash, type Call, type TestServer } from './support/server';

const PASSWORD = 'career password';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF_AGAIN = Buffer.from('%PDF-1.4\n% a newer CV\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Row { id: number; [key: string]: unknown }

/** A list's rows, under its response key ({vacancies: {data}}). */
const rowsOf = (body: Record<string, unknown>): Row[] =>
  (Object.values(body).find((value) => typeof value === 'object' && value !== null && 'data' in value) as { data: Row[] }).data;

/** A day counted from today, as yyyy-mm-dd. */
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)('the career office on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let staff: string;
  let bystander: string;
  let student: string;
  let other: string;
  let studentId: number;
  let programId: number;
  let degreeId: number;
  const vacancy: Record<'forProgramme' | 'forEveryone' | 'forDegree' | 'forOtherDegree' | 'draft' | 'past', number> = {
    forProgramme: 0, forEveryone: 0, forDegree: 0, forOtherDegree: 0, draft: 0, past: 0,
  };
  let profileId: number;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const studentSignedIn = async (email: string, record: number): Promise<string> => {
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'Nino', 'Beridze', 3, $3)`, [email, await testHash(PASSWORD), record]);
    return signIn(call, email, PASSWORD);
  };
  const listed = async (token: string, query = ''): Promise<Row[]> => {
    const answer = await call('GET', `/api/student/vacancies${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return rowsOf(answer.body);
  };
  const act = (token: string, action: string, id: number, body: unknown = { ids: [id] }, language: 'ka' | 'en' = 'en') =>
    call('POST', `/api/student/vacancies/actions/${action}${action === 'apply' ? `?id=${id}` : ''}`, { token, body, language });
  const publish = async (fields: Record<string, unknown>, open = true): Promise<number> => {
    const created = await call('POST', '/api/vacancies', {
      token: staff, body: { employer: 'Bank of Georgia', kind_id: 2, description: '<p>Six months, <strong>paid</strong>.</p>', deadline: day(30), ...fields },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as Row).id;
    if (open) expect((await call('POST', `/api/vacancies/${id}/transition`, { token: staff, body: { transition: 'publish' } })).status).toBe(200);
    return id;
  };
  const editProfile = (token: string, id: number, values: Record<string, unknown>, cv?: Buffer) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    if (cv) form.append('cv', new Blob([new Uint8Array(cv)]), 'cv.pdf');
    return call('POST', `/api/student/career/actions/edit?id=${id}`, { token, form, language: 'en' });
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    staff = await signInHolding(test, `career-office-${engine}@example.com`, ['vacancies.index']);
    bystander = await signInHolding(test, `bystander-${engine}@example.com`, ['students.index']);
    const [mine] = await sql<{ id: number; program_id: number; degree: number }>(
      'SELECT s.id, s.program_id, p.academic_degree_id AS degree FROM students s JOIN programs p ON p.id = s.program_id ORDER BY s.id LIMIT 1',
    );
    const [another] = await sql<{ id: number }>(
      'SELECT s.id FROM students s JOIN programs p ON p.id = s.program_id WHERE s.program_id <> $1 AND p.academic_degree_id <> $2 ORDER BY s.id LIMIT 1',
      [mine.program_id, mine.degree],
    );
    ({ id: studentId, program_id: programId, degree: degreeId } = mine);
    student = await studentSignedIn(`career-student-${engine}@example.com`, studentId);
    other = await studentSignedIn(`career-other-${engine}@example.com`, another.id);
    vacancy.forProgramme = await publish({ title: 'Junior analyst', programs: [programId] });
    vacancy.forEveryone = await publish({ title: 'Summer volunteering', kind_id: 3, programs: [] });
    vacancy.forDegree = await publish({ title: 'Research assistant', levels: [degreeId] });
    vacancy.forOtherDegree = await publish({ title: 'Senior researcher', levels: [[1, 2, 3, 4].find((id) => id !== degreeId)!] , programs: [programId] });
    vacancy.draft = await publish({ title: 'Not yet', programs: [programId] }, false);
    vacancy.past = await publish({ title: 'Too late', programs: [programId], deadline: day(-1) });
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('shows a student the open vacancies meant for them, before their deadline, and no other', async () => {
    const titles = (await listed(student)).map((row) => row.title);
    expect(titles).toEqual(expect.arrayContaining(['Junior analyst', 'Summer volunteering', 'Research assistant']));
    expect(titles).not.toEqual(expect.arrayContaining(['Senior researcher']));
    for (const hidden of ['Not yet', 'Too late', 'Senior researcher']) expect(titles).not.toContain(hidden);
    // a vacancy whose deadline is today is still open
    await sql('UPDATE vacancies SET deadline = current_date WHERE id = $1', [vacancy.forEveryone]);
    expect((await listed(student)).map((row) => row.title)).toContain('Summer volunteering');
    const detail = await call('GET', `/api/student/vacancies/${vacancy.forProgramme}`, { token: student });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ title: 'Junior analyst', saved: false, applied: false });
    // its state is shown, and no move offered: the student's screen makes none
    expect(detail.body.workflow).toMatchObject({ state: 'open', transitions: [] });
  });

  it('hides another programme\'s vacancy from a student: neither listed, opened, saved nor applied to', async () => {
    const titles = (await listed(other)).map((row) => row.title);
    expect(titles).toContain('Summer volunteering');
    expect(titles).not.toContain('Junior analyst');
    expect(titles).not.toContain('Research assistant');
    expect((await call('GET', `/api/student/vacancies/${vacancy.forProgramme}`, { token: other })).status).toBe(404);
    expect((await act(other, 'save', vacancy.forProgramme)).status).toBe(404);
    expect((await act(other, 'apply', vacancy.forProgramme, { letter: 'Hello' })).status).toBe(404);
    for (const id of [vacancy.draft, vacancy.past]) {
      expect((await call('GET', `/api/student/vacancies/${id}`, { token: student })).status).toBe(404);
      expect((await act(student, 'apply', id, { letter: 'Hello' })).status).toBe(404);
    }
    const [saves] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM vacancy_saves');
    expect(saves.n).toBe(0);
  });

  it('saves a vacancy for the student alone, lists it under Saved, and unsaves it', async () => {
    const saved = await act(student, 'save', vacancy.forProgramme);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('The vacancy is saved.');
    expect((await listed(student, '?saved=true')).map((row) => row.id)).toEqual([vacancy.forProgramme]);
    expect((await listed(other, '?saved=true'))).toEqual([]);
    // saved already, Save does not apply; Remove does
    expect((await act(student, 'save', vacancy.forProgramme)).status).toBe(422);
    expect((await act(student, 'unsave', vacancy.forProgramme)).status).toBe(200);
    expect(await listed(student, '?saved=true')).toEqual([]);
    expect((await act(student, 'save', vacancy.forProgramme)).status).toBe(200);
  });

  it('asks for a career profile before applying, and starts one once', async () => {
    const refused = await act(student, 'apply', vacancy.forProgramme, { letter: 'Hello' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('career profile');
    expect(rowsOf((await call('GET', '/api/student/career', { token: student })).body)).toEqual([]);
    const started = await call('POST', '/api/student/career/actions/start', { token: student, language: 'en' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // offered while they have none: asked again, it is refused and nothing is made
    const kept = await tableDigest(test, 'career_profiles');
    const again = await call('POST', '/api/student/career/actions/start', { token: student, language: 'en' });
    expect([again.status, again.body.message]).toEqual([422, 'This action does not apply to this record']);
    expect(await tableDigest(test, 'career_profiles')).toBe(kept);
    const rows = rowsOf((await call('GET', '/api/student/career', { token: student })).body);
    expect(rows).toHaveLength(1);
    profileId = rows[0].id;
    // the answer names the profile made, whose detail the browser opens
    expect(started.body.opens).toBe(profileId);
    // the education comes from the student's record, not from what the student types
    const [record] = await sql<{ program_id: number; school_id: number }>('SELECT program_id, school_id FROM students WHERE id = $1', [studentId]);
    expect(rows[0]).toMatchObject({ program_id: record.program_id, school_id: record.school_id, academic_degree_id: degreeId, visible: false });
  });

  it('writes the profile through its row action, parts and CV file too, and refuses a bad one changing nothing', async () => {
    const edited = await editProfile(student, profileId, {
      headline: 'Economics student who likes data',
      skills: 'SQL, Excel, R',
      experience: [{ employer: 'TBC Bank', role: 'Intern', started_on: '2025-06-01', ended_on: '2025-08-31', description: 'Reports' }],
      languages: [{ language: 'English', level_id: 5 }, { language: 'German', level_id: 2 }],
      links: [{ label: 'GitHub', url: 'https://github.com/nino' }],
      visible: 'false',
    }, PDF);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const profile = (await call('GET', `/api/student/career/${profileId}`, { token: student })).body.data as Row;
    expect(profile).toMatchObject({ headline: 'Economics student who likes data', skills: 'SQL, Excel, R' });
    expect((profile.experience as Row[]).map((part) => part.employer)).toEqual(['TBC Bank']);
    expect((profile.languages as Row[]).map((part) => [part.language, part.level_id])).toEqual([['English', 5], ['German', 2]]);
    expect(String(profile.cv)).toMatch(/\.pdf$/);

    // parts sent as one key[] entry each are read as the whole list is
    const entries = new FormData();
    for (const link of [{ label: 'GitHub', url: 'https://github.com/nino' }, { label: 'LinkedIn', url: 'https://linkedin.com/in/nino' }]) entries.append('links[]', JSON.stringify(link));
    expect((await call('POST', `/api/student/career/actions/edit?id=${profileId}`, { token: student, form: entries })).status).toBe(200);
    const linked = (await call('GET', `/api/student/career/${profileId}`, { token: student })).body.data as Row;
    expect((linked.links as Row[]).map((part) => part.label)).toEqual(['GitHub', 'LinkedIn']);
    const before = [await tableDigest(test, 'career_profiles'), await tableDigest(test, 'career_profiles_experience')];
    const refused = await editProfile(student, profileId, { experience: [{ employer: 'TBC Bank', role: 'Intern', started_on: '2025-06-01', ended_on: '2025-01-01' }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['experience']);
    const missing = await editProfile(student, profileId, { languages: [{ language: 'French', level_id: 9 }], headline: 'x'.repeat(201) });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['headline', 'languages']);
    // a CV that is another student's file (or any path it does not hold) is refused
    const foreign = await editProfile(student, profileId, { cv: '/storage/00000000000000000000000000000000.pdf' });
    expect(foreign.status).toBe(422);
    expect([await tableDigest(test, 'career_profiles'), await tableDigest(test, 'career_profiles_experience')]).toEqual(before);
    // another student's profile is not theirs to write
    expect((await editProfile(other, profileId, { headline: 'Mine now' })).status).toBe(404);
  });

  it('gives the CV file to its student and not to another', async () => {
    const [{ cv }] = await sql<{ cv: string }>('SELECT cv FROM career_profiles WHERE id = $1', [profileId]);
    const own = await call('GET', cv, { token: student });
    expect(own.status).toBe(200);
    expect(own.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', cv, { token: other })).status).toBe(404);
  });

  it('shows a profile to the career office only while its student makes it visible', async () => {
    const office = async () => rowsOf((await call('GET', '/api/career-profiles', { token: staff })).body).map((row) => row.id);
    expect(await office()).not.toContain(profileId);
    expect((await call('GET', `/api/career-profiles/${profileId}`, { token: staff })).status).toBe(404);
    expect((await editProfile(student, profileId, { visible: 'true' })).status).toBe(200);
    expect(await office()).toContain(profileId);
    const shown = await call('GET', `/api/career-profiles/${profileId}`, { token: staff });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ program_id: programId, academic_degree_id: degreeId, headline: 'Economics student who likes data' });
    expect((await call('GET', '/api/career-profiles', { token: bystander })).status).toBe(403);
  });

  it('shows on the profile the university projects its student takes part in, an accepted application each', async () => {
    const [{ id: lecturerId }] = await sql<{ id: number }>('SELECT id FROM lecturers ORDER BY id LIMIT 1');
    const [project] = await sql<{ id: number }>(
      `INSERT INTO projects (title, kind_id, lecturer_id, starts_on, ends_on, places, state, description)
       VALUES ('Open data for Tbilisi', 1, $1, $2, $3, 2, 'approved', '<p>Data.</p>') RETURNING id`, [lecturerId, day(-10), day(90)],
    );
    await sql(`INSERT INTO project_applications (project_id, student_id, motivation, state) VALUES ($1, $2, 'Maps', 'applied')`, [project.id, studentId]);
    const profile = async () => (await call('GET', `/api/student/career/${profileId}`, { token: student })).body.data as Row;
    // applied is not taking part
    expect((await profile()).projects).toBeNull();
    await sql(`UPDATE project_applications SET state = 'accepted' WHERE project_id = $1 AND student_id = $2`, [project.id, studentId]);
    expect((await profile()).projects).toBe('Open data for Tbilisi');
  });

  it('applies once with the profile as it is, keeping a copy that later edits do not change', async () => {
    const letter = 'I would like to join the analytics team.';
    const tooLong = await act(student, 'apply', vacancy.forProgramme, { letter: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors as object)).toEqual(['letter']);
    const applied = await act(student, 'apply', vacancy.forProgramme, { letter });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.message).toBe('Your application has been sent: the employer sees your cover letter, your career profile and its CV.');
    const [application] = await sql<{ id: number; letter: string; headline: string; cv: string; state: string; program_id: number }>(
      'SELECT id, letter, headline, cv, state, program_id FROM vacancy_applications WHERE vacancy_id = $1 AND student_id = $2', [vacancy.forProgramme, studentId],
    );
    expect(application).toMatchObject({ letter, headline: 'Economics student who likes data', state: 'sent', program_id: programId });
    const [{ cv: profileCv }] = await sql<{ cv: string }>('SELECT cv FROM career_profiles WHERE id = $1', [profileId]);
    expect(application.cv).not.toBe(profileCv);
    const parts = await sql<{ employer: string }>('SELECT employer FROM vacancy_applications_experience WHERE parent_id = $1', [application.id]);
    expect(parts.map((part) => part.employer)).toEqual(['TBC Bank']);

    // the profile edited afterwards, its CV replaced: the application is as it was sent, its CV still there
    expect((await editProfile(student, profileId, { headline: 'Now a data engineer', experience: [] }, PDF_AGAIN)).status).toBe(200);
    const read = await call('GET', `/api/student/applications/${application.id}`, { token: student });
    expect(read.body.workflow).toMatchObject({ state: 'sent', transitions: [] });
    const sent = read.body.data as Row;
    expect(sent).toMatchObject({ headline: 'Economics student who likes data', letter, cv: application.cv, projects: 'Open data for Tbilisi' });
    expect((sent.experience as Row[]).map((part) => part.employer)).toEqual(['TBC Bank']);
    expect((await call('GET', application.cv, { token: staff })).bytes.equals(PDF)).toBe(true);

    // once: the list marks it applied, and asking again is refused, in the database as well
    expect((await call('GET', `/api/student/vacancies/${vacancy.forProgramme}`, { token: student })).body.data).toMatchObject({ applied: true });
    const twice = await act(student, 'apply', vacancy.forProgramme, { letter });
    expect(twice.status).toBe(422);
    await expect(sql('INSERT INTO vacancy_applications (vacancy_id, student_id) VALUES ($1, $2)', [vacancy.forProgramme, studentId])).rejects.toThrow();
    await expect(sql('INSERT INTO vacancy_applications (vacancy_id, student_id) VALUES ($1, $2)', [999_999, studentId])).rejects.toThrow();
  });

  it('refuses an application to a vacancy closed since the list was read, or past its deadline, in the user\'s language', async () => {
    expect((await call('POST', `/api/vacancies/${vacancy.forEveryone}/transition`, { token: staff, body: { transition: 'close' } })).status).toBe(200);
    const closed = await act(student, 'apply', vacancy.forEveryone, { letter: 'Hello' }, 'ka');
    expect(closed.status).toBe(404);
    expect((await listed(student)).map((row) => row.title)).not.toContain('Summer volunteering');
    // the operation checks again in its transaction: a vacancy the list still showed is refused with the reason
    const { operations } = await import('../../server/domains/operations');
    const [account] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [`career-student-${engine}@example.com`]);
    const user = { id: account.id, student_id: studentId, permissions: [] } as never;
    const ctx = test.server.ctx;
    const resource = ctx.registry.screens['student-vacancies'];
    for (const [id, key] of [[vacancy.forEveryone, 'server.career.vacancy_closed'], [vacancy.past, 'server.career.deadline_passed']] as const) {
      const refusal = operations.applyToVacancy({ ctx, user, t: ctx.locales.translator('ka'), resource, action: 'apply', rows: [{ id }], ids: [id], source: undefined as never, values: {}, versions: new Map(), log: test.server.app.log });
      await expect(refusal).rejects.toMatchObject({ status: 422, messageKey: key });
    }
    expect(ctx.locales.translator('ka').t('server.career.vacancy_closed')).toBe('ეს ვაკანსია დახურულია და განაცხადებს აღარ იღებს.');
    expect((await call('POST', `/api/vacancies/${vacancy.forEveryone}/transition`, { token: staff, body: { transition: 'reopen' } })).status).toBe(200);
  });

  it('lets staff move an application, and the student sees the move and is told of it', async () => {
    const applications = await call('GET', `/api/vacancy-applications?vacancy_id=${vacancy.forProgramme}`, { token: staff });
    expect(applications.status).toBe(200);
    const [row] = rowsOf(applications.body);
    expect(row).toMatchObject({ state: 'sent', program_id: programId });
    // a student cannot move it, nor an account without the permission
    expect((await call('POST', `/api/student/applications/${row.id}/transition`, { token: student, body: { transition: 'hire' } })).status).toBe(404);
    expect((await call('POST', `/api/vacancy-applications/${row.id}/transition`, { token: bystander, body: { transition: 'shortlist' } })).status).toBe(403);
    // hired only from the shortlist
    expect((await call('POST', `/api/vacancy-applications/${row.id}/transition`, { token: staff, body: { transition: 'hire' }, language: 'en' })).status).toBe(409);
    for (const transition of ['view', 'shortlist']) {
      const moved = await call('POST', `/api/vacancy-applications/${row.id}/transition`, { token: staff, body: { transition } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const mine = rowsOf((await call('GET', '/api/student/applications', { token: student })).body);
    expect(mine.map((application) => [application.vacancy_id, application.state])).toEqual([[vacancy.forProgramme, 'shortlisted']]);
    expect(rowsOf((await call('GET', '/api/student/applications', { token: other })).body)).toEqual([]);
    const told = (await call('GET', '/api/notifications', { token: student, language: 'en' })).body as unknown as NotificationList;
    expect(told.data.filter((item) => item.text.includes('has moved on'))).toHaveLength(2);
    expect(told.data[0].link).toContain('student-applications');
    // the export of the office's list
    const exported = await call('GET', `/api/vacancy-applications/export?vacancy_id=${vacancy.forProgramme}`, { token: staff });
    expect(exported.status).toBe(200);
  });

  it('keeps a vacancy\'s rules in the database', async () => {
    await expect(sql("UPDATE vacancies SET state = 'archived' WHERE id = $1", [vacancy.draft])).rejects.toThrow();
    await expect(sql('UPDATE vacancies SET deadline = NULL WHERE id = $1', [vacancy.draft])).rejects.toThrow();
    const refused = await call('POST', '/api/vacancies', { token: staff, body: { title: 'No deadline', employer: 'X', kind_id: 9, description: '' }, language: 'en' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object).sort()).toEqual(['deadline', 'description', 'kind_id']);
  });

  it('gives back a student\'s profile and applications with their data, and erases them with the student', async () => {
    const admin = await signIn(call);
    const [{ id: applicationId, cv }] = await sql<{ id: number; cv: string }>('SELECT id, cv FROM vacancy_applications WHERE student_id = $1', [studentId]);
    const { hooks } = test.server.ctx;
    const given = await test.server.ctx.db.transaction((tx) => hooks.personData({ tx, table: 'students', id: studentId, values: [] }));
    expect((given.career_profile as Row[])[0]).toMatchObject({ id: profileId, headline: 'Now a data engineer' });
    expect((given.vacancy_applications as Row[]).map((application) => application.id)).toEqual([applicationId]);
    const erased = await call('POST', `/api/students/actions/erase?id=${studentId}`, { token: admin, body: { reason: 'asked in writing' }, language: 'en' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await sql('SELECT id FROM career_profiles WHERE student_id = $1', [studentId])).toEqual([]);
    const [kept] = await sql<{ state: string; letter: string | null; cv: string | null }>('SELECT state, letter, cv FROM vacancy_applications WHERE id = $1', [applicationId]);
    expect(kept).toEqual({ state: 'shortlisted', letter: null, cv: null });
    expect(await sql('SELECT id FROM vacancy_applications_experience WHERE parent_id = $1', [applicationId])).toEqual([]);
    expect((await call('GET', cv, { token: staff })).status).toBe(404);
  });
});
