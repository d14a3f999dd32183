// Money at work, in Chromium against a real server and database: a payment recorded on a student's finance row
// lowers what remains by exactly its amount; a bank statement's import pays its good rows and names the bad ones;
// a statement's status change shows in its history; report 365 runs as a background job, followed in a dialog to
// its file, which downloads as a workbook of every finance row; and the jobs page lists it.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiGet, savedDownload, screenshot, startSignedIn, type RunningAula } from './harness';

interface Finance { id: number; name: string; surname: string; remaining_amount: number; paid_amount: number }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';

const detail = () => page.locator('aside.detail');
const form = () => page.locator('.modal');
/** An amount as the Georgian UI writes it (12 345,50 ₾): the thousands' separator dropped, the decimal comma a point. */
const amountOf = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn({ acceptDownloads: true }));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('student finances', () => {
  it('fits the list into 1440 px in Georgian, its long headers wrapped; its closed sidebar opens from the button, by mouse and by keyboard', async () => {
    await page.goto(`${aula.baseUrl}/admin/finances`);
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    const table = page.locator('.table-scroll');
    const overflow = () => table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await overflow()).toBe(0);
    expect(await page.locator('table.data-table thead th').last().innerText()).toContain('დარჩენილი');
    // a header wraps between its words, never inside one, and shows whole
    const clipped = await page.locator('table.data-table thead th').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
    expect(clipped).toBe(0);
    await screenshot(page, 'finances-ka-1440');

    const sidebar = page.locator('aside.sidebar');
    const toggle = page.locator('.header__shrink');
    expect(await sidebar.getAttribute('class')).toContain('sidebar--shrunk');
    await toggle.click();
    await expect.poll(() => sidebar.getAttribute('class')).not.toContain('sidebar--shrunk');
    expect(await sidebar.locator('.sidebar__label').first().isVisible()).toBe(true);
    // narrower now, the table scrolls, and says so with a shadow at its edge (a background that stays while it scrolls)
    expect(await overflow()).toBeGreaterThan(0);
    expect(await table.evaluate((element) => getComputedStyle(element).backgroundAttachment)).toBe('local, local, scroll, scroll');
    await screenshot(page, 'finances-ka-sidebar-open');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sidebar.getAttribute('class')).toContain('sidebar--shrunk');
    await page.keyboard.press('Space');
    await expect.poll(() => sidebar.getAttribute('class')).not.toContain('sidebar--shrunk');
    await page.keyboard.press('Space');
    await expect.poll(() => sidebar.getAttribute('class')).toContain('sidebar--shrunk');
  });

  it('records a payment, and the remaining amount drops by it', async () => {
    const { finances } = await apiGet<{ finances: { data: Finance[] } }>({ aula, token }, '/finances?sort=surname&per_page=1');
    const [row] = finances.data;
    await page.goto(`${aula.baseUrl}/admin/finances?rowId=${row.id}`);
    const remaining = detail().locator('.detail__field', { hasText: 'დარჩენილი თანხა' }).locator('dd');
    await expect.poll(() => remaining.innerText()).toContain('₾');
    const before = amountOf(await remaining.innerText());
    expect(before).toBe(row.remaining_amount);
    await detail().getByRole('button', { name: 'რედაქტირება' }).click();
    // the form is titled by the student whose row it edits
    await expect.poll(() => form().locator('.modal__head h2').innerText()).toBe(`რედაქტირება: ${row.name} ${row.surname}`);
    await form().locator('.rjsf-array-item-add').click();
    const last = await form().locator('[id$="_paid_on"]').count() - 1;
    await form().locator(`#aula_payments_${last}_paid_on`).fill('20-11-2026');
    await form().locator(`#aula_payments_${last}_amount`).fill('125.40');
    await form().locator(`#aula_payments_${last}_method_id`).selectOption({ label: 'საბანკო გადარიცხვა' });
    await form().locator(`#aula_payments_${last}_reference`).fill('TBC-2026-11');
    await form().getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(async () => amountOf(await remaining.innerText())).toBeCloseTo(before - 125.4, 2);
    expect(await detail().innerText()).toContain('TBC-2026-11');
    await screenshot(page, 'finances-payment');
  });

  it('imports a bank statement: its good row is paid, its bad row named with its line and reason', async () => {
    const { finances } = await apiGet<{ finances: { data: (Finance & { personal_id: string })[] } }>({ aula, token }, '/finances?sort=surname&per_page=1');
    const [row] = finances.data;
    await page.keyboard.press('Escape');
    await page.goto(`${aula.baseUrl}/admin/finances`);
    await page.getByRole('button', { name: 'გადახდების იმპორტი' }).click();
    const statement = ['personal_id,date,amount,reference', `${row.personal_id},2026-11-21,40.10,STATEMENT-1`, '00000000000,2026-11-21,5,STATEMENT-2'].join('\n');
    await form().locator('input[type=file]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await form().getByRole('button', { name: 'იმპორტი' }).click();
    const summary = page.getByRole('dialog', { name: 'შესრულების შედეგი' });
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.innerText()).toContain('იმპორტირებულია 1 გადახდა');
    expect(await summary.innerText()).toContain('სტრიქონი 3');
    await screenshot(page, 'finances-import');
    await summary.locator('.modal__foot').getByRole('button', { name: 'დახურვა' }).click();
    const after = await apiGet<{ data: Finance }>({ aula, token }, `/finances/${row.id}`);
    expect(after.data.paid_amount).toBeCloseTo(Number(row.paid_amount) + 40.1, 2);
  });

  it('rejects a finance statement, and its open history says at once who changed the status from what, and when', async () => {
    const { finance_statements: statements } = await apiGet<{ finance_statements: { data: { id: number; status_id: number }[] } }>({ aula, token }, '/finance-statement?per_page=1&status_id=1');
    const [statement] = statements.data;
    await page.goto(`${aula.baseUrl}/admin/finance-statement?rowId=${statement.id}`);
    // the history opened before the change is read again once it is saved, without being opened again
    await detail().locator('.record-history summary').click();
    await detail().getByRole('button', { name: 'რედაქტირება' }).click();
    await form().locator('#aula_status_id').selectOption({ label: 'უარყოფილი' });
    await form().getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => form().count()).toBe(0);
    const latest = detail().locator('.record-history__entries li').first();
    await expect.poll(() => latest.innerText()).toContain('განხილვაში → უარყოფილი');
    const { data: profile } = await apiGet<{ data: { first_name: string; last_name: string } }>({ aula, token }, '/profile');
    expect(await latest.innerText()).toContain(`${profile.first_name} ${profile.last_name}`);
    expect(await latest.innerText()).toContain('შეიცვალა');
    await screenshot(page, 'finance-statement-history');
    await page.goto(`${aula.baseUrl}/admin/finances`);
  });

  it('runs report 365 as a job, follows it to its file and downloads the workbook', async () => {
    await page.keyboard.press('Escape');
    // the finances list keeps the sidebar shrunk: it is opened from its button first, not by a hover that a loaded
    // machine may not have finished when the entry is clicked
    const sidebar = page.locator('aside.sidebar');
    // (shrunk once the list's screen has come, which says so)
    await page.locator('.list-screen[aria-busy="false"] :is(table.data-table tbody tr, .empty-state)').first().waitFor();
    if ((await sidebar.getAttribute('class'))?.includes('sidebar--shrunk')) await page.locator('.header__shrink').click();
    await expect.poll(() => sidebar.getAttribute('class')).not.toContain('sidebar--shrunk');
    const report = page.locator('.sidebar__item', { hasText: 'ანგარიში 365' });
    if (!(await report.isVisible())) await page.locator('.sidebar__item', { hasText: 'ფინანსები' }).first().click();
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'წარმატება' });
    await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'report-365-ready');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'ფაილის ჩამოტვირთვა' }).click()]);
    expect(download.suggestedFilename()).toBe('finances.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await readFile(await savedDownload(download)) as unknown as ArrayBuffer);
    const { finances } = await apiGet<{ finances: { total: number } }>({ aula, token }, '/finances?per_page=1');
    expect(book.worksheets[0].rowCount).toBe(finances.total + 1);
    await dialog.locator('.modal__foot').getByRole('button', { name: 'დახურვა' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('lists the finished job on the jobs page, in English too', async () => {
    await page.goto(`${aula.baseUrl}/admin/jobs`);
    const rows = page.locator('table.data-table tbody tr');
    await expect.poll(() => rows.filter({ hasText: 'ანგარიში 365' }).count()).toBe(1);
    expect(await rows.first().innerText()).toContain('დასრულდა');
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Background jobs');
    await expect.poll(() => rows.first().innerText()).toContain('Completed');
  });
});
