// `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server, which proxies /api and /storage to it
// (vite.config.ts), on PORT (default 5173). Both follow the definitions (tools/dev-loop.ts): a saved screen is
// generated again, its migration applied and the API's routes built on it in place; a broken one, or a change that
// would drop values, shows in the browser as Vite's error overlay, at its file, line and column, until it is fixed.
import { join } from 'node:path';
import { createServer as createViteServer, type ErrorPayload, type WebSocket } from 'vite';
import { projectPaths } from '../codegen/load';
import { formatProblem } from '../codegen/core/problems';
import { readConfig } from '../server/core/config';
import { startDevLoop } from './dev-loop';

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const root = join(import.meta.dirname, '..');
const vite = await createViteServer({ server: { port: Number(process.env.PORT ?? 5173) } });
/**
 * The problem the browser shows as Vite's overlay, until a save ends it. Vite keeps an error sent while no page is
 * connected and hands it to the next page that connects, even once the file is fixed (a page reloading on a busy
 * machine met a problem already over); so the problem is sent only to pages connected, and again to each page that
 * connects while it lasts. The same problem found again (two runs of one save) is not sent again: the overlay would be
 * drawn anew under the reader's eyes.
 */
let shown: ErrorPayload | undefined;
vite.ws.on('connection', (socket: WebSocket) => {
  if (shown) socket.send(JSON.stringify(shown));
});
const loop = await startDevLoop(projectPaths(root), { ...readConfig(), port: apiPort }, {
  failed: (problems) => {
    const [first] = problems;
    const message = problems.map(formatProblem).join('\n');
    if (shown?.err.message === message) return;
    shown = {
      type: 'error',
      err: { message, stack: '', id: first.file, plugin: 'aula-codegen', loc: { file: join(root, first.file), line: first.line, column: first.column } },
    };
    if (vite.ws.clients.size > 0) vite.ws.send(shown);
  },
  // the browser's own modules that changed reach it through Vite (a screen's in place, src/runtime/core/hot.ts); a change
  // only the API sees (a migration written by hand), or a fix that leaves the files as they were, reloads the page;
  // the editor's schemas and the reference in docs/ are no news to the page
  reloaded: (changed) => {
    // a problem is over whatever the fix changed: Vite says nothing of a module the page has not loaded (a screen
    // not open, a form not shown), and an update with nothing in it is how Vite's client is told to close its overlay
    if (shown) {
      shown = undefined;
      vite.ws.send({ type: 'update', updates: [] });
    }
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
