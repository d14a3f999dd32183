// Everyone gets in, in Chromium against a real server, database and SMTP server: the administrator gives a
// lecturer an account from the lecturer's record; the lecturer sets a password from the mailed link, signs in
// to the lecturer area and enters a grade in a course of theirs; later, in English, the lecturer resets the
// forgotten password by mail; the accounts screen shows the account with its last sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiGet, screenshot, startSignedIn, type RunningAula } from './harness';
import { startSmtp, type TestSmtp } from '../integration/support/smtp';

interface Lecturer { id: number; first_name: string; last_name: string; email: string }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';
let smtp: TestSmtp;
let lecturer: Lecturer;
let visitor: BrowserContext;

/** The link of the newest mail to an address, opened on this server (the mail names PUBLIC_URL). */
const linkTo = async (address: string, count: number): Promise<string> => {
  await expect.poll(() => smtp.to(address).length).toBe(count);
  const url = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(smtp.to(address)[count - 1].text)?.[0];
  if (!url) throw new Error('the mail holds no link');
  const { pathname, search } = new URL(url);
  return `${aula.baseUrl}${pathname}${search}`;
};

beforeAll(async () => {
  smtp = await startSmtp();
  ({ aula, browser, page, token } = await startSignedIn({}, undefined, { SMTP_URL: smtp.url }));
  visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
  await smtp?.stop();
});

