// How each person arranges a list, over real HTTP on PGlite and (when DATABASE_URL is set) PostgreSQL: the columns
// they show are kept per account and screen (another session sees them; null gives back the author's), a saved view
// is their own or shared with a role (its holders see it, others do not, and only its owner changes it), a view's
// query is checked as the list reads it, and saving one over a large table says whether an index serves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unindexedViews } from '../../server/list-views/unindexed';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface View { id: number; name: string; query: Record<string, string>; columns: string[] | null; role_id: number | null; mine: boolean; indexed: boolean }
interface Settings { columns: string[] | null; views: View[]; roles: { id: number; title: string }[] }

describe.each(engines)('list columns and saved views on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;

  const settings = async (token: string, screen = 'students'): Promise<Settings> => {
    const answer = await call('GET', `/api/lists/${screen}`, { token });
    expect(answer.status).toBe(200);
    return answer.body as unknown as Settings;
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('keeps the columns one shows, in their order, for the account on every session, until they are reset', async () => {
    expect((await settings(admin)).columns).toBeNull();
    // a column the author hid (a student's birthday) is one a person may add
    const saved = await call('PUT', '/api/lists/students/columns', { token: admin, body: { columns: ['personal_id', 'surname', 'name', 'status_id', 'birthday'] } });
    expect(saved.status).toBe(200);
    const elsewhere = await signIn(call);
    expect((await settings(elsewhere)).columns).toEqual(['personal_id', 'surname', 'name', 'status_id', 'birthday']);
    // another account's list is its own
    const clerk = await signInHolding(test, 'columns.clerk@example.com', ['students.index']);
    expect((await settings(clerk)).columns).toBeNull();
    expect((await call('PUT', '/api/lists/students/columns', { token: elsewhere, body: { columns: null } })).status).toBe(200);
    expect((await settings(admin)).columns).toBeNull();
  });

  it('refuses a column the list does not have, the tick box, a column twice or none, in the user\'s language, and keeps what was kept', async () => {
    await call('PUT', '/api/lists/students/columns', { token: admin, body: { columns: ['surname'] } });
    const before = await tableDigest(test, 'list_columns');
    for (const columns of [['surname', 'password_hash'], ['id', 'surname'], ['surname', 'surname'], [], 'surname', [7]]) {
      const refused = await call('PUT', '/api/lists/students/columns', { token: admin, body: { columns }, language: 'en' });
      expect(refused.status).toBe(422);
      expect((refused.body.errors as Record<string, string[]>).columns[0]).toMatch(/^Choose at least one of the list's columns/);
    }
    const inGeorgian = await call('PUT', '/api/lists/students/columns', { token: admin, body: { columns: ['nope'] } });
    expect((inGeorgian.body.errors as Record<string, string[]>).columns[0]).toMatch(/^აირჩიეთ სიის ერთი სვეტი/);
    expect(await tableDigest(test, 'list_columns')).toBe(before);
  });

  it('answers 404 for a list the account may not open, or that is not an administrator\'s list', async () => {
    const lecturerClerk = await signInHolding(test, 'lecturers.clerk@example.com', ['lecturers.index']);
    expect((await call('GET', '/api/lists/students', { token: lecturerClerk })).status).toBe(404);
    expect((await call('PUT', '/api/lists/students/columns', { token: lecturerClerk, body: { columns: ['surname'] } })).status).toBe(404);
    expect((await call('GET', '/api/lists/lecturers', { token: lecturerClerk })).status).toBe(200);
    for (const screen of ['student-finances', 'home', 'no-such-screen', '__proto__']) {
      expect((await call('GET', `/api/lists/${screen}`, { token: admin })).status).toBe(404);
    }
    expect((await call('GET', '/api/lists/students')).status).toBe(401);
  });

  it('keeps a view to its owner, shares one with a role\'s holders only, and lets only its owner change it', async () => {
    const [role] = await test.server.ctx.db.query<{ id: number }>(
      `INSERT INTO roles (title, permissions) VALUES ('Registry office', ARRAY(SELECT id FROM permissions WHERE title = 'students.index')) RETURNING id`,
    );
    const holder = await signInHolding(test, 'views.holder@example.com');
    const [{ id: holderId }] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'views.holder@example.com'`);
    await test.server.ctx.db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [holderId, role.id]);
    const outsider = await signInHolding(test, 'views.outsider@example.com', ['students.index']);
    const status = { id: 1 };

    const own = await call('POST', '/api/lists/students/views', { token: admin, body: { name: 'Mine', query: { status_id: String(status.id), sort: '-gpa', page: '3' } } });
    expect(own.status).toBe(201);
    expect((own.body.view as View)).toMatchObject({ name: 'Mine', query: { status_id: String(status.id), sort: '-gpa' }, columns: null, role_id: null, mine: true, indexed: true });
    const shared = await call('POST', '/api/lists/students/views', {
      token: admin, body: { name: 'Active by GPA', query: { status_id: String(status.id), sort: '-gpa' }, columns: ['surname', 'name', 'gpa'], role_id: role.id },
    });
    expect(shared.status).toBe(201);
    const sharedView = shared.body.view as View;

    expect((await settings(holder)).views.map((view) => [view.name, view.mine, view.columns])).toEqual([['Active by GPA', false, ['surname', 'name', 'gpa']]]);
    expect((await settings(holder)).roles.map((held) => held.title)).toEqual(['Registry office']);
    expect((await settings(outsider)).views).toEqual([]);
    expect((await settings(admin)).views.map((view) => view.name)).toEqual(['Active by GPA', 'Mine']);

    // only the owner changes or deletes it; to another it is not there
    expect((await call('PUT', `/api/lists/students/views/${sharedView.id}`, { token: holder, body: { name: 'Taken', query: {} } })).status).toBe(404);
    expect((await call('DELETE', `/api/lists/students/views/${sharedView.id}`, { token: holder })).status).toBe(404);
    const renamed = await call('PUT', `/api/lists/students/views/${sharedView.id}`, { token: admin, body: { name: 'Active students', query: { sort: 'surname' }, role_id: role.id } });
    expect(renamed.status).toBe(200);
    expect((await settings(holder)).views.map((view) => [view.name, view.query])).toEqual([['Active students', { sort: 'surname' }]]);
    expect((await call('DELETE', `/api/lists/students/views/${sharedView.id}`, { token: admin })).status).toBe(204);
    expect((await settings(holder)).views).toEqual([]);
  });

  it('refuses a view whose query the list would refuse, a role its owner does not hold, or a name taken, and writes nothing', async () => {
    const clerk = await signInHolding(test, 'views.clerk@example.com', ['students.index']);
    const [other] = await test.server.ctx.db.query<{ id: number }>(`INSERT INTO roles (title, permissions) VALUES ('Not the clerk''s', '{}') RETURNING id`);
    await call('POST', '/api/lists/students/views', { token: clerk, body: { name: 'Taken', query: {} } });
    const before = await tableDigest(test, 'saved_views');
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ name: 'Bad sort', query: { sort: 'password_hash' } }, 'sort', /./],
      [{ name: 'Bad filter', query: { status_id: 'abc' } }, 'status_id', /./],
      [{ name: 'Bad query', query: ['status_id'] }, 'query', /^The view's filters could not be read/],
      [{ name: 'Bad query', query: { status_id: 5 } }, 'query', /^The view's filters could not be read/],
      [{ name: '', query: {} }, 'name', /./],
      [{ name: 'x'.repeat(101), query: {} }, 'name', /at most 100 characters/],
      [{ name: 'taken', query: {} }, 'name', /^You already have a view with this name/],
      [{ name: 'Shared', query: {}, role_id: other.id }, 'role_id', /^Choose a role you hold/],
      [{ name: 'Shared', query: {}, role_id: 2147483648 }, 'role_id', /^Choose a role you hold/],
      [{ name: 'Columns', query: {}, columns: ['id'] }, 'columns', /^Choose at least one/],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await call('POST', '/api/lists/students/views', { token: clerk, body, language: 'en' });
      expect([body.name, refused.status, Object.keys((refused.body.errors ?? {}) as object)]).toEqual([body.name, 422, [field]]);
      expect((refused.body.errors as Record<string, string[]>)[field][0]).toMatch(message);
    }
    expect(await tableDigest(test, 'saved_views')).toBe(before);
  });

  it('says, saving a view over a large table, whether an index serves its query', async () => {
    const { db } = test.server.ctx;
    const columns = (await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'students' AND column_name NOT IN ('id', 'personal_id', 'email')`,
    )).map((row) => row.column_name);
    await db.query(
      `INSERT INTO students (${columns.join(', ')}, personal_id, email)
       SELECT ${columns.map((column) => `s.${column}`).join(', ')}, lpad((90000000000 + g)::text, 11, '0'), 'many' || g || '@example.com'
       FROM (SELECT * FROM students ORDER BY id LIMIT 1) s, generate_series(1, 12000) g`,
    );
    // the list's index for a sort by e-mail taken away: that list now reads the whole table
    await db.query('DROP INDEX students_email_id_idx');
    await db.query('ANALYZE students');
    const [role] = await db.query<{ id: number; title: string }>('SELECT id, title FROM roles ORDER BY id LIMIT 1');
    const save = async (name: string, query: Record<string, string>) => {
      const answer = await call('POST', '/api/lists/students/views', { token: admin, body: { name, query, role_id: role.id } });
      expect(answer.status).toBe(201);
      return (answer.body.view as View).indexed;
    };
    expect(await save('By surname', { sort: 'surname' })).toBe(true);
    expect(await save('By e-mail', { sort: 'email' })).toBe(false);
    const [kept] = await db.query<{ indexed: boolean }>(`SELECT indexed FROM saved_views WHERE name = 'By e-mail'`);
    expect(kept.indexed).toBe(false);
    // what `npm run gen -- views` prints: the shared view, and the commonLists entry that would index it
    expect(await unindexedViews(db)).toEqual([{ screen: 'students', name: 'By e-mail', role: role.title, commonList: '{ filters: [], sort: email }' }]);
  });
});
