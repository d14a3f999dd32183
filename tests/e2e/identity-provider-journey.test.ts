// Signing in through the identity provider in Chromium (SPEC sections 1 and 4): the sign-in page's button, the
// provider (oauth2-mock-server on this machine, which signs in whoever arrives), the return to Aula with ?code=, and
// the landing by user type: the administrator in the admin area, the demo student in the student area, where the
// grade a lecturer just entered, the student's finances, subjects and e-library are shown; an unknown address and a
// refusal from the provider back on the sign-in page.
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, screenshot, startAula, type RunningAula } from './harness';
import { freePort } from '../integration/support/ports';

const provider = new OAuth2Server();
/** who the provider says has signed in */
let person: Record<string, unknown> = {};
let aula: RunningAula;
let browser: Browser;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, person));
  await provider.start(await freePort(), '127.0.0.1');
  [aula, browser] = await Promise.all([
    startAula({ OIDC_ISSUER: provider.issuer.url!, OIDC_CLIENT_ID: 'aula', OIDC_CLIENT_SECRET: 'aula-secret' }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
  if (provider.listening) await provider.stop();
});

describe('signing in through the identity provider in Chromium', () => {
  it('the administrator clicks the button, passes the provider and lands in the admin area with a session', async () => {
    person = { email: ADMIN_EMAIL, email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${aula.baseUrl}/login`);
    const button = page.getByRole('button', { name: 'Google-ით შესვლა' });
    await button.waitFor();
    await screenshot(page, 'identity-provider-login');
    await button.click();
    await page.waitForURL(/\/admin$/);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeTruthy();
    const check = await fetch(`${aula.baseUrl}/api/check-token-validity`, { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(200);
    await context.close();
  });

  it('the administrator opening a page without a session signs in through the provider and is back on that page', async () => {
    person = { email: ADMIN_EMAIL, email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${aula.baseUrl}/admin/students?sort=surname`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin/students?sort=surname');
    await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/students' && url.search === '?sort=surname');
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the demo student lands in the student area and sees a grade just entered, their finances, subjects and e-library', async () => {
    const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${aula.baseUrl}/api${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(answer.status, `${method} ${path}`).toBe(200);
      return await answer.json() as T;
    };
    const { token: admin } = await call<{ token: string }>('POST', '/auth/login', undefined, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const { accounts } = await call<{ accounts: { data: { email: string }[] } }>('GET', '/accounts?user_type_id=3&per_page=1', admin);
    person = { email: accounts.data[0].email, email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${aula.baseUrl}/login`);
    await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
    await page.waitForURL(/\/student$/);
    const student = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value;

    // a grade for this student, entered on the open sheet of a course the student is in, which is then submitted and
    // approved: the student sees a course's scores once its sheet is approved
    const { finances } = await call<{ finances: { data: { id: number; remaining_amount: string }[] } }>('GET', '/student/finances', student);
    const { data: own } = await call<{ data: { student_id: number } }>('GET', `/student/finances/${finances.data[0].id}`, student);
    const { journal } = await call<{ journal: { data: { id: number; code: string; grades_state: string }[] } }>('GET', '/journal?per_page=100&grades_state=open', admin);
    let entered: string | undefined;
    for (const course of journal.data) {
      const sheet = await call<{ rows: { id: number }[]; columns: { id: number }[] }>('GET', `/course-grades/grid?course_id=${course.id}`, admin);
      if (!sheet.rows.some((row) => row.id === own.student_id) || sheet.columns.length === 0) continue;
      await call('PUT', '/course-grades/grid', admin, { course_id: course.id, student_id: own.student_id, component_id: sheet.columns[0].id, score: 93 });
      for (const transition of ['submit', 'approve']) await call('POST', `/course-grades/${course.id}/transition`, admin, { transition });
      entered = course.code;
      break;
    }
    expect(entered).toBeDefined();

    await page.getByRole('link', { name: 'ჩემი შეფასებები' }).first().click();
    // numbers as Georgian writes them (node's own ICU, which knows the language, says how)
    const georgian = (value: number) => value.toLocaleString('ka-GE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toContain(georgian(93));
    await screenshot(page, 'student-grades');
    await page.getByRole('link', { name: 'ჩემი ფინანსები' }).first().click();
    const amount = georgian(Number(finances.data[0].remaining_amount));
    await expect.poll(async () => (await page.locator('table.data-table tbody').innerText()).replaceAll('\u00a0', ' ')).toContain(amount.replaceAll('\u00a0', ' '));

    // the course graded is among the student's subjects, and its grades open from it
    await page.getByRole('link', { name: 'ჩემი საგნები' }).first().click();
    const subject = page.locator('table.data-table tbody tr', { hasText: entered! });
    await subject.waitFor();
    await subject.getByRole('link', { name: 'შეფასებები' }).click();
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toContain(georgian(93));
    // a released book of the e-library opens from its row and its file downloads
    await page.getByRole('link', { name: 'ელ. ბიბლიოთეკა' }).first().click();
    await page.locator('table.data-table tbody tr').first().click();
    const downloading = page.waitForEvent('download');
    await page.locator('aside.detail a[href^="/storage/"]').first().click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
    await screenshot(page, 'student-library');
    await context.close();
  });

  it('a refusal from the provider (?error=) brings the visitor back to a clean sign-in page, only logged', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // where the provider sends someone who declined: the page they came from, with the error and the state
    await page.goto(`${aula.baseUrl}/login?error=access_denied&state=abc`);
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await expect.poll(() => logged.some((line) => line.includes('Identity provider sign-in failed'))).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('someone whose address no account has is back on the sign-in page without a session, the failure only logged (spec section 4)', async () => {
    person = { email: 'stranger@example.com', email_verified: true };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`${aula.baseUrl}/login`);
    await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await expect.poll(() => logged.some((line) => line.includes('Identity provider sign-in failed'))).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'identity-provider-unknown-address');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await context.close();
  });
});
