// `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server, which proxies /api
// and /storage to it (vite.config.ts), on PORT (default 5173).
import { createServer as createViteServer } from 'vite';
import { readConfig } from './config';
import { registry } from './generated/registry';
import { createServer } from './server';

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const config = readConfig();
const api = await createServer({ ...config, port: apiPort }, registry, { logger: false });
await api.app.listen({ port: apiPort, host: '127.0.0.1' });
const vite = await createViteServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), api.close()]).finally(() => process.exit(0));
  });
}
