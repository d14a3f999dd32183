// What a stored row has been (routes history, deleted, restore): a record's history, the screen's recently deleted
// records (of a shared table, its own), and a deleted record brought back by whoever may delete it.
import type { FastifyInstance } from 'fastify';
import { readDeleted, readHistory } from '../kernel/history';
import { findRow, restoreRow } from '../kernel/records';
import { idOf, pageOf, route, type ServedScreen } from './served';

export async function historyCapability(app: FastifyInstance, { ctx, screen, routes, stored }: ServedScreen): Promise<void> {
  if (!stored) return;
  if (routes.has('deleted')) {
    route(app, screen, 'deleted', async (request) => readDeleted(
      ctx.db, stored.table, screen.partition ? { key: screen.partition.column, value: screen.name } : undefined, pageOf(request),
    ));
  }
  if (routes.has('history')) {
    route(app, screen, 'history', async (request) => {
      const row = await findRow(ctx.db, screen, stored, idOf(request));
      return readHistory(ctx.db, stored.table, Number(row.id), pageOf(request));
    });
  }
  if (routes.has('restore')) {
    route(app, screen, 'restore', async (request) => ({ data: await restoreRow(ctx, request.user!, screen, stored, idOf(request)) }));
  }
}
