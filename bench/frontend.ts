// Bundle budgets measured where they matter: the JavaScript Chromium actually fetches for a route, gzip-compressed
// (the budgets' measure) and as it came over the wire (the build's brotli, which the server sends).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../tests/e2e/harness';
import { networkQuiet } from './quiet';

export interface RouteWeight {
  what: string;
  files: number;
  gzipKb: number;
  /** the bytes that crossed the wire, as the server sent them (brotli to Chromium) */
  wireKb: number;
  budgetKb?: number;
}

interface Fetched { gzip: number; wire: number }

/** Collects every script the page fetches from the app while `action` runs. */
async function scriptsDuring(page: Page, origin: string, action: () => Promise<void>): Promise<Map<string, Fetched>> {
  const sizes = new Map<string, Fetched>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.request().resourceType() !== 'script') return;
    pending.push(Promise.all([response.body(), response.request().sizes()]).then(([body, sizes_]) => {
      sizes.set(url, { gzip: gzipSync(body).length, wire: sizes_.responseBodySize });
    }));
  };
  page.on('response', onResponse);
  await action();
  await networkQuiet(page);
  page.off('response', onResponse);
  await Promise.all(pending);
  if (process.env.BENCH_VERBOSE) for (const [url, size] of sizes) console.log(`  ${(size.gzip / 1024).toFixed(1).padStart(6)} kB  ${url.replace(origin, '')}`);
  return sizes;
}

const kb = (sizes: Map<string, Fetched>, measure: keyof Fetched = 'gzip'): number =>
  Math.round(([...sizes.values()].reduce((sum, size) => sum + size[measure], 0) / 1024) * 10) / 10;

/** A route's row: how many scripts, their gzip size and what crossed the wire. */
const weight = (what: string, sizes: Map<string, Fetched>, budgetKb?: number): RouteWeight => ({ what, files: sizes.size, gzipKb: kb(sizes), wireKb: kb(sizes, 'wire'), budgetKb });

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
    kinds.push(weight(`${kind} page kind, loaded on opening ${path}`, chunk));
  }
  await staff.close();
  // a visitor opening the bachelor's application form cold
  const stranger = await browser.newContext();
  const applyPage = await stranger.newPage();
  const apply = await scriptsDuring(applyPage, baseUrl, async () => {
    await applyPage.goto(`${baseUrl}/bachelor`);
    await applyPage.locator('.form-page form').waitFor();
  });
  await stranger.close();
  return [
    weight('entry chunk and the shell it imports', entry),
    weight('sign-in route, all JS', signInPage, 90),
    // each screen costs the list route about 60 bytes of the route table (its loader, area and permission)
    weight('students list route, all JS', list, 130),
    weight('form, loaded on opening the add modal', form),
    ...kinds,
    weight('public application form (/bachelor), all JS', apply),
  ];
}
