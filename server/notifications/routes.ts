// A person's notifications over HTTP: GET /api/notifications (the list and the unread count, in the request's
// language), POST /api/notifications/:id/read and /api/notifications/read (one, or all; each answers the list as it
// now is), and GET /api/notifications/stream, server-sent events held open while the page is: `ready` when it opens
// (the page then reads its list, catching up on what came while it was not open), `notification` with each new one,
// `changed` when the list changed otherwise. A comment line every 25 seconds keeps it open through proxies, and is
// when the session is checked again: a signed-out or disabled session's stream ends. A person's own session reads
// them; an API token is no person's. The server's close ends every stream first, so it never waits on one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../kernel/context';
import { apiRoute } from '../core/api-route';
import { bearerToken } from '../core/bearer';
import { authenticatePerson } from '../auth/guard';
import { HttpError } from '../core/errors';
import { languageOf } from '../core/i18n';
import { parseId } from '../kernel/values';
import { NOTIFICATION_EVENTS, NOTIFICATION_HEARTBEAT_MS } from '../../contract/notifications';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const person = async (request: FastifyRequest): Promise<void> => { await authenticatePerson(ctx.sessions, request); };
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  ctx.notifications.log = (error) => app.log.error(error);

  apiRoute(app, 'notifications', async (request) => ctx.notifications.list(request.user!.id, language(request)), { preHandler: person });
  apiRoute(app, 'readAllNotifications', async (request) => {
    await ctx.notifications.markRead(request.user!.id);
    return ctx.notifications.list(request.user!.id, language(request));
  }, { preHandler: person });
  apiRoute(app, 'readNotification', async (request) => {
    const id = parseId(String((request.params as { id?: string }).id));
    if (id === undefined || !(await ctx.notifications.markRead(request.user!.id, id))) throw new HttpError(404, 'server.errors.not_found');
    return ctx.notifications.list(request.user!.id, language(request));
  }, { preHandler: person });

  // the streams this app holds open, each by what closes it
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });
  apiRoute(app, 'notificationStream', async (request, reply) => {
    const user = request.user!;
    const token = bearerToken(request) ?? '';
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform',
      // nginx and its like would hold the events back to fill a buffer
      'x-accel-buffering': 'no', 'x-request-id': request.id,
    });
    const write = (text: string): void => { if (!raw.writableEnded && !raw.destroyed) raw.write(text); };
    const send = (event: string, data: unknown): void => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const forget = ctx.notifications.open({ userId: user.id, language: language(request), send });
    const alive = setInterval(() => {
      ctx.sessions.userOf(token).then((still) => (still?.id === user.id ? write(': alive\n\n') : close()), () => write(': alive\n\n'));
    }, NOTIFICATION_HEARTBEAT_MS);
    alive.unref();
    const close = (): void => {
      if (!streams.delete(close)) return;
      clearInterval(alive);
      forget();
      if (!raw.writableEnded) raw.end();
    };
    streams.add(close);
    // the page went away (or its connection did)
    raw.once('close', close);
    send(NOTIFICATION_EVENTS.ready, {});
  }, { preHandler: person, config: { stream: true } });
}

const NOTIFICATION_ITEM = {
  type: 'object', required: ['id', 'kind', 'text', 'link', 'job_id', 'file_name', 'created_at', 'read_at'],
  properties: {
    id: { type: 'integer' }, kind: { type: 'string', enum: ['job', 'workflow', 'action'] }, text: { type: 'string', description: 'in the request\'s language' },
    link: { type: ['string', 'null'], description: 'a path of the app' }, job_id: { type: ['string', 'null'] }, file_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' }, read_at: { type: ['string', 'null'], format: 'date-time' },
  },
};
const NOTIFICATION_LIST = {
  description: 'The unread (newest first), then the latest read, and how many are unread in all',
  content: { 'application/json': { schema: { type: 'object', required: ['unread', 'data'], properties: { unread: { type: 'integer' }, data: { type: 'array', items: NOTIFICATION_ITEM } } } } },
};

/** What the OpenAPI document says of these routes (server/openapi.ts). */
export const NOTIFICATION_OPERATIONS = {
  notifications: { description: 'The signed-in person\'s notifications (not an API token\'s).', responses: { 200: NOTIFICATION_LIST } },
  readNotification: {
    description: 'Marks one read; answers the list as it now is.',
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    responses: { 200: NOTIFICATION_LIST, 404: { description: 'None of the caller\'s has that id' } },
  },
  readAllNotifications: { description: 'Marks all read; answers the list as it now is.', responses: { 200: NOTIFICATION_LIST } },
  notificationStream: {
    description: 'Server-sent events for as long as it is open: ready (read the list now), notification ({item, unread}) for each new one, changed (read the list again); a comment line every 25 seconds.',
    responses: { 200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
  },
} as const;
