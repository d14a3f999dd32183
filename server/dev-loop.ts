// `npm run dev` follows the YAML (issue 21): a save in screens/, locales/ or schemas/ is generated again (the
// browser's modules change under Vite, which reloads them), any migration it writes beside the others is applied,
// and the API starts again on the same port with the registry read from the YAML just saved. Sessions live in the
// database, so nobody is signed out. A broken file is reported (the terminal, and the browser's overlay through
// `report`) and the last good API keeps serving until it is fixed.
import type { Paths } from '../codegen/load';
import type { Problem } from '../codegen/model';
import { formatProblem, generate, projectRegistry } from '../codegen/generate';
import { watchDefinitions } from '../codegen/watch';
import type { ServerConfig } from './config';
import type { Registry } from './registry';
import { createServer, type RunningServer } from './server';

export interface DevReport {
  /** the definitions are broken: nothing was generated, the API serves what it served */
  failed: (problems: readonly Problem[]) => void;
  /** generated and the API is back, on the new registry */
  reloaded: (changed: readonly string[]) => void;
}

export interface DevLoop {
  /** the API's address */
  apiUrl: string;
  /** resolves once every save so far has been dealt with */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startDevLoop(paths: Paths, config: ServerConfig, report: DevReport): Promise<DevLoop> {
  const start = async () => {
    // the registry as npm run gen writes it, read from the YAML as it is now (not the module imported at start)
    const server = await createServer(config, projectRegistry(paths) as unknown as Registry, { logger: false });
    await server.app.listen({ port: config.port, host: '127.0.0.1' });
    return server;
  };
  let api: RunningServer = await start();
  const address = api.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config = { ...config, port };
  let work = Promise.resolve();
  const again = (): void => {
    work = work.then(async () => {
      const result = await generate(paths, { check: false });
      if (result.problems.length > 0) {
        console.error(result.problems.map(formatProblem).join('\n'));
        report.failed(result.problems);
        return;
      }
      // one database at a time on the data directory: the old server goes before the new one opens it
      await api.close();
      api = await start();
      console.log(`Aula: generated ${result.changed.length} file(s); the API is back on its new definitions.`);
      report.reloaded(result.changed);
    }).catch((error: unknown) => {
      console.error('Aula: the API could not start again on the new definitions:', error);
    });
  };
  const stopWatching = watchDefinitions(paths, again);
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    settled: async () => { await work; },
    close: async () => {
      stopWatching();
      await work;
      await api.close();
    },
  };
}
