// The Fastify application: /api from the registry, /storage for uploads, and, when given a
// built app, the single-page app with its fallback to index.html.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';
import { HttpError, ValidationFailed } from './errors';
import { languageOf } from './i18n';
import { ensureXsrfCookie, registerXsrf } from './auth/xsrf';
import { registerAuthRoutes } from './auth/routes';
import { registerProfileRoutes } from './auth/profile';
import { authenticate, PERMISSIONS_HEADER, permissionsDigest, requirePermission } from './auth/guard';
import { registerResourceRoutes } from './resources/routes';
import { lookupRows } from './resources/lookups';
import { registerFinanceReport } from './actions/finance-report';
import { HR_PERMISSIONS, hrStatistics } from './reads/hr';

export interface AppOptions {
  /** the built app (dist/) to serve; without it only /api and /storage answer */
  staticDir?: string;
  logger?: boolean;
}

function statusKey(status: number): string {
  if (status === 401) return 'errors.unauthenticated';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.not_found';
  if (status === 413) return 'errors.too_large';
  if (status === 429) return 'errors.too_many_attempts';
  if (status < 500) return 'errors.bad_request';
  return 'errors.internal';
}

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: ctx.config.trustProxy });
  await app.register(cookie);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    if (error instanceof ValidationFailed) {
      const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [
        field, messages.map((m) => t.t(`server.${m.key}`, m.params)),
      ]));
      const [first] = Object.values(errors).flat();
      return reply.code(422).send({ message: first ?? t.t('server.validation.failed'), errors });
    }
    if (error instanceof HttpError) return reply.code(error.status).send({ message: t.t(`server.${error.messageKey}`, error.params) });
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ message: t.t(`server.${statusKey(status)}`) });
  });
  const index = options.staticDir ? fs.readFileSync(path.join(options.staticDir, 'index.html')) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isAppPage = index && request.method === 'GET' && !/^\/(api|storage)\//.test(request.url);
    if (isAppPage) {
      // any other path belongs to the client-side router
      ensureXsrfCookie(request, reply);
      return reply.type('text/html').header('cache-control', 'no-cache').send(index);
    }
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return reply.code(404).send({ message: t.t('server.errors.not_found') });
  });

  await app.register(async (api) => {
    await api.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request, context) => ({
        statusCode: context.statusCode,
        message: ctx.locales.translator(languageOf(request.headers['accept-language'])).t('server.errors.too_many_attempts'),
      }),
    });
    await api.register(multipart, {
      limits: { fileSize: ctx.config.uploadLimitBytes, files: 10, fields: 200, fieldSize: 100_000 },
      throwFileSizeLimit: true,
    });
    registerXsrf(api);
    // every answer to a signed-in user names its permissions, so the client redraws the sidebar at the
    // next request after a role change, whichever call that is (403 or not)
    api.addHook('onSend', async (request, reply, payload) => {
      if (request.user) reply.header(PERMISSIONS_HEADER, permissionsDigest(request.user.permissions));
      return payload;
    });
    registerAuthRoutes(api, ctx);
    registerProfileRoutes(api, ctx);
    api.get('/lookups/:name', { preHandler: requirePermission(ctx.sessions, []) }, async (request) => {
      const lookup = ctx.registry.lookups[(request.params as { name: string }).name];
      if (!lookup) throw new HttpError(404, 'errors.not_found');
      return { data: await lookupRows(ctx.db, ctx.locales, lookup) };
    });
    registerResourceRoutes(api, ctx);
    api.get('/hr/statistics', { preHandler: requirePermission(ctx.sessions, HR_PERMISSIONS) }, async () => hrStatistics(ctx));
    registerFinanceReport(api, ctx);
  }, { prefix: '/api' });

  await app.register(async (files) => {
    files.addHook('onRequest', async (request) => {
      await authenticate(ctx.sessions, request, true);
    });
    fs.mkdirSync(ctx.storage.directory, { recursive: true });
    await files.register(fastifyStatic, {
      root: ctx.storage.directory, prefix: '/storage/', decorateReply: false, index: false, list: false,
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'");
      },
    });
  });

  if (options.staticDir) {
    await app.register(fastifyStatic, { root: path.resolve(options.staticDir), prefix: '/', wildcard: false, index: false });
  }
  return app;
}
