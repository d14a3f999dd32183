// Idempotency-Key (issue 20): a POST sent again with the same key, by the same user, is answered as the first was
// and not carried out twice, so a form whose answer was lost on the way back can be sent again safely. The key is
// taken before the work runs (a second request with it meanwhile is told to wait), holds the answer once there is
// a successful one, and is let go after a refusal or a failure, which may be tried again. Keys are kept a day.
// Every transaction the request's work commits, and every statement of it that may write outside one, notes the key
// carried out as it commits (the database's commitScope), so work whose answer never came back (its server killed
// between the commit and keeping the answer) is not done again: the request sent again with the key is told it was done.
// While its work runs, the server holding a key says so every few seconds, however long the work takes; a key its
// server stopped speaking for (killed mid-work) is taken again by the next request with it, on any server, within
// ABANDONED_AFTER_S, and at once by the next start over PGlite, whose data no other server can be working on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { HttpError } from '../core/errors';
import { bearerToken } from '../core/bearer';
import { commitScope, type CommitScope } from '../db/database';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How often a server says it still works on the keys its requests hold. */
const HOLDING_EVERY_MS = 2_000;
/** A key without an answer whose server has not said so for this long (its process ended mid-work) may be taken again. */
export const ABANDONED_AFTER_S = 8;
const KEPT_FOR = '1 day';
const KEY = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Held;
  }
}

interface Taken { request: string; status: number | null; answer: string | null; abandoned: boolean; carried_out: boolean }
interface Held { userId: number; key: string; scope?: CommitScope }

/** A request's Idempotency-Key: a POST's, the only method that takes one. */
const keyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return request.method === 'POST' && header !== undefined ? String(header) : undefined;
};

export function registerIdempotency(api: FastifyInstance, ctx: AppContext): void {
  let sweptAt = 0;
  const holding = new Map<string, Held>();
  const holdingName = (userId: number, key: string): string => `${userId} ${key}`;
  const sayHolding = setInterval(() => {
    if (holding.size === 0) return;
    const held = [...holding.values()];
    // a missed beat is made up by the next; work whose database is gone fails without it
    ctx.db.query(
      'UPDATE idempotency_keys SET taken_at = now() WHERE status IS NULL AND (user_id, key) IN (SELECT * FROM unnest($1::integer[], $2::text[]))',
      [held.map((item) => item.userId), held.map((item) => item.key)],
    ).catch(() => undefined);
  }, HOLDING_EVERY_MS);
  sayHolding.unref();
  api.addHook('onClose', async () => clearInterval(sayHolding));
  // over PGlite this server is the only one: a key without an answer is one its killed predecessor held
  if (ctx.db.engine === 'pglite') {
    api.addHook('onReady', async () => { await ctx.db.query('DELETE FROM idempotency_keys WHERE status IS NULL AND NOT carried_out'); });
  }
  // a keyed request's work runs in a scope of its own, whose transactions the key is noted in (preHandler below)
  api.addHook('onRequest', (request, _reply, done) => {
    if (keyOf(request) !== undefined) commitScope.run({}, done);
    else done();
  });
  api.addHook('preHandler', async (request: FastifyRequest, reply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    if (!KEY.test(key)) throw new HttpError(400, 'server.errors.bad_request');
    const token = bearerToken(request);
    const user = token ? await ctx.sessions.userOf(token) : undefined;
    // a visitor's request (a public form) has no one to keep a key for; the route's own guard answers the rest
    if (!user) return;
    if (Date.now() - sweptAt > 10 * 60_000) {
      sweptAt = Date.now();
      await ctx.db.query(`DELETE FROM idempotency_keys WHERE taken_at < now() - interval '${KEPT_FOR}'`);
    }
    const what = `${request.method} ${request.url}`;
    const taken = await ctx.db.query(
      'INSERT INTO idempotency_keys (user_id, key, request) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [user.id, key, what],
    );
    if (taken.length === 0) {
      const [held] = await ctx.db.query<Taken>(
        `SELECT request, status, answer, carried_out, taken_at < now() - interval '${ABANDONED_AFTER_S} seconds' AS abandoned
         FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [user.id, key],
      );
      if (held && held.request !== what) throw new HttpError(422, 'server.errors.bad_request');
      if (held && held.status !== null) {
        return reply.code(held.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(held.answer ?? '');
      }
      if (held && !held.abandoned) throw new HttpError(409, 'server.errors.in_progress');
      if (held?.carried_out) throw new HttpError(409, 'server.errors.carried_out');
      await ctx.db.query('UPDATE idempotency_keys SET taken_at = now() WHERE user_id = $1 AND key = $2', [user.id, key]);
    }
    const scope = commitScope.getStore();
    if (scope) {
      scope.beforeCommit = async (tx) => {
        await tx.query('UPDATE idempotency_keys SET carried_out = true WHERE user_id = $1 AND key = $2', [user.id, key]);
      };
    }
    request.idempotency = { userId: user.id, key, scope };
    holding.set(holdingName(user.id, key), request.idempotency);
  });

  // however the request ended, its server no longer works on its key (onSend below keeps or lets go of the key itself)
  api.addHook('onResponse', async (request) => {
    if (request.idempotency) holding.delete(holdingName(request.idempotency.userId, request.idempotency.key));
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    holding.delete(holdingName(held.userId, held.key));
    // work the request left running after its answer is no longer the key's
    if (held.scope) held.scope.beforeCommit = undefined;
    const answered = typeof payload === 'string' || payload === null || payload === undefined;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && answered;
    // a refusal or a failure lets the key go, unless some of the work committed: then its answer is kept as it is
    const kept = ok || (await ctx.db.query(
      'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND NOT carried_out RETURNING key', [held.userId, held.key],
    )).length === 0;
    if (kept) {
      await ctx.db.query(
        'UPDATE idempotency_keys SET status = $3, answer = $4 WHERE user_id = $1 AND key = $2',
        [held.userId, held.key, reply.statusCode, answered ? payload ?? '' : ''],
      );
    }
    return payload;
  });
}