describe('a lecturer\'s account', () => {
  it('is created from the lecturer\'s record, and an invitation is mailed in Georgian', async () => {
    // a lecturer who teaches a course whose grade sheet is open and has no account yet (the demo's lecturer has one)
    const { lecturers } = await apiGet<{ lecturers: { data: Lecturer[] } }>({ aula, token }, '/lecturers?sort=last_name&per_page=100');
    const { accounts } = await apiGet<{ accounts: { data: { email: string }[] } }>({ aula, token }, '/accounts?per_page=100');
    const taken = new Set(accounts.data.map((account) => account.email));
    for (const candidate of lecturers.data) {
      if (taken.has(candidate.email.toLowerCase())) continue;
      const { journal } = await apiGet<{ journal: { total: number } }>({ aula, token }, `/journal?lecturer_id=${candidate.id}&grades_state=open&per_page=1`);
      if (journal.total > 0) {
        lecturer = candidate;
        break;
      }
    }
    await page.goto(`${aula.baseUrl}/admin/lecturers?rowId=${lecturer.id}`);
    await page.locator('aside.detail').getByRole('button', { name: 'ანგარიშის შექმნა' }).click();
    await expect.poll(() => page.locator('.alert', { hasText: 'შეიქმნა 1 ანგარიში' }).count()).toBe(1);
    // a person with an account is not offered another
    await expect.poll(() => page.locator('aside.detail').getByRole('button', { name: 'ანგარიშის შექმნა' }).count()).toBe(0);
    await linkTo(lecturer.email.toLowerCase(), 1);
    expect(smtp.to(lecturer.email.toLowerCase())[0].subject).toBe('თქვენი ანგარიში Aula-ში');
  });

  it('sets its password from the mailed link, once, and signs in to the lecturer area', async () => {
    const lecturerPage = await visitor.newPage();
    await lecturerPage.goto(await linkTo(lecturer.email.toLowerCase(), 1));
    await expect.poll(() => lecturerPage.locator('h1').innerText()).toBe('დააყენეთ პაროლი');
    await lecturerPage.getByLabel('ახალი პაროლი', { exact: true }).fill('lecturer-pass-1');
    await lecturerPage.getByLabel('გაიმეორეთ ახალი პაროლი').fill('lecturer-pass-2');
    await lecturerPage.getByRole('button', { name: 'პაროლის დაყენება' }).click();
    await expect.poll(() => lecturerPage.getByLabel('გაიმეორეთ ახალი პაროლი').getAttribute('aria-invalid')).toBe('true');
    await lecturerPage.getByLabel('გაიმეორეთ ახალი პაროლი').fill('lecturer-pass-1');
    await lecturerPage.getByRole('button', { name: 'პაროლის დაყენება' }).click();
    await expect.poll(() => lecturerPage.getByRole('status').innerText()).toContain('პაროლი დაყენებულია');
    await screenshot(lecturerPage, 'accounts-password-set');
    await lecturerPage.getByRole('link', { name: 'შესვლა' }).click();
    await lecturerPage.locator('input[type=email]').fill(lecturer.email);
    await lecturerPage.locator('input[type=password]').fill('lecturer-pass-1');
    await lecturerPage.locator('form button[type=submit]').click();
    await lecturerPage.waitForURL(/\/lecturer$/);
    await lecturerPage.close();
  });

  it('opens its own course\'s grade sheet from "My courses" and saves a grade', async () => {
    const lecturerPage = await visitor.newPage();
    await lecturerPage.goto(`${aula.baseUrl}/lecturer/lecturer-courses`);
    await lecturerPage.locator('table.data-table tbody tr', { hasText: 'ღია' }).first().getByRole('link', { name: 'შეფასებები' }).click();
    await lecturerPage.waitForURL(/\/lecturer\/lecturer-grades\?course_id=\d+$/);
    const cell = lecturerPage.locator('table.grid-table tbody tr').first().locator('td.grid-cell').first();
    await cell.click();
    await cell.locator('input').fill('88');
    await lecturerPage.keyboard.press('Enter');
    const course = new URL(lecturerPage.url()).searchParams.get('course_id');
    await expect.poll(async () => (await apiGet<{ cells: { value: number }[] }>({ aula, token }, `/course-grades/grid?course_id=${course}`)).cells.some((item) => Number(item.value) === 88)).toBe(true);
    await screenshot(lecturerPage, 'lecturer-grades');
    await lecturerPage.close();
  });

  it('in English, resets a forgotten password by mail and signs in with the new one', async () => {
    await visitor.clearCookies();
    const lecturerPage = await visitor.newPage();
    await lecturerPage.goto(`${aula.baseUrl}/login`);
    await lecturerPage.locator('.language-switch button[lang=en]').click();
    await lecturerPage.getByRole('link', { name: 'Forgot your password?' }).click();
    await lecturerPage.getByLabel('E-mail').fill(lecturer.email);
    await lecturerPage.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => lecturerPage.getByRole('status').innerText()).toContain('a link to set a new password is on its way');
    await lecturerPage.goto(await linkTo(lecturer.email.toLowerCase(), 2));
    await expect.poll(() => lecturerPage.locator('h1').innerText()).toBe('Choose a new password');
    await lecturerPage.getByLabel('New password', { exact: true }).fill('lecturer-pass-3');
    await lecturerPage.getByLabel('New password again').fill('lecturer-pass-3');
    await lecturerPage.getByRole('button', { name: 'Set the password' }).click();
    await expect.poll(() => lecturerPage.getByRole('status').innerText()).toContain('Your password is set');
    await lecturerPage.getByRole('link', { name: 'Sign in' }).click();
    await lecturerPage.locator('input[type=email]').fill(lecturer.email);
    await lecturerPage.locator('input[type=password]').fill('lecturer-pass-3');
    await lecturerPage.locator('form button[type=submit]').click();
    await lecturerPage.waitForURL(/\/lecturer$/);
  });

  it('is listed on the accounts screen with its password set and its last sign-in', async () => {
    await page.goto(`${aula.baseUrl}/admin/accounts`);
    const row = page.locator('table.data-table tbody tr', { hasText: lecturer.email.toLowerCase() });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('ლექტორი');
    expect(await row.innerText()).toMatch(/\d\d-\d\d-\d{4} \d\d:\d\d/);
    await screenshot(page, 'accounts-list');
  });
});
