// API tokens: what the university's other systems (the ministry's registry, the bank, the LMS) call the API with.
// An administrator who manages accounts (accounts.index) makes one with a name, the screens it reads and those it
// writes — only permissions the maker holds —, an expiry and, if wanted, the addresses it may be used from. The token
// is answered once and only its hash kept. Each is held by an account of its own, named as the token, which cannot
// sign in, so what it writes is in the history under its name. It reaches the API alone: the browser's session check,
// the profile and the student's and lecturer's areas refuse it (guard.ts). Revoking it ends it at once, on every
// server (the sessions' cache is told). A token neither holds nor uses what administers access, tokens among it
// (access-administration.ts): it cannot make or revoke tokens.
import crypto from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../core/api-route';
import type { AppContext } from '../kernel/context';
import { HttpError, ValidationFailed, type Message } from '../core/errors';
import { parseId } from '../kernel/values';
import { hashPassword } from './passwords';
import { requirePermission } from './guard';
import { accessPermissionsAmong } from './access-administration';
import { API_TOKEN_PREFIX, hashToken } from './sessions';
import type { SessionUser } from '../core/user';
import { timeTextKind } from '../../contract/instants';

/** Who manages API tokens: whoever manages accounts. */
export const API_TOKENS_PERMISSION = 'accounts.index';
/** The longest a token may live: a year and a day, so a yearly renewal has a day to spare. */
const LONGEST_DAYS = 366;
const NAME_LENGTH = 100;
const MOST_ADDRESSES = 50;

export interface ApiToken {
  id: number;
  name: string;
  permissions: string[];
  writes: string[];
  addresses: string[];
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  created_by_name: string | null;
}

/** An address a token may be used from: an IP address, or a range of them written as a CIDR (10.0.0.0/8). */
function isAddress(text: string): boolean {
  const [network, prefix, ...rest] = text.split('/');
  const version = isIP(network);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const texts = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined);

/** A new token's request, checked: every problem said under its field, and nothing granted that the maker lacks. */
function checkedRequest(maker: SessionUser, body: unknown): { name: string; permissions: string[]; writes: string[]; addresses: string[]; expiresAt: Date } {
  const { name, permissions, writes = [], addresses = [], expires_at: expires } = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, Message[]> = {};
  const add = (field: string, key: string, params?: Record<string, string | number>) => (errors[field] ??= []).push({ key, params });
  const title = typeof name === 'string' ? name.trim() : '';
  if (title === '' || title.length > NAME_LENGTH) add('name', 'server.tokens.name', { max: NAME_LENGTH });
  const reads = texts(permissions);
  if (!reads || reads.length === 0) add('permissions', 'server.tokens.permissions');
  else {
    const lacking = reads.filter((permission) => !maker.permissions.includes(permission));
    if (lacking.length > 0) add('permissions', 'server.tokens.not_held', { permissions: lacking.join(', ') });
    const administering = accessPermissionsAmong(reads);
    if (administering.length > 0) add('permissions', 'server.tokens.administers_access', { permissions: administering.join(', ') });
  }
  const written = texts(writes);
  if (!written || (reads && written.some((permission) => !reads.includes(permission)))) add('writes', 'server.tokens.writes');
  const from = texts(addresses);
  if (!from || from.length > MOST_ADDRESSES || from.some((address) => !isAddress(address))) add('addresses', 'server.tokens.addresses', { max: MOST_ADDRESSES });
  const expiresAt = typeof expires === 'string' && timeTextKind(expires) === 'zoned' ? new Date(expires) : undefined;
  const now = Date.now();
  if (!expiresAt || Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now || expiresAt.getTime() > now + LONGEST_DAYS * 86_400_000) {
    add('expires_at', 'server.tokens.expires', { days: LONGEST_DAYS });
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { name: title, permissions: [...new Set(reads)], writes: [...new Set(written)], addresses: from ?? [], expiresAt: expiresAt! };
}

const TOKEN_COLUMNS = `k.id, k.name, k.permissions, k.writes, k.addresses, k.expires_at, k.last_used_at, k.revoked_at, k.created_at,
  (SELECT m.full_name FROM users m WHERE m.id = k.created_by) AS created_by_name`;

/**
 * When a token asked to expire at `expires` does, as an instant with its offset: a day alone is the end of that day,
 * and a time without a zone is on the university's clock, which every database session keeps (TIME_ZONE), whatever
 * the zone of the server's machine. Anything else is answered as it is, for the request's check to refuse.
 */
async function expiryInstant(ctx: AppContext, expires: unknown): Promise<unknown> {
  if (typeof expires !== 'string') return expires;
  const kind = timeTextKind(expires);
  if (kind !== 'day' && kind !== 'wall') return expires;
  const wall = kind === 'day' ? `${expires}T23:59:59` : expires;
  try {
    const [{ at }] = await ctx.db.query<{ at: string }>(`SELECT to_json($1::timestamptz) #>> '{}' AS at`, [wall]);
    return at;
  } catch {
    // a day the calendar does not have (2026-02-30)
    return undefined;
  }
}

/** Makes a token: its account (which cannot sign in: no password, disabled) and its row. Answers it, and the token once. */
export async function createApiToken(ctx: AppContext, maker: SessionUser, body: unknown): Promise<{ token: string; data: ApiToken }> {
  const asked = (body ?? {}) as Record<string, unknown>;
  const request = checkedRequest(maker, { ...asked, expires_at: await expiryInstant(ctx, asked.expires_at) });
  const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const data = await ctx.db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, disabled_at)
       VALUES ($1, $2, $3, '', 1, now()) RETURNING id`,
      [`token-${crypto.randomBytes(8).toString('hex')}@tokens.invalid`, await hashPassword(crypto.randomBytes(32).toString('base64url'), ctx.config.passwordCost), request.name],
    );
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO api_tokens (name, token_hash, user_id, created_by, permissions, writes, addresses, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [request.name, hashToken(token), account.id, maker.id, request.permissions, request.writes, request.addresses, request.expiresAt.toISOString()],
    );
    const [row] = await tx.query<ApiToken>(`SELECT ${TOKEN_COLUMNS} FROM api_tokens k WHERE k.id = $1`, [created.id]);
    return row;
  });
  // the tokens screen counts its rows once until the table is written
  ctx.totals.invalidate('api_tokens');
  return { token, data };
}

export async function listApiTokens(ctx: AppContext): Promise<ApiToken[]> {
  return ctx.db.query<ApiToken>(`SELECT ${TOKEN_COLUMNS} FROM api_tokens k ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id DESC`);
}

/** Revokes a token at once, here and on every other server; a token revoked already stays as it was. */
export async function revokeApiToken(ctx: AppContext, id: number): Promise<void> {
  const [revoked] = await ctx.db.query<{ token_hash: string }>(
    'UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING token_hash', [id],
  );
  if (!revoked) throw new HttpError(404, 'server.errors.not_found');
  ctx.totals.invalidate('api_tokens');
  await ctx.sessions.changed({ tokenHash: revoked.token_hash });
}

export function registerApiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requirePermission(ctx.sessions, [API_TOKENS_PERMISSION]) };
  apiRoute(app, 'tokens', async () => ({ data: await listApiTokens(ctx) }), guard);
  apiRoute(app, 'createToken', async (request, reply) => reply.code(201).send(await createApiToken(ctx, request.user!, request.body)), guard);
  apiRoute(app, 'revokeToken', async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    if (id === undefined) throw new HttpError(404, 'server.errors.not_found');
    await revokeApiToken(ctx, id);
    return reply.code(204).send();
  }, guard);
}
