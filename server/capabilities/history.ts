// What a stored row has been (routes history, deleted, restore), each through the screen's policy: a record's history
// of a row the reader may read, the recently deleted records they could read were they there (of a shared table, its
// own), and such a record brought back by whoever may delete it; any other row is not there (404).
import type { FastifyInstance } from 'fastify';
import { historyAnswer, readDeleted } from '../kernel/history';
import { restoreRow } from '../kernel/records';
import { HttpError } from '../core/errors';
import { idOf, pageOf, route, type ServedScreen } from './served';

export async function historyCapability(app: FastifyInstance, { ctx, screen, routes, stored, policy }: ServedScreen): Promise<void> {
  if (!stored) return;
  if (routes.has('deleted')) {
    route(app, screen, 'deleted', async (request) => readDeleted(ctx.db, stored.table, policy.kept(request.user!)!, pageOf(request)));
  }
  if (routes.has('history')) {
    // written as JSON by the database, the policy asked in the same statement: no entry read into objects to be
    // written out again
    route(app, screen, 'history', async (request, reply) => {
      const id = idOf(request);
      const answer = await historyAnswer(ctx.db, stored.table, id, policy.holds(request.user!, id), pageOf(request));
      if (answer === undefined) throw new HttpError(404, 'server.errors.not_found');
      return reply.type('application/json; charset=utf-8').send(answer);
    });
  }
  if (routes.has('restore')) {
    route(app, screen, 'restore', async (request) => ({ data: await restoreRow(ctx, request.user!, screen, stored, policy, idOf(request)) }));
  }
}
