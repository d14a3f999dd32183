// The e2e run's set-up: Aula's first start made once (migrated, the demo data seeded), which every journey's own Aula
// copies, and one Aula over a copy of it and one Chromium that every journey without settings of its own shares
// (tests/e2e/harness.ts), instead of each starting its own.
import { cpSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { makeFirstStart } from './demo';
import { CHROMIUM, emptyDataDir, startAula } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [firstStart, browser] = await Promise.all([makeFirstStart(), chromium.launchServer(CHROMIUM)]);
  const dataDir = emptyDataDir();
  cpSync(firstStart.dataDir, dataDir, { recursive: true });
  const aula = await startAula({}, dataDir);
  const { remove, ...made } = firstStart;
  project.provide('e2e', { baseUrl: aula.baseUrl, dataDir: aula.dataDir, wsEndpoint: browser.wsEndpoint(), firstStart: made });
  return async () => {
    // a journey failed on the shared Aula: what it said meanwhile goes into the run's output, which outlives the machine
    if (project.vitest.state.getCountOfFailedTests() > 0) console.error(`The shared Aula's warnings and errors:\n${aula.warnings().join('\n') || '(none)'}`);
    await browser.close();
    await aula.stop();
    remove();
  };
}
