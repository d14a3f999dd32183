// Sign-in tokens: random, handed out once, stored only as SHA-256 hashes, with an expiry.
import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { USER_TYPE } from '../../contract/constants';
import { usablePermissions } from './access-administration';
import type { SessionUser } from '../core/user';
import type { SecondFactorProof, SessionScope, SessionStore } from '../core/ports';

/** The key of app_settings that requires a second factor of every administrator's account ('true'). */
export const SECOND_FACTOR_SETTING = 'second_factor_required';

/** The SQL of whether the setting requires a second factor of administrators' accounts. */
export const SECOND_FACTOR_REQUIRED = `EXISTS (SELECT 1 FROM app_settings WHERE key = '${SECOND_FACTOR_SETTING}' AND value = 'true')`;

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  cachedAt: number;
}

// A token is checked on every call; remembering it briefly saves a query per request. Whatever changes a
// user's permissions, details or tokens forgets the cached answers at once, in this process and, over
// PostgreSQL, in every other one (NOTIFY on SESSION_CHANNEL). While the listening connection is down,
// nothing is cached, so a change is never missed.
const CACHE_MS = 5_000;
const SESSION_CHANNEL = 'aula_sessions';

function encodeScope(scope: SessionScope): string {
  if ('userId' in scope) return `user:${scope.userId}`;
  if ('tokenHash' in scope) return `token:${scope.tokenHash}`;
  return 'all';
}

function decodeScope(payload: string): SessionScope {
  const [kind, value] = payload.split(':');
  if (kind === 'user' && /^\d+$/.test(value ?? '')) return { userId: Number(value) };
  if (kind === 'token' && value) return { tokenHash: value };
  return { all: true };
}

/** How an API token begins, so that it is told from a sign-in's token at a glance (and by a secret scanner). */
export const API_TOKEN_PREFIX = 'aula_';

