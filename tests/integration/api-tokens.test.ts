// API tokens over real HTTP on both engines: what a token reads and writes is what it was given and no more, its
// writes are in the history under its name, it reaches the API alone (not the browser's session check, the profile or
// an area), and it stops at once when revoked or expired, from an address it was not given, or past its rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(5));
    const accounts = await call('GET', '/api/accounts?search=Moodle', { token: admin });
    expect((accounts.body.accounts as { total: number }).total).toBe(0);
    expect((await call('POST', '/api/api-tokens/actions/revoke', { token: admin, body: { ids: [row.id] }, language: 'en' })).status).toBe(200);
    expect((await system('GET', '/api/students?per_page=1', token)).status).toBe(401);
  });

  it('gives nothing its maker does not hold, and says what is wrong with each field', async () => {
    const clerk = await signInHolding(test, `token-maker-${engine}@example.com`, ['accounts.index']);
    const refused = await make({ name: 'LMS', permissions: ['students.index'] }, clerk);
    expect(refused.status).toBe(422);
    expect((refused.body.errors as Record<string, string[]>).permissions).toEqual(['You cannot give a token what you do not hold: students.index.']);
    const wrong = await make({ name: '', permissions: [], writes: ['finances.index'], addresses: ['10.0.0.0/33'], expires_at: '2020-01-01' });
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual(['addresses', 'expires_at', 'name', 'permissions', 'writes']);
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
