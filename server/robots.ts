// GET /robots.txt: what a search engine may read. The sign-in page and the public pages (area public: the application
// forms) are open to it; the areas people sign in to, the API, the stored files and the monitor's metrics are not, nor
// the links of mail and the documents' verification pages.
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../contract/model';

/** The paths no search engine reads: the signed-in areas, the API, stored files, metrics, and the pages a mailed link opens. */
const CLOSED_PATHS = ['/admin', '/student', '/lecturer', '/api/', '/storage/', '/metrics', '/user', '/reset-password', '/verify/'] as const;

export function robotsText(registry: Registry): string {
  const open = ['/login', ...Object.values(registry.screens).flatMap((screen) => (screen.area === 'public' && screen.path ? [screen.path] : []))];
  return ['User-agent: *', ...open.map((path) => `Allow: ${path}`), ...CLOSED_PATHS.map((path) => `Disallow: ${path}`), ''].join('\n');
}

export function registerRobots(app: FastifyInstance, registry: Registry): void {
  const text = robotsText(registry);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text));
}
