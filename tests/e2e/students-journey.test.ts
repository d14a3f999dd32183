// A member of staff at work on the students register, in Chromium against a real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { savedDownload, screenshot, seenOnTop, startSignedIn, type RunningAula } from './harness';

interface StudentsList {
  students: { total: number; last_page: number; data: { id: number; surname: string; name: string; phone: string; program_id: number }[] };
}

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';
let photoLocation = '';

async function api(path: string): Promise<StudentsList['students']> {
  const answer = await fetch(`${aula.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as StudentsList).students;
}

const query = () => new URL(page.url()).searchParams;
const rows = () => page.locator('table.data-table tbody tr');
const badges = () => page.locator('li.filter-badge');
const filterToggle = () => page.locator('.list-screen__actions button[aria-expanded]');

async function openFilters(): Promise<void> {
  if ((await filterToggle().getAttribute('aria-expanded')) !== 'true') await filterToggle().click();
}

/** The first row shows the first student the API lists for the same query. */
async function expectFirstRow(apiQuery: string): Promise<void> {
  const expected = (await api(`/students?${apiQuery}`)).data[0];
  await expect.poll(() => rows().first().innerText()).toContain(expected.surname);
  expect(await rows().first().innerText()).toContain(expected.name);
}

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn());
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('the students register', () => {
  it('filters by program and status, with a badge for each kept in the URL', async () => {
    await page.locator('aside a[href="/admin/students"]').click();
    await expect.poll(() => rows().count()).toBe(15);
    await openFilters();
    const program = await page.locator('#filter-program_id option').nth(1).getAttribute('value');
    await page.locator('#filter-program_id').selectOption(program ?? '');
    await page.locator('#filter-status_id').selectOption('1');
    await expect.poll(() => [query().get('program_id'), query().get('status_id')]).toEqual([program, '1']);
    await expect.poll(() => badges().count()).toBe(2);
    await expectFirstRow(`program_id=${program}&status_id=1&sort=surname`);
    const programName = await page.locator('#filter-program_id option').nth(1).innerText();
    expect(await rows().first().innerText()).toContain(programName);
    const filtered = await api(`/students?program_id=${program}&status_id=1`);
    // the first row may be the program's alone while the status's answer is on its way (the list keeps the last answer shown)
    await expect.poll(() => page.locator('.pagination').innerText()).toContain(String(filtered.total));
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
    // a page past the last (an address kept from a longer list) shows the last page, not "no records"
    const { last_page: last } = await api('/students?sort=surname');
    await page.goto(`${aula.baseUrl}/admin/students?sort=surname&page=${last + 50}`);
    await expect.poll(() => query().get('page')).toBe(String(last));
    await expectFirstRow(`sort=surname&page=${last}`);
    expect(await page.locator('.pagination [aria-current=page]').innerText()).toBe(String(last));
  });

  it('refuses a student with a bad phone and a missing required field, in Georgian and then in English', async () => {
    const form = page.locator('dialog[open] form');
    await page.locator('.list-screen__actions .button--primary').click();
    await form.locator('#aula_name').fill('ნიკა');
    await form.locator('#aula_phone').fill('555123');
    await form.locator('#aula_birthday').fill('310220');
    expect(await form.locator('#aula_birthday').inputValue()).toBe('31-02-20');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.innerText()).toContain('ფორმატი: 123-45-678');
    expect(await form.innerText()).toContain('ველის შევსება სავალდებულოა.');
    // the date's pattern and its calendar both refuse 31-02-20: said once
    expect((await form.innerText()).split('შეიყვანეთ არსებული თარიღი ფორმატით დდ-თთ-წწწწ.')).toHaveLength(2);
    // the first field refused, in reading order, has the focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aula_surname');
    await screenshot(page, 'students-ka-add-errors');

    await page.keyboard.press('Escape');
    // the form has entries: closing it asks first, and they are let go
    await page.locator('dialog.confirm-dialog[open] .button--danger').click();
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Students');
    await page.locator('.list-screen__actions .button--primary').click();
    await form.locator('#aula_name').fill('Nika');
    await form.locator('#aula_phone').fill('555123');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.innerText()).toContain('Format 123-45-678');
    expect(await form.innerText()).toContain('This field is required');
    await screenshot(page, 'students-en-add-errors');
  });

  it('on a phone, brings a refused phone out from behind the buttons, then adds the student once the form is right', async () => {
    const form = page.locator('dialog[open] form');
    const before = (await api('/students')).total;
    await page.setViewportSize({ width: 375, height: 740 });
    await form.locator('#aula_surname').fill('Zhvania');
    await form.locator('#aula_personal_id').fill('01019087654');
    await form.locator('#aula_sex').selectOption('1');
    await form.locator('#aula_birthday').fill('17042003');
    expect(await form.locator('#aula_birthday').inputValue()).toBe('17-04-2003');
    await form.locator('#aula_citizenship').selectOption({ index: 1 });
    await form.locator('#aula_address').fill('Tbilisi, Rustaveli Ave 12');
    await form.locator('#aula_email').fill('nika.zhvania@student.aula.edu.ge');
    await form.locator('#aula_status_id').selectOption('1');
    await form.locator('#aula_school_id').selectOption({ index: 1 });
    // a programme's groups wait for the programme, and say so
    expect(await form.locator('#aula_group_id').isDisabled()).toBe(true);
    expect(await form.locator('#aula_group_id option').first().innerText()).toBe('Choose “Program” first');
    await form.locator('#aula_program_id').selectOption({ index: 1 });
    // the phone is still 555123: the form, scrolled to its foot, brings it up into view, focused, its message seen
    await form.locator('button[type=submit]').click();
    const phone = form.locator('#aula_phone');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aula_phone');
    const message = phone.locator('xpath=ancestor::div[contains(@class, "form-group")][1]').locator('.error-detail');
    await expect.poll(() => message.innerText()).toBe('Format 123-45-678.');
    await expect.poll(() => seenOnTop(phone)).toBe(true);
    expect(await seenOnTop(message)).toBe(true);
    await screenshot(page, 'students-en-phone-refused-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await phone.fill('555-12-345');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Added successfully');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect((await api('/students')).total).toBe(before + 1);
    const found = await api('/students?search=01019087654');
    expect(found.data.map((student) => student.surname)).toEqual(['Zhvania']);
  });

  it('finds the new student by name and surname typed into the list\'s own search, either way round, without Enter', async () => {
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
    expect(await page.locator('.filter-panel #filter-search').count()).toBe(0);
    for (const text of ['Nika Zhvania', 'zhvania nik']) {
      await search.fill('');
      await search.pressSequentially(text, { delay: 40 });
      await expect.poll(() => query().get('search')).toBe(text);
      await expect.poll(() => rows().count()).toBe(1);
      expect(await rows().first().innerText()).toContain('Zhvania');
    }
    await screenshot(page, 'students-en-search');
    await search.pressSequentially(' qqq', { delay: 40 });
    await expect.poll(() => page.locator('.list-screen .empty-state').count()).toBe(1);
    expect(await rows().count()).toBe(0);
    for (let typed = 0; typed < 4; typed++) await search.press('Backspace');
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('opens the new student\'s detail, with rowId in the URL and the sidebar collapsed', async () => {
    await rows().first().locator('td').nth(1).click();
    const detail = page.locator('aside.detail');
    await expect.poll(() => detail.locator('.detail__fields').innerText()).toContain('Zhvania');
    const added = (await api('/students?search=01019087654')).data[0];
    expect(query().get('rowId')).toBe(String(added.id));
    expect(await page.locator('aside.sidebar').getAttribute('class')).toContain('sidebar--shrunk');
    const fields = await detail.locator('.detail__fields').innerText();
    for (const text of ['Nika', '01019087654', '555-12-345', 'nika.zhvania@student.aula.edu.ge', '17-04-2003']) expect(fields).toContain(text);
    await screenshot(page, 'students-en-detail');
  });

  it('edits the student from the detail view', async () => {
    await page.locator('.detail__foot button', { hasText: 'Edit' }).click();
    const form = page.locator('dialog[open] form');
    await expect.poll(() => form.locator('#aula_phone').inputValue()).toBe('555-12-345');
    // the form is titled by the record it edits, not by the screen
    expect(await page.locator('dialog[open] .modal__head h2').innerText()).toBe('Edit: Nika Zhvania');
    await form.locator('#aula_phone').fill('555-98-765');
    await form.locator('#aula_address').fill('');
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
    await form.locator('#aula_photo').setInputFiles({ name: 'nika.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => form.locator('img.upload__preview').getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'students-en-edit');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Updated successfully');
    // said above the record's panel, which stays open
    expect(await seenOnTop(page.locator('.alert--success'))).toBe(true);
    await expect.poll(() => page.locator('.detail__fields').innerText()).toContain('555-98-765');
    const id = query().get('rowId');
    const stored = await fetch(`${aula.baseUrl}/api/students/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await stored.json()) as { data: { phone: string; photo: string; address: string | null } };
    expect(data.phone).toBe('555-98-765');
    expect(data.address).toBeNull();
    expect(await page.locator('.detail__fields img').first().getAttribute('src')).toBe(data.photo);
    photoLocation = data.photo;
    expect(await page.evaluate((src) => fetch(src).then((answer) => answer.headers.get('content-type')), data.photo)).toBe('image/png');
    // its history says the photo changed without drawing it: a photo replaced since is no longer stored
    const history = page.locator('details.record-history');
    await history.locator('summary').click();
    const photoChange = history.locator('.record-history__entries > li').first().locator('.record-history__changes > div', { hasText: 'Photo' });
    await expect.poll(() => photoChange.locator('dd').innerText()).toBe('— → a file');
    expect(await history.locator('img').count()).toBe(0);
    await photoChange.scrollIntoViewIfNeeded();
    await screenshot(page, 'students-en-history-photo');
    await page.keyboard.press('Escape');
    await expect.poll(() => query().get('rowId')).toBeNull();
  });

  it('exports the filtered list, and the file holds the same rows', async () => {
    const program = (await api('/students?search=01019087654')).data[0].program_id;
    // the search says itself in its field, not as a badge; emptied, the list is whole again
    expect(await badges().count()).toBe(0);
    await page.locator('#filter-search').fill('');
    await expect.poll(() => query().has('search')).toBe(false);
    await openFilters();
    await page.locator('#filter-program_id').selectOption(String(program));
    await expect.poll(() => query().get('program_id')).toBe(String(program));
    const listed = await api(`/students?program_id=${program}&sort=surname&per_page=100`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.list-screen__actions button', { hasText: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await savedDownload(download));
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Surname', 'Name', 'Personal number']));
    const surnameColumn = header.indexOf('Surname') + 1;
    const surnames = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(surnameColumn).text);
    expect(surnames).toHaveLength(listed.total);
    expect(surnames).toEqual(listed.data.map((student) => student.surname));
    expect(surnames).toContain('Zhvania');
  });

  it('deletes the student after confirming', async () => {
    const added = (await api('/students?search=01019087654')).data[0];
    await rows().filter({ hasText: 'Zhvania' }).locator('td').nth(1).click();
    await page.locator('.detail__foot button', { hasText: 'Delete' }).click();
    await screenshot(page, 'students-en-confirm-delete');
    await page.locator('[role=alertdialog] .button--danger').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Deleted successfully');
    await expect.poll(() => rows().filter({ hasText: 'Zhvania' }).count()).toBe(0);
    expect((await api('/students?search=01019087654')).total).toBe(0);
    const gone = await fetch(`${aula.baseUrl}/api/students/${added.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);
    // its photo stays, to come back with it if the deletion was a mistake
    expect((await fetch(aula.baseUrl + photoLocation, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('signs out', async () => {
    await page.locator('.user-menu__button').click();
    await page.locator('.user-menu__panel button.user-menu__item').click();
    await page.waitForURL('**/login');
    const refused = await fetch(`${aula.baseUrl}/api/check-token-validity`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
  });
});
