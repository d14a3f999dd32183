// /api/docs: the OpenAPI document (server/openapi.ts) read in Swagger UI, whose files are served from the app (no
// CDN), for an administrator signed in in this browser (the session's cookie: a page opened by its address sends no
// header). It reads the API and calls none of it ("Try it out" is off: a call needs the XSRF header the UI does not
// send). Its pages keep a policy of their own as strict as the app's: scripts, styles, fonts and images from here.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, mayCall } from './auth/guard';
import type { AppContext } from './kernel/context';
import { HttpError } from './core/errors';
import { openApiOf } from './openapi';

export const API_DOCS_PREFIX = '/api/docs';

/** The one style element Swagger UI's bundle adds as it starts (@fastify/swagger-ui 6.1.3, pinned), by its hash. */
const UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** The top bar's mark, as the app's header draws it, leading back to the app. */
const LOGO = {
  type: 'image/svg+xml',
  href: '/admin',
  target: '_self' as const,
  content: '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="36" viewBox="0 0 132 36"><rect width="36" height="36" rx="8" fill="#0095e8"/>'
    + '<text x="18" y="25" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">A</text>'
    + '<text x="46" y="25" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">Aula API</text></svg>',
};

const POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", UI_STYLE],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export async function registerApiDocs(app: FastifyInstance, ctx: AppContext, version: string): Promise<void> {
  const administrator = async (request: FastifyRequest): Promise<void> => {
    if (!mayCall(await authenticate(ctx.sessions, request, true), {})) throw new HttpError(403, 'server.errors.forbidden');
  };
  await app.register(async (docs) => {
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: { document: JSON.parse(openApiOf(ctx.registry, version).json.toString('utf8')) as never },
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { supportedSubmitMethods: [], docExpansion: 'none', deepLinking: true, validatorUrl: null, defaultModelsExpandDepth: -1 },
      uiHooks: { onRequest: (request, _reply, done) => { administrator(request).then(() => done(), done); } },
      staticCSP: POLICY,
      theme: { title: 'Aula API' },
      logo: LOGO,
    });
  });
}
