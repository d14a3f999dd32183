// Two-step verification, in Chromium against a real server: the administrator sets up an authenticator app on the
// profile (its QR code shown, its key read off the page, its code computed as a phone would), keeps the recovery codes,
// requires a second factor of every administrator, and signs in again with the app's code after a wrong one; each page
// on the way passes axe's WCAG 2.1 AA checks.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, axeViolations, newDataDir, screenshot, startSignedIn, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;
let page: Page;
let secret = '';

/** The code an app holding the key shows `steps` periods from now. */
const codeOf = (steps = 0): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

beforeAll(async () => {
  // a server of its own, over a copy of the run's first start: the administrator's second factor would otherwise meet
  // every other journey's sign-in
  ({ aula, browser, page } = await startSignedIn({}, undefined, {}, newDataDir()));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('two-step verification', () => {
  it('is set up on the profile from a QR code, with ten recovery codes shown once', async () => {
    await page.goto(`${aula.baseUrl}/admin/user`);
    await page.getByRole('button', { name: 'ავთენტიფიკატორის აპლიკაციის დაყენება' }).click();
    const qr = page.getByRole('img', { name: /^QR კოდი/ });
    await expect.poll(async () => (await qr.getAttribute('src')) ?? '').toMatch(/^data:image\/png;base64,/);
    secret = (await page.getByLabel('ან აპლიკაციაში ხელით შეიყვანეთ ეს გასაღები').inputValue()).replaceAll(' ', '');
    const code = page.getByLabel('კოდი', { exact: true });
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    expect([await code.getAttribute('inputmode'), await code.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'second-factor-setup');
    await code.fill(codeOf());
    await page.getByRole('button', { name: 'ჩართვა' }).click();
    const codes = page.getByLabel('თქვენი აღდგენის კოდები');
    await expect.poll(async () => (await codes.inputValue()).split('\n').length).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'second-factor-recovery-codes');
    await page.getByRole('button', { name: 'მზადაა' }).click();
    await expect.poll(() => page.locator('.profile-card [role=status]').first().innerText()).toMatch(/^ჩართულია/);
  });

  it('is required of every administrator from the profile of whoever manages accounts', async () => {
    await page.getByLabel('ადმინისტრაციის ყველა ანგარიშისთვის ორსაფეხურიანი დადასტურების მოთხოვნა').check();
    await page.getByRole('button', { name: 'შენახვა' }).last().click();
    await expect.poll(() => page.locator('.alert', { hasText: 'ახლა სავალდებულოა' }).count()).toBe(1);
  });

  it('asks for the code after the password, says a wrong one in the page\'s language, and signs in with the right one', async () => {
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const phone = await visitor.newPage();
      await phone.goto(`${aula.baseUrl}/login`);
      await phone.locator('input[type=email]').fill(ADMIN_EMAIL);
      await phone.locator('input[type=password]').fill(ADMIN_PASSWORD);
      await phone.locator('form button[type=submit]').click();
      const code = phone.getByLabel('კოდი', { exact: true });
      await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await axeViolations(phone)).toEqual([]);
      await phone.getByRole('button', { name: 'აღდგენის კოდის გამოყენება' }).click();
      await expect.poll(() => phone.getByLabel('აღდგენის კოდი', { exact: true }).count()).toBe(1);
      await phone.getByRole('button', { name: 'აპლიკაციის კოდის გამოყენება' }).click();
      const wrong = ['000000', '111111'].find((candidate) => ![-1, 0, 1, 2].some((steps) => codeOf(steps) === candidate))!;
      await code.fill(wrong);
      await phone.getByRole('button', { name: 'დადასტურება' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await phone.locator('.field__error').innerText()).toMatch(/^კოდი არასწორია/);
      await screenshot(phone, 'second-factor-sign-in');
      await code.fill(codeOf(1));
      await phone.getByRole('button', { name: 'დადასტურება' }).click();
      await phone.waitForURL(/\/admin$/);
    } finally {
      await visitor.close();
    }
  });
});
