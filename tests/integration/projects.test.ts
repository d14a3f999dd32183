// University projects over real HTTP, on PGlite and PostgreSQL (screens/projects.yaml, project-applications.yaml and
// their areas' variants): a lecturer proposes a project of their own; another lecturer neither sees nor changes it;
// staff return it with a reason and approve it once sent again, the lead told each time; a student sees approved
// projects alone, applies once (a second application refused), never to one not approved; the lead accepts
// applicants, and the database refuses the one beyond the places, through the API and past it; the student sees where
// their application stands and is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../contract/notifications';
import { client, engines, signIn, startTestServer, tableDigest, testHash, type Call, type CallResult, type TestServer } from './support/server';

const PASSWORD = 'projects password 1';

const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const PROPOSAL = {
  title: 'Rivers of Tbilisi', kind_id: 1, starts_on: dayFromToday(-1), ends_on: dayFromToday(120), places: 2,
  description: '<p>We measure the <strong>water</strong> of the Mtkvari.</p>',
};

interface Page { data: Record<string, unknown>[] }

describe.each(engines)('university projects on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  /** A write past the API, in a transaction of its own (as any other program's would be). */
  const past = (text: string, params: unknown[]) => test.server.ctx.db.transaction((tx) => tx.query(text, params));
  const lecturers: { id: number; token: string }[] = [];
  const students: { id: number; token: string }[] = [];
  let project: number;

  /** An account of a person (a lecturer's or a student's record), signed in. */
  const person = async (email: string, type: 2 | 3, column: 'lecturer_id' | 'student_id', record: number): Promise<string> => {
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, ${column}, language) VALUES ($1, $2, 'Nino', 'Beridze', $3, $4, 'en')`,
      [email, await testHash(PASSWORD), type, record]);
    return signIn(call, email, PASSWORD);
  };
  const rowsOf = (answer: CallResult, key: string): Record<string, unknown>[] => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body[key] as Page).data;
  };
  const notified = async (token: string): Promise<string[]> => {
    const answer = await call('GET', '/api/notifications', { token, language: 'en' });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as NotificationList).data.map((item) => item.text);
  };
  const apply = (student: number, id: number, motivation = 'I study hydrology and want to measure rivers.', language: 'en' | 'ka' = 'en') =>
    call('POST', `/api/student/projects/actions/apply?id=${id}`, { token: students[student].token, language, body: { motivation } });
  const applicationOf = async (student: number) => (await sql<{ id: number; state: string }>(
    'SELECT id, state FROM project_applications WHERE project_id = $1 AND student_id = $2', [project, students[student].id],
  ))[0];
  const lead = (action: string, application: number, body: unknown = { ids: [application] }, token = lecturers[0].token, language: 'en' | 'ka' = 'en') =>
    call('POST', `/api/lecturer/project-applications/actions/${action}${action === 'decline' ? `?id=${application}` : ''}`, { token, language, body });

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    for (const n of [1, 2]) {
      const [{ id }] = await sql<{ id: number }>(
        `INSERT INTO lecturers (first_name, last_name, identity_number, phone, email) VALUES ('Lead ${n}', 'Projects', $1, '555-12-345', $2) RETURNING id`,
        [`${engine === 'pglite' ? 6 : 5}100000000${n}`, `project-lead-${n}@example.com`],
      );
      lecturers.push({ id, token: await person(`project-lead-${n}-${engine}@example.com`, 2, 'lecturer_id', id) });
    }
    const [program] = await sql<{ id: number; school_id: number }>('SELECT id, school_id FROM programs ORDER BY id LIMIT 1');
    for (const n of [1, 2, 3]) {
      const [{ id }] = await sql<{ id: number }>(
        `INSERT INTO students (name, surname, personal_id, program_id, school_id) VALUES ($1, 'Participant', $2, $3, $4) RETURNING id`,
        [`Student ${n}`, `${engine === 'pglite' ? 6 : 5}200000000${n}`, program.id, program.school_id],
      );
      students.push({ id, token: await person(`project-student-${n}-${engine}@example.com`, 3, 'student_id', id) });
    }
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('lets a lecturer propose a project they lead, proposed until staff decide, and refuses a bad one in their language', async () => {
    const proposed = await call('POST', '/api/lecturer/projects/actions/propose', { token: lecturers[0].token, language: 'en', body: PROPOSAL });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const [row] = await sql<{ id: number; lecturer_id: number; state: string }>('SELECT id, lecturer_id, state FROM projects WHERE title = $1', [PROPOSAL.title]);
    expect(row).toMatchObject({ lecturer_id: lecturers[0].id, state: 'proposed' });
    project = row.id;
    const mine = rowsOf(await call('GET', '/api/lecturer/projects', { token: lecturers[0].token }), 'projects');
    expect(mine.map((item) => item.title)).toEqual([PROPOSAL.title]);

    const before = await tableDigest(test, 'projects');
    const backwards = await call('POST', '/api/lecturer/projects/actions/propose', {
      token: lecturers[0].token, language: 'ka', body: { ...PROPOSAL, title: 'Backwards', starts_on: dayFromToday(10), ends_on: dayFromToday(5) },
    });
    expect(backwards.status).toBe(422);
    expect((backwards.body.errors as Record<string, string[]>).ends_on).toBeDefined();
    const noPlaces = await call('POST', '/api/lecturer/projects/actions/propose', { token: lecturers[0].token, language: 'en', body: { ...PROPOSAL, title: 'Empty', places: 0 } });
    expect(noPlaces.status).toBe(422);
    expect(await tableDigest(test, 'projects')).toBe(before);
    // naming another lead is no field of the form: the lead is whoever proposes
    const another = await call('POST', '/api/lecturer/projects/actions/propose', {
      token: lecturers[0].token, language: 'en', body: { ...PROPOSAL, title: 'Named another lead', lecturer_id: lecturers[1].id },
    });
    expect(another.status).toBe(200);
    expect((await sql<{ lecturer_id: number }>(`SELECT lecturer_id FROM projects WHERE title = 'Named another lead'`))[0].lecturer_id).toBe(lecturers[0].id);
    await sql(`DELETE FROM projects WHERE title = 'Named another lead'`);
    // the database keeps the period and the places too, whoever writes
    await expect(past(`INSERT INTO projects (title, kind_id, lecturer_id, starts_on, ends_on, places, description) VALUES ('x', 1, $1, $2, $3, 1, 'x')`,
      [lecturers[0].id, dayFromToday(5), dayFromToday(1)])).rejects.toMatchObject({ code: '23514', constraint: 'projects_period_check' });
    await expect(past(`INSERT INTO projects (title, kind_id, lecturer_id, starts_on, ends_on, places, description) VALUES ('x', 1, $1, $2, $3, 0, 'x')`,
      [lecturers[0].id, dayFromToday(1), dayFromToday(5)])).rejects.toMatchObject({ code: '23514', constraint: 'projects_places_check' });
  });

  it('hides a lecturer\'s project from another lecturer, who can neither edit nor send it (404)', async () => {
    expect(rowsOf(await call('GET', '/api/lecturer/projects', { token: lecturers[1].token }), 'projects')).toEqual([]);
    expect((await call('GET', `/api/lecturer/projects/${project}`, { token: lecturers[1].token })).status).toBe(404);
    const edit = await call('POST', `/api/lecturer/projects/actions/edit?id=${project}`, { token: lecturers[1].token, body: { ...PROPOSAL, title: 'Taken over' } });
    expect(edit.status).toBe(404);
    // a lecturer has no way into the staff's screen
    expect((await call('GET', '/api/projects', { token: lecturers[1].token })).status).toBe(403);
    expect((await sql<{ title: string }>('SELECT title FROM projects WHERE id = $1', [project]))[0].title).toBe(PROPOSAL.title);
  });

  it('lets staff return a proposal with a reason; the lead is told, edits it and sends it again; then staff approve it', async () => {
    const noReason = await call('POST', `/api/projects/${project}/transition`, { token: admin, language: 'en', body: { transition: 'return' } });
    expect(noReason.status).toBe(422);
    const returned = await call('POST', `/api/projects/${project}/transition`, { token: admin, language: 'en', body: { transition: 'return', reason: 'Say how many samples.' } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await notified(lecturers[0].token)).some((text) => text.startsWith(`Your project “${PROPOSAL.title}” was returned to you by`))).toBe(true);

    const edited = await call('POST', `/api/lecturer/projects/actions/edit?id=${project}`, {
      token: lecturers[0].token, language: 'en', body: { ...PROPOSAL, description: '<p>Forty samples a month.</p>' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // a project not returned is not sent again
    const resent = await call('POST', '/api/lecturer/projects/actions/resubmit', { token: lecturers[0].token, language: 'en', body: { ids: [project] } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((await call('POST', '/api/lecturer/projects/actions/resubmit', { token: lecturers[0].token, body: { ids: [project] } })).status).toBe(422);

    // a student sees no proposal, and cannot apply to it
    expect(rowsOf(await call('GET', '/api/student/projects?per_page=100', { token: students[0].token }), 'projects').map((row) => row.id)).not.toContain(project);
    expect((await apply(0, project)).status).toBe(404);

    const approved = await call('POST', `/api/projects/${project}/transition`, { token: admin, language: 'en', body: { transition: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await sql<{ state: string }>('SELECT state FROM projects WHERE id = $1', [project]))[0].state).toBe('approved');
    expect((await notified(lecturers[0].token)).some((text) => text.startsWith(`Your project “${PROPOSAL.title}” was approved by`))).toBe(true);
    // approved, the lead changes it no more
    const late = await call('POST', `/api/lecturer/projects/actions/edit?id=${project}`, { token: lecturers[0].token, body: { ...PROPOSAL, places: 50 } });
    expect(late.status).toBe(422);
  });

  it('shows students approved projects alone and takes one application each, in the student\'s language', async () => {
    // a proposal of the other lecturer's, which no student sees
    await call('POST', '/api/lecturer/projects/actions/propose', { token: lecturers[1].token, body: { ...PROPOSAL, title: 'Still a proposal' } });
    const [hidden] = await sql<{ id: number }>(`SELECT id FROM projects WHERE title = 'Still a proposal'`);
    const seen = rowsOf(await call('GET', '/api/student/projects?per_page=100', { token: students[0].token }), 'projects');
    expect(seen.map((row) => row.title)).toContain(PROPOSAL.title);
    const states = await sql<{ state: string; ends_on: string }>(`SELECT state, to_char(ends_on, 'YYYY-MM-DD') AS ends_on FROM projects WHERE id = ANY($1::integer[])`, [seen.map((row) => row.id)]);
    expect(states.length).toBe(seen.length);
    for (const row of states) {
      expect(row.state).toBe('approved');
      expect(row.ends_on >= dayFromToday(0)).toBe(true);
    }
    expect((await call('GET', `/api/student/projects/${hidden.id}`, { token: students[0].token })).status).toBe(404);
    expect((await apply(0, hidden.id)).status).toBe(404);
    // an approved project that has ended is not shown either
    const [ended] = await sql<{ id: number }>(
      `INSERT INTO projects (title, kind_id, lecturer_id, starts_on, ends_on, places, description, state) VALUES ('Ended', 2, $1, $2, $3, 5, '<p>x</p>', 'approved') RETURNING id`,
      [lecturers[1].id, dayFromToday(-60), dayFromToday(-1)],
    );
    const still = rowsOf(await call('GET', '/api/student/projects?per_page=100', { token: students[0].token }), 'projects');
    expect(still.map((row) => row.id)).toContain(project);
    expect(still.map((row) => row.id)).not.toContain(ended.id);
    expect((await apply(0, ended.id)).status).toBe(404);

    const appliedTo = async (student: number) => ((await call('GET', `/api/student/projects/${project}`, { token: students[student].token })).body.data as { applied?: boolean } | undefined)?.applied;
    expect(await appliedTo(0)).toBe(false);
    const first = await apply(0, project);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(`Your application to “${PROPOSAL.title}” has been sent.`);
    // the project says the student has applied (its Apply is no longer offered), to them alone
    expect([await appliedTo(0), await appliedTo(1)]).toEqual([true, false]);
    const before = await tableDigest(test, 'project_applications');
    const again = await apply(0, project, 'Once more', 'ka');
    expect(again.status).toBe(422);
    // its Apply is no longer offered; were it asked at once twice, the database keeps one (below)
    expect(again.body.message).toBe('ეს მოქმედება ამ ჩანაწერზე არ ვრცელდება');
    const empty = await apply(1, project, '');
    expect(empty.status).toBe(422);
    expect(await tableDigest(test, 'project_applications')).toBe(before);
    // the database keeps one application per student and project, and takes none for a project not approved
    await expect(past('INSERT INTO project_applications (project_id, student_id, motivation) VALUES ($1, $2, $3)', [project, students[0].id, 'x']))
      .rejects.toMatchObject({ code: '23505' });
    await expect(past('INSERT INTO project_applications (project_id, student_id, motivation) VALUES ($1, $2, $3)', [hidden.id, students[1].id, 'x']))
      .rejects.toMatchObject({ code: '23514', constraint: 'project_applications_project_open_requires' });

    for (const student of [1, 2]) expect((await apply(student, project)).status).toBe(200);
    // the lead is told of each application
    expect((await notified(lecturers[0].token)).some((text) => text.includes(`applied to your project “${PROPOSAL.title}”`))).toBe(true);
    const mine = rowsOf(await call('GET', '/api/student/project-applications', { token: students[0].token }), 'applications');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: PROPOSAL.title, state: 'applied' });
  });

  it('lets the lead accept applicants up to the places, the database refusing the one beyond, and tells the students', async () => {
    const applications = rowsOf(await call('GET', '/api/lecturer/project-applications', { token: lecturers[0].token }), 'applications');
    expect(applications).toHaveLength(3);
    expect(applications.map((row) => row.project_title)).toEqual([PROPOSAL.title, PROPOSAL.title, PROPOSAL.title]);
    expect(applications.map((row) => row.student_name).sort()).toEqual(['Participant Student 1', 'Participant Student 2', 'Participant Student 3']);
    // another lecturer sees none of them, and accepts none
    expect(rowsOf(await call('GET', '/api/lecturer/project-applications', { token: lecturers[1].token }), 'applications')).toEqual([]);
    const a = await applicationOf(0);
    expect((await lead('accept', a.id, undefined, lecturers[1].token)).status).toBe(404);
    expect((await applicationOf(0)).state).toBe('applied');

    // students see the places left, the places less those accepted, in the list and the detail
    const placesLeft = async () => {
      const listed = rowsOf(await call('GET', '/api/student/projects?per_page=100', { token: students[2].token }), 'projects').find((row) => row.id === project);
      const opened = ((await call('GET', `/api/student/projects/${project}`, { token: students[2].token })).body.data as { places_left?: number }).places_left;
      return [listed?.places_left, opened];
    };
    expect(await placesLeft()).toEqual([2, 2]);
    expect((await lead('accept', a.id)).status).toBe(200);
    expect(await placesLeft()).toEqual([1, 1]);
    expect((await lead('accept', (await applicationOf(1)).id)).status).toBe(200);
    expect(await placesLeft()).toEqual([0, 0]);
    const third = (await applicationOf(2)).id;
    const full = await lead('accept', third, undefined, lecturers[0].token, 'en');
    expect(full.status).toBe(422);
    expect(JSON.stringify(full.body)).toContain('All the places of this project are taken: 2 students are accepted already.');
    expect((await applicationOf(2)).state).toBe('applied');
    // past the API, the same
    await expect(past(`UPDATE project_applications SET state = 'accepted' WHERE id = $1`, [third]))
      .rejects.toMatchObject({ code: '23514', constraint: 'project_applications_project_id_capacity' });

    // nor a state its workflow does not have
    await expect(past(`UPDATE project_applications SET state = 'maybe' WHERE id = $1`, [third]))
      .rejects.toMatchObject({ code: '23514', constraint: 'project_applications_state_check' });
    await expect(past(`UPDATE projects SET state = 'paused' WHERE id = (SELECT project_id FROM project_applications WHERE id = $1)`, [third]))
      .rejects.toMatchObject({ code: '23514', constraint: 'projects_state_check' });

    // nor are the project's places lowered below the students accepted, by staff or past the API; raised, they are kept
    const keptProjects = await tableDigest(test, 'projects');
    const fewer = await call('PUT', `/api/projects/${project}`, { token: admin, language: 'en', body: { places: 1 } });
    expect([fewer.status, fewer.body.errors]).toEqual([422, { places: ['2 are already taken: this cannot be fewer than that.'] }]);
    await expect(past('UPDATE projects SET places = 1 WHERE id = $1', [project]))
      .rejects.toMatchObject({ code: '23514', constraint: 'project_applications_project_id_capacity_limit' });
    expect(await tableDigest(test, 'projects')).toBe(keptProjects);
    expect((await call('PUT', `/api/projects/${project}`, { token: admin, body: { places: 3 } })).status).toBe(200);
    expect((await call('PUT', `/api/projects/${project}`, { token: admin, body: { places: 2 } })).status).toBe(200);

    const declined = await lead('decline', third, { reason: 'The places are taken.' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect((await applicationOf(2)).state).toBe('declined');

    expect(await notified(students[0].token)).toContain(`You are accepted to the project: ${PROPOSAL.title}.`);
    expect(await notified(students[2].token)).toContain(`Your application was declined: ${PROPOSAL.title}.`);
    const mine = rowsOf(await call('GET', '/api/student/project-applications', { token: students[0].token }), 'applications');
    expect(mine[0]).toMatchObject({ title: PROPOSAL.title, state: 'accepted' });
    // a student sees only their own application, another's answers 404
    expect((await call('GET', `/api/student/project-applications/${third}`, { token: students[0].token })).status).toBe(404);
  });

  it('gives the areas no list of every student, lecturer\'s record or project through the screens\' lookups', async () => {
    expect((await call('GET', '/api/lookups/students', { token: lecturers[0].token })).status).toBe(403);
    expect((await call('GET', '/api/lookups/projects', { token: lecturers[0].token })).status).toBe(403);
    expect((await call('GET', '/api/lookups/lecturers', { token: students[0].token })).status).toBe(403);
    expect((await call('GET', '/api/lookups/projects', { token: students[0].token })).status).toBe(403);
    // the leads by name alone
    const leads = await call('GET', '/api/lookups/projectLeads', { token: students[0].token });
    expect(leads.status).toBe(200);
    expect(JSON.stringify(leads.body)).not.toContain('100000000');
  });

  it('lists applications and participants to staff, narrowed to a project, and exports them', async () => {
    const all = rowsOf(await call('GET', `/api/project-applications?project_id=${project}&state=accepted`, { token: admin }), 'applications');
    expect(all.map((row) => row.student_id).sort()).toEqual([students[0].id, students[1].id].sort());
    const exported = await call('GET', `/api/project-applications/export?project_id=${project}`, { token: admin });
    expect(exported.status).toBe(200);
    expect(exported.bytes.length).toBeGreaterThan(0);
    // a student has no way into the staff's screen
    expect((await call('GET', '/api/project-applications', { token: students[0].token })).status).toBe(403);
  });
});
