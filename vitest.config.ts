import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { PASSWORD_COSTS } from './server/core/config';

// Every server a test starts hashes passwords at the least cost (3 ms a hash instead of 90 at the default): a run of
// the integration files signs in and hashes about 1,100 times on each engine. Set here, it reaches the runs' workers,
// their set-ups and the servers they start in processes of their own; the settings a test builds read it (testSettings).
process.env.PASSWORD_COST = String(PASSWORD_COSTS.least);

const integration = {
  include: ['tests/integration/**/*.test.ts'], globalSetup: ['tests/integration/support/templates.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false,
  // the files one after another in one process, which loads the server's modules once (about 45 s of a run otherwise);
  // each file starts servers of its own, and none mocks a module or changes the environment
  isolate: false,
} as const;

export default defineConfig((env) => mergeConfig(viteConfig(env), {
  test: {
    projects: [
      // on every core: vitest's default leaves one free, which on a 2-core machine ran the unit files in one worker (72 s
      // where two take 50). The files of plain modules share their worker's modules, loaded once: a fresh set per file
      // made the unit files take 54 s and 101 processor-seconds here, a set per worker 38 s and 71. The app's files in a
      // DOM (.tsx, jsdom) keep a fresh set each, as each sets up the app's one i18n instance its own way.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', maxWorkers: availableParallelism(), isolate: false } },
      { extends: true, test: { name: 'unit-dom', include: ['tests/unit/**/*.test.tsx'], environment: 'node', maxWorkers: availableParallelism() } },
      // the same files on each engine, one file at a time on each (PostgreSQL's only when DATABASE_URL names a
      // server); npm test runs the two side by side with the end-to-end journeys (tests/side-by-side.ts)
      { extends: true, test: { ...integration, name: 'integration', exclude: ['tests/integration/start-together.test.ts', 'tests/integration/database-outage.test.ts', 'tests/integration/load-balancer.test.ts', 'tests/integration/pooler.test.ts', 'tests/integration/killed-server.test.ts', 'tests/integration/postgres-restart.test.ts', 'tests/integration/backup-while-writing.test.ts'], env: { AULA_TEST_ENGINE: 'pglite' } } },
      ...(process.env.DATABASE_URL
        // less a data directory's lock, PGlite's alone, and the OpenAPI document's own checks, which start a PGlite server
        // whatever the run: the document is made from the registry, the same over either engine
        ? [{ extends: true, test: { ...integration, name: 'integration-postgres', exclude: ['tests/integration/data-dir-lock.test.ts', 'tests/integration/openapi.test.ts'], env: { AULA_TEST_ENGINE: 'postgres' } } }]
        : []),
      // a real browser on a busy machine: expect.poll waits as long as a Playwright locator does (10 s), not 1 s; the
      // journeys one after another in one process, as the integration files are
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/e2e/shared.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false, isolate: false, expect: { poll: { timeout: 10_000 } } } },
    ],
  },
}));
