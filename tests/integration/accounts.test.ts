// Everyone signs in, over real HTTP with a real SMTP server, on PGlite and (when DATABASE_URL is set) PostgreSQL:
// accounts are made from people's records and invited by mail to set a password through a one-time link; a
// password is reset the same way without telling whether an e-mail has an account; a disabled account's sessions
// end at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';
import { startSmtp, type TestSmtp } from './support/smtp';

interface Outcome { id: number; status: string; reason?: string }

/** The one-time token of the link in a mail. */
const tokenIn = (text: string): string => {
  const match = /\/(?:user|reset-password)\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1];
};

describe.each(engines)('accounts on %s', (engine) => {
  let test: TestServer;
  let smtp: TestSmtp;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestServer(engine, { smtpUrl: smtp.url, publicUrl: 'https://aula.example.edu', resetsPerAccount: 3, resetsPerAddress: 5 });
    call = client(test.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
    await smtp?.stop();
  });

  const lecturers = async (count: number) => test.server.ctx.db.query<{ id: number; email: string; first_name: string }>(
    `SELECT id, lower(email) AS email, first_name FROM lecturers l
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.lecturer_id = l.id OR lower(u.email) = lower(l.email)) ORDER BY id LIMIT ${count}`,
  );

  it('gives two ticked lecturers accounts, mails each a link to set the password once, and refuses a second account', async () => {
    const people = await lecturers(2);
    const hasAccount = async (id: number) => ((await call('GET', `/api/lecturers/${id}`, { token })).body.data as { has_account: boolean }).has_account;
    expect(await hasAccount(people[0].id)).toBe(false);
    const created = await call('POST', '/api/lecturers/actions/createAccounts', { token, body: { ids: people.map((person) => person.id) } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((created.body.results as Outcome[]).map((result) => result.status)).toEqual(['created', 'created']);
    const [mail] = smtp.to(people[0].email);
    expect(mail.subject).toBe('თქვენი ანგარიში Aula-ში');
    expect(mail.text).toContain(`გამარჯობა, ${people[0].first_name}!`);
    expect(mail.text).toContain('https://aula.example.edu/user?token=');

    const again = await call('POST', '/api/lecturers/actions/createAccounts', { token, body: { ids: [people[0].id] }, language: 'en' });
    expect(again.body.results).toEqual([expect.objectContaining({ status: 'refused', reason: 'Already has an account.' })]);
    // the row's own button is offered only to a person without an account, and refused for one who has one
    expect(await hasAccount(people[0].id)).toBe(true);
    const offered = await call('POST', '/api/lecturers/actions/createAccount', { token, body: { ids: [people[0].id] }, language: 'en' });
    expect(offered.status).toBe(422);

    // before the password is set, nobody signs in with an empty one
    expect((await call('POST', '/api/auth/login', { body: { email: people[0].email, password: '' } })).status).toBe(422);
    const link = tokenIn(mail.text);
    const set = await call('POST', '/api/auth/set-password', { body: { token: link, password: 'lecturer-pass-1', password_confirmation: 'lecturer-pass-1' }, language: 'en' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.message).toBe('Your password is set. Sign in with it.');
    const signedIn = await call('POST', '/api/auth/login', { body: { email: people[0].email, password: 'lecturer-pass-1' } });
    expect(signedIn.status).toBe(200);
    expect((signedIn.body.user as { user_type_id: number }).user_type_id).toBe(2);
    const reused = await call('POST', '/api/auth/set-password', { body: { token: link, password: 'another-pass-2', password_confirmation: 'another-pass-2' }, language: 'en' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: ['This link is no longer valid. Ask for a new one.'] });

    // the accounts list shows who set a password and when they last signed in
    const listed = await call('GET', `/api/accounts?search=${encodeURIComponent(people[0].email)}`, { token });
    const [row] = (listed.body.accounts as { data: { password_set: boolean; last_sign_in_at: string | null; user_type_id: number }[] }).data;
    expect(row).toMatchObject({ password_set: true, user_type_id: 2 });
    expect(Math.abs(Date.parse(String(row.last_sign_in_at)) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an expired link, a short or unconfirmed password, and sets nothing', async () => {
    const [person] = await lecturers(1);
    await call('POST', '/api/lecturers/actions/createAccounts', { token, body: { ids: [person.id] } });
    const link = tokenIn(smtp.to(person.email).at(-1)!.text);
    const short = await call('POST', '/api/auth/set-password', { body: { token: link, password: 'short', password_confirmation: 'short' }, language: 'en' });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors as object)).toEqual(['password']);
    await test.server.ctx.db.query(`UPDATE account_links SET expires_at = now() - interval '1 second'`);
    const expired = await call('POST', '/api/auth/set-password', { body: { token: link, password: 'long-enough-1', password_confirmation: 'long-enough-1' } });
    expect(expired.status).toBe(422);
    const [account] = await test.server.ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE lower(email) = $1', [person.email]);
    expect(account.password_hash).toBe('');
  });

  it('resets a password by mail without telling whether the e-mail has an account, and ends every session', async () => {
    const holder = `reset-${engine}@example.com`;
    const session = await signInHolding(test, holder, ['students.index']);
    const asked = await call('POST', '/api/auth/forgot-password', { body: { email: holder }, language: 'en' });
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: `nobody-${engine}@example.com` }, language: 'en' });
    expect([asked.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(asked.body);
    expect(smtp.to(`nobody-${engine}@example.com`)).toHaveLength(0);
    const [mail] = smtp.to(holder);
    expect(mail.subject).toBe('პაროლის აღდგენა');
    const reset = await call('POST', '/api/auth/set-password', { body: { token: tokenIn(mail.text), password: 'brand-new-pass', password_confirmation: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/check-token-validity', { token: session })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email: holder, password: 'brand-new-pass' } })).status).toBe(200);

    // three reset mails an hour to one account; further asks get the same answer and no mail
    for (let i = 0; i < 3; i += 1) expect((await call('POST', '/api/auth/forgot-password', { body: { email: holder } })).status).toBe(200);
    expect(smtp.to(holder)).toHaveLength(3);
    // an address that keeps asking waits, whatever it names
    const refused = await call('POST', '/api/auth/forgot-password', { body: { email: `else-${engine}@example.com` }, language: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests from this address. Try again in an hour.');
  });

  it('disables an account: its session ends at once and it cannot sign in until enabled again', async () => {
    const holder = `disabled-${engine}@example.com`;
    const session = await signInHolding(test, holder, ['students.index']);
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [holder]);
    expect((await call('POST', '/api/accounts/actions/disable', { token, body: { ids: [id] } })).status).toBe(200);
    expect((await call('GET', '/api/check-token-validity', { token: session })).status).toBe(401);
    const refused = await call('POST', '/api/auth/login', { body: { email: holder, password: 'another password' }, language: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This account is disabled. Ask the administration to enable it.');
    expect((await call('POST', '/api/accounts/actions/enable', { token, body: { ids: [id] } })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: holder, password: 'another password' } })).status).toBe(200);
  });

  it('lets only a holder of accounts.index make or manage accounts', async () => {
    const clerk = await signInHolding(test, `clerk-${engine}@example.com`, ['lecturers.index']);
    const [person] = await lecturers(1);
    expect((await call('POST', '/api/lecturers/actions/createAccount', { token: clerk, body: { ids: [person.id] } })).status).toBe(403);
    expect((await call('GET', '/api/accounts', { token: clerk })).status).toBe(403);
  });

  it('keeps an account whose invitation could not be sent, says so, and logs the failed mail', async () => {
    const [person] = await lecturers(1);
    smtp.refuse(true);
    try {
      const created = await call('POST', '/api/lecturers/actions/createAccount', { token, body: { ids: [person.id] }, language: 'en' });
      expect(created.status).toBe(200);
      expect(created.body.results).toEqual([expect.objectContaining({ status: 'created', reason: expect.stringContaining('could not be sent') })]);
    } finally {
      smtp.refuse(false);
    }
    // e-mail management's log of sent mail shows it failed, and why
    const log = await call('GET', `/api/mail-log?search=${encodeURIComponent(person.email)}`, { token });
    const [logged] = (log.body.mails as { data: { status: string; occasion: string; error: string | null }[] }).data;
    expect(logged).toMatchObject({ status: 'failed', occasion: 'account-created' });
    expect(logged.error).toBeTruthy();
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [person.email]);
    expect((await call('POST', '/api/accounts/actions/invite', { token, body: { ids: [id] } })).status).toBe(200);
    expect(smtp.to(person.email)).toHaveLength(1);
  });

  it('gives a role to accounts from the role and roles to an account from the account, within what the giver holds', async () => {
    const manager = `manager-${engine}@example.com`;
    const managerToken = await signInHolding(test, manager, ['roles.index', 'accounts.index', 'students.index']);
    const db = test.server.ctx.db;
    const [{ id: clerkRole }] = await db.query<{ id: number }>(
      "INSERT INTO roles (title, permissions) VALUES ($1, ARRAY(SELECT id FROM permissions WHERE title = 'students.index')) RETURNING id", [`clerk ${engine}`],
    );
    const [{ id: bigRole }] = await db.query<{ id: number }>(
      "INSERT INTO roles (title, permissions) VALUES ($1, ARRAY(SELECT id FROM permissions WHERE title IN ('students.index', 'finances.index'))) RETURNING id", [`cashier ${engine}`],
    );
    const clerkEmail = `role-clerk-${engine}@example.com`;
    const clerkToken = await signInHolding(test, clerkEmail);
    const [{ id: clerk }] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [clerkEmail]);
    const permissionsOf = async (who: string) => ((await call('GET', '/api/check-token-validity', { token: who })).body.user as { permissions: string[] }).permissions;
    expect(await permissionsOf(clerkToken)).toEqual([]);

    // from the role: the role's detail names its accounts, and its form starts from them
    const given = await call('POST', `/api/roles/actions/accounts?id=${clerkRole}`, { token: managerToken, body: { accounts: [clerk] }, language: 'en' });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.message).toBe('The roles are saved.');
    expect(await permissionsOf(clerkToken)).toEqual(['students.index']);
    expect(((await call('GET', `/api/roles/${clerkRole}`, { token })).body.data as { accounts: number[] }).accounts).toEqual([clerk]);

    // a role with a permission the giver lacks is neither given nor taken away, and nothing changes
    const refused = await call('POST', `/api/accounts/actions/roles?id=${clerk}`, { token: managerToken, body: { roles: [clerkRole, bigRole] }, language: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('finances.index');
    expect(await permissionsOf(clerkToken)).toEqual(['students.index']);

    // from the account: the account lists its roles, and giving none takes the role away
    const listed = await call('GET', `/api/accounts/${clerk}`, { token });
    expect((listed.body.data as { roles: number[] }).roles).toEqual([clerkRole]);
    expect((await call('POST', `/api/accounts/actions/roles?id=${clerk}`, { token: managerToken, body: { roles: [] } })).status).toBe(200);
    expect(await permissionsOf(clerkToken)).toEqual([]);

    // a student's account holds no roles, and a lecturer's none from here: only an administrator's is given any
    const [student] = await db.query<{ id: number }>('SELECT id FROM users WHERE user_type_id = 3 LIMIT 1');
    expect((await call('POST', `/api/accounts/actions/roles?id=${student.id}`, { token, body: { roles: [clerkRole] } })).status).toBe(422);
    expect((await call('POST', `/api/roles/actions/accounts?id=${clerkRole}`, { token, body: { accounts: [student.id] } })).status).toBe(422);
  });
});
