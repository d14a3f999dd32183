// What a stored row has been (routes history, deleted, restore): a record's history, the screen's recently deleted
// records (of a shared table, its own), and a deleted record brought back by whoever may delete it.
import type { FastifyInstance } from 'fastify';
import { historyAnswer, readDeleted } from '../kernel/history';
import { restoreRow } from '../kernel/records';
import { HttpError } from '../core/errors';
import { idOf, pageOf, route, type ServedScreen } from './served';

export async function historyCapability(app: FastifyInstance, { ctx, screen, routes, stored }: ServedScreen): Promise<void> {
  if (!stored) return;
  if (routes.has('deleted')) {
    route(app, screen, 'deleted', async (request) => readDeleted(
      ctx.db, stored.table, screen.partition ? { key: screen.partition.column, value: screen.name } : undefined, pageOf(request),
    ));
  }
  if (routes.has('history')) {
    // written as JSON by the database: one statement, and no entry read into objects to be written out again
    route(app, screen, 'history', async (request, reply) => {
      const partition = screen.partition ? { column: screen.partition.column, value: screen.name } : undefined;
      const answer = await historyAnswer(ctx.db, stored.table, idOf(request), pageOf(request), partition);
      if (answer === undefined) throw new HttpError(404, 'server.errors.not_found');
      return reply.type('application/json; charset=utf-8').send(answer);
    });
  }
  if (routes.has('restore')) {
    route(app, screen, 'restore', async (request) => ({ data: await restoreRow(ctx, request.user!, screen, stored, idOf(request)) }));
  }
}
