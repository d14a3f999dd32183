// `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server, which proxies /api and /storage to it
// (vite.config.ts), on PORT (default 5173). Both follow the definitions (tools/dev-loop.ts): a saved screen is
// generated again, its migration applied and the API's routes built on it in place; a broken one, or a change that
// would drop values, shows in the browser as Vite's error overlay, at its file, line and column, until it is fixed.
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { projectPaths } from '../codegen/load';
import { formatProblem } from '../codegen/core/problems';
import { readConfig } from '../server/core/config';
import { startDevLoop } from './dev-loop';

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const root = join(import.meta.dirname, '..');
const vite = await createViteServer({ server: { port: Number(process.env.PORT ?? 5173) } });
const loop = await startDevLoop(projectPaths(root), { ...readConfig(), port: apiPort }, {
  failed: (problems) => {
    const [first] = problems;
    vite.ws.send({
      type: 'error',
      err: {
        message: problems.map(formatProblem).join('\n'),
        stack: '',
        id: first.file,
        plugin: 'aula-codegen',
        loc: { file: join(root, first.file), line: first.line, column: first.column },
      },
    });
  },
  // the browser's own modules that changed reach it through Vite (a screen's in place, src/runtime/hot.ts); a change
  // only the API sees (a migration written by hand), or a fix that leaves the files as they were, reloads the page,
  // which also clears the overlay; the editor's schemas and the README's reference are no news to the page
  reloaded: (changed) => {
    if (changed.some((file) => file.startsWith('src/'))) return;
    if (changed.length === 0 || changed.some((file) => file.startsWith('server/'))) vite.ws.send({ type: 'full-reload' });
  },
});
await vite.listen();
vite.printUrls();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), loop.close()]).finally(() => process.exit(0));
  });
}
