// The Fastify application: /api from the registry, /storage for uploads, and, when given a
// built app, the single-page app with its fallback to index.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import type { AppContext } from './kernel/context';
import { fieldError, fieldMessages, FileTooLarge, HttpError, ValidationFailed } from './core/errors';
import { bearerToken } from './core/bearer';
import { keyHoldingNul } from './kernel/values';
import { lockRefusal } from './kernel/workflow';
import { loggerOptions } from './core/log';
import { registerHealth } from './health';
import { registerRobots } from './robots';
import { METRICS_PATH, registerMetrics } from './metrics';
import { registerVerificationApi, registerVerificationPage } from './domains/documents/verify';
import { registerPaymentCallbacks } from './domains/finances/payment-callbacks';
import { languageOf } from './core/i18n';
import { ensureXsrfCookie, registerXsrf } from './auth/xsrf';
import { registerAuthRoutes } from './auth/routes';
import { registerApiTokenRoutes } from './auth/api-tokens';
import { registerListViewRoutes } from './list-views/routes';
import { openApiOf } from './openapi';
import { registerApiDocs } from './api-docs';
import { hashToken, isApiToken } from './auth/sessions';
import rateLimit from '@fastify/rate-limit';
import { registerIdentityProviderRoutes } from './auth/oidc';
import { registerProfileRoutes } from './auth/profile';
import { registerAccountRoutes } from './auth/accounts';
import { PERMISSIONS_HEADER, permissionsDigest, requirePermission } from './auth/guard';
import { registerScreenRoutes } from './capabilities';
import { registerFind } from './capabilities/find';
import { registerLookups } from './capabilities/lookups';
import { registerStoredFiles } from './capabilities/stored-files';
import { registerCalendarFeeds } from './capabilities/feed';
import { megabytes } from '../contract/uploads';
import { appPage } from './app-page';
import { registerJobRoutes } from './jobs/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerIdempotency } from './kernel/idempotency';
import { apiRoute } from './core/api-route';
import { databaseUnreachable } from './db/database';

export interface AppOptions {
  /** the built app (dist/) to serve; without it only /api and /storage answer */
  staticDir?: string;
  /** log requests (redacted, server/log.ts) to stdout, or to the stream given */
  logger?: boolean | NodeJS.WritableStream;
}

/** When a request the database could not answer may be tried again: a restart or a failover takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

function statusKey(status: number): string {
  if (status === 401) return 'server.errors.unauthenticated';
  if (status === 403) return 'server.errors.forbidden';
  if (status === 404) return 'server.errors.not_found';
  if (status === 413) return 'server.errors.too_large';
  if (status === 429) return 'server.errors.too_many_attempts';
  if (status < 500) return 'server.errors.bad_request';
  return 'server.errors.internal';
}

/** CSP sources of the page's own <style> elements (the loading cover, painted before any stylesheet arrives). */
function inlineStyleHashes(index: Buffer | undefined): string[] {
  const html = index?.toString('utf8') ?? '';
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
}

/** A built file named by its content's hash (vite: name-<hash>.js), which can be cached for good. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png)(\.br|\.gz)?$/;

/**
 * Brotli's quality for answers, compressed once per request: a page of the students list (5 kB) in 19 µs at 2 against
 * 41 µs at 4, @fastify/compress's default, for 602 bytes against 548; the built files are compressed at the highest, once.
 */
const ANSWER_BROTLI_QUALITY = 2;
/**
 * Answers up to this size are compressed in one call rather than through a stream: a stream costs more to set up and
 * schedule than the compression itself. @fastify/compress streams above 8 kB on two cores (its default), which took a
 * record's history (50 entries, 8.5 kB) through a stream: 290 µs against 85 µs in one call. At 64 kB one call holds the
 * event loop about 0.3 ms. With it, the history of a 1,000-entry record at 10 connections went from 900-1,070 req/s
 * (p99 21-28 ms) to 1,300-1,360 (p99 17-18) on PostgreSQL.
 */
const ANSWER_SYNC_BYTES = 64 * 1024;

