// An administrator makes an API token for another system, in Chromium against a real server and database: the form
// picks what it reads as the roles' form does, the token is shown once with a button that copies it, the system
// reads with it, and revoking it from its row stops it at once. axe finds nothing on the form or the summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, newDataDir, screenshot, startSignedIn, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ aula, browser, page } = await startSignedIn({}, undefined, {}, newDataDir()));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('an API token for another system', () => {
  it('is made on its screen, shown once, reads what it was given, and stops when revoked', async () => {
    await page.goto(`${aula.baseUrl}/admin/api-tokens`);
    await page.getByRole('button', { name: 'ახალი ტოკენი' }).first().click();
    const form = page.getByRole('dialog', { name: 'ახალი ტოკენი' });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByLabel('დასახელება').fill('სამინისტროს რეესტრი');
    // what it reads: the first of the two permission lists (the second is what it writes), found by the title
    await form.locator('.option-groups').first().locator('.option-group__item')
      .filter({ has: page.locator('code.option-group__title').getByText('students.index', { exact: true }) }).locator('input').check();
    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    await form.getByLabel('ვადა').fill(`${String(nextMonth.getDate()).padStart(2, '0')}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-${nextMonth.getFullYear()}`);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'ახალი ტოკენი' }).click();

    const summary = page.getByRole('dialog').filter({ hasText: 'დააკოპირეთ ახლავე' });
    await expect.poll(() => summary.count(), { timeout: 10_000 }).toBe(1);
    const token = await summary.getByRole('textbox').inputValue();
    expect(token).toMatch(/^aula_/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'api-token-shown-once');
    await summary.locator('.modal__foot').getByRole('button', { name: 'დახურვა' }).click();

    const read = async () => (await fetch(`${aula.baseUrl}/api/students?per_page=1`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await read()).toBe(200);
    // the list never shows the token again
    await expect.poll(() => page.getByRole('cell', { name: 'სამინისტროს რეესტრი' }).count()).toBe(1);
    expect(await page.content()).not.toContain(token);

    await page.getByRole('cell', { name: 'სამინისტროს რეესტრი' }).click();
    await page.getByRole('button', { name: 'ტოკენის გაუქმება', exact: true }).click();
    // the question's answer says what it does, apart from the dialog's own Cancel
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'გავაუქმოთ ეს ტოკენი?' });
    await expect.poll(() => confirm.getByRole('button', { name: 'გაუქმება', exact: true }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'ტოკენის გაუქმება', exact: true }).click();
    await expect.poll(read, { timeout: 10_000 }).toBe(401);
  });
});
