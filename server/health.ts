// GET /api/health, for a load balancer or a monitor: 200 while the database answers and every committed migration
// has run, 503 saying which is wrong otherwise, or that the server is stopping (draining). It needs no session and
// tells nothing about the data.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './kernel/context';
import { MIGRATIONS_DIR } from './db/migrate';
import { apiRoute } from './core/api-route';

export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  const committed = fs.readdirSync(ctx.config.migrationsDir ?? MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, ''));
  apiRoute(app, 'health', async (_request, reply) => {
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    let applied: Set<string>;
    try {
      applied = new Set((await ctx.db.query<{ name: string }>('SELECT name FROM kysely_migration')).map((row) => row.name));
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    const pending = committed.filter((name) => !applied.has(name));
    if (pending.length > 0) return reply.code(503).send({ status: 'unavailable', database: 'reachable', pending });
    return { status: 'ok', database: 'reachable', migrations: committed.length };
  });
}
