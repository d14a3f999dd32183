// Find anyone in Chromium: in Georgian at 1440 px, Ctrl+K anywhere in the admin area opens the palette, a student's
// personal number typed finds them and Enter opens their record; in English on a phone (375 px), the header's button
// opens it full-screen, a screen is found by its title and opened, and Escape closes it back to the button. axe finds
// no violation with the palette open. A group holding as many as it shows ends with the screen's list searched by the
// text, which has them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiGet, axeViolations, screenshot, signIn, startSignedIn, type SignedIn } from './harness';

interface Student { id: number; name: string; surname: string; personal_id: string }

let run: SignedIn;

beforeAll(async () => {
  run = await startSignedIn();
});

afterAll(async () => {
  await run?.browser.close();
  await run?.aula.stop();
});

const palette = (page: Page) => page.locator('dialog.find-dialog');
const field = (page: Page) => palette(page).getByRole('combobox');

describe('Find anyone', () => {
  it('finds a student by personal number with Ctrl+K, and Enter opens their record', async () => {
    const { page } = run;
    const { students } = await apiGet<{ students: { data: Student[] } }>(run, '/students?per_page=1&sort=-surname');
    const [student] = students.data;
    await page.goto(`${run.aula.baseUrl}/admin/students`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await field(page).pressSequentially(student.personal_id);
    const found = palette(page).getByRole('option', { name: new RegExp(`${student.name} ${student.surname}`) });
    await found.waitFor();
    // the first option is the active one, which Enter opens
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await palette(page).getByRole('option').first().getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'find-ka-1440');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/students\\?rowId=${student.id}$`));
    await expect.poll(() => palette(page).count()).toBe(0);
    await expect.poll(() => page.locator('aside.detail .detail__fields').innerText()).toContain(student.personal_id);
  });

  it('offers every student the text finds, where more are found than a group shows, as the list searched by it', async () => {
    const { page } = run;
    // a personal number's first digit: more students than a group of five
    const { students } = await apiGet<{ students: { data: Student[] } }>(run, '/students?per_page=1&sort=personal_id');
    const text = students.data[0].personal_id.slice(0, 1);
    await page.keyboard.press('Control+k');
    await field(page).pressSequentially(text);
    const all = palette(page).getByRole('option', { name: 'ყველას ჩვენება: სტუდენტები' });
    await all.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'find-ka-1440-show-all');
    await all.click();
    await page.waitForURL(new RegExp(`/admin/students\\?search=${text}$`));
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(5);
  });

  it('in English on a phone, opens from the header, finds a screen by its title, and closes with Escape', async () => {
    const page = await (await run.browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${run.aula.baseUrl}/login`);
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await signIn(page, run.aula.baseUrl);
      await page.waitForURL(/\/admin$/);
      const button = page.getByRole('button', { name: 'Find anyone' });
      await button.click();
      await field(page).pressSequentially('lectur');
      await palette(page).getByRole('option', { name: 'Lecturers' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'find-en-375');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/lecturers$/);
      await button.click();
      await field(page).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => palette(page).count()).toBe(0);
      await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
