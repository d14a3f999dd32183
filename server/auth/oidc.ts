// Sign-in through an OpenID Connect identity provider (SPEC sections 1, 4 and 7): the authorization-code flow
// with PKCE. The provider vouches for an e-mail address; an account that already has it is signed in, exactly as
// POST /auth/login would, second step included unless the provider proved a second factor itself. Nobody is
// created here: an address no account has is refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  allowInsecureRequests, authorizationCodeGrant, AuthorizationResponseError, buildAuthorizationUrl,
  calculatePKCECodeChallenge, ClientError, discovery, fetchUserInfo, randomPKCECodeVerifier, randomState, ResponseBodyError,
  type Configuration,
} from 'openid-client';
import type { IdentityProviderConfig } from '../core/config';
import type { AppContext } from '../kernel/context';
import { HttpError } from '../core/errors';
import { signIn } from './routes';
import { secondStepFor } from './second-factor';
import { apiRoute } from '../core/api-route';

/** The provider's id in the routes: the client calls /auth/google/callback (SPEC section 7), whichever provider it is. */
const PROVIDER_ID = 'google';
const FLOW_COOKIE = 'aula_oidc_flow';
/** Only this provider's routes under /api (server/app.ts) receive the cookie of a sign-in under way. */
const FLOW_COOKIE_PATH = `/api/auth/${PROVIDER_ID}`;
/** How long a person has at the provider before the sign-in they started has to be started again. */
const FLOW_SECONDS = 10 * 60;
/** A provider that has not answered by then is taken to be down, rather than holding the sign-in page. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/**
 * The methods of an ID token's `amr` (RFC 8176 section 2) that say the provider proved a second factor itself: several
 * factors, a one-time code, a hardware key, a smart card. Then Aula asks for no code of its own.
 */
const PROVIDER_SECOND_FACTORS: ReadonlySet<string> = new Set(['mfa', 'otp', 'hwk', 'sc']);

/** What the start of a sign-in leaves in the browser for its return. */
interface Flow {
  state: string;
  verifier: string;
  redirectUrl: string;
}

function readFlow(request: FastifyRequest): Flow | undefined {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flow>;
    const { state, verifier, redirectUrl } = flow;
    if (typeof state !== 'string' || typeof verifier !== 'string' || typeof redirectUrl !== 'string' || !URL.canParse(redirectUrl)) return undefined;
    return { state, verifier, redirectUrl };
  } catch {
    return undefined;
  }
}

/** openid-client's codes for a provider that did not answer in time, or answered with an HTTP error or not in JSON. */
const NO_ANSWER = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * What a failed exchange with the provider tells the person: the provider refused (a code used twice, a consent
 * withdrawn), it is down (fetch's TypeError, a timeout, an HTTP error), or its answer did not check out (a token for
 * another client, another issuer). The last is a setting someone has to fix, so it is logged as an error.
 */
function providerFailure(request: FastifyRequest, error: unknown): HttpError {
  if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) {
    request.log.warn({ err: error }, 'the identity provider refused the sign-in');
    return new HttpError(400, 'server.auth.provider.refused');
  }
  if (error instanceof TypeError || (error instanceof ClientError && NO_ANSWER.has(String(error.code)))) {
    request.log.warn({ err: error }, 'the identity provider did not answer');
    return new HttpError(502, 'server.auth.provider.unavailable');
  }
  request.log.error({ err: error }, "the identity provider's answer did not check out");
  return new HttpError(502, 'server.auth.provider.invalid_answer');
}

