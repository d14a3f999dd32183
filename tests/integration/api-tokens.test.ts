// API tokens over real HTTP on both engines: what a token reads and writes is what it was given and no more, its
// writes are in the history under its name, it reaches the API alone (not the browser's session check, the profile or
// an area) and never the administration of access, and it stops at once when revoked or expired, from an address it
// was not given, or past its rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath, shapeOf, type ApiRouteName } from '../../contract/api-routes';
import { SCREEN_ROUTES } from '../../contract/routes';
import { ACCESS_PERMISSIONS } from '../../server/auth/access-administration';
import { registry } from '../../server/generated/registry';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(engines)('API tokens on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer(engine, { apiTokenRequestsPerMinute: 40 });
    call = client(test.baseUrl);
    admin = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const make = async (body: Record<string, unknown>, as = admin) => call('POST', '/api/tokens', { token: as, body: { expires_at: inDays(30), ...body }, language: 'en' });
  /** A system's call: its token, and no cookie or XSRF header of a browser. */
  const system = (method: string, url: string, token: string, body?: unknown) => call(method, url, { token, body, xsrf: false, language: 'en' });

  it('reads the screens it was given, writes none of them, and reaches no other screen, session check, profile or area', async () => {
    const made = await make({ name: 'Ministry registry', permissions: ['students.index'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = String(made.body.token);
    expect(token).toMatch(/^aula_[\w-]{43}$/);
    // shown once: the list has no token and no hash
    const listed = await call('GET', '/api/tokens', { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(5));
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Ministry registry', permissions: ['students.index'], writes: [] })]));
    expect(JSON.stringify(listed.body)).not.toContain('token_hash');

    expect((await system('GET', '/api/students?per_page=2', token)).status).toBe(200);
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    expect((await system('GET', `/api/students/${id}`, token)).status).toBe(200);
    expect((await system('PUT', `/api/students/${id}`, token, { notes: 'changed by a token' })).status).toBe(403);
    expect((await system('DELETE', `/api/students/${id}`, token)).status).toBe(403);
    expect((await system('GET', '/api/lecturers', token)).status).toBe(403);
    expect((await system('GET', '/api/check-token-validity', token)).status).toBe(401);
    expect((await system('GET', '/api/profile', token)).status).toBe(401);
    expect((await system('GET', '/api/student/documents', token)).status).toBe(401);
    expect((await system('GET', '/api/tokens', token)).status).toBe(403);
    const [{ last_used_at: used }] = await test.server.ctx.db.query<{ last_used_at: string | null }>(`SELECT last_used_at FROM api_tokens WHERE name = 'Ministry registry'`);
    expect(used).not.toBeNull();
  });

  it('writes the screens it was given to write, each write in the history under its name, with no XSRF header', async () => {
    const made = await make({ name: 'Bank', permissions: ['students.index'], writes: ['students.index'] });
    const token = String(made.body.token);
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    const written = await system('PUT', `/api/students/${id}`, token, { notes: 'paid through the bank' });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const history = await call('GET', `/api/students/${id}/history`, { token: admin });
    expect((history.body.data as { user_name: string }[])[0].user_name).toBe('Bank');
    // its account cannot sign in
    const [account] = await test.server.ctx.db.query<{ email: string }>(`SELECT u.email FROM users u JOIN api_tokens k ON k.user_id = u.id WHERE k.name = 'Bank'`);
    expect((await call('POST', '/api/auth/login', { body: { email: account.email, password: '' } })).status).toBe(422);
  });

  it('is made and revoked from its screen too: the token shown once, the list never holding it, its account not among the accounts', async () => {
    const [students, news] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM permissions WHERE title IN ('students.index', 'news.index') ORDER BY title DESC`);
    const made = await call('POST', '/api/api-tokens/actions/create', { token: admin, language: 'en', body: {
      name: 'Moodle', permissions: [students.id, news.id], writes: [news.id], expires_on: inDays(10).slice(0, 10), addresses: '127.0.0.1, ::1',
    } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('The token “Moodle” is made. Copy it now: it is not shown again.');
    const token = String(made.body.shownOnce);
    expect((await system('GET', '/api/students?per_page=1', token)).status).toBe(200);
    const listed = await call('GET', '/api/api-tokens?search=Moodle', { token: admin });
    const [row] = (listed.body.tokens as { data: { id: number; permissions: string; writes: string; addresses: string; revoked: boolean }[] }).data;
    expect(row).toMatchObject({ permissions: 'news.index, students.index', writes: 'news.index', addresses: '127.0.0.1, ::1', revoked: false });
    // the day asked for is the token's to its end on the university's clock, whatever the server machine's zone
    const [{ expires }] = await test.server.ctx.db.query<{ expires: string }>(`SELECT to_char(expires_at, 'YYYY-MM-DD HH24:MI:SS') AS expires FROM api_tokens WHERE name = 'Moodle'`);
    expect(expires).toBe(`${inDays(10).slice(0, 10)} 23:59:59`);
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(5));
    const accounts = await call('GET', '/api/accounts?search=Moodle', { token: admin });
    expect((accounts.body.accounts as { total: number }).total).toBe(0);
    expect((await call('POST', '/api/api-tokens/actions/revoke', { token: admin, body: { ids: [row.id] }, language: 'en' })).status).toBe(200);
    expect((await system('GET', '/api/students?per_page=1', token)).status).toBe(401);
  });

  /** The tables that decide access, as they stand (a token's last use aside, which every call of it notes). */
  const accessRows = async (): Promise<string> => {
    const tables = ['users', 'roles', 'permissions', 'user_roles', 'administrations', 'second_factors', 'account_links', 'app_settings', 'auth_tokens'];
    const digests = await Promise.all(tables.map(async (table) => (await test.server.ctx.db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    ))[0].digest));
    const [tokens] = await test.server.ctx.db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg((id, name, permissions, writes, addresses, expires_at, revoked_at)::text, E'\\n' ORDER BY id), '')) AS digest FROM api_tokens`,
    );
    return [...digests, tokens.digest].join(' ');
  };

  /**
   * Every route that administers access: each route of a screen whose permission does (tokens, accounts, roles,
   * permissions), each action that asks for one on any screen, and the hand-written routes of tokens and of the sign-in
   * setting. An id in a path is a row of the screen's own table (or of its reader's).
   */
  const accessRoutes = async (): Promise<{ method: string; url: string; body: unknown }[]> => {
    const rowOf: Record<string, string> = { accounts: 'users', 'api-tokens': 'api_tokens' };
    const idOf = async (table: string): Promise<number> => (await test.server.ctx.db.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`))[0].id;
    const calls: { method: string; url: string; body: unknown }[] = [];
    for (const screen of Object.values(registry.screens)) {
      const administers = screen.permission !== undefined && ACCESS_PERMISSIONS.has(screen.permission);
      const table = screen.table ?? rowOf[screen.name];
      const id = table ? await idOf(table) : 1;
      for (const name of screen.routes) {
        const { method, path } = shapeOf(SCREEN_ROUTES[name]);
        const actions = name === 'action' ? screen.actions.filter((action) => administers || (action.permission !== undefined && ACCESS_PERMISSIONS.has(action.permission))) : [];
        if (name === 'action') {
          for (const action of actions) {
            calls.push({ method, url: `/api${screen.endpoint}${fillPath(path, { action: action.id }, action.on === 'screen' ? undefined : `id=${id}`)}`, body: { ids: [id] } });
          }
        } else if (administers) {
          calls.push({ method, url: `/api${screen.endpoint}${fillPath(path, { id })}`, body: method === 'GET' || method === 'DELETE' ? undefined : { title: 'Made by a token', permissions: [] } });
        }
      }
    }
    const own: readonly ApiRouteName[] = ['tokens', 'createToken', 'revokeToken', 'signInSettings', 'saveSignInSettings'];
    for (const name of own) {
      const { method, path } = shapeOf(API_ROUTES[name]);
      calls.push({ method, url: `/api${fillPath(path, { id: await idOf('api_tokens') })}`, body: method === 'GET' || method === 'DELETE' ? undefined : {
        name: 'Made by a token', permissions: ['students.index'], expires_at: inDays(360), second_factor_required: false,
      } });
    }
    return calls;
  };

  it('never reaches the administration of tokens, accounts, roles or permissions by any route, whatever it holds', async () => {
    const made = await make({ name: 'Leaked LMS', permissions: ['students.index', 'administrations.index'], writes: ['students.index', 'administrations.index'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = String(made.body.token);
    // as a token made before access administration was kept from tokens: holding it, to read and to write
    const administering = [...ACCESS_PERMISSIONS];
    await test.server.ctx.db.query(
      `UPDATE api_tokens SET permissions = permissions || $2::text[], writes = writes || $2::text[] WHERE name = $1`, ['Leaked LMS', administering],
    );
    await test.server.ctx.sessions.changed({ all: true });
    const routes = await accessRoutes();
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining([
      '/api/tokens', expect.stringMatching(/^\/api\/api-tokens\/actions\/create/), expect.stringMatching(/^\/api\/api-tokens\/actions\/revoke/),
      expect.stringMatching(/^\/api\/roles\/\d+\/history$/), expect.stringMatching(/^\/api\/students\/actions\/createAccount/),
      expect.stringMatching(/^\/api\/accounts\/actions\/roles/), '/api/permissions',
    ]));
    for (const route of routes) {
      const before = await accessRows();
      const answer = await system(route.method, route.url, token, route.body);
      expect(answer.status, `${route.method} ${route.url}: ${JSON.stringify(answer.body)}`).toBe(403);
      expect(await accessRows(), `${route.method} ${route.url}`).toBe(before);
    }
  });

  it('gives no role through a staff record: granting access needs a person, who still grants', async () => {
    const made = await make({ name: 'HR system', permissions: ['administrations.index', 'students.index'], writes: ['administrations.index'] });
    const token = String(made.body.token);
    const [staff] = await test.server.ctx.db.query<{ id: number; roles: number[] }>('SELECT id, roles FROM administrations ORDER BY id LIMIT 1');
    const [role] = await test.server.ctx.db.query<{ id: number }>(
      `INSERT INTO roles (title, permissions) VALUES ('Students only', ARRAY(SELECT id FROM permissions WHERE title = 'students.index')) RETURNING id`,
    );
    const before = await accessRows();
    const refused = await system('PUT', `/api/administrations/${staff.id}`, token, { roles: [...staff.roles, role.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Access is given or taken away only by a person signed in with their own account (and its second factor, where it has one).');
    expect(await accessRows()).toBe(before);
    // the same record's other fields it may still write
    expect((await system('PUT', `/api/administrations/${staff.id}`, token, { first_name: 'Nino' })).status).toBe(200);
    const given = await call('PUT', `/api/administrations/${staff.id}`, { token: admin, body: { roles: [...staff.roles, role.id] } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
  });

  it('is administered by a person: tokens made and revoked, roles given, from the screens as from the API', async () => {
    const [other] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM api_tokens ORDER BY id LIMIT 1');
    const [students] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM permissions WHERE title = 'students.index'`);
    const made = await call('POST', '/api/api-tokens/actions/create', { token: admin, language: 'en', body: {
      name: 'Made by a person', permissions: [students.id], expires_on: inDays(10).slice(0, 10), addresses: '',
    } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await call('POST', '/api/api-tokens/actions/revoke', { token: admin, body: { ids: [other.id] } })).status).toBe(200);
    const [role] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM roles ORDER BY id LIMIT 1`);
    for (const url of ['/api/roles', `/api/roles/${role.id}`, `/api/roles/${role.id}/history`, '/api/accounts', '/api/permissions', '/api/tokens', '/api/settings/sign-in']) {
      expect((await call('GET', url, { token: admin })).status, url).toBe(200);
    }
  });

  it('is administered only by a session that proved its account\'s second factor', async () => {
    const email = `second-factor-${engine}@example.com`;
    const older = await signInHolding(test, email, ['roles.index', 'students.index']);
    const [account] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    // the factor set up in another session, after this one began
    await test.server.ctx.db.query(`INSERT INTO second_factors (user_id, secret, confirmed_at) VALUES ($1, 'JBSWY3DPEHPK3PXP', now())`, [account.id]);
    await test.server.ctx.sessions.changed({ userId: account.id });
    expect((await call('GET', '/api/roles', { token: older })).status).toBe(403);
    expect((await call('GET', '/api/students?per_page=1', { token: older })).status).toBe(200);
    const proved = await test.server.ctx.sessions.create(account.id, 'code');
    expect((await call('GET', '/api/roles', { token: proved })).status).toBe(200);
  });

  it('gives nothing its maker does not hold, and says what is wrong with each field', async () => {
    const clerk = await signInHolding(test, `token-maker-${engine}@example.com`, ['accounts.index']);
    const refused = await make({ name: 'LMS', permissions: ['students.index'] }, clerk);
    expect(refused.status).toBe(422);
    expect((refused.body.errors as Record<string, string[]>).permissions).toEqual(['You cannot give a token what you do not hold: students.index.']);
    const wrong = await make({ name: '', permissions: [], writes: ['finances.index'], addresses: ['10.0.0.0/33'], expires_at: '2020-01-01' });
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual(['addresses', 'expires_at', 'name', 'permissions', 'writes']);
    const administering = await make({ name: 'LMS', permissions: ['students.index', 'roles.index'] });
    expect(administering.status).toBe(422);
    expect((administering.body.errors as Record<string, string[]>).permissions)
      .toEqual(['A token cannot hold what administers access (tokens, accounts, roles, permissions): roles.index.']);
    const [{ count }] = await test.server.ctx.db.query<{ count: string }>(`SELECT count(*) FROM api_tokens WHERE name = 'LMS'`);
    expect(Number(count)).toBe(0);
  });

  it('stops at once when revoked or expired, and answers only from the addresses it was given', async () => {
    const made = await make({ name: 'Website', permissions: ['news.index'] });
    const token = String(made.body.token);
    expect((await system('GET', '/api/news', token)).status).toBe(200);
    expect((await call('DELETE', `/api/tokens/${(made.body.data as { id: number }).id}`, { token: admin })).status).toBe(204);
    expect((await system('GET', '/api/news', token)).status).toBe(401);

    const expiring = await make({ name: 'Old LMS', permissions: ['news.index'] });
    expect((await system('GET', '/api/news', String(expiring.body.token))).status).toBe(200);
    await test.server.ctx.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 minute' WHERE name = 'Old LMS'`);
    await test.server.ctx.sessions.changed({ all: true });
    expect((await system('GET', '/api/news', String(expiring.body.token))).status).toBe(401);

    const elsewhere = await make({ name: 'Registry VPN', permissions: ['news.index'], addresses: ['10.0.0.0/8'] });
    expect((await system('GET', '/api/news', String(elsewhere.body.token))).status).toBe(403);
    const here = await make({ name: 'Registry here', permissions: ['news.index'], addresses: ['127.0.0.1', '::1'] });
    expect((await system('GET', '/api/news', String(here.body.token))).status).toBe(200);
  });

  it('is counted by the minute: past its rate it is answered 429 with when to try again, and a person is not counted', async () => {
    const token = String((await make({ name: 'Busy system', permissions: ['news.index'] })).body.token);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await system('GET', '/api/news?per_page=1', token)).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    const limited = await system('GET', '/api/news?per_page=1', token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/too many requests/);
    for (let i = 0; i < 45; i += 1) expect((await call('GET', '/api/news?per_page=1', { token: admin })).status).toBe(200);
  });
});
