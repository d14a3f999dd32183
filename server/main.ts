// `npm start`: build the app when dist/ is missing or older than its sources, then serve it and
// the API on one port.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { readConfig } from './config';
import { registry } from './generated/registry';
import { createServer } from './server';

const SOURCES = ['src', 'locales', 'index.html', 'vite.config.ts'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

async function buildAppIfStale(distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...SOURCES.map(newestChange))) return;
  console.log('Aula: building the app…');
  // Always a production build: Vite would honour a NODE_ENV the caller runs under (a test runner's) and build development React.
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn' });
}

const config = readConfig();
const distDir = path.resolve('dist');
await buildAppIfStale(distDir);
const server = await createServer(config, registry, { staticDir: distDir, logger: true }).catch((error: Error) => {
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
