// A member of staff at work on the students register, in Chromium against a real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn, startAula, type RunningAula } from './harness';

interface StudentsList {
  students: { total: number; last_page: number; data: { id: number; surname: string; name: string }[] };
}

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';

async function api(path: string): Promise<StudentsList['students']> {
  const answer = await fetch(`${aula.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as StudentsList).students;
}

const query = () => new URL(page.url()).searchParams;
const rows = () => page.locator('table.data-table tbody tr');
const badges = () => page.locator('li.filter-badge');

/** The first row shows the first student the API lists for the same query. */
async function expectFirstRow(apiQuery: string): Promise<void> {
  const expected = (await api(`/students?${apiQuery}`)).data[0];
  await expect.poll(() => rows().first().innerText()).toContain(expected.surname);
  expect(await rows().first().innerText()).toContain(expected.name);
}

beforeAll(async () => {
  [aula, browser] = await Promise.all([startAula(), launchChromium()]);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, aula.baseUrl);
  await page.waitForURL(/\/admin$/);
  token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('the students register', () => {
  it('filters by program and status, with a badge for each kept in the URL', async () => {
    await page.locator('aside a[href="/admin/students"]').click();
    await expect.poll(() => rows().count()).toBe(15);
    await page.locator('.list-screen__actions button[aria-expanded]').click();
    const program = await page.locator('#filter-program_id option').nth(1).getAttribute('value');
    await page.locator('#filter-program_id').selectOption(program ?? '');
    await page.locator('#filter-status_id').selectOption('1');
    await expect.poll(() => [query().get('program_id'), query().get('status_id')]).toEqual([program, '1']);
    await expect.poll(() => badges().count()).toBe(2);
    await expectFirstRow(`program_id=${program}&status_id=1&sort=surname`);
    const filtered = await api(`/students?program_id=${program}&status_id=1`);
    expect(await page.locator('.pagination').innerText()).toContain(String(filtered.total));
  });

  it('removes one badge and keeps the other', async () => {
    const program = query().get('program_id');
    await badges().filter({ hasText: 'სტატუსი' }).locator('button').click();
    await expect.poll(() => badges().count()).toBe(1);
    expect(query().get('status_id')).toBeNull();
    expect(query().get('program_id')).toBe(program);
    await expectFirstRow(`program_id=${program}&sort=surname`);
  });

  it('sorts by surname both ways', async () => {
    const program = query().get('program_id');
    const surname = page.locator('th button.sort-button', { hasText: 'გვარი' });
    await surname.click();
    await expect.poll(() => query().get('sort')).toBe('-surname');
    await expectFirstRow(`program_id=${program}&sort=-surname`);
    await surname.click();
    await expect.poll(() => query().get('sort')).not.toBe('-surname');
    await expectFirstRow(`program_id=${program}&sort=surname`);
  });

  it('pages through the list', async () => {
    await badges().first().locator('button').click();
    await expect.poll(() => badges().count()).toBe(0);
    await page.locator('.pagination__pages button', { hasText: /^2$/ }).click();
    await expect.poll(() => query().get('page')).toBe('2');
    await expectFirstRow('sort=surname&page=2');
  });

  it('refuses a student with a bad phone and a missing required field, in Georgian and then in English', async () => {
    const form = page.locator('[role=dialog] form');
    await page.locator('.list-screen__actions .button--primary').click();
    await form.locator('#aula_name').fill('ნიკა');
    await form.locator('#aula_phone').fill('555123');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.innerText()).toContain('ფორმატი: 123-45-678');
    expect(await form.innerText()).toContain('სავალდებულო ველი');

    await page.keyboard.press('Escape');
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Students');
    await page.locator('.list-screen__actions .button--primary').click();
    await form.locator('#aula_name').fill('Nika');
    await form.locator('#aula_phone').fill('555123');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.innerText()).toContain('Format 123-45-678');
    expect(await form.innerText()).toContain('This field is required');
  });

  it('adds the student once the form is right, and finds them in the list', async () => {
    const form = page.locator('[role=dialog] form');
    const before = (await api('/students')).total;
    await form.locator('#aula_surname').fill('Zhvania');
    await form.locator('#aula_personal_id').fill('01019087654');
    await form.locator('#aula_sex').selectOption('1');
    await form.locator('#aula_birthday').fill('2003-04-17');
    await form.locator('#aula_citizenship').selectOption({ index: 1 });
    await form.locator('#aula_phone').fill('555-12-345');
    await form.locator('#aula_email').fill('nika.zhvania@student.aula.edu.ge');
    await form.locator('#aula_status_id').selectOption('1');
    await form.locator('#aula_school_id').selectOption({ index: 1 });
    await form.locator('#aula_program_id').selectOption({ index: 1 });
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Added successfully');
    expect(await page.locator('[role=dialog]').count()).toBe(0);
    expect((await api('/students')).total).toBe(before + 1);
    const found = await api('/students?search=01019087654');
    expect(found.data.map((student) => student.surname)).toEqual(['Zhvania']);
  });
});
