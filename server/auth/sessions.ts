// Sign-in tokens: random, handed out once, stored only as SHA-256 hashes, with an expiry.
import crypto from 'node:crypto';
import type { Queryable } from '../db/database';

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
  user_type_id: number;
  permissions: string[];
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  cachedAt: number;
}

// A token is checked on every call; remembering it briefly saves a query per request. Revocation
// in this process is immediate; another process sharing the database notices within this time.
const CACHE_MS = 5_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

const userColumns = `u.id, u.first_name, u.last_name, u.email, u.photo, u.user_type_id,
  ARRAY(SELECT DISTINCT p.title FROM roles r JOIN permissions p ON p.id = ANY(r.permissions)
        WHERE r.id IN (SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id)
           OR r.id = ANY(COALESCE((SELECT a.roles FROM administrations a WHERE a.id = u.administration_id), '{}'))
        ORDER BY 1) AS permissions`;

export class Sessions {
  private readonly cache = new Map<string, CachedSession>();

  constructor(private readonly db: Queryable, private readonly ttlSeconds: number) {}

  async create(userId: number): Promise<string> {
    // a sign-in is a good moment to forget this user's tokens that can no longer be used
    await this.db.query(
      `DELETE FROM auth_tokens WHERE user_id = $1 AND (expires_at < now() OR revoked_at < now() - interval '1 day')`,
      [userId],
    );
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashToken(token), userId, this.ttlSeconds],
    );
    return token;
  }

  async userOf(token: string): Promise<SessionUser | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && now - cached.cachedAt < CACHE_MS && now < cached.expiresAt) return cached.user;
    this.cache.delete(tokenHash);
    const [row] = await this.db.query<SessionUser & { expires_at: Date }>(
      `SELECT ${userColumns}, t.expires_at FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
      [tokenHash],
      { prepared: true },
    );
    if (!row) return undefined;
    const { expires_at: expiresAt, ...user } = row;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(tokenHash, { user, expiresAt: new Date(expiresAt).getTime(), cachedAt: now });
    return user;
  }

  async userById(id: number): Promise<SessionUser | undefined> {
    const [row] = await this.db.query<SessionUser>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
    return row;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    await this.db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  }

  /** Roles or permissions changed: every cached permission list may be stale. */
  forgetAll(): void {
    this.cache.clear();
  }
}
