// A second factor (issue 34), over real HTTP on PGlite and (when DATABASE_URL is set) PostgreSQL: an authenticator app
// set up from its QR code and confirmed by a first code, sign-in asking its code (computed here with otpauth, as a
// phone would), a wrong, a reused and an expired code refused and counted as wrong passwords are, a recovery code
// accepted once, removal needing the password and ending the other sessions, every change in the account's history,
// and the setting that requires a second factor of administrators' accounts.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

/** The password signInHolding gives its accounts. */
const PASSWORD = 'another password';
const PERIOD_MS = 30_000;
/** Wrong codes and passwords an account may have before it waits (counted together). */
const FAILURES_PER_ACCOUNT = 4;

/** The code an authenticator app holding `secret` shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * PERIOD_MS });

/** A code of six digits that is none of the codes the server could accept now (a step either side, and the next). */
function wrongCodeOf(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

describe.each(engines)('second factor on %s', (engine) => {
  let test: TestServer;
  let call: Call;

  beforeAll(async () => {
    test = await startTestServer(engine, { seedDemo: false, signInFailuresPerAccount: FAILURES_PER_ACCOUNT, signInFailuresPerAddress: 1000 });
    call = client(test.baseUrl);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const idOf = async (email: string): Promise<number> =>
    (await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email]))[0].id;
  const historyOf = async (table: string, id: number) => (await test.server.ctx.db.query<{ changes: Record<string, unknown>; user_id: number }>(
    'SELECT changes, user_id FROM record_changes WHERE table_name = $1 AND record_id = $2 ORDER BY id', [table, id],
  ));
  const failuresOf = async (email: string): Promise<number> => (await test.server.ctx.db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM sign_in_failures WHERE account = $1', [email],
  ))[0].count;

  /** Sets up an app for the signed-in account as the profile does: its key read from the answer, its first code typed. */
  async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await call('POST', '/api/profile/second-factor', { token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const secret = String(started.body.secret);
    const confirmed = await call('POST', '/api/profile/second-factor/confirm', { token, body: { code: codeOf(secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
  }

  /** The right password of an account with a second factor: no session yet, a ticket for the second step. */
  async function passwordStep(email: string, password = PASSWORD): Promise<string> {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.token).toBeUndefined();
    return String((answer.body.second_step as { ticket: string }).ticket);
  }

  const secondStep = (body: Record<string, unknown>) => call('POST', '/api/auth/second-factor', { body, language: 'en' });

  it('sets up an app from a QR code and its key, confirmed by a first code, with ten recovery codes given once', async () => {
    const email = `enrol-${engine}@example.com`;
    const token = await signInHolding(test, email, ['students.index']);
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: false, recovery_codes_left: 0, required: false });

    const started = await call('POST', '/api/profile/second-factor', { token });
    expect(started.status).toBe(200);
    const secret = String(started.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(String(started.body.uri));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Aula');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    const qr = String(started.body.qr);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    const malformed = await call('POST', '/api/profile/second-factor/confirm', { token, body: { code: '12ab' }, language: 'en' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ code: ['Enter the 6-digit code your authenticator app shows.'] });
    const wrong = await call('POST', '/api/profile/second-factor/confirm', { token, body: { code: wrongCodeOf(secret) }, language: 'en' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['The code is incorrect or has been used already. Enter the code your app shows now.'] });
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: false });

    // typed as a phone groups it
    const code = codeOf(secret);
    const confirmed = await call('POST', '/api/profile/second-factor/confirm', { token, body: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await call('POST', '/api/profile/second-factor', { token })).status).toBe(409);

    // the codes are kept only as hashes, and the secret in no history
    const id = await idOf(email);
    const kept = await test.server.ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [id]);
    expect(kept).toHaveLength(10);
    for (const { code_hash: hash } of kept) expect(codes.some((recovery) => hash.includes(recovery.replace('-', '')))).toBe(false);
    const history = await historyOf('users', id);
    expect(history.map((entry) => entry.changes)).toEqual([{ second_factor: [false, true] }]);
    expect(JSON.stringify(history)).not.toContain(secret);
  });

  it('asks for the code after the right password; the right code gives a session, once per ticket', async () => {
    const email = `code-${engine}@example.com`;
    const { secret } = await enrol(await signInHolding(test, email, ['students.index']));
    const answer = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ second_step: { ticket: expect.any(String), kind: 'code', expires_in: 300 } });
    const ticket = String((answer.body.second_step as { ticket: string }).ticket);
    // the profile's confirmation took this step's code: the app's next one signs in
    const signedIn = await secondStep({ ticket, code: codeOf(secret, 1) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, user_type_id: 1 });
    expect((await call('GET', '/api/check-token-validity', { token: String(signedIn.body.token) })).status).toBe(200);
    const again = await secondStep({ ticket, code: codeOf(secret, 1) });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ ticket: ['This sign-in has expired. Sign in again with your password.'] });

    // a ticket lives five minutes
    const late = await passwordStep(email);
    await test.server.ctx.db.query(`UPDATE sign_in_challenges SET expires_at = now() - interval '1 second'`);
    expect((await secondStep({ ticket: late, code: codeOf(secret, 1) })).body.errors).toEqual({ ticket: [expect.stringContaining('expired')] });
  });

  it('refuses a wrong, a reused and an expired code, and counts each as a wrong password is counted', async () => {
    const email = `refused-${engine}@example.com`;
    const { secret } = await enrol(await signInHolding(test, email, ['students.index']));

    const wrong = await secondStep({ ticket: await passwordStep(email), code: wrongCodeOf(secret) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['The code is incorrect or has been used already. Enter the code your app shows now.'] });
    expect(await failuresOf(email)).toBe(1);
    // a right password alone does not forgive a wrong code
    const ticket = await passwordStep(email);
    expect(await failuresOf(email)).toBe(1);

    const next = codeOf(secret, 1);
    expect((await secondStep({ ticket, code: next })).status).toBe(200);
    expect(await failuresOf(email)).toBe(0);
    const reused = await secondStep({ ticket: await passwordStep(email), code: next });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty('code');
    const expired = await secondStep({ ticket: await passwordStep(email), code: codeOf(secret, -3) });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toHaveProperty('code');
    expect(await failuresOf(email)).toBe(2);

    // past the account's limit, neither a code nor the password is tried
    for (let failure = 2; failure < FAILURES_PER_ACCOUNT; failure += 1) {
      expect((await secondStep({ ticket: await passwordStep(email), code: wrongCodeOf(secret) })).status).toBe(422);
    }
    const locked = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, language: 'en' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts a recovery code once, in any case, and the history says how many are left', async () => {
    const email = `recovery-${engine}@example.com`;
    const { recoveryCodes } = await enrol(await signInHolding(test, email, ['students.index']));
    const used = recoveryCodes[0].toUpperCase().replace('-', ' ');
    const signedIn = await secondStep({ ticket: await passwordStep(email), recovery_code: used });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = String(signedIn.body.token);
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: true, recovery_codes_left: 9 });
    const [session] = await test.server.ctx.db.query<{ second_factor: string }>(
      'SELECT second_factor FROM auth_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [await idOf(email)],
    );
    expect(session.second_factor).toBe('recovery_code');

    const again = await secondStep({ ticket: await passwordStep(email), recovery_code: recoveryCodes[0] });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ recovery_code: ['This recovery code is incorrect or has been used already.'] });
    const malformed = await secondStep({ ticket: await passwordStep(email), recovery_code: 'not a code' });
    expect(malformed.body.errors).toEqual({ recovery_code: [expect.stringContaining('ten letters and digits')] });
    expect((await historyOf('users', await idOf(email))).map((entry) => entry.changes).at(-1)).toEqual({ recovery_codes_left: [10, 9] });
  });

  it('renews the recovery codes with the password: the earlier ones stop working', async () => {
    const email = `renew-${engine}@example.com`;
    const token = await signInHolding(test, email, ['students.index']);
    const { recoveryCodes } = await enrol(token);
    const wrong = await call('POST', '/api/profile/second-factor/recovery-codes', { token, body: { password: 'not it' }, language: 'en' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect.'] });
    const renewed = await call('POST', '/api/profile/second-factor/recovery-codes', { token, body: { password: PASSWORD } });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect((await secondStep({ ticket: await passwordStep(email), recovery_code: recoveryCodes[1] })).status).toBe(422);
    expect((await secondStep({ ticket: await passwordStep(email), recovery_code: fresh[1] })).status).toBe(200);
    expect((await historyOf('users', await idOf(email))).map((entry) => entry.changes)).toContainEqual({ recovery_codes: { secret: true } });
  });

  it('turns off only with the password, and ends the other sessions', async () => {
    const email = `remove-${engine}@example.com`;
    const earlier = await signInHolding(test, email, ['students.index']);
    const { secret } = await enrol(earlier);
    const signedIn = await secondStep({ ticket: await passwordStep(email), code: codeOf(secret, 1) });
    const token = String(signedIn.body.token);

    const wrong = await call('POST', '/api/profile/second-factor/remove', { token, body: { password: 'not it' }, language: 'en' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect.'] });
    expect((await call('POST', '/api/profile/second-factor/remove', { token, body: {} })).status).toBe(422);
    expect((await call('GET', '/api/check-token-validity', { token: earlier })).status).toBe(200);

    const removed = await call('POST', '/api/profile/second-factor/remove', { token, body: { password: PASSWORD }, language: 'en' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Two-step verification is off. Your other sessions have been signed out.', signed_out: false });
    expect((await call('GET', '/api/check-token-validity', { token: earlier })).status).toBe(401);
    expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(200);
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await call('POST', '/api/profile/second-factor/remove', { token, body: { password: PASSWORD } })).status).toBe(409);
    // the password alone signs in again
    expect((await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body.token).toEqual(expect.any(String));
    expect((await historyOf('users', await idOf(email))).map((entry) => entry.changes).at(-1)).toEqual({ second_factor: [true, false] });
  });

  it('refuses a body, a ticket or a code of the wrong kind without a server error', async () => {
    expect((await call('POST', '/api/auth/second-factor', { body: [1] })).status).toBe(400);
    expect((await secondStep({ ticket: 5, code: '123456' })).body.errors).toHaveProperty('ticket');
    expect((await secondStep({ ticket: 'x'.repeat(5000), code: '123456' })).body.errors).toHaveProperty('ticket');
    expect((await secondStep({ code: '123456' })).status).toBe(422);
    const email = `kinds-${engine}@example.com`;
    await enrol(await signInHolding(test, email, ['students.index']));
    const ticket = await passwordStep(email);
    const numeric = await secondStep({ ticket, code: 123456 });
    expect(numeric.status).toBe(422);
    expect(numeric.body.errors).toHaveProperty('code');
    expect((await secondStep({ ticket, recovery_code: ['a'] })).body.errors).toHaveProperty('recovery_code');
    // an account with a factor is not set up again through its ticket
    expect((await call('POST', '/api/auth/second-factor/setup', { body: { ticket } })).body.errors).toHaveProperty('ticket');
    const anonymous = await call('GET', '/api/profile/second-factor');
    expect(anonymous.status).toBe(401);
  });

  it('requires a second factor of administrators once set: their sessions without one end and sign-in sets one up; students are not asked', async () => {
    const admin = await signIn(call);
    const adminId = await idOf(ADMIN.email);
    const without = await signInHolding(test, `no-factor-${engine}@example.com`, ['students.index']);
    const student = await signInHolding(test, `student-${engine}@example.com`, [], { userType: 3 });
    const clerk = await signInHolding(test, `clerk-${engine}@example.com`, ['students.index']);

    expect((await call('GET', '/api/settings/sign-in', { token: clerk })).status).toBe(403);
    expect((await call('PUT', '/api/settings/sign-in', { token: clerk, body: { second_factor_required: true } })).status).toBe(403);
    expect((await call('PUT', '/api/settings/sign-in', { token: admin, body: { second_factor_required: 'yes' } })).status).toBe(422);
    // whoever switches it on has proved a second factor in the session that does, or it would sign them out
    const first = await call('PUT', '/api/settings/sign-in', { token: admin, body: { second_factor_required: true }, language: 'en' });
    expect(first.status).toBe(422);
    expect(first.body.errors).toEqual({ second_factor_required: [expect.stringMatching(/^Turn on two-step verification for your own account first/)] });
    await enrol(admin);
    const saved = await call('PUT', '/api/settings/sign-in', { token: admin, body: { second_factor_required: true }, language: 'en' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ second_factor_required: true, changed_by: expect.any(String), changed_at: expect.any(String) });
    expect((await call('GET', '/api/settings/sign-in', { token: admin })).body.data).toMatchObject({ second_factor_required: true });
    expect((await historyOf('app_settings', 0)).at(-1)).toEqual({ changes: { second_factor_required: [false, true] }, user_id: adminId });

    // the sessions of administrators without a second factor are over; the switcher's and a student's are not
    expect((await call('GET', '/api/check-token-validity', { token: admin })).status).toBe(200);
    const ended = await call('GET', '/api/check-token-validity', { token: without, language: 'en' });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Two-step verification is now required for your account. Sign in again to set it up.');
    expect((await call('GET', '/api/students', { token: without })).status).toBe(401);
    expect((await call('GET', '/api/check-token-validity', { token: student })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: `student-${engine}@example.com`, password: PASSWORD } })).body.token).toEqual(expect.any(String));

    // signing in again sets up an app before any session
    const email = `no-factor-${engine}@example.com`;
    const answer = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(answer.body).toEqual({ second_step: { ticket: expect.any(String), kind: 'setup', expires_in: 300 } });
    const ticket = String((answer.body.second_step as { ticket: string }).ticket);
    expect((await secondStep({ ticket, code: '123456' })).status).toBe(422);
    const setup = await call('POST', '/api/auth/second-factor/setup', { body: { ticket } });
    expect(setup.status).toBe(200);
    expect(String(setup.body.qr)).toMatch(/^data:image\/png;base64,/);
    const done = await secondStep({ ticket, code: codeOf(String(setup.body.secret)) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    const token = String(done.body.token);
    expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(200);
    expect((await call('GET', '/api/profile/second-factor', { token })).body.data).toMatchObject({ enabled: true, required: true });

    // the accounts list says who has one; whoever manages accounts turns off a lost one, and its sessions end
    const listed = await call('GET', `/api/accounts?search=${encodeURIComponent(email)}`, { token: admin });
    const [row] = (listed.body.accounts as { data: { id: number; second_factor: boolean }[] }).data;
    expect(row.second_factor).toBe(true);
    const reset = await call('POST', '/api/accounts/actions/removeSecondFactor', { token: admin, body: { ids: [row.id] } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(401);
    expect((await historyOf('users', row.id)).at(-1)).toEqual({ changes: { second_factor: [true, false] }, user_id: adminId });
    expect((await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body.second_step).toMatchObject({ kind: 'setup' });

    // turning one's own off where it is required ends this session too: the next sign-in sets up a new app
    const removed = await call('POST', '/api/profile/second-factor/remove', { token: admin, body: { password: ADMIN.password } });
    expect(removed.body.signed_out).toBe(true);
    expect((await call('GET', '/api/check-token-validity', { token: admin })).status).toBe(401);
    const adminTicket = await passwordStep(ADMIN.email, ADMIN.password);
    const adminSetup = await call('POST', '/api/auth/second-factor/setup', { body: { ticket: adminTicket } });
    const adminAgain = await secondStep({ ticket: adminTicket, code: codeOf(String(adminSetup.body.secret)) });
    expect(adminAgain.status).toBe(200);

    // no longer required: an account without a second factor signs in with its password alone
    const off = await call('PUT', '/api/settings/sign-in', { token: String(adminAgain.body.token), body: { second_factor_required: false } });
    expect(off.status).toBe(200);
    expect((await historyOf('app_settings', 0)).at(-1)?.changes).toEqual({ second_factor_required: [true, false] });
    expect((await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body.token).toEqual(expect.any(String));
  });
});
