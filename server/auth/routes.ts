// Sign-in with its second step when the account has a second factor (or must set one up), the token check the header
// makes on load, and sign-out (spec sections 4 and 7).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../kernel/context';
import { fieldError, HttpError, ValidationFailed, type Message } from '../core/errors';
import { languageOf } from '../core/i18n';
import { bearerToken } from '../core/bearer';
import { authenticatePerson, requireArea, requirePermission } from './guard';
import { decoyHash, hashPassword, verifyPassword, weakerThan } from './passwords';
import type { SecondFactorProof } from '../core/ports';
import type { SessionUser } from '../core/user';
import {
  appCode, beginEnrolment, challengeOf, confirmEnrolment, endChallenge, proveWithCode, proveWithRecoveryCode, recoveryCode, secondStepFor,
} from './second-factor';
import { apiRoute } from '../core/api-route';
import { AREA_RECORD_TABLE, TOTP } from '../../contract/constants';
import { bodyFields } from '../core/request-body';

/** The user as the client stores it (spec section 3). */
export function publicUser(user: SessionUser) {
  const { first_name, last_name, email, photo, permissions, user_type_id } = user;
  return { first_name, last_name, email, photo, permissions, user_type_id };
}

/**
 * The end of every sign-in (a password, the identity provider, with the second factor it proved): the last sign-in
 * noted, a token, and the user.
 */
export async function signIn(
  ctx: AppContext, accountId: number, secondFactor?: SecondFactorProof,
): Promise<{ token: string; user: ReturnType<typeof publicUser> }> {
  await ctx.db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [accountId]);
  const token = await ctx.sessions.create(accountId, secondFactor);
  const user = await ctx.sessions.userById(accountId);
  if (!user) throw new HttpError(500, 'server.errors.internal');
  return { token, user: publicUser(user) };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const decoy = decoyHash(ctx.config.passwordCost);
  apiRoute(app, 'signIn', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, Message[]> = {};
    for (const key of ['email', 'password']) {
      if (typeof body[key] !== 'string' || body[key] === '') errors[key] = [{ key: 'validation.required' }];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const email = String(body.email).trim().toLowerCase();
    await ctx.signIns.check(email, request.ip);
    const [account] = await ctx.db.query<{ id: number; password_hash: string; disabled: boolean }>(
      'SELECT id, password_hash, disabled_at IS NOT NULL AS disabled FROM users WHERE lower(email) = $1', [email],
    );
    const valid = await verifyPassword(String(body.password), account?.password_hash ?? (await decoy));
    if (!account || !valid) {
      await ctx.signIns.failed(email, request.ip);
      throw new ValidationFailed({ email: [{ key: 'server.auth.failed' }] });
    }
    // a hash made at a lower cost than the server's (before PASSWORD_COST was raised) is made again at it, while the
    // password is at hand; unless the password was changed meanwhile
    if (weakerThan(account.password_hash, ctx.config.passwordCost)) {
      await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3',
        [account.id, await hashPassword(String(body.password), ctx.config.passwordCost), account.password_hash]);
    }
    // only the right password learns that the account is disabled
    if (account.disabled) throw new ValidationFailed({ email: [{ key: 'server.accounts.disabled' }] });
    const step = await secondStepFor(ctx.db, account.id, false);
    // the failures are forgiven only once the second step is passed too, or a right password would reset wrong codes' count
    if (step) return { second_step: step };
    await ctx.signIns.succeeded(email);
    return signIn(ctx, account.id);
  });

  /** The sign-in a ticket in the body stands for, or 422 under `ticket` for one expired, used or unknown. */
  const challengeIn = async (body: Record<string, unknown>) => {
    const challenge = typeof body.ticket === 'string' && body.ticket.length <= 100 ? await challengeOf(ctx.db, body.ticket) : undefined;
    if (!challenge) throw fieldError('ticket', 'server.second_factor.ticket_expired');
    return { ...challenge, ticket: String(body.ticket) };
  };

  // The code of the account's app (or one of its recovery codes; for an account setting one up, the new app's first
  // code) with the ticket the password earned. A wrong code counts as a wrong password would.
  apiRoute(app, 'secondStep', async (request) => {
    const body = bodyFields(request);
    const challenge = await challengeIn(body);
    const recovering = !challenge.setup && body.recovery_code !== undefined;
    const field = recovering ? 'recovery_code' : 'code';
    const code = recovering ? recoveryCode(body.recovery_code) : appCode(body.code);
    if (code === undefined) throw fieldError(field, `server.second_factor.${field}_format`, { digits: TOTP.digits });
    await ctx.signIns.check(challenge.email, request.ip);
    const recoveryCodes = challenge.setup ? await confirmEnrolment(ctx.db, challenge.user_id, code, challenge.user_id) : undefined;
    const proved = challenge.setup ? recoveryCodes !== undefined
      : recovering ? await proveWithRecoveryCode(ctx.db, challenge.user_id, code) : await proveWithCode(ctx.db, challenge.user_id, code);
    if (!proved) {
      await ctx.signIns.failed(challenge.email, request.ip);
      throw fieldError(field, `server.second_factor.${field}_wrong`);
    }
    if (!(await endChallenge(ctx.db, challenge.ticket))) throw fieldError('ticket', 'server.second_factor.ticket_expired');
    await ctx.signIns.succeeded(challenge.email);
    const session = await signIn(ctx, challenge.user_id, recovering ? 'recovery_code' : 'code');
    // a factor set up here comes with its recovery codes, shown this once
    return recoveryCodes ? { ...session, recovery_codes: recoveryCodes } : session;
  });

  // An administrator's account that must set up a second factor before its first session: the app's secret and QR code.
  apiRoute(app, 'secondStepSetup', async (request) => {
    const body = bodyFields(request);
    const challenge = await challengeIn(body);
    const enrolment = challenge.setup ? await beginEnrolment(ctx.db, { id: challenge.user_id, email: challenge.email }) : undefined;
    if (!enrolment) throw fieldError('ticket', 'server.second_factor.ticket_expired');
    return enrolment;
  });

  apiRoute(app, 'checkToken', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    return { user: publicUser(user) };
  });

  apiRoute(app, 'signOut', async (request) => {
    await authenticatePerson(ctx.sessions, request);
    await ctx.sessions.revoke(bearerToken(request)!);
    return { message: ctx.locales.translator(languageOf(request.headers['accept-language'])).t('server.auth.logged_out') };
  });

  // the XSRF cookie comes with every response; a page that has made no request yet can ask here
  apiRoute(app, 'csrfCookie', async (_request, reply) => reply.code(204).send());

  const unreadCount = async (request: FastifyRequest) => {
    const [row] = await ctx.db.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM mailbox WHERE owner_id = $1 AND box = 'inbox' AND read_at IS NULL`, [request.user!.id],
    );
    return { count: row.count };
  };
  apiRoute(app, 'unreadCount', unreadCount, { preHandler: requirePermission(ctx.sessions, ['students.index']) });
  // a student's or lecturer's own count, for their area's menu
  for (const area of Object.keys(AREA_RECORD_TABLE) as (keyof typeof AREA_RECORD_TABLE)[]) apiRoute(app, 'areaUnreadCount', unreadCount, { params: { area }, preHandler: requireArea(ctx.sessions, area) });
}
