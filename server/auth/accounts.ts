// Accounts for everyone (issue 16): a staff member, a lecturer or a student is given an account from their record
// and invited by mail to set a password through a one-time link (/user); anyone may ask for a password reset link
// (/reset-password) without learning whether an e-mail has an account; a disabled account cannot sign in and its
// sessions end at once. A link is kept only as its hash, works once and until it expires, and setting the
// password through it ends every session of the account. Whoever manages accounts decides whether every
// administrator's account must have a second factor.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/context';
import type { Queryable } from '../db/database';
import { HttpError, ValidationFailed, type Message } from '../core/errors';
import { languageOf, type Language } from '../core/i18n';
import { hashPassword } from './passwords';
import { passwordProblems } from './profile';
import { hashToken } from './sessions';
import { recordSecretChange } from '../kernel/history';
import { apiRoute } from '../core/api-route';
import { bearerToken } from '../core/bearer';
import { requirePermission } from './guard';
import { requireSecondFactor, signInSettings } from './second-factor';
import { bodyFields } from '../core/request-body';

export type LinkPurpose = 'invite' | 'reset';

/** Where each link leads in the app, and the mail that carries it. */
const LINKS: Readonly<Record<LinkPurpose, { path: string; occasion: string }>> = {
  invite: { path: '/user', occasion: 'account-created' },
  reset: { path: '/reset-password', occasion: 'password-reset' },
};

/** A new link for the account; its earlier unused ones of the same purpose stop working. Answers the token. */
export async function issueLink(db: Queryable, userId: number, purpose: LinkPurpose, ttlSeconds: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query('UPDATE account_links SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  await db.query(
    'INSERT INTO account_links (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [hashToken(token), userId, purpose, ttlSeconds],
  );
  return token;
}

interface Recipient { id: number; email: string; first_name: string; language: Language }

/** Mails an account its link: an invitation to set the password, or a reset. */
export async function mailLink(ctx: AppContext, account: Recipient, purpose: LinkPurpose): Promise<void> {
  const ttl = purpose === 'invite' ? ctx.config.inviteTtlSeconds : ctx.config.resetTtlSeconds;
  const token = await issueLink(ctx.db, account.id, purpose, ttl);
  const link = `${ctx.config.publicUrl}${LINKS[purpose].path}?token=${token}`;
  await ctx.mailer.send({ occasion: LINKS[purpose].occasion, to: account.email, language: account.language, values: { name: account.first_name, link } });
}

/** Whether a reset may be mailed: the address has asked fewer times than its limit, and so has the e-mail. */
async function resetAllowed(ctx: AppContext, email: string, address: string): Promise<{ address: boolean; account: boolean }> {
  const [row] = await ctx.db.query<{ by_address: number; by_email: number }>(
    `SELECT count(*) FILTER (WHERE address = $2)::integer AS by_address, count(*) FILTER (WHERE email = $1)::integer AS by_email
     FROM reset_requests WHERE (email = $1 OR address = $2) AND requested_at > now() - interval '1 hour'`,
    [email, address],
  );
  return { address: row.by_address < ctx.config.resetsPerAddress, account: row.by_email < ctx.config.resetsPerAccount };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  // the same answer whether or not the e-mail has an account, so nobody learns which do
  apiRoute(app, 'forgotPassword', async (request) => {
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 255) throw new ValidationFailed({ email: [{ key: 'validation.format_email' }] });
    const allowed = await resetAllowed(ctx, email, request.ip);
    if (!allowed.address) throw new HttpError(429, 'server.accounts.too_many_resets');
    await ctx.db.query('DELETE FROM reset_requests WHERE requested_at <= now() - interval \'1 hour\'');
    await ctx.db.query('INSERT INTO reset_requests (email, address) VALUES ($1, $2)', [email, request.ip]);
    const [account] = await ctx.db.query<Recipient>(
      'SELECT id, email, first_name, language FROM users WHERE lower(email) = $1 AND disabled_at IS NULL', [email],
    );
    if (account && allowed.account) {
      // a mail that cannot be sent is logged; the answer stays the same
      await mailLink(ctx, account, 'reset').catch((error: Error) => request.log.error(error));
    }
    return { message: t.t('server.accounts.reset_sent') };
  });

  apiRoute(app, 'setPassword', async (request) => {
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    const body = bodyFields(request);
    const errors: Record<string, Message[]> = passwordProblems(body, false);
    if (typeof body.token !== 'string' || body.token === '' || body.token.length > 100) errors.token = [{ key: 'server.accounts.link_invalid' }];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const hash = await hashPassword(String(body.password), ctx.config.passwordCost);
    const userId = await ctx.db.transaction(async (tx) => {
      const [link] = await tx.query<{ user_id: number }>(
        `UPDATE account_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id`,
        [hashToken(String(body.token))],
      );
      if (!link) return undefined;
      const [account] = await tx.query<{ id: number }>(
        'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING id', [link.user_id, hash],
      );
      // the account's history says its password was set (by its owner, through the link), never what to
      if (account) await recordSecretChange(tx, 'users', account.id, account.id, 'password');
      return account?.id;
    });
    if (userId === undefined) throw new ValidationFailed({ token: [{ key: 'server.accounts.link_invalid' }] });
    await ctx.sessions.revokeAll(userId);
    return { message: t.t('server.accounts.password_set') };
  });
  // Whether every administrator's account must have a second factor: read and changed by whoever manages accounts, in
  // person (an API token never holds accounts.index: access-administration.ts). Switching it on needs the author's own
  // session to have proved one, so that they are not the first one it signs out; every session it refuses is
  // forgotten at once on every server.
  const managesAccounts = { preHandler: requirePermission(ctx.sessions, ['accounts.index']) };
  apiRoute(app, 'signInSettings', async () => ({ data: await signInSettings(ctx.db) }), managesAccounts);

  apiRoute(app, 'saveSignInSettings', async (request) => {
    const user = request.user!;
    const body = bodyFields(request);
    const required = body.second_factor_required;
    if (typeof required !== 'boolean') throw new ValidationFailed({ second_factor_required: [{ key: 'validation.required' }] });
    if (required) {
      const [session] = await ctx.db.query<{ second_factor: string | null }>(
        'SELECT second_factor FROM auth_tokens WHERE token_hash = $1', [hashToken(bearerToken(request)!)],
      );
      if (!session?.second_factor) throw new ValidationFailed({ second_factor_required: [{ key: 'server.second_factor.own_first' }] });
    }
    await requireSecondFactor(ctx.db, required, user.id);
    await ctx.sessions.changed({ all: true });
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return { data: await signInSettings(ctx.db), message: t.t(required ? 'server.second_factor.now_required' : 'server.second_factor.no_longer_required') };
  }, managesAccounts);
}
