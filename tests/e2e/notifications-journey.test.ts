// Notifications in Chromium: one administrator in two tabs starts report 365 (a background job) in the first; as the
// job ends, the second tab's bell counts one more unread, its list shows the job's words and its file, which downloads;
// axe finds nothing with the list open; Escape closes the list and gives the focus back to the bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, pageHeaders, screenshot, signIn, startAula, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;
let page: Page;
let other: Page;

/** The unread count the bell's name says ("ცნობები: 3 წაუკითხავი"). */
const unreadOn = async (tab: Page): Promise<number> => {
  const name = await tab.locator('.notifications__bell').getAttribute('aria-label') ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? NaN);
};

beforeAll(async () => {
  [aula, browser] = await Promise.all([startAula(), launchChromium()]);
  // two tabs of one session
  const session = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await session.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, aula.baseUrl);
  await page.waitForURL(/\/admin$/);
  other = await session.newPage();
  other.setDefaultTimeout(10_000);
  await other.goto(`${aula.baseUrl}/admin`);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('notifications', () => {
  it('tells the other tab when a job started in one ends, with its file', async () => {
    // the bell counts what the server counts once its list has come (none until then)
    const counted = await other.request.get(`${aula.baseUrl}/api/notifications`, { headers: await pageHeaders(other) });
    const before = ((await counted.json()) as { unread: number }).unread;
    await expect.poll(() => unreadOn(other)).toBe(before);

    await page.locator('.sidebar__item', { hasText: 'ფინანსები' }).first().click();
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/finances/export-student-finance-job')),
      page.locator('.sidebar__item', { hasText: 'ანგარიში 365' }).click(),
    ]);

    // the second tab hears it over its stream, without a reload
    await expect.poll(() => unreadOn(other), { timeout: 30_000 }).toBe(before + 1);
    const bell = other.getByRole('button', { name: `ცნობები: ${before + 1} წაუკითხავი` });
    await bell.click();
    const panel = other.getByRole('region', { name: 'ცნობები' });
    const item = panel.locator('.notifications__item--unread').first();
    await expect.poll(() => item.innerText()).toMatch(/ანგარიში 365 დასრულდა: /);
    const file = item.getByRole('button', { name: 'ჩამოტვირთვა: finances.xlsx' });
    expect(await file.count()).toBe(1);
    expect(await axeViolations(other)).toEqual([]);
    await screenshot(other, 'notifications-list');

    const [download] = await Promise.all([other.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('finances.xlsx');
    // taken, it is read
    await expect.poll(() => unreadOn(other)).toBe(before);

    await other.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => other.locator('.notifications__bell').evaluate((node) => node === document.activeElement)).toBe(true);
    // and the first tab's bell says the same, told by the stream that the list changed
    await expect.poll(() => unreadOn(page)).toBe(before);
  });
});