export function registerIdentityProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const provider = ctx.config.identityProvider;

  // the sign-in page shows a provider's button only when it is configured
  apiRoute(app, 'providers', async () => ({ providers: provider ? [{ id: PROVIDER_ID, name: provider.name }] : [] }));

  // The provider's endpoints are looked up once; a failed lookup is forgotten, so a provider that was down
  // is asked again at the next sign-in.
  let discovered: Promise<Configuration> | undefined;
  function configuration(current: IdentityProviderConfig): Promise<Configuration> {
    if (discovered) return discovered;
    const issuer = new URL(current.issuer);
    // a plain-HTTP issuer is only ever a provider on this machine or network (tests, a demo)
    const execute = issuer.protocol === 'http:' ? [allowInsecureRequests] : [];
    const attempt = discovery(issuer, current.clientId, current.clientSecret, undefined, { timeout: PROVIDER_TIMEOUT_SECONDS, execute });
    discovered = attempt;
    attempt.catch(() => {
      if (discovered === attempt) discovered = undefined;
    });
    return attempt;
  }

  function configured(): IdentityProviderConfig {
    if (!provider) throw new HttpError(404, 'server.auth.provider.not_configured');
    return provider;
  }

  // Where the sign-in goes: the provider's page, with a fresh state and PKCE challenge. The state, the verifier and
  // the redirect URL stay in an httpOnly cookie that only these routes receive. It needs no signature: a forged one
  // gains nothing, since the provider gives tokens only for its own code, this verifier and the redirect URL it was
  // asked with.
  apiRoute(app, 'providerRedirect', async (request, reply) => {
    const current = configured();
    let config: Configuration;
    try {
      config = await configuration(current);
    } catch (error) {
      throw providerFailure(request, error);
    }
    const flow: Flow = {
      state: randomState(),
      verifier: randomPKCECodeVerifier(),
      redirectUrl: current.redirectUrl ?? new URL('/', `${request.protocol}://${request.host}`).href,
    };
    const url = buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUrl,
      scope: 'openid email profile',
      state: flow.state,
      code_challenge: await calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
      path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: FLOW_SECONDS,
    });
    return { url: url.href };
  }, { params: { provider: PROVIDER_ID } });

  // The return (SPEC section 7: the client calls this plus its current path and query, so any path after
  // /callback is the page the provider sent the browser back to, and is ignored).
  async function callback(request: FastifyRequest, reply: FastifyReply) {
    const current = configured();
    const flow = readFlow(request);
    // a sign-in is returned to once: whatever happens next, starting again starts afresh
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    const query = request.query as Record<string, string | string[] | undefined>;
    if (!flow || typeof query.code !== 'string' || query.state !== flow.state) {
      throw new HttpError(400, 'server.auth.provider.expired');
    }
    const returnUrl = new URL(flow.redirectUrl);
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string') returnUrl.searchParams.set(key, value);
    }
    let claims: Record<string, unknown>;
    let vouched: boolean;
    try {
      const config = await configuration(current);
      const tokens = await authorizationCodeGrant(config, returnUrl, {
        expectedState: flow.state, pkceCodeVerifier: flow.verifier, idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      // only the ID token says how the person signed in; the userinfo endpoint does not
      vouched = Array.isArray(claims.amr) && claims.amr.some((method) => typeof method === 'string' && PROVIDER_SECOND_FACTORS.has(method));
      // some providers name the address only at the userinfo endpoint
      if (typeof claims.email !== 'string') claims = { ...(await fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
    } catch (error) {
      throw providerFailure(request, error);
    }
    if (typeof claims.email !== 'string' || claims.email.trim() === '') throw new HttpError(403, 'server.auth.provider.no_email');
    const email = claims.email.trim().toLowerCase();
    // an address the provider has not verified may be someone else's, who would otherwise sign in as its account
    if (claims.email_verified !== true) throw new HttpError(403, 'server.auth.provider.unverified', { email });
    const [account] = await ctx.db.query<{ id: number; disabled: boolean }>(
      'SELECT id, disabled_at IS NOT NULL AS disabled FROM users WHERE lower(email) = $1', [email],
    );
    if (!account) throw new HttpError(403, 'server.auth.provider.unknown', { email });
    // the provider has proved the address, as the right password would have, so it may learn the account is disabled
    if (account.disabled) throw new HttpError(403, 'server.accounts.disabled');
    const step = await secondStepFor(ctx.db, account.id, vouched);
    if (step) return { second_step: step };
    return signIn(ctx, account.id, vouched ? 'provider' : undefined);
  }
  apiRoute(app, 'providerCallback', callback, { params: { provider: PROVIDER_ID } });
  apiRoute(app, 'providerCallback', callback, { params: { provider: PROVIDER_ID }, suffix: '/*' });
}
