import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const integration = {
  include: ['tests/integration/**/*.test.ts'], globalSetup: ['tests/integration/support/templates.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false,
} as const;

export default defineConfig((env) => mergeConfig(viteConfig(env), {
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      // the same files on each engine, one file at a time on each (PostgreSQL's only when DATABASE_URL names a
      // server); npm run test:integration runs the two side by side (tests/integration/both-engines.ts)
      { extends: true, test: { ...integration, name: 'integration', env: { AULA_TEST_ENGINE: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true, test: { ...integration, name: 'integration-postgres', exclude: ['tests/integration/data-dir-lock.test.ts'], env: { AULA_TEST_ENGINE: 'postgres' } } }]
        : []),
      // a real browser on a busy machine: expect.poll waits as long as a Playwright locator does (10 s), not 1 s
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/e2e/shared.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false, expect: { poll: { timeout: 10_000 } } } },
    ],
  },
}));