/** Whether a bearer token is an API token's rather than a sign-in's. */
export function isApiToken(token: string | undefined): boolean {
  return token?.startsWith(API_TOKEN_PREFIX) === true;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The SQL of a user's permissions: every title the roles given to the account, or to its staff record, hold. */
export function permissionsOfUser(user: string): string {
  return `ARRAY(SELECT DISTINCT p.title FROM roles r JOIN permissions p ON p.id = ANY(r.permissions)
        WHERE r.id IN (SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = ${user}.id)
           OR r.id = ANY(COALESCE((SELECT a.roles FROM administrations a WHERE a.id = ${user}.administration_id), '{}'))
        ORDER BY 1)`;
}

const userColumns = `u.id, u.first_name, u.last_name, u.email, u.photo, u.user_type_id, u.student_id, u.lecturer_id, ${permissionsOfUser('u')} AS permissions`;

export class Sessions implements SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /** whether answers may be remembered: always on PGlite; over PostgreSQL while the listener is up */
  private caching: boolean;

  constructor(private readonly db: Database, private readonly ttlSeconds: number) {
    this.caching = !db.listen;
    db.listen?.(SESSION_CHANNEL, {
      message: (payload) => this.forget(decodeScope(payload)),
      reset: (listening) => {
        this.cache.clear();
        this.caching = listening;
      },
    });
  }

  async create(userId: number, secondFactor?: SecondFactorProof): Promise<string> {
    // a sign-in is a good moment to forget this user's tokens that can no longer be used
    await this.db.query(
      `DELETE FROM auth_tokens WHERE user_id = $1 AND (expires_at < now() OR revoked_at < now() - interval '1 day')`,
      [userId],
    );
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at, second_factor) VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
      [hashToken(token), userId, this.ttlSeconds, secondFactor ?? null],
    );
    return token;
  }

  async userOf(token: string): Promise<SessionUser | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && now - cached.cachedAt < CACHE_MS && now < cached.expiresAt) return cached.user;
    this.cache.delete(tokenHash);
    const row = isApiToken(token) ? await this.apiTokenUser(tokenHash) : await this.sessionUser(tokenHash);
    if (!row) return undefined;
    const { expires_at: expiresAt, ...user } = row;
    if (!this.caching) return user;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(tokenHash, { user, expiresAt: new Date(expiresAt).getTime(), cachedAt: now });
    return user;
  }

  private async sessionUser(tokenHash: string): Promise<(SessionUser & { expires_at: string }) | undefined> {
    const [row] = await this.db.query<SessionUser & { expires_at: string }>(
      `SELECT ${userColumns}, t.expires_at,
         u.user_type_id = $2 AND t.second_factor IS NULL AND ${SECOND_FACTOR_REQUIRED} AS needs_second_factor,
         t.second_factor IS NULL AND EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL)
           AS second_factor_unproved
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.disabled_at IS NULL`,
      [tokenHash, USER_TYPE.admin],
      { prepared: true, planOnce: true },
    );
    return row && { ...row, permissions: usablePermissions(row, row.permissions) };
  }

  /**
   * An API token's holder: its integration's account, with the token's permissions, writes and addresses (never one
   * that administers access); its last use noted (each time it is read rather than remembered: about once a second
   * while it is used).
   */
  private async apiTokenUser(tokenHash: string): Promise<(SessionUser & { expires_at: string }) | undefined> {
    const [row] = await this.db.query<Omit<SessionUser, 'apiToken'> & { expires_at: string; token_id: number; writes: string[]; addresses: string[] }>(
      `UPDATE api_tokens k SET last_used_at = now() FROM users u
       WHERE k.token_hash = $1 AND k.revoked_at IS NULL AND k.expires_at > now() AND u.id = k.user_id
       RETURNING u.id, u.first_name, u.last_name, u.email, u.photo, u.user_type_id, u.student_id, u.lecturer_id,
         k.permissions, k.expires_at, k.id AS token_id, k.writes, k.addresses`,
      [tokenHash],
    );
    if (!row) return undefined;
    const { token_id: id, writes, addresses, ...user } = row;
    const apiToken = { id, writes, addresses };
    return { ...user, permissions: usablePermissions({ apiToken }, user.permissions), apiToken: { ...apiToken, writes: usablePermissions({ apiToken }, writes) } };
  }

  async userById(id: number): Promise<SessionUser | undefined> {
    const [row] = await this.db.query<SessionUser>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
    return row;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
    await this.changed({ tokenHash });
  }

  /**
   * Notes how a session proved a second factor (one set up in it), or that it has none (the factor it was signed in
   * with removed).
   */
  async setSecondFactor(token: string, proof: SecondFactorProof | null): Promise<void> {
    await this.db.query('UPDATE auth_tokens SET second_factor = $2 WHERE token_hash = $1', [hashToken(token), proof]);
    await this.changed({ tokenHash: hashToken(token) });
  }

  /** Ends every session of a user (a disabled account, a password set from a mailed link). */
  async revokeAll(userId: number): Promise<void> {
    await this.db.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await this.changed({ userId });
  }

  /** Ends every session of a user but the one given (a password change keeps the session that made it). */
  async revokeOthers(userId: number, keptToken: string): Promise<void> {
    await this.db.query(
      'UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
      [userId, hashToken(keptToken)],
    );
    await this.changed({ userId });
  }

  /**
   * Something a session answers with changed (roles, permissions, a user's details or tokens): forget the
   * cached answers here and tell the other processes, before the change is reported back to its author.
   */
  async changed(scope: SessionScope): Promise<void> {
    this.forget(scope);
    if (this.db.listen) await this.db.query('SELECT pg_notify($1, $2)', [SESSION_CHANNEL, encodeScope(scope)]);
  }

  private forget(scope: SessionScope): void {
    if ('tokenHash' in scope) this.cache.delete(scope.tokenHash);
    else if ('userId' in scope) {
      for (const [hash, entry] of this.cache) if (entry.user.id === scope.userId) this.cache.delete(hash);
    } else this.cache.clear();
  }
}
