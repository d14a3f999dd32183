// Find anyone (GET /api/find?q=) over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a student is
// found by personal number (whole or its first digits), by a Georgian surname's start, by a Latin name in any case and
// order, by e-mail; a lecturer and an applicant of the same surname each under their screen; a clerk finds only on
// the screens whose permission they hold (no lecturer without lecturers.index), a student's account is refused; and no
// text, however long, odd or repeated, answers a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindAnswer, FoundGroup } from '../../contract/find';
import { FIND_TEXT_MAX } from '../../contract/find';
import { USER_TYPE } from '../../contract/constants';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

// a surname no demo record has, shared by a student, a lecturer and an applicant
const SURNAME = 'ჟღენტიყვავაძე';

describe.each(engines)('Find anyone on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const ids = { nino: 0, xanthe: 0, lecturer: 0, applicant: 0 };
  let programName = '';

  async function find(q: string, token = admin, language: 'ka' | 'en' = 'ka'): Promise<FoundGroup[]> {
    const answer = await call('GET', `/api/find?q=${encodeURIComponent(q)}`, { token, language });
    expect(answer.status, q).toBe(200);
    return (answer.body as unknown as FindAnswer).groups;
  }

  const idsOn = (groups: readonly FoundGroup[], screen: string): number[] => groups.find((group) => group.screen === screen)?.records.map((record) => record.id) ?? [];

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const { db } = test.server.ctx;
    const [program] = await db.query<{ id: number; name_ka: string }>('SELECT id, name_ka FROM programs ORDER BY id LIMIT 1');
    programName = program.name_ka;
    const student = async (name: string, surname: string, personalId: string, email: string) => (await db.query<{ id: number }>(
      'INSERT INTO students (name, surname, personal_id, email, program_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [name, surname, personalId, email, program.id],
    ))[0].id;
    ids.nino = await student('ნინო', SURNAME, '59001234567', 'nino.zhgenti@example.edu');
    ids.xanthe = await student('Xanthe', 'Quennell', '59007654321', 'xanthe.q@example.org');
    ids.lecturer = (await db.query<{ id: number }>(
      `INSERT INTO lecturers (first_name, last_name, identity_number, email) VALUES ('ლევან', $1, '59001111111', 'levan.zh@example.edu') RETURNING id`, [SURNAME],
    ))[0].id;
    ids.applicant = (await db.query<{ id: number }>(
      `INSERT INTO applicants (register, first_name, last_name, identity_number, email, program_id) VALUES ('bachelor', 'ანა', $1, '59002222222', 'ana.zh@example.edu', $2) RETURNING id`, [SURNAME, program.id],
    ))[0].id;
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('finds a student by personal number, whole or by its first digits, with where the record opens', async () => {
    for (const q of ['59001234567', '5900123']) {
      const [students] = (await find(q)).filter((group) => group.screen === 'students');
      expect(students.title).toBe('სტუდენტები');
      expect(students.records[0]).toEqual({ id: ids.nino, title: `ნინო ${SURNAME}`, subtitle: `59001234567 · ${programName}`, path: `/admin/students?rowId=${ids.nino}` });
    }
    // a personal number's digits are its start, not any part of it
    expect(idsOn(await find('1234567'), 'students')).not.toContain(ids.nino);
  });

  it('finds by a Georgian surname\'s start on every screen of people: the student, the lecturer, the applicant', async () => {
    const groups = await find('ჟღენტი');
    expect(idsOn(groups, 'students')).toEqual([ids.nino]);
    expect(idsOn(groups, 'lecturers')).toEqual([ids.lecturer]);
    expect(idsOn(groups, 'bachelor')).toEqual([ids.applicant]);
    // each register keeps to its own applicants
    expect(idsOn(groups, 'master')).toEqual([]);
    expect(groups.find((group) => group.screen === 'bachelor')?.records[0].path).toBe(`/admin/bachelor?rowId=${ids.applicant}`);
    // a name and a surname, either way round, narrow it to the one person
    for (const q of ['ნინო ჟღენ', 'ჟღენტიყვავაძე ნ']) {
      const named = await find(q);
      expect(idsOn(named, 'students')).toEqual([ids.nino]);
      expect(idsOn(named, 'lecturers')).toEqual([]);
    }
  });

  it('offers the list searched by the text where a screen finds more than a group holds, and only then', async () => {
    const { db } = test.server.ctx;
    await db.query(`INSERT INTO students (name, surname, personal_id) SELECT 'Many', 'Samename', '5800000000' || n FROM generate_series(1, 7) n`);
    const [many] = (await find('Samename')).filter((group) => group.screen === 'students');
    expect(many.records).toHaveLength(5);
    const list = new URL(many.all!, 'http://aula');
    expect(list.pathname).toBe('/admin/students');
    const listed = await call('GET', `/api/students${list.search}`, { token: admin });
    expect((listed.body as { students: { total: number } }).students.total).toBe(7);
    const [one] = (await find('59001234567')).filter((group) => group.screen === 'students');
    expect(one.all).toBeUndefined();
  });

  it('finds by a Latin name in any case and order, and by e-mail', async () => {
    for (const q of ['xanthe', 'QUENN', 'quennell Xanthe', 'Xanthe Q']) expect(idsOn(await find(q), 'students'), q).toEqual([ids.xanthe]);
    expect(idsOn(await find('nino.zhgenti@'), 'students')).toEqual([ids.nino]);
    expect(idsOn(await find('xanthe.q@example.org'), 'students')).toEqual([ids.xanthe]);
    // a screen's title in the asker's language
    expect((await find('xanthe', admin, 'en')).find((group) => group.screen === 'students')?.title).toBe('Students');
  });

  it('finds only on the screens the asker may open: no lecturer without lecturers.index, nothing without any', async () => {
    const clerk = await signInHolding(test, `find-clerk-${engine}@example.com`, ['students.index']);
    const groups = await find(SURNAME, clerk);
    expect(groups.map((group) => group.screen)).toEqual(['students']);
    const registrar = await signInHolding(test, `find-registrar-${engine}@example.com`, ['lecturers.index', 'master.index']);
    expect((await find(SURNAME, registrar)).map((group) => group.screen)).toEqual(['lecturers']);
    const nobody = await signInHolding(test, `find-nobody-${engine}@example.com`, []);
    expect(await find(SURNAME, nobody)).toEqual([]);
  });

  it('is an administrator\'s route: a student\'s account is refused, no session is asked to sign in', async () => {
    const student = await signInHolding(test, `find-student-${engine}@example.com`, ['students.index', 'lecturers.index'], { userType: USER_TYPE.student });
    expect((await call('GET', `/api/find?q=${encodeURIComponent(SURNAME)}`, { token: student })).status).toBe(403);
    expect((await call('GET', '/api/find?q=a')).status).toBe(401);
  });

  it('answers any text without a 5xx: too long or a list refused, odd characters found as themselves', async () => {
    const status = async (query: string) => (await call('GET', `/api/find?${query}`, { token: admin })).status;
    expect(await status(`q=${'ა'.repeat(FIND_TEXT_MAX + 1)}`)).toBe(422);
    expect(await status('q=a&q=b')).toBe(422);
    expect(await status('q=%00')).toBe(422);
    expect(await status(`q=${'ა'.repeat(FIND_TEXT_MAX)}`)).toBe(200);
    for (const q of ['', ' ', '%', '_', '\\', "'; DROP TABLE students; --", '\u0001\u0007', '\u{10FFFF}', 'a b c d e f g h', '2147483648', '[]']) {
      const groups = await find(q);
      if (q === '%' || q === '_') expect(idsOn(groups, 'students'), 'a wildcard is a character').toEqual([]);
    }
    // control characters part words, as spaces do
    expect(idsOn(await find('ნინო\u0007ჟღენ'), 'students')).toEqual([ids.nino]);
    expect(await find('')).toEqual([]);
    // any text at all, in any script, as typed or pasted: a 200 when it is short enough and holds no NUL, else a 422
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', maxLength: FIND_TEXT_MAX + 20 }), async (q) => {
      const answer = await call('GET', `/api/find?q=${encodeURIComponent(q)}`, { token: admin });
      expect(answer.status, JSON.stringify(q)).toBe(q.length > FIND_TEXT_MAX || q.includes('\u0000') ? 422 : 200);
    }), { numRuns: 150 });
  });
});