/** Where browsers report what the CSP blocked; the report is logged, so a page the policy breaks is seen. */
const CSP_REPORT_PATH = '/csp-report';
/** The API's version, as the OpenAPI document gives it: the package's. */
const API_VERSION = (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The parts of a browser's CSP report worth logging: what was blocked, by which rule, on which page (no query). */
function cspViolation(body: unknown): Record<string, unknown> {
  const report = ((body as { 'csp-report'?: Record<string, unknown> } | undefined)?.['csp-report'] ?? {});
  const page = typeof report['document-uri'] === 'string' ? report['document-uri'].split('?')[0] : undefined;
  return { page, directive: report['violated-directive'], blocked: report['blocked-uri'], source: report['source-file'], line: report['line-number'] };
}

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ? loggerOptions(ctx.registry, options.logger === true ? undefined : options.logger) : false;
  const app = Fastify({
    logger, bodyLimit: 1024 * 1024, trustProxy: ctx.config.trustProxy,
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(cookie);
  const page = options.staticDir ? appPage(options.staticDir, ctx.config) : undefined;
  // The app runs no inline script and evaluates no code (the form validators are precompiled), so the policy
  // allows scripts from this origin only; no page may frame Aula. Helmet's middleware is made once, its policy parsed
  // then (Fastify's wrapper of it made it anew for every request); a route that sends a policy of its own replaces it.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...inlineStyleHashes(page?.visitor)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, () => done()));

  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // a write the database refused as a workflow's lock keeps it, from whichever route sent it
    const error = lockRefusal(ctx.registry.screens, thrown) ?? thrown;
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    if (error instanceof ValidationFailed) {
      const errors = fieldMessages((key, params) => t.t(key, params), error.fieldErrors);
      const [first] = Object.values(errors).flat();
      const message = error.summary ? t.t(error.summary.key, error.summary.params) : first ?? t.t('validation.failed');
      return reply.code(422).send({ message, errors });
    }
    if (error instanceof FileTooLarge) {
      const message = t.t(error.messageKey, { limit: megabytes(error.limitBytes ?? ctx.config.uploadLimitBytes) });
      return reply.code(413).send({ message, errors: { [error.field]: [message] } });
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ message: t.t(error.messageKey, error.params), ...error.extra });
    }
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database could not be reached');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: t.t('server.errors.database_unavailable') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ message: t.t(statusKey(status)) });
  });
  // a report is posted by the browser itself, so it carries no XSRF header: it only writes a log line
  app.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    request.log.warn({ cspViolation: cspViolation(request.body) }, 'Content-Security-Policy violation');
    return reply.code(204).send();
  });
  registerRobots(app, ctx.registry);
  registerMetrics(app, ctx);
  registerVerificationPage(app, ctx);
  registerPaymentCallbacks(app, ctx);
  app.setNotFoundHandler((request, reply) => {
    // /metrics is the monitor's, never a page: unset or refused, it is a 404 as an unknown API path is
    const isAppPage = page && request.method === 'GET' && !/^\/(api|storage)\//.test(request.url) && request.url.split('?')[0] !== METRICS_PATH;
    if (isAppPage) {
      // any other path belongs to the client-side router
      ensureXsrfCookie(request, reply);
      // to someone signed in (the app's session cookie) with the signed-in app's code asked for at once
      return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'cookie').send(request.cookies.token ? page.signedIn : page.visitor);
    }
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    return reply.code(404).send({ message: t.t('server.errors.not_found') });
  });

  await app.register(async (api) => {
    // answers of a kilobyte or more go compressed to a client that takes it (brotli, or gzip): a page of a list is a
    // tenth of its size on a phone's connection; the built files are compressed once, at build (below), and files
    // (spreadsheets, PDFs, images) are compressed already
    await api.register(compress, {
      threshold: 1024, syncThreshold: ANSWER_SYNC_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
    });
    await api.register(multipart, {
      limits: { fileSize: ctx.config.uploadLimitBytes, files: 10, fields: 200, fieldSize: 100_000 },
      throwFileSizeLimit: true,
    });
    registerXsrf(api);
    // each API token's requests are counted by the minute (a person's session is not: the sign-in limit keeps those)
    await api.register(rateLimit, {
      max: ctx.config.apiTokenRequestsPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !isApiToken(bearerToken(request)),
      keyGenerator: (request) => hashToken(bearerToken(request) ?? ''),
      errorResponseBuilder: (_request, context) => new HttpError(429, 'server.tokens.too_many', { seconds: Math.ceil(context.ttl / 1000) }, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
    });
    // no text a person types holds a NUL, and PostgreSQL cannot store one: refused before any handler reads it
    api.addHook('preValidation', async (request) => {
      const key = keyHoldingNul(request.query) ?? keyHoldingNul(request.body);
      if (key !== undefined) throw fieldError(key.replaceAll('\u0000', ''), 'validation.nul');
    });
    // every answer to a signed-in user names its permissions, so the client redraws the sidebar at the
    // next request after a role change, whichever call that is (403 or not)
    api.addHook('onSend', async (request, reply, payload) => {
      if (request.user) reply.header(PERMISSIONS_HEADER, permissionsDigest(request.user.permissions));
      return payload;
    });
    registerIdempotency(api, ctx);
    registerAuthRoutes(api, ctx);
    registerIdentityProviderRoutes(api, ctx);
    registerProfileRoutes(api, ctx);
    registerAccountRoutes(api, ctx);
    registerApiTokenRoutes(api, ctx);
    registerListViewRoutes(api, ctx);
    registerLookups(api, ctx);
    await registerScreenRoutes(api, ctx);
    registerFind(api, ctx);
    registerCalendarFeeds(api, ctx);
    registerJobRoutes(api, ctx);
    registerNotificationRoutes(api, ctx);
    registerHealth(api, ctx);
    registerVerificationApi(api, ctx);
    apiRoute(api, 'openapi', async (request, reply) => {
      const document = openApiOf(ctx.registry, API_VERSION);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? document[encoding] : document.json);
    }, { preHandler: requirePermission(ctx.sessions, []) });
  }, { prefix: '/api' });
  await registerApiDocs(app, ctx, API_VERSION);

  registerStoredFiles(app, ctx);

  if (options.staticDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.staticDir), prefix: '/', wildcard: false, index: false,
      // the build's .br and .gz beside each file, sent to a browser that takes them
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // a hashed file never changes under its name; anything else is asked again
        reply.header('cache-control', HASHED_FILE.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
