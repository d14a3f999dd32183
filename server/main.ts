// `npm start`'s server: the API and the built app (dist/, which tools/build.ts makes before it) on one port. It
// loads no build tool and nothing of the codegen: `npm ci --omit=dev` installs all it needs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { readConfig } from './core/config';
import { registry } from './generated/registry';
import { createServer } from './server';

/**
 * The JavaScript heap may grow to half again what a collection left alive before the next collection, not up to four
 * times it as V8 lets a process that allocates fast: an import's dry run of 100,000 rows, whose rows and checks are
 * garbage within a batch, raised the server's memory by 333 MB with V8's own limit and by 53 MB with this one, in the
 * same 19 s.
 */
const HEAP_GROWING_PERCENT = 50;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

const config = readConfig();
const dist = path.resolve('dist');
// without a build (a server started for its API alone), /api answers and the pages do not
if (!existsSync(path.join(dist, 'index.html'))) console.warn('Aula: the app is not built (npm run build); serving the API alone');
const staticDir = existsSync(path.join(dist, 'index.html')) ? dist : undefined;
const server = await createServer(config, registry, { staticDir, logger: true }).catch((error: Error) => {
  // a person reads this: say what is wrong (data directory in use, database unreachable), not where
  console.error(`Aula could not start: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
await server.app.listen({ port: config.port, host: config.host });
console.log(`Aula: http://localhost:${config.port} (database: ${server.ctx.db.engine}; mail goes to ${server.ctx.mailer.destination})`);
