// The screen author's loop (issue 21), in Chromium over `npm run dev` in a copy of the project: a saved label shows
// on the page as it is (no reload), a broken screen file shows as Vite's error overlay at its file:line:column with
// the CLI's words while the API serves on, and the fix takes the overlay away.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from './dev-server';
import { launchChromium, pageHeaders, screenshot, signIn } from './harness';

const artifacts = fileURLToPath(new URL('../.artifacts/e2e', import.meta.url));

let dev: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [dev, browser] = await Promise.all([startDevServer({ SEED_DEMO: '0' }), launchChromium()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  await signIn(page, dev.baseUrl);
  await page.waitForURL(/\/admin$/);
});

/** Vite's error overlay, found anew at each use: Vite draws a new one for each problem it is sent. */
const overlay = () => page.locator('vite-error-overlay');

/** The overlay's words, once it is there. */
const overlayText = () => overlay().evaluate((element) => element.shadowRoot?.textContent ?? '', undefined, { timeout: 1_000 }).catch(() => '');

/**
 * The overlay's window drawn to a file as docs/screens.md shows it: without the link under the words, which names the
 * folder of the copy. Tried again until one drawing is made of the overlay standing.
 */
async function drawOverlay(name: string): Promise<void> {
  await expect.poll(async () => {
    try {
      await overlay().evaluate((element) => { element.shadowRoot!.querySelector<HTMLElement>('.file')!.style.display = 'none'; });
      await overlay().locator('.window').screenshot({ path: join(artifacts, `${name}.png`), timeout: 5_000 });
      return true;
    } catch {
      return false;
    }
  }).toBe(true);
}

afterEach(async () => {
  // what a test edited is put back, and the page is shown without a problem before the next begins
  if (dev.restore()) await expect.poll(() => overlay().count(), { timeout: 30_000 }).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('npm run dev', () => {
  it('shows a saved label without reloading, a broken file as the overlay at its place, and takes it away once fixed', async () => {
    await page.goto(`${dev.baseUrl}/admin/campuses`);
    await page.getByRole('heading', { name: 'კამპუსები', exact: true }).waitFor();
    // a mark the page keeps only as long as it is not loaded again
    await page.evaluate(() => { (window as unknown as { kept?: boolean }).kept = true; });
    dev.edit('locales/ka.json', (text) => text.replace('"title": "კამპუსები"', '"title": "კამპუსები და შენობები"'));
    await page.getByRole('heading', { name: 'კამპუსები და შენობები', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    dev.edit('screens/campuses.yaml', (text) => text.replace('filter: false', 'filtr: false'));
    await expect.poll(overlayText).toMatch(
      /screens\/campuses\.yaml:\d+:1: AULA-E003: unknown key 'filtr' in the top level; check its spelling/,
    );
    await screenshot(page, 'author-loop-overlay');
    await drawOverlay('author-loop-overlay-window');
    // the last good API serves on meanwhile
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);

    dev.edit('screens/campuses.yaml', (text) => text.replace('filtr: false', 'filter: false'));
    await expect.poll(() => overlay().count()).toBe(0);
    await page.getByRole('heading', { name: 'კამპუსები და შენობები', exact: true }).waitFor();
  });

  it('refuses a change that would drop values, naming the migration to write, and the page goes on once it is taken back', async () => {
    const added = await page.request.post(`${dev.baseUrl}/api/campuses`, {
      headers: await pageHeaders(page),
      data: { name_ka: 'ვაკის კამპუსი', name_en: 'Vake Campus', address_en: '52 Chavchavadze Ave.' },
    });
    expect(added.status()).toBe(201);
    const field = '  - { key: address_en, label: fields.address_en, kind: text }\n';
    const column = '  - { key: address_en, sort: address_en }\n';
    dev.edit('screens/campuses.yaml', (text) => text.replace(field, '').replace(column, ''));
    await expect.poll(overlayText).toMatch(
      /screens\/campuses\.yaml:\d+:\d+: AULA-E902: campuses\.address_en is no longer a field and holds 1 value\(s\): npm run dev does not drop them\. .* npm run gen \(server\/db\/migrations\/\d{4}_campuses\.sql\)/,
    );
    await drawOverlay('author-loop-refused-window');
    dev.edit('screens/campuses.yaml', (text) => text.replace('\nfields:', `${column}\nfields:`).replace(/\n$/, `\n${field}`));
    await expect.poll(() => overlay().count()).toBe(0);
    await page.getByRole('cell', { name: '52 Chavchavadze Ave.' }).waitFor();
  });

  it('takes the overlay away when the fix changes a screen the page has not loaded', async () => {
    await page.goto(`${dev.baseUrl}/admin/campuses`);
    await page.getByRole('heading', { name: 'კამპუსები', exact: true }).waitFor();
    dev.edit('screens/schools.yaml', (text) => text.replace('\nfilters:', '\nfiltr: false\nfilters:'));
    await expect.poll(overlayText).toMatch(/screens\/schools\.yaml:\d+:1: AULA-E003: unknown key 'filtr'/);
    // fixed to something other than it was: the schools' module changes, which the campuses page never loaded
    dev.edit('screens/schools.yaml', (text) => text.replace('\nfiltr: false', '\nexport: false'));
    await expect.poll(() => overlay().count()).toBe(0);
    await page.getByRole('heading', { name: 'კამპუსები', exact: true }).waitFor();
  });
});
