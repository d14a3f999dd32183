import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, coveredContext, launchChromium, screenshot, signIn, startAula, type RunningAula } from './harness';
import { SIGNED_IN_CHUNK } from '../../server/app-page';

interface StudentsPage {
  students: { total: number; per_page: number; data: { surname: string; name: string }[] };
}

let aula: RunningAula;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [aula, browser] = await Promise.all([startAula(), launchChromium()]);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

/** What the API itself says the first page of students is, sorted as the screen sorts it. */
async function firstStudentsFromApi(): Promise<StudentsPage['students']> {
  const xsrf = (await fetch(`${aula.baseUrl}/api/check-token-validity`)).headers.getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  const login = await fetch(`${aula.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${aula.baseUrl}/api/students?sort=surname`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as StudentsPage).students;
}

describe('an administrator in Chromium', () => {
  it('sees a page load under a white cover over the whole window for 1.5 s, and then the page under it', async () => {
    const context = await coveredContext(browser, { viewport: { width: 1440, height: 900 } });
    // when the cover is drawn, what it covers, and when it starts to fade, on the page's own clock
    await context.addInitScript(() => {
      const seen: { drawn?: number; whole?: boolean; gone?: number } = {};
      Object.assign(window, { coverSeen: seen });
      new MutationObserver(() => {
        const cover = document.getElementById('loading-cover');
        if (cover && seen.drawn === undefined) {
          seen.drawn = performance.now();
          const box = cover.getBoundingClientRect();
          seen.whole = box.left === 0 && box.top === 0 && box.width === window.innerWidth && box.height === window.innerHeight && getComputedStyle(cover).backgroundColor === 'rgb(255, 255, 255)';
        }
        if (cover?.classList.contains('loading-cover--gone') && seen.gone === undefined) seen.gone = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const visitor = await context.newPage();
    await visitor.goto(`${aula.baseUrl}/login`);
    await expect.poll(() => visitor.locator('#loading-cover').count()).toBe(0);
    const seen = await visitor.evaluate(() => (window as unknown as { coverSeen: { drawn?: number; whole?: boolean; gone?: number } }).coverSeen);
    expect(seen.whole).toBe(true);
    // (a timer and the page's clock may differ by a fraction of a millisecond)
    expect(seen.gone).toBeGreaterThan(1490);
    expect(await visitor.locator('input[type=email]').isVisible()).toBe(true);
    await context.close();
  });

  it('is sent to sign in when opening the admin without a session, and back to the page asked for once signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await context.newPage();
    await visitor.goto(`${aula.baseUrl}/admin/students?sort=surname`);
    await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin/students?sort=surname');
    await visitor.locator('input[type=email]').fill(ADMIN_EMAIL);
    await visitor.locator('input[type=password]').fill(ADMIN_PASSWORD);
    await visitor.locator('form button[type=submit]').click();
    await visitor.waitForURL((url) => url.pathname === '/admin/students' && url.search === '?sort=surname');
    await expect.poll(() => visitor.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('signs in and lands on /admin', async () => {
    await signIn(page, aula.baseUrl);
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.locator('aside a[href="/admin/students"]').count()).toBe(1);
  });

  it('opens students from the sidebar and sees the rows the database holds', async () => {
    const fromApi = await firstStudentsFromApi();
    expect(fromApi.total).toBeGreaterThan(100);
    await page.locator('aside a[href="/admin/students"]').click();
    await page.waitForURL('**/admin/students');
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBe(fromApi.per_page);
    const firstRow = await page.locator('table.data-table tbody tr').first().innerText();
    expect(firstRow).toContain(fromApi.data[0].surname);
    expect(firstRow).toContain(fromApi.data[0].name);
    expect(await page.locator('h1').innerText()).toBe('სტუდენტები');
  });

  it('opening a page cold while signed in, gets the signed-in app\'s code asked for by the page itself, each file once; a visitor\'s pages, none of it', async () => {
    /** The page's files as it asked for them while it opened (a file asked twice is there twice), and its preloads. */
    const opened = async (target: Page, path: string, ready: string) => {
      const asked: string[] = [];
      const ask = (request: import('playwright-core').Request) => { if (new URL(request.url()).pathname.startsWith('/assets/')) asked.push(new URL(request.url()).pathname); };
      target.on('request', ask);
      await target.goto(`${aula.baseUrl}${path}`);
      await target.locator(ready).first().waitFor();
      target.off('request', ask);
      const preloads = await target.locator('link[rel=modulepreload], link[rel=preload][as=style]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      return { asked, preloads };
    };
    // a new tab of the signed-in administrator's, with nothing cached, as a bookmark opens it
    const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: await page.context().storageState() });
    const signedIn = await opened(await staff.newPage(), '/admin/students', 'table.data-table tbody tr');
    await staff.close();
    expect(signedIn.preloads.some((file) => file.endsWith('.js'))).toBe(true);
    expect(signedIn.preloads.some((file) => file.endsWith('.css'))).toBe(true);
    // each preloaded file is one the page then uses, fetched once: the app's own import takes the preload's answer
    for (const file of signedIn.preloads) expect(signedIn.asked.filter((asked) => asked === file)).toEqual([file]);

    // a visitor's sign-in page names none of them and fetches none of them
    const strangers = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await opened(await strangers.newPage(), '/login', 'input[type=email]');
    await strangers.close();
    expect(visitor.preloads).toEqual([]);
    expect(visitor.asked.filter((file) => signedIn.preloads.includes(file))).toEqual([]);

    // a visitor applying fetches the form's code, and not the signed-in app's chunk (the router, the layout, the list)
    const applicants = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const applicant = await opened(await applicants.newPage(), '/bachelor', 'form input');
    await applicants.close();
    expect(applicant.asked.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
    const signedInChunk = new RegExp(`^/assets/${SIGNED_IN_CHUNK}-[\\w-]+\\.js$`);
    expect(signedIn.asked.filter((file) => signedInChunk.test(file))).toHaveLength(1);
    expect(applicant.asked.filter((file) => signedInChunk.test(file))).toEqual([]);
  });

  it('switches to English, and the choice is on <body> and survives a reload', async () => {
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Students');
    expect(await page.evaluate(() => [document.body.classList.contains('lang-en'), document.body.getAttribute('lang')])).toEqual([true, 'en']);
    await page.reload();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Students');
    expect(await page.locator('aside a[href="/admin/students"]').innerText()).toContain('Students');
  });

  it('is told in the confirmation why a campus its schools use is not deleted, and the campus stays', async () => {
    await page.goto(`${aula.baseUrl}/admin/campuses`);
    const rows = page.locator('table.data-table tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().locator('td').first().click();
    await page.locator('.detail__foot .button--danger').click();
    await page.locator('[role=alertdialog] .button--danger').click();
    const refusal = page.locator('[role=alertdialog] [role=alert]');
    await expect.poll(() => refusal.innerText()).toMatch(/^It cannot be deleted while other records use it: (.+, )?Schools \(\d+\)(, .+)?\. Change or delete those first\.$/);
    await screenshot(page, 'admin-en-campus-in-use');
    // only the way out is left, and it has the focus
    expect(await page.locator('[role=alertdialog] .button--danger').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[role=alertdialog]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.count()).toBe(3);
  });

  it('signs out, and the admin is closed again', async () => {
    await page.locator('.user-menu__button').click();
    await page.locator('.user-menu__panel button.user-menu__item').click();
    await page.waitForURL('**/login');
    await page.goto(`${aula.baseUrl}/admin/students`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'token' }));
  });
});
