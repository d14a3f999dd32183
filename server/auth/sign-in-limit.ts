// How many wrong passwords an account, and a client address, may try before they wait. Only failures count, so a
// whole office behind one address signs in as often as it likes; the address's own limit is higher than the
// account's, so one person's typos lock nobody else out. Failures are kept in the database, where every process
// sharing it sees them.
import { EventEmitter } from 'node:events';
import type { Database } from '../db/database';
import { HttpError } from '../core/errors';
import type { SignInEvents, SignInGuard } from '../core/ports';

export interface SignInLimits {
  /** wrong passwords an account may have within the window */
  perAccount: number;
  /** wrong passwords from one client address within the window, whichever accounts they name */
  perAddress: number;
  windowSeconds: number;
}

export class SignInLimiter extends EventEmitter<SignInEvents> implements SignInGuard {
  constructor(private readonly db: Database, private readonly limits: SignInLimits) {
    super();
  }

  /** Refuses with 429, saying when to try again, while the account or the address has used up its failures. */
  async check(account: string, address: string): Promise<void> {
    const [row] = await this.db.query<{ wait: number | null }>(
      `WITH recent AS (
         SELECT account, address, failed_at FROM sign_in_failures
         WHERE (account = $1 OR address = $2) AND failed_at > now() - make_interval(secs => $3)
       ), blocking AS (
         SELECT min(failed_at) AS oldest FROM recent WHERE account = $1 HAVING count(*) >= $4
         UNION ALL
         SELECT min(failed_at) FROM recent WHERE address = $2 HAVING count(*) >= $5
       )
       SELECT ceil(extract(epoch FROM max(oldest) + make_interval(secs => $3) - now()))::integer AS wait FROM blocking`,
      [account, address, this.limits.windowSeconds, this.limits.perAccount, this.limits.perAddress],
    );
    if (row?.wait === null || row?.wait === undefined) return;
    const seconds = Math.max(1, row.wait);
    throw new HttpError(429, 'server.auth.locked', { count: Math.ceil(seconds / 60) }, { 'retry-after': String(seconds) });
  }

  /** A wrong password: counted for the account and the address, and what has left the window is forgotten. */
  async failed(account: string, address: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE failed_at <= now() - make_interval(secs => $1)', [this.limits.windowSeconds]);
    await this.db.query('INSERT INTO sign_in_failures (account, address) VALUES ($1, $2)', [account, address]);
    this.emit('failed');
  }

  /** The right password: the account's earlier failures no longer count against it. */
  async succeeded(account: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE account = $1', [account]);
  }
}
