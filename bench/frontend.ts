// Bundle budgets measured where they matter: the JavaScript Chromium actually fetches for a route,
// gzip-compressed as a server would send it.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../tests/e2e/harness';

export interface RouteWeight {
  what: string;
  files: number;
  gzipKb: number;
  budgetKb?: number;
}

/** Collects every script the page fetches from the app while `action` runs. */
async function scriptsDuring(page: Page, origin: string, action: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => { sizes.set(url, gzipSync(body).length); }));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  if (process.env.BENCH_VERBOSE) for (const [url, size] of sizes) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${url.replace(origin, '')}`);
  return sizes;
}

const kb = (sizes: Map<string, number>): number => Math.round(([...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10;

export async function measureRoutes(browser: Browser, baseUrl: string): Promise<RouteWeight[]> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const signInPage = await scriptsDuring(page, baseUrl, async () => { await page.goto(`${baseUrl}/login`); });
  const entry = new Map([...signInPage].filter(([url]) => /\/assets\/(index|shell)-[^/]+\.js$/.test(url)));
  await signIn(page, baseUrl);
  await page.waitForURL(/\/admin$/);
  const session = await visitor.storageState();
  await visitor.close();

  // A new context has an empty cache: this is what a signed-in member of staff loads opening the list cold.
  const staff = await browser.newContext({ storageState: session });
  const listPage = await staff.newPage();
  const list = await scriptsDuring(listPage, baseUrl, async () => {
    await listPage.goto(`${baseUrl}/admin/students`);
    await listPage.locator('table.data-table tbody tr').first().waitFor();
  });
  const form = await scriptsDuring(listPage, baseUrl, async () => {
    await listPage.locator('.list-screen__actions .button--primary').click();
    await listPage.locator('form').last().waitFor();
  });
  // each page kind's chunk, fetched on the way from the list to a screen of that kind (as a sidebar link goes)
  const kinds: RouteWeight[] = [];
  for (const [kind, path, ready] of [
    ['calendar', '/admin/calendar', '.calendar-panel [role=tab]'],
    ['dashboard', '/admin/hr-statistics', 'figure.bar-chart'],
    ['grid', '/admin/course-grades?course_id=1', 'table.grid-table tbody tr'],
  ] as const) {
    const chunk = await scriptsDuring(listPage, baseUrl, async () => {
      await listPage.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
      await listPage.locator(ready).first().waitFor();
    });
    kinds.push({ what: `${kind} page kind, loaded on opening ${path}`, files: chunk.size, gzipKb: kb(chunk) });
  }
  await staff.close();
  return [
    { what: 'entry chunk and the shell it imports', files: entry.size, gzipKb: kb(entry) },
    { what: 'sign-in route, all JS', files: signInPage.size, gzipKb: kb(signInPage), budgetKb: 90 },
    { what: 'students list route, all JS', files: list.size, gzipKb: kb(list), budgetKb: 130 },
    { what: 'form, loaded on opening the add modal', files: form.size, gzipKb: kb(form) },
    ...kinds,
  ];
}
