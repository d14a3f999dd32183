// A person's data over real HTTP on both engines: a student's export needs privacy.export and holds their record, the
// rows that name them, their history, account, mail and issued documents, and their files (read back by unzip); their
// erasure needs privacy.erase and a reason, and afterwards no table of the database (what a backup's dump holds) —
// the notifications, mail and minor logs that copied their name or number included —, no API answer and no stored
// file holds their name, personal number or address, while their grades, finances and the register of their issued
// documents remain. Applicants never enrolled are erased once their retention has passed, a deleted one's copy too,
// and an enrolled one is kept.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpired, expiredPeople, personalDataZip } from '../../server/kernel/person';
import { finished } from './support/jobs';
import { ADMIN, client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const NAME = 'ზღაპარა';
const SURNAME = 'პრივატიშვილი';
const FIRST_EMAIL = 'zghapara.first@example.com';
const EMAIL = 'zghapara.privati@example.com';
const PERSONAL_ID = '59001234567';
/** the key of their authenticator app */
const FACTOR_SECRET = 'PRIVACYTESTSECRETPRIVACYTESTSECR';

describe.each(engines)('a person\'s data on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let student: number;
  let photo: string;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);

  /** How many rows of each table of the database hold the text anywhere. */
  async function tablesHolding(text: string): Promise<Record<string, number>> {
    const tables = await sql<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const [{ count }] = await sql<{ count: number }>(`SELECT count(*)::integer AS count FROM ${name} t WHERE strpos(t::text, $1) > 0`, [text]);
      if (count > 0) found[name] = count;
    }
    return found;
  }

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    [{ id: student }] = await sql<{ id: number }>('SELECT id FROM students s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.student_id = s.id) ORDER BY id LIMIT 1');
    // the student as the office keeps them: named, numbered, with a photo and an address changed once
    const form = new FormData();
    form.append('name', NAME);
    form.append('surname', SURNAME);
    form.append('personal_id', PERSONAL_ID);
    form.append('email', FIRST_EMAIL);
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const written = await call('PUT', `/api/students/${student}`, { token: admin, form });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    photo = String((written.body.data as { photo: string }).photo);
    expect((await call('PUT', `/api/students/${student}`, { token: admin, body: { email: EMAIL } })).status).toBe(200);
    // an account (invited by mail), a and a document issued to them
    expect((await call('POST', '/api/students/actions/createAccounts', { token: admin, body: { ids: [student] } })).status).toBe(200);
    // with a second factor, whose secret no export gives and an erasure leaves nowhere
    await sql(`INSERT INTO second_factors (user_id, secret, confirmed_at) SELECT id, $2, now() FROM users WHERE student_id = $1`, [student, FACTOR_SECRET]);
    const template = await call('POST', '/api/edoc-templates', {
      token: admin,
      body: {
        name: 'ცნობა', index: 'PR', user_type_id: 3, number_pattern: 'PR-{year}/{seq:4}', institution: 'უნივერსიტეტი', letterhead: 'თბილისი',
        signer_position: 'რექტორი', signer_name: 'ნინო ბერიძე', text: 'ეძლევა {{name}} {{surname}}-ს (პ/ნ {{personal_id}}). № {{number}}.',
      },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const issued = await call('POST', `/api/edoc-templates/actions/issue?id=${(template.body.data as { id: number }).id}`, { token: admin, body: { student_id: student } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    // what copied their name or number elsewhere: the office told of something they did (who acted, the record's title),
    // a mail to the office naming them, their minor chosen, a public form sent with their number from another address
    const [office] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    await test.server.ctx.notifications.notify(test.server.ctx.db, [office.id], {
      kind: 'action', text: 'notifications.applications.moved', params: { actor: `${NAME} ${SURNAME}`, title: `${SURNAME} ${NAME}` },
    });
    await sql(`INSERT INTO mail_log (occasion, recipient, subject, language, status) VALUES ('statement', $1, $2, 'ka', 'sent')`, [ADMIN.email, `${SURNAME} ${NAME}: ცნობა`]);
    await sql(`INSERT INTO minor_logs (first_name, last_name, personal_id, minor_name) VALUES ($1, $2, $3, 'ეკონომიკა')`, [NAME, SURNAME, PERSONAL_ID]);
    await sql(`INSERT INTO public_submissions (screen, address, email, personal_number) VALUES ('apply', '10.0.0.1', 'another@example.com', $1)`, [PERSONAL_ID]);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('gives a person\'s data only to a holder of privacy.export besides the screen\'s permission', async () => {
    const clerk = await signInHolding(test, `privacy-reader-${engine}@example.com`, ['students.index']);
    const refused = await call('POST', '/api/students/actions/personalData', { token: clerk, body: { ids: [student] } });
    expect(refused.status).toBe(403);
    const [{ count }] = await sql<{ count: number }>(`SELECT count(*)::integer AS count FROM jobs WHERE kind = 'personalData'`);
    expect(count).toBe(0);
    const officer = await signInHolding(test, `privacy-officer-${engine}@example.com`, ['students.index', 'privacy.export']);
    const started = await call('POST', '/api/students/actions/personalData', { token: officer, body: { ids: [student] } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await finished(call, officer, (started.body.job as { id: string }).id)).state).toBe('completed');
  });

  it('gives back everything Aula holds about a student as a zip of JSON and their files, and keeps the giving in their history', async () => {
    const started = await call('POST', '/api/students/actions/personalData', { token: admin, body: { ids: [student] }, language: 'en' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(call, admin, (started.body.job as { id: string }).id);
    expect(job.state, job.message ?? '').toBe('completed');
    const file = await call('GET', `/api/jobs/${job.id}/file`, { token: admin });
    expect(file.headers.get('content-type')).toBe('application/zip');
    const folder = fs.mkdtempSync(join(os.tmpdir(), 'aula-person-'));
    try {
      fs.writeFileSync(join(folder, 'person.zip'), file.bytes);
      execFileSync('unzip', ['-q', 'person.zip', '-d', 'out'], { cwd: folder });
      const data = JSON.parse(fs.readFileSync(join(folder, 'out', 'person.json'), 'utf8')) as {
        record: Record<string, unknown>; related: Record<string, Record<string, unknown>[]>; history: { table_name: string; changes: Record<string, unknown> }[];
        accounts: { email: string; second_factor_since: string | null }[]; results: unknown[]; mail: { recipient: string }[]; documents: { text: string; document_number: string }[];
      };
      expect(data.record).toMatchObject({ id: student, name: NAME, surname: SURNAME, personal_id: PERSONAL_ID, email: EMAIL });
      // the rows of other screens that name them (their grades and finances in the demo), by table
      const [{ count: grades }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM grades WHERE student_id = $1', [student]);
      expect(grades).toBeGreaterThan(0);
      expect(data.related.grades).toHaveLength(grades);
      const [{ count: results }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM course_results WHERE student_id = $1', [student]);
      expect(data.results).toHaveLength(results);
      expect(Object.values(data.related).flat().every((row) => row.student_id === student)).toBe(true);
      // their history, with the address they had before
      expect(JSON.stringify(data.history)).toContain(FIRST_EMAIL);
      expect(data.accounts.map((account) => account.email)).toEqual([EMAIL]);
      expect(data.accounts[0].second_factor_since).toEqual(expect.any(String));
      expect(JSON.stringify(data)).not.toContain(FACTOR_SECRET);
      expect(data.mail.map((mail) => mail.recipient)).toContain(EMAIL);
      expect(data.documents).toHaveLength(1);
      expect(data.documents[0].text).toContain(PERSONAL_ID);
      // their photo, the bytes uploaded
      const files = fs.readdirSync(join(folder, 'out', 'files'));
      expect(files).toEqual([`students-${photo.split('/').pop()}`]);
      expect(fs.readFileSync(join(folder, 'out', 'files', files[0]))).toEqual(PNG);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const history = await call('GET', `/api/students/${student}/history`, { token: admin });
    expect((history.body.data as { action: string; user_name: string }[])[0]).toMatchObject({ action: 'export' });

    // the job run again from the start (taken up after its server died once it had kept the giving) keeps it once
    const exports = async () => (await sql<{ count: number }>(
      `SELECT count(*)::integer AS count FROM record_changes WHERE table_name = 'students' AND record_id = $1 AND action = 'export'`, [student],
    ))[0].count;
    const given = await exports();
    const [{ id: adminId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    const students = test.server.ctx.registry.screens.students;
    const { storage } = test.server.ctx;
    const stored = (await storage.names()).length;
    // its zip in the place of the first run's, which the job names: no second file, none left over
    const [{ file: jobFile }] = await sql<{ file: string }>('SELECT file FROM jobs WHERE id = $1', [job.id]);
    expect(await personalDataZip(test.server.ctx, { id: adminId }, students, student, job.id)).toBe(jobFile);
    expect((await storage.names()).length).toBe(stored);
    expect((await call('GET', `/api/jobs/${job.id}/file`, { token: admin })).headers.get('content-type')).toBe('application/zip');
    expect(await exports()).toBe(given);
    // the database's rule, whatever writes the entry: a second one of the same job is refused
    await expect(sql(
      `INSERT INTO record_changes (table_name, record_id, action, changes) VALUES ('students', $1, 'export', $2)`, [student, JSON.stringify({ job: [null, job.id] })],
    )).rejects.toMatchObject({ code: '23505' });
    expect(await exports()).toBe(given);
    // another job gives it again, and that is kept
    await storage.remove(await personalDataZip(test.server.ctx, { id: adminId }, students, student, randomUUID()));
    expect(await exports()).toBe(given + 1);
  });

  it('erases them with privacy.erase and a reason, and no table, answer or stored file holds their name, number or address afterwards', async () => {
    // a holder of the students alone may give their data, not erase it
    const clerk = await signInHolding(test, `privacy-clerk-${engine}@example.com`, ['students.index']);
    const refused = await call('POST', `/api/students/actions/erase?id=${student}`, { token: clerk, body: { reason: 'asked in writing' } });
    expect(refused.status).toBe(403);
    const noReason = await call('POST', `/api/students/actions/erase?id=${student}`, { token: admin, body: {}, language: 'en' });
    expect(noReason.status, JSON.stringify(noReason.body)).toBe(422);
    expect(Object.keys(noReason.body.errors as object)).toEqual(['reason']);
    // a reason of spaces is no reason, said in the user's language
    const spaces = await call('POST', `/api/students/actions/erase?id=${student}`, { token: admin, body: { reason: '   \n ' } });
    expect(spaces.status, JSON.stringify(spaces.body)).toBe(422);
    expect(Object.keys(spaces.body.errors as object)).toEqual(['reason']);
    expect(JSON.stringify(spaces.body.errors)).toMatch(/[\u10D0-\u10FF]/);
    for (const text of [NAME, SURNAME, PERSONAL_ID, EMAIL, FIRST_EMAIL]) expect(Object.keys(await tablesHolding(text)).length, text).toBeGreaterThan(0);
    const [{ count: grades }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM course_results WHERE student_id = $1', [student]);
    const [{ count: finances }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM finances WHERE student_id = $1', [student]);

    const erased = await call('POST', `/api/students/actions/erase?id=${student}`, { token: admin, body: { reason: 'asked in writing on 25.11' }, language: 'en' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.message).toBe('The person\'s data is erased.');

    for (const text of [NAME, SURNAME, PERSONAL_ID, EMAIL, FIRST_EMAIL]) expect(await tablesHolding(text), text).toEqual({});
    await expect(test.server.ctx.storage.size(photo)).rejects.toThrow();
    // the record stays, named as erased, with what the law keeps: grades, finances, the documents' register
    const record = await call('GET', `/api/students/${student}`, { token: admin });
    expect(record.body.data).toMatchObject({ name: '—', personal_id: null, email: null, photo: null });
    expect((await sql<{ count: number }>('SELECT count(*)::integer AS count FROM course_results WHERE student_id = $1', [student]))[0].count).toBe(grades);
    expect((await sql<{ count: number }>('SELECT count(*)::integer AS count FROM finances WHERE student_id = $1', [student]))[0].count).toBe(finances);
    const register = await sql<{ document_number: string; verify_code: string; text: string }>('SELECT document_number, verify_code, text FROM edocs WHERE student_id = $1', [student]);
    expect(register).toHaveLength(1);
    expect(register[0].document_number).toMatch(/^PR-\d{4}\/0001$/);
    expect(register[0].text).toBe('');
    // the erasure is in the history with its reason and the fields erased, not their values
    const history = (await call('GET', `/api/students/${student}/history`, { token: admin })).body.data as { action: string; changes: Record<string, unknown> }[];
    expect(history[0].action).toBe('erase');
    expect(history[0].changes.reason).toEqual({ from: null, to: 'asked in writing on 25.11' });
    expect(history[0].changes.personal_id).toEqual({ secret: true });
    // the account is disabled and signed out: the address no longer signs in
    const [account] = await sql<{ disabled_at: string | null }>('SELECT disabled_at FROM users WHERE student_id = $1', [student]);
    expect(account.disabled_at).not.toBeNull();
    expect(await tablesHolding(FACTOR_SECRET)).toEqual({});
    // the lists do not find them by any of it
    for (const text of [SURNAME, PERSONAL_ID, EMAIL]) {
      const found = await call('GET', `/api/students?search=${encodeURIComponent(text)}`, { token: admin });
      expect(JSON.stringify(found.body), text).not.toContain(text);
    }
    for (const endpoint of ['/api/accounts', '/api/mail-log', '/api/edoc/sent']) {
      const answer = await call('GET', `${endpoint}?per_page=100`, { token: admin });
      expect(answer.status, endpoint).toBe(200);
      for (const text of [NAME, SURNAME, PERSONAL_ID, EMAIL]) expect(JSON.stringify(answer.body), `${endpoint} ${text}`).not.toContain(text);
    }
  });

  it('erases applicants never enrolled once their retention has passed, a deleted one\'s copy too, and keeps an enrolled one', async () => {
    const apply = async (first: string, identity: string, email: string) => {
      const created = await call('POST', '/api/bachelor-registers', {
        token: admin, body: { first_name: first, last_name: 'შენახვაძე', identity_number: identity, date_of_birth: '2004-02-03', phone: '555-12-345', email, program_id: 1 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return (created.body.data as { id: number }).id;
    };
    const waiting = await apply('დარჩენილა', '61001234567', 'waiting.applicant@example.com');
    const enrolled = await apply('ჩარიცხული', '61001234568', 'enrolled.applicant@example.com');
    const deleted = await apply('წაშლილი', '61001234569', 'deleted.applicant@example.com');
    await sql(`UPDATE applicants SET admission_state = 'enrolled' WHERE id = $1`, [enrolled]);
    expect((await call('DELETE', `/api/bachelor-registers/${deleted}`, { token: admin })).status).toBe(204);
    const bachelor = test.server.ctx.registry.screens.bachelor;
    // nobody is due today; thirteen months on, the waiting and the deleted are, the enrolled is not
    expect(await expiredPeople(test.server.ctx.db, bachelor, 12, new Date())).not.toContain(waiting);
    const later = new Date(Date.now() + 400 * 86_400_000);
    const due = await expiredPeople(test.server.ctx.db, bachelor, 12, later);
    expect(due).toEqual(expect.arrayContaining([waiting, deleted]));
    expect(due).not.toContain(enrolled);

    const t = test.server.ctx.locales.translator('en');
    expect(await eraseExpired(test.server.ctx, t, later)).toBeGreaterThanOrEqual(2);
    for (const text of ['დარჩენილა', '61001234567', 'waiting.applicant@example.com', 'წაშლილი', '61001234569']) expect(await tablesHolding(text), text).toEqual({});
    expect(Object.keys(await tablesHolding('61001234568'))).toContain('applicants');
    // the deleted one is no longer among the recently deleted, and the retention's reason is in the history
    const gone = await call('GET', '/api/bachelor-registers/deleted', { token: admin });
    expect((gone.body.data as { id: number }[]).map((row) => row.id)).not.toContain(deleted);
    const history = (await call('GET', `/api/bachelor-registers/${waiting}/history`, { token: admin })).body.data as { action: string; user_name: string | null; changes: Record<string, { to?: unknown }> }[];
    expect(history[0]).toMatchObject({ action: 'erase', user_name: null });
    expect(history[0].changes.reason.to).toBe('The retention period (12 months) has passed.');
    // a second look erases nobody again
    expect(await expiredPeople(test.server.ctx.db, bachelor, 12, later)).not.toContain(waiting);
  });
});
