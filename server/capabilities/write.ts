// A stored row written (routes create, update, delete): checked against the screen's schema and the user's
// permissions, each write in its history, a write naming an older version refused with 412.
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../core/i18n';
import { createRow, deleteRow, updateRow } from '../kernel/records';
import { readRawBody } from '../kernel/write-body';
import { expectedVersion, idOf, route, type ServedScreen } from './served';

export async function writeCapability(app: FastifyInstance, { ctx, screen, stored }: ServedScreen): Promise<void> {
  if (!stored) return;
  route(app, screen, 'create', async (request, reply) => {
    const { row, version } = await createRow(ctx, request.user!, screen, stored, await readRawBody(request));
    return reply.code(201).header('etag', `"${version}"`).send({ data: row });
  });
  route(app, screen, 'update', async (request, reply) => {
    const { row, version } = await updateRow(ctx, request.user!, screen, stored, idOf(request), await readRawBody(request), expectedVersion(request));
    return reply.header('etag', `"${version}"`).send({ data: row });
  });
  route(app, screen, 'delete', async (request, reply) => {
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    // a screen that asks a deletion's reason takes it in the body: {reason}
    const body = request.body as { reason?: unknown } | undefined;
    await deleteRow(ctx, request.user!, t, screen, stored, idOf(request), expectedVersion(request), body?.reason);
    return reply.code(204).send();
  });
}
