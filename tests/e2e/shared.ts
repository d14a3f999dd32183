// The e2e run's set-up: the app built once, and one Aula (fresh data, demo data) and one Chromium that every journey
// without settings of its own shares (tests/e2e/harness.ts), instead of each starting its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, startAula } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [aula, browser] = await Promise.all([startAula(), chromium.launchServer(CHROMIUM)]);
  project.provide('e2e', { baseUrl: aula.baseUrl, dataDir: aula.dataDir, wsEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await aula.stop();
  };
}
