// A connection that drops, in Chromium against a real server (the drop made by Chromium's own request routing): the
// session ends only when the server says 401, never because the token check got no answer; a save that gets no
// answer says that nothing was saved and keeps what was typed; a banner says the server cannot be reached until it
// answers again; and a form with edits asks before it is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, startSignedIn, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ aula, browser, page } = await startSignedIn());
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('a connection that drops', () => {
  it('keeps the session when the token check gets no answer, and ends it when the server says 401', async () => {
    await page.route('**/api/check-token-validity', (route) => route.abort('failed'));
    await page.goto(`${aula.baseUrl}/admin/schools`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/schools');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(true);
    await page.unroute('**/api/check-token-validity');

    await page.route('**/api/check-token-validity', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }));
    await page.goto(`${aula.baseUrl}/admin/campuses`);
    await page.waitForURL(/\/login\?next=%2Fadmin%2Fcampuses$/);
    await page.unroute('**/api/check-token-validity');
  });

  it('stays signed in when one opens another address while the page token check is on its way (20 times)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const fresh = await context.newPage();
    await signIn(fresh, aula.baseUrl);
    await fresh.waitForURL(/\/admin$/);
    const landed: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      // the first page asks whether the token holds; before it is answered, the browser leaves for the next (the
      // request is awaited from before the address is opened: a page drawn from the cache may ask at once)
      const checking = fresh.waitForRequest('**/api/check-token-validity');
      await fresh.goto(`${aula.baseUrl}/admin/schools`, { waitUntil: 'commit' });
      await checking;
      await fresh.goto(`${aula.baseUrl}/admin/campuses`);
      await fresh.locator('table.data-table tbody tr').first().waitFor();
      landed.push(new URL(fresh.url()).pathname);
    }
    expect(new Set(landed)).toEqual(new Set(['/admin/campuses']));
    await context.close();
  });

  it('says a save that got no answer saved nothing, and keeps the entries', async () => {
    await signIn(page, aula.baseUrl);
    await page.waitForURL(/\/admin$/);
    await page.goto(`${aula.baseUrl}/admin/schools`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    await page.locator('.list-screen__actions .button--primary').click();
    const form = page.locator('dialog[open] form');
    await form.locator('#aula_name_ka').fill('ოფლაინ სკოლა');
    await form.locator('#aula_name_en').fill('Offline school');
    await page.route('**/api/schools', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await form.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog[open] [role=alert]').innerText()).toContain('არაფერი შენახულა');
    expect(await form.locator('#aula_name_ka').inputValue()).toBe('ოფლაინ სკოლა');
    expect(await form.locator('#aula_name_en').inputValue()).toBe('Offline school');
    await page.unroute('**/api/schools');
    // the connection back, the same entries are saved
    await form.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toContain('ოფლაინ სკოლა');
  });

  it('says while the server cannot be reached that it cannot, and stops saying so once it answers', async () => {
    const banner = page.locator('.connection-banner');
    expect(await banner.count()).toBe(0);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.locator('aside a[href="/admin/students"]').click();
    await expect.poll(() => banner.innerText()).toContain('სერვერთან კავშირი არ არის');
    await page.unroute('**/api/**');
    // asked again every few seconds, the server answers and the banner goes
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    await page.locator('table.data-table tbody tr').first().waitFor();
  });

  it('asks before a form with edits is closed, and keeps them when asked to', async () => {
    await page.goto(`${aula.baseUrl}/admin/schools`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    const add = page.locator('.list-screen__actions .button--primary');
    // an untouched form closes at once
    await add.click();
    await page.locator('dialog[open] form #aula_name_ka').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await add.click();
    const form = page.locator('dialog.modal-dialog[open] form');
    await form.locator('#aula_name_ka').fill('დაუსრულებელი');
    await page.keyboard.press('Escape');
    const asking = page.locator('dialog.confirm-dialog[open]');
    await expect.poll(() => asking.innerText()).toContain('გააუქმოთ ცვლილებები?');
    await asking.getByRole('button', { name: 'რედაქტირების გაგრძელება' }).click();
    await expect.poll(() => asking.count()).toBe(0);
    expect(await form.locator('#aula_name_ka').inputValue()).toBe('დაუსრულებელი');
    await form.getByRole('button', { name: 'გაუქმება' }).click();
    await asking.getByRole('button', { name: 'შეუნახავად დახურვა' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  });
});
