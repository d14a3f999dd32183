// The office's daily tools on a list, in Chromium against a real server and database: a column hidden stays hidden
// after a reload and in another browser, a view saved and shared with a role shows as a tab, three ticked students get
// a new status through the Edit form and each keeps the change in its history, and a student's detail lists their
// finances and adds one with the student filled in. axe finds nothing on each new state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, newDataDir, screenshot, signIn, startSignedIn, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // a database of its own: the statuses and finances it writes are no other journey's
  ({ aula, browser, page } = await startSignedIn({}, undefined, {}, newDataDir()));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

const headers = async (on: Page) => (await on.locator('.data-table thead th').allInnerTexts()).map((text) => text.trim());

describe('a list each person arranges', () => {
  it('hides a column, which stays hidden after a reload and in another browser, until the default is taken back', async () => {
    await page.goto(`${aula.baseUrl}/admin/students`);
    await expect.poll(() => headers(page)).toContain('ელ. ფოსტა');
    await page.getByRole('button', { name: 'სვეტები' }).click();
    const menu = page.getByRole('dialog', { name: 'სვეტები' });
    await menu.getByRole('checkbox', { name: 'ელ. ფოსტა', exact: true }).uncheck();
    await menu.getByRole('button', { name: 'გვარი — ქვემოთ ჩამოწევა' }).click();
    // a column the list does not show by default is offered unticked, and added
    const birthday = menu.getByRole('checkbox', { name: 'დაბადების თარიღი', exact: true });
    expect(await birthday.isChecked()).toBe(false);
    await birthday.check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'list-columns-menu');
    await menu.getByRole('button', { name: 'მზადაა' }).click();
    await expect.poll(() => headers(page)).not.toContain('ელ. ფოსტა');
    expect(await headers(page)).toContain('დაბადების თარიღი');
    expect(await page.locator('.data-table tbody tr').first().innerText()).toMatch(/\d{2}-\d{2}-\d{4}/);

    await page.reload();
    await expect.poll(async () => (await headers(page)).slice(1, 4)).toEqual(['ფოტო', 'სახელი', 'გვარი']);
    expect(await headers(page)).not.toContain('ელ. ფოსტა');

    const elsewhere = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(elsewhere, aula.baseUrl);
    await elsewhere.waitForURL(/\/admin$/);
    await elsewhere.goto(`${aula.baseUrl}/admin/students`);
    // the arrangement arrives after the list's first draw: waited for by its order, which the default does not have
    await expect.poll(async () => (await headers(elsewhere)).slice(1, 4)).toEqual(['ფოტო', 'სახელი', 'გვარი']);
    expect(await headers(elsewhere)).not.toContain('ელ. ფოსტა');
    await elsewhere.close();

    await page.getByRole('button', { name: 'სვეტები' }).click();
    await page.getByRole('button', { name: 'ნაგულისხმევ სვეტებზე დაბრუნება' }).click();
    await page.getByRole('button', { name: 'მზადაა' }).click();
    await expect.poll(() => headers(page)).toContain('ელ. ფოსტა');
    expect(await headers(page)).not.toContain('დაბადების თარიღი');
  });

  it('saves the filtered list as a view shared with a role, shown as a tab in another browser', async () => {
    await page.goto(`${aula.baseUrl}/admin/students?status_id=1&sort=-gpa`);
    await page.getByRole('button', { name: 'ხედის შენახვა' }).click();
    const dialog = page.getByRole('dialog', { name: 'ხედის შენახვა' });
    await dialog.getByLabel('ხედის სახელი').fill('აქტიურები GPA-ით');
    await dialog.getByLabel('ვინ ხედავს').selectOption({ index: 1 });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'შენახვა', exact: true }).click();
    const tab = page.getByRole('navigation', { name: 'შენახული ხედები' }).getByRole('button', { name: 'აქტიურები GPA-ით' });
    await expect.poll(() => tab.getAttribute('aria-current')).toBe('true');

    const elsewhere = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await signIn(elsewhere, aula.baseUrl);
    await elsewhere.waitForURL(/\/admin$/);
    await elsewhere.goto(`${aula.baseUrl}/admin/students`);
    const shared = elsewhere.getByRole('navigation', { name: 'შენახული ხედები' }).getByRole('button', { name: 'აქტიურები GPA-ით' });
    await shared.click();
    await expect.poll(() => new URL(elsewhere.url()).searchParams.get('sort')).toBe('-gpa');
    expect(new URL(elsewhere.url()).searchParams.get('status_id')).toBe('1');
    expect(await axeViolations(elsewhere)).toEqual([]);
    await screenshot(elsewhere, 'list-view-tab-phone');
    await elsewhere.close();
  });

  it('sets a new status on three ticked students through the Edit form, each change in the student\'s history', async () => {
    await page.goto(`${aula.baseUrl}/admin/students?status_id=1&sort=surname`);
    const boxes = page.getByRole('checkbox', { name: 'ჩანაწერის მონიშვნა', exact: true });
    await expect.poll(() => boxes.count()).toBeGreaterThan(3);
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      names.push(await page.locator('.data-table tbody tr').nth(index).locator('td').nth(2).innerText());
      await boxes.nth(index).check();
    }
    await page.getByRole('toolbar').getByRole('button', { name: 'რედაქტირება' }).click();
    const form = page.getByRole('dialog', { name: /რედაქტირება/ });
    // a group may be set without a programme chosen: every group is offered, and each row is checked against its own
    await expect.poll(() => form.getByLabel('ჯგუფი').locator('option').count()).toBeGreaterThan(2);
    expect(await form.getByLabel('ჯგუფი').isDisabled()).toBe(false);
    await form.getByLabel('სტატუსი').selectOption({ label: 'არააქტიური' });
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'ჩანაწერებზე დაყენება' }).click();
    const summary = page.getByRole('dialog', { name: /შედეგი|ჯამი|/ }).locator('.bulk-summary__counts');
    await expect.poll(() => summary.innerText()).toContain('შეიცვალა 3 ჩანაწერი');
    await screenshot(page, 'bulk-edit-summary');
    await page.locator('.bulk-summary').locator('xpath=..').getByRole('button', { name: /დახურვა/ }).last().click();

    await page.goto(`${aula.baseUrl}/admin/students?status_id=2&sort=surname`);
    for (const surname of names) {
      await page.getByRole('row', { name: new RegExp(surname) }).first().click();
      const detail = page.getByRole('dialog', { name: new RegExp(surname) });
      const history = detail.locator('details.record-history');
      await history.locator('summary').click();
      await expect.poll(() => history.getAttribute('open')).not.toBeNull();
      // the whole section, so that a failure shows what it said instead (still loading, a refusal)
      await expect.poll(() => history.innerText()).toContain('არააქტიური');
      await detail.getByRole('button', { name: 'დახურვა' }).first().click();
    }
  });

  it('lists a student\'s finances on their detail and adds one with the student filled in', async () => {
    await page.goto(`${aula.baseUrl}/admin/students?sort=surname`);
    await page.locator('.data-table tbody tr').first().click();
    const detail = page.locator('dialog.detail-dialog');
    const finances = detail.getByRole('region', { name: /სტუდენტების ფინანსები/ });
    await expect.poll(() => finances.count()).toBe(1);
    await finances.getByRole('button', { name: 'ფინანსური ჩანაწერის დამატება' }).click();
    const form = page.getByRole('dialog', { name: 'ფინანსური ჩანაწერის დამატება' });
    await expect.poll(() => form.count()).toBe(1);
    const studentName = (await detail.locator('#detail-title').innerText()).trim();
    const student = form.getByRole('combobox', { name: 'სტუდენტი' });
    for (const word of studentName.split(' ')) await expect.poll(() => student.inputValue()).toContain(word);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'related-finances-add');
  });
});
