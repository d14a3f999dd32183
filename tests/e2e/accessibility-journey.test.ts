// WCAG 2.1 A/AA in Chromium, checked by axe-core on what people open all day, in Georgian and English, on a desktop
// (1440 px) and a phone (375 px): the sign-in page, the home, lists (students, finances, roles), the calendar, the
// add form open, a record's detail, the filter panel, a student's page and the public application form; and by
// keyboard alone: a modal closed by Escape gives focus back to the button that opened it, a detail is read to its
// last field and closed back to its row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, axeViolations as violations, launchChromium, signIn, startAula, type RunningAula } from './harness';

let aula: RunningAula;
let browser: Browser;

beforeAll(async () => {
  [aula, browser] = await Promise.all([startAula(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe.each([
  { width: 1440, language: 'ka' as const },
  { width: 1440, language: 'en' as const },
  { width: 375, language: 'ka' as const },
  { width: 375, language: 'en' as const },
])('WCAG 2.1 AA at $width px in $language', ({ width, language }) => {
  let page: Page;
  const found: Record<string, string[]> = {};
  const check = async (what: string) => { found[what] = await violations(page); };

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('has no violation on the pages of the day, signed out and in', async () => {
    await page.goto(`${aula.baseUrl}/login`);
    if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
    await check('sign-in');
    await page.goto(`${aula.baseUrl}/bachelor`);
    await page.locator('.form-page form').waitFor();
    await check('public application form');
    await signIn(page, aula.baseUrl);
    await page.waitForURL(/\/admin$/);
    await check('home');
    for (const [screen, ready] of [['students', 'table.data-table tbody tr'], ['finances', 'table.data-table tbody tr'], ['roles', 'table.data-table tbody tr'], ['calendar', '.calendar-panel [role=tab]']] as const) {
      await page.goto(`${aula.baseUrl}/admin/${screen}`);
      await page.locator(ready).first().waitFor();
      await check(screen);
    }
    // an approved grade sheet: its state, its locked cells, and the dialog that asks a rectification's reason
    await page.goto(`${aula.baseUrl}/admin/journal`);
    await page.locator('table.data-table tbody tr', { hasText: language === 'ka' ? 'დამტკიცებული' : 'Approved' }).first()
      .getByRole('link', { name: language === 'ka' ? 'შეფასებები' : 'Grades' }).click();
    await page.locator('.workflow-bar').waitFor();
    await page.locator('table.grid-table tbody tr').first().waitFor();
    await check('grade sheet');
    await page.locator('.workflow-bar').getByRole('button', { name: language === 'ka' ? 'შესწორება' : 'Rectify' }).click();
    await page.locator('dialog[open] textarea').waitFor();
    await check('reason dialog');
    await page.keyboard.press('Escape');
    await page.goto(`${aula.baseUrl}/admin/students`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    if (width < 768) {
      // a student's card: the name on top, then the screen's card columns (personal id, program, group, status)
      const shown = await page.locator('table.data-table tbody tr').first().locator('td').evaluateAll((cells) => cells
        .filter((cell) => cell.getBoundingClientRect().height > 0 && cell.dataset.label !== undefined)
        .map((cell) => (cell.classList.contains('cell--title') ? 'title' : cell.dataset.label)));
      const labels = language === 'ka' ? ['პირადი ნომერი', 'პროგრამა', 'ჯგუფი', 'სტატუსი'] : ['Personal number', 'Program', 'Group', 'Status'];
      expect(shown).toEqual(['title', 'title', ...labels]);
      // no column headers to click on a phone: the sort is a choice above the cards, the list's own sort to start with
      const sort = page.getByLabel(language === 'ka' ? 'დალაგება' : 'Sort by', { exact: true });
      expect(await sort.inputValue()).toBe('surname');
      const first = await page.locator('table.data-table tbody tr').first().innerText();
      await sort.selectOption('-surname');
      await page.waitForURL(/[?&]sort=-surname/);
      await expect.poll(() => page.locator('table.data-table tbody tr').first().innerText()).not.toBe(first);
    } else {
      // the column headers sort: the phone's choice is not made at all
      expect(await page.locator('.list-sort').count()).toBe(0);
    }
    await page.locator('.list-screen__actions button[aria-expanded]').click();
    await page.locator('.filter-panel').waitFor();
    await check('filter panel');
    await page.locator('.list-screen__actions .button--primary').click();
    await page.locator('dialog[open] form input').first().waitFor();
    await check('add form');
    await page.keyboard.press('Escape');
    await page.locator('table.data-table tbody tr').first().click();
    await page.locator('aside.detail dl').waitFor();
    await check('detail');
    await page.keyboard.press('Escape');
    await page.locator('.list-screen__actions').getByRole('button', { name: language === 'ka' ? 'ბოლოს წაშლილები' : 'Recently deleted' }).click();
    // read: a table of the deleted, or the sentence that none are
    await page.locator('dialog.modal-dialog[open] :is(table.deleted-table, p.muted:not(:empty))').first().waitFor();
    await expect.poll(() => page.locator('dialog.modal-dialog[open] .modal__body').innerText()).not.toMatch(/იტვირთება|Loading/);
    await check('recently deleted');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((what) => [what, []])));
  });
});

describe('by keyboard alone', () => {
  it('signs in, opens the add form and a detail, closes each with Escape and finds focus back where it was', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${aula.baseUrl}/login`);
    await page.locator('input[type=email]').focus();
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin$/);
    await page.goto(`${aula.baseUrl}/admin/students`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    // the skip link is the first stop, and leads past the header and the sidebar
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    const add = page.locator('.list-screen__actions .button--primary');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog[open] form input').first().waitFor();
    // focus stays in the dialog however far one tabs
    for (let i = 0; i < 60; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(await add.innerText());
    // a row opens its detail with Enter; its body scrolls from the keyboard to the last field; Escape gives the row back
    const row = page.locator('table.data-table tbody tr').first();
    await row.focus();
    await page.keyboard.press('Enter');
    const body = page.locator('dialog[open] .detail__body');
    await body.waitFor();
    await body.focus();
    // End again while the detail's later parts (its photo, its history) still lengthen it
    await expect.poll(async () => {
      await page.keyboard.press('End');
      return body.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2);
    }).toBe(true);
    await expect.poll(async () => (await page.locator('dialog[open] .detail__field').last().boundingBox())?.y ?? 9999).toBeLessThan(900);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
