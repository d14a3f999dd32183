// Paying fees online, in Chromium against a real server, database and a real local stand-in payment provider: the demo
// student, in Georgian at 1440 px, pays part of what remains from their finances, is sent to the provider's page,
// pays there, comes back to their payment marked paid, and downloads its receipt (read back by pdftotext); on a phone
// in English the payment and the lowered balance show; the finance office sees it among online payments and refunds
// part of it through the provider. axe finds nothing on each new state.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPaymentProvider, type PaymentProviderStandIn } from '../../tools/payment-provider';
import { axeViolations, pageHeaders, savedDownload, screenshot, signIn, startSignedIn, type RunningAula } from './harness';
import { wallClockOf } from '../../contract/instants';
import { demoData } from './demo';

const PROVIDER = { clientId: 'aula-e2e', clientSecret: 'merchant secret', callbackSecret: 'callback secret' };

let aula: RunningAula;
let browser: Browser;
let admin: Page;
let provider: PaymentProviderStandIn;
let student: BrowserContext;
let page: Page;
/** the demo student's account, as the first start announces it */
const account = { email: '', password: '' };

const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

beforeAll(async () => {
  provider = await startPaymentProvider(PROVIDER);
  const { dataDir, db, student: demoStudent } = await demoData();
  await db.close();
  Object.assign(account, demoStudent);
  ({ aula, browser, page: admin } = await startSignedIn({ acceptDownloads: true }, undefined, {
    PAYMENT_PROVIDER_URL: provider.url, PAYMENT_CLIENT_ID: PROVIDER.clientId, PAYMENT_CLIENT_SECRET: PROVIDER.clientSecret, PAYMENT_CALLBACK_SECRET: PROVIDER.callbackSecret,
  }, dataDir));
  student = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await student.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, aula.baseUrl, account.email, account.password);
  await page.waitForURL(/\/student/);
});

afterAll(async () => {
  await student?.close();
  await browser?.close();
  await aula?.stop();
  await provider?.close();
});

describe('paying fees online', () => {
  let remainingBefore = 0;
  let receipt = '';

  it('starts from the student\'s finances in Georgian, the amount starting at what remains', async () => {
    await page.goto(`${aula.baseUrl}/student/student-finances`);
    const row = page.locator('table.data-table tbody tr').first();
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    const detail = page.locator('aside.detail');
    await detail.getByRole('button', { name: 'ონლაინ გადახდა' }).click();
    const dialog = page.getByRole('dialog', { name: 'ონლაინ გადახდა' });
    const amount = dialog.getByLabel('გადასახდელი თანხა (ლარი)');
    remainingBefore = Number(await amount.inputValue());
    expect(remainingBefore).toBeGreaterThan(150);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'payment-ka-1440-form');
    await amount.fill('150');
    await dialog.getByRole('button', { name: 'გადახდის გვერდზე გადასვლა' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.url}/pay/`));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ka');
    expect(await page.locator('main').innerText()).toContain('150.00 GEL');
  });

  it('comes back from the provider\'s page to the payment, paid, and downloads its receipt in Georgian', async () => {
    await page.getByRole('button', { name: 'გადახდა' }).click();
    await page.waitForURL(/\/student\/student-payments\?rowId=\d+/);
    const detail = page.locator('aside.detail');
    await expect.poll(() => detail.innerText()).toContain('გადახდილია');
    const text = await detail.innerText();
    receipt = /OP-\d{4}-\d{6}/.exec(text)?.[0] ?? '';
    expect(receipt).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'payment-ka-1440-paid');
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'ქვითარი' }).click()]);
    const words = execFileSync('pdftotext', ['-layout', await savedDownload(download), '-'], { encoding: 'utf8' });
    expect(words).toContain('გადახდის ქვითარი');
    expect(words).toContain(receipt);
    expect(words).toContain('150.00 GEL');
  });

  it('shows the payment and the lowered balance on a phone in English, abroad: its times on Tbilisi\'s clock', async () => {
    // a student abroad, the browser's clock in UTC, four hours behind the university's
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: 'UTC' })).newPage();
    phone.setDefaultTimeout(10_000);
    await phone.goto(`${aula.baseUrl}/login`);
    await phone.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => phone.locator('html').getAttribute('lang')).toBe('en');
    await signIn(phone, aula.baseUrl, account.email, account.password);
    await phone.waitForURL(/\/student/);
    await phone.goto(`${aula.baseUrl}/student/student-payments`);
    const card = phone.locator('.card, table.data-table tbody tr').filter({ hasText: receipt });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain('Paid');
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'payment-en-375-list');
    // created and paid, written a moment apart, each shown as Tbilisi's clock reads the instant the API answers
    expect(await phone.evaluate(() => new Date().getTimezoneOffset())).toBe(0);
    const answered = await fetch(`${aula.baseUrl}/api/student/payments`, { headers: await pageHeaders(phone) });
    const [paid] = ((await answered.json()) as { online_payments: { data: { receipt_number: string; created_at: string; paid_at: string }[] } })
      .online_payments.data.filter((row) => row.receipt_number === receipt);
    const shown = (instant: string): string => {
      const [day, time] = wallClockOf(instant, 'Asia/Tbilisi')!.split('T');
      return `${day.split('-').reverse().join('-')} ${time.slice(0, 5)}`;
    };
    await card.click();
    const opened = phone.locator('aside.detail');
    await expect.poll(() => opened.innerText()).toContain(shown(paid.paid_at));
    expect(await opened.innerText()).toContain(shown(paid.created_at));
    await screenshot(phone, 'payment-en-375-detail-utc-browser');
    await phone.keyboard.press('Escape');
    await phone.goto(`${aula.baseUrl}/student/student-finances`);
    const first = phone.locator('.card, table.data-table tbody tr').first();
    await first.click();
    const detail = phone.locator('aside.detail');
    await expect.poll(() => detail.innerText()).toContain('Remaining');
    const remaining = amountOf(/Remaining[^\n]*\n?([\d\s.,]+)/.exec(await detail.innerText())?.[1] ?? '');
    expect(remaining).toBeCloseTo(remainingBefore - 150, 2);
    await screenshot(phone, 'payment-en-375-finances');
    await phone.context().close();
  });

  it('is among the finance office\'s online payments, which refunds part of it through the provider', async () => {
    await admin.goto(`${aula.baseUrl}/admin/online-payments`);
    const row = admin.locator('table.data-table tbody tr').filter({ hasText: receipt });
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    const detail = admin.locator('aside.detail');
    await detail.getByRole('button', { name: 'თანხის დაბრუნება' }).click();
    const dialog = admin.getByRole('dialog', { name: 'თანხის დაბრუნება' });
    await dialog.getByLabel('დასაბრუნებელი თანხა (ლარი)').fill('20');
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'დაბრუნება პროვაიდერის გავლით' }).click();
    await expect.poll(() => detail.innerText()).toContain('ნაწილობრივ დაბრუნებული');
    expect([...provider.orders.values()].map((order) => order.refunded)).toContain(2000);
    expect(await axeViolations(admin)).toEqual([]);
    await screenshot(admin, 'payment-ka-1440-refunded');
  });
});
