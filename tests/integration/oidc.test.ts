// Sign-in through an OpenID Connect provider (SPEC sections 4 and 7), against a real provider on this machine
// (oauth2-mock-server) and the real server on PGlite and (when DATABASE_URL is set) PostgreSQL: the browser's
// journey replayed over HTTP, from the start of the sign-in to the token the callback answers.
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, startTestServer, testHash, type TestServer } from './support/server';
import { freePort } from './support/ports';

const FLOW_COOKIE = 'aula_oidc_flow';

interface Started {
  status: number;
  body: Record<string, unknown>;
  /** the flow cookie as the browser sends it back, `name=value` */
  cookie?: string;
}

describe.each(engines)('identity-provider sign-in on %s', (engine) => {
  const provider = new OAuth2Server();
  let providerPort: number;
  let test: TestServer;
  /** what the provider's ID token says about the person, besides its own claims */
  let idTokenClaims: Record<string, unknown> = {};
  /** what the provider's userinfo endpoint says, besides the subject */
  let userinfoClaims: Record<string, unknown> = {};

  const startProvider = () => provider.start(providerPort, '127.0.0.1');

  async function addAccount(email: string, userTypeId: number): Promise<void> {
    await test.server.ctx.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id) VALUES ($1, $2, 'Provider', 'Person', $3)`,
      [email, await testHash('a password nobody types'), userTypeId],
    );
  }

  async function start(language: 'ka' | 'en' = 'en'): Promise<Started> {
    const response = await fetch(`${test.baseUrl}/api/auth/google/redirect`, { headers: { 'accept-language': language } });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${FLOW_COOKIE}=`))?.split(';')[0];
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie };
  }

  /** The person at the provider: it sends the browser back to the redirect URL with a code and the state. */
  async function authorize(url: string): Promise<URL> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  /** What the app calls on that page: the callback plus the page's path and query (SPEC section 7). */
  async function finish(returned: URL, cookie: string | undefined, language: 'ka' | 'en' = 'en') {
    const path = returned.pathname === '/' ? '' : returned.pathname;
    const headers: Record<string, string> = { 'accept-language': language };
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${test.baseUrl}/api/auth/google/callback${path}${returned.search}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function signInAtProvider(language: 'ka' | 'en' = 'en') {
    const started = await start(language);
    expect(started.status).toBe(200);
    return finish(await authorize(String(started.body.url)), started.cookie, language);
  }

  const tokenCount = async () =>
    Number((await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM auth_tokens'))[0].count);

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, idTokenClaims));
    provider.service.on('beforeUserinfo', (response: MutableResponse) => Object.assign(response.body, userinfoClaims));
    providerPort = await freePort();
    test = await startTestServer(engine, {
      seedDemo: false,
      identityProvider: { issuer: `http://localhost:${providerPort}`, clientId: 'aula', clientSecret: 'aula-secret', name: 'Google' },
    });
    await addAccount('student.provider@example.com', 3);
    await addAccount('lecturer.provider@example.com', 2);
  });

  afterAll(async () => {
    if (provider.listening) await provider.stop();
    await test?.stop();
  });

  // First, while nothing answers at the issuer's address: the endpoints have never been looked up.
  describe('before the provider answers', () => {
    it('the sign-in page is told the provider is there, and starting a sign-in says the provider does not answer', async () => {
      const { body } = await client(test.baseUrl)('GET', '/api/auth/providers');
      expect(body).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
      const english = await start('en');
      expect(english.status).toBe(502);
      expect(english.body.message).toBe('The identity provider is not answering. Try again later, or sign in with your e-mail and password.');
      expect(english.cookie).toBeUndefined();
      const georgian = await start('ka');
      expect(georgian.status).toBe(502);
      expect(georgian.body.message).toMatch(/^ავტორიზაციის სერვისი არ პასუხობს/);
    });
  });

  describe('once the provider answers', () => {
    beforeAll(async () => {
      await startProvider();
    });

    it('a failed look-up is not remembered: the next sign-in goes to the provider, with PKCE and the redirect URL of the page it started on', async () => {
      const started = await start();
      expect(started.status).toBe(200);
      const url = new URL(String(started.body.url));
      expect(url.origin).toBe(`http://localhost:${providerPort}`);
      expect(url.searchParams.get('client_id')).toBe('aula');
      expect(url.searchParams.get('redirect_uri')).toBe(`${test.baseUrl}/`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('scope')).toContain('email');
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(started.cookie).toBeDefined();
    });

    it("an account's verified e-mail signs it in: a token that works and the user as POST /auth/login answers it", async () => {
      idTokenClaims = { email: 'Student.Provider@Example.com', email_verified: true };
      const signedIn = await signInAtProvider();
      expect(signedIn.status).toBe(200);
      const user = signedIn.body.user as Record<string, unknown>;
      expect(user).toMatchObject({ email: 'student.provider@example.com', user_type_id: 3, first_name: 'Provider', permissions: [] });
      expect(Object.keys(user).sort()).toEqual(['email', 'first_name', 'last_name', 'permissions', 'photo', 'user_type_id']);
      const check = await client(test.baseUrl)('GET', '/api/check-token-validity', { token: String(signedIn.body.token) });
      expect(check.status).toBe(200);
      expect((check.body.user as { email: string }).email).toBe('student.provider@example.com');
      const [account] = await test.server.ctx.db.query<{ signed_in: boolean }>(
        "SELECT last_sign_in_at > now() - interval '1 minute' AS signed_in FROM users WHERE email = 'student.provider@example.com'",
      );
      expect(account.signed_in).toBe(true);
    });

    it('a disabled account is told so and gets no token', async () => {
      await addAccount('disabled.provider@example.com', 3);
      await test.server.ctx.db.query("UPDATE users SET disabled_at = now() WHERE email = 'disabled.provider@example.com'");
      idTokenClaims = { email: 'disabled.provider@example.com', email_verified: true };
      const tokensBefore = await tokenCount();
      const refused = await signInAtProvider();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This account is disabled. Ask the administration to enable it.');
      expect(await tokenCount()).toBe(tokensBefore);
    });

    it("asks an account's second factor after the provider, unless the ID token's amr says the provider proved one itself", async () => {
      await addAccount('factor.provider@example.com', 1);
      const call = client(test.baseUrl);
      const password = await call('POST', '/api/auth/login', { body: { email: 'factor.provider@example.com', password: 'a password nobody types' } });
      const token = String(password.body.token);
      const secret = String((await call('POST', '/api/profile/second-factor', { token })).body.secret);
      const app = new TOTP({ secret: Secret.fromBase32(secret) });
      expect((await call('POST', '/api/profile/second-factor/confirm', { token, body: { code: app.generate() } })).status).toBe(200);

      idTokenClaims = { email: 'factor.provider@example.com', email_verified: true, amr: ['pwd'] };
      const asked = await signInAtProvider();
      expect(asked.status).toBe(200);
      expect(asked.body.token).toBeUndefined();
      const step = asked.body.second_step as { ticket: string; kind: string };
      expect(step.kind).toBe('code');
      const signedIn = await call('POST', '/api/auth/second-factor', { body: { ticket: step.ticket, code: app.generate({ timestamp: Date.now() + 30_000 }) } });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect((signedIn.body.user as { email: string }).email).toBe('factor.provider@example.com');

      for (const amr of [['pwd', 'mfa'], ['otp']]) {
        idTokenClaims = { email: 'factor.provider@example.com', email_verified: true, amr };
        const vouched = await signInAtProvider();
        expect(vouched.body.token, JSON.stringify(amr)).toEqual(expect.any(String));
      }
    });

    it('the callback takes the path of the page the provider sent the browser back to, and the address from userinfo when the ID token has none', async () => {
      idTokenClaims = {};
      userinfoClaims = { email: 'lecturer.provider@example.com', email_verified: true };
      try {
        const started = await start();
        const returned = await authorize(String(started.body.url));
        returned.pathname = '/login';
        const signedIn = await finish(returned, started.cookie);
        expect(signedIn.status).toBe(200);
        expect((signedIn.body.user as { user_type_id: number }).user_type_id).toBe(2);
      } finally {
        userinfoClaims = {};
      }
    });

    it('a wrong state, a sign-in started in another browser, or one returned to twice is refused, and signs nobody in', async () => {
      idTokenClaims = { email: 'student.provider@example.com', email_verified: true };
      const tokensBefore = await tokenCount();
      const started = await start();
      const returned = await authorize(String(started.body.url));
      const forged = new URL(returned);
      forged.searchParams.set('state', 'a-state-this-browser-never-had');
      const wrongState = await finish(forged, started.cookie);
      expect(wrongState.status).toBe(400);
      expect(wrongState.body.message).toBe('This sign-in has expired or was started in another browser. Start it again from the sign-in page.');
      expect((await finish(returned, undefined)).status).toBe(400);
      const georgian = await finish(returned, undefined, 'ka');
      expect(georgian.body.message).toMatch(/^შესვლის ვადა ამოიწურა/);
      expect(await tokenCount()).toBe(tokensBefore);

      const once = await start();
      const back = await authorize(String(once.body.url));
      expect((await finish(back, once.cookie)).status).toBe(200);
      // the browser no longer holds the flow after its return; a copy of the cookie gets no second token either,
      // since the provider gives a code one token only
      const replayed = await finish(back, once.cookie);
      expect(replayed.status).toBe(400);
      expect(replayed.body.message).toBe('The identity provider did not confirm the sign-in. Start it again from the sign-in page.');
    });

    it('an e-mail no account has is refused in the user\'s language, and nobody is created', async () => {
      idTokenClaims = { email: 'stranger@example.com', email_verified: true };
      const usersBefore = (await test.server.ctx.db.query('SELECT id FROM users')).length;
      const english = await signInAtProvider('en');
      expect(english.status).toBe(403);
      expect(english.body.message).toBe(
        'No Aula account has the address stranger@example.com. Ask the administration to put it on your account, or sign in with your e-mail and password.',
      );
      expect(english.body.token).toBeUndefined();
      const georgian = await signInAtProvider('ka');
      expect(georgian.status).toBe(403);
      expect(georgian.body.message).toMatch(/^Aula-ში არცერთ ანგარიშს არ აქვს მისამართი stranger@example\.com/);
      expect((await test.server.ctx.db.query('SELECT id FROM users')).length).toBe(usersBefore);
    });

    it("an account's address the provider has not verified, or does not give, signs nobody in", async () => {
      const tokensBefore = await tokenCount();
      idTokenClaims = { email: 'student.provider@example.com', email_verified: false };
      const unverified = await signInAtProvider();
      expect(unverified.status).toBe(403);
      expect(unverified.body.message).toBe(
        'The identity provider has not verified the address student.provider@example.com. Verify it there, or sign in with your e-mail and password.',
      );
      idTokenClaims = { email: 'student.provider@example.com' };
      expect((await signInAtProvider()).status).toBe(403);
      idTokenClaims = {};
      const none = await signInAtProvider();
      expect(none.status).toBe(403);
      expect(none.body.message).toMatch(/^The identity provider did not share your e-mail address/);
      expect(await tokenCount()).toBe(tokensBefore);
    });

    it('an ID token issued to another client is not trusted: a clear 502 that asks to tell the administration', async () => {
      idTokenClaims = { email: 'student.provider@example.com', email_verified: true, aud: 'another-client' };
      const answer = await signInAtProvider();
      expect(answer.status).toBe(502);
      expect(answer.body.message).toMatch(/^The identity provider's answer could not be verified\..*tell the administration\.$/);
    });

    it('a provider that stops answering during a sign-in gets a clear 502, not a server error', async () => {
      idTokenClaims = { email: 'student.provider@example.com', email_verified: true };
      const started = await start();
      const returned = await authorize(String(started.body.url));
      await provider.stop();
      try {
        const down = await finish(returned, started.cookie);
        expect(down.status).toBe(502);
        expect(down.body.message).toBe('The identity provider is not answering. Try again later, or sign in with your e-mail and password.');
      } finally {
        await startProvider();
      }
      expect((await signInAtProvider()).status).toBe(200);
    });
  });
});

describe.each(engines)('without an identity provider on %s', (engine) => {
  let test: TestServer;

  beforeAll(async () => {
    test = await startTestServer(engine, { seedDemo: false, identityProvider: undefined });
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('the sign-in page is told there is none, and its routes say it is not set up', async () => {
    const call = client(test.baseUrl);
    expect((await call('GET', '/api/auth/providers')).body).toEqual({ providers: [] });
    const started = await call('GET', '/api/auth/google/redirect', { language: 'en' });
    expect(started.status).toBe(404);
    expect(started.body.message).toBe('Sign-in through an identity provider is not set up on this server.');
    expect((await call('GET', '/api/auth/google/callback?code=abc&state=def')).status).toBe(404);
  });
});
