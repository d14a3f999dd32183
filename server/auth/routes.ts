// Sign-in, the token check the header makes on load, and sign-out (spec sections 4 and 7).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context';
import { HttpError, ValidationFailed, type Message } from '../core/errors';
import { languageOf } from '../core/i18n';
import { bearerToken } from '../core/bearer';
import { authenticatePerson, requireArea, requirePermission } from './guard';
import { decoyHash, verifyPassword } from './passwords';
import type { SessionUser } from './sessions';
import { apiRoute } from '../core/api-route';

/** The user as the client stores it (spec section 3). */
export function publicUser(user: SessionUser) {
  const { first_name, last_name, email, photo, permissions, user_type_id } = user;
  return { first_name, last_name, email, photo, permissions, user_type_id };
}

/** The end of every sign-in (a password, the identity provider): the last sign-in noted, a token, and the user. */
export async function signIn(ctx: AppContext, accountId: number): Promise<{ token: string; user: ReturnType<typeof publicUser> }> {
  await ctx.db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [accountId]);
  const token = await ctx.sessions.create(accountId);
  const user = await ctx.sessions.userById(accountId);
  if (!user) throw new HttpError(500, 'server.errors.internal');
  return { token, user: publicUser(user) };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    const valid = await verifyPassword(String(body.password), account?.password_hash ?? (await decoyHash));
    if (!account || !valid) {
      await ctx.signIns.failed(email, request.ip);
      throw new ValidationFailed({ email: [{ key: 'server.auth.failed' }] });
    }
    await ctx.signIns.succeeded(email);
    // only the right password learns that the account is disabled
    if (account.disabled) throw new ValidationFailed({ email: [{ key: 'server.accounts.disabled' }] });
    return signIn(ctx, account.id);
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
  for (const area of ['student', 'lecturer'] as const) apiRoute(app, 'areaUnreadCount', unreadCount, { params: { area }, preHandler: requireArea(ctx.sessions, area) });
}
