// A member of staff adds a lecturer and an administration staff member, in Chromium against a real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, startSignedIn, type RunningAula } from './harness';

interface Person { id: number; first_name: string; last_name: string; phone: string; affiliated?: number; unit_kind?: number; school_id?: number | null; administration_item_id?: number | null }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';

async function api(path: string, key: string): Promise<{ total: number; data: Person[] }> {
  const answer = await fetch(`${aula.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as Record<string, { total: number; data: Person[] }>)[key];
}

const form = () => page.locator('dialog[open] form');
const rows = () => page.locator('table.data-table tbody tr');
const addButton = () => page.locator('.list-screen__actions .button--primary');

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn());
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('the lecturers register', () => {
  it('lists lecturers with their affiliation as a word', async () => {
    await page.locator('aside a[href="/admin/lecturers"]').click();
    await expect.poll(() => rows().count()).toBe(15);
    const headers = await page.locator('table.data-table thead').innerText();
    for (const header of ['ფოტო', 'გვარი', 'სახელი', 'ტელეფონი', 'აფილირება']) expect(headers).toContain(header);
    const affiliations = await rows().locator('td:last-child').allInnerTexts();
    expect(affiliations.length).toBe(15);
    for (const text of affiliations) expect(['აკადემიური', 'მოწვეული']).toContain(text.trim());
    await screenshot(page, 'lecturers-ka-list');
  });

  it('shows a bad phone\'s error under the field, in Georgian and then in English', async () => {
    await addButton().click();
    await form().locator('#aula_first_name').fill('ლევან');
    await form().locator('#aula_phone').fill('5771234');
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('#aula_phone__error').innerText()).toContain('ფორმატი: 123-45-678');
    expect(await page.locator('#aula_last_name__error').innerText()).toContain('ველის შევსება სავალდებულოა.');
    await screenshot(page, 'lecturers-ka-add-errors');

    await page.keyboard.press('Escape');
    // the form has entries: closing it asks first, and they are let go
    await page.locator('dialog.confirm-dialog[open] .button--danger').click();
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Lecturers');
    await addButton().click();
    await form().locator('#aula_first_name').fill('Levan');
    await form().locator('#aula_phone').fill('5771234');
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('#aula_phone__error').innerText()).toContain('Format 123-45-678');
    expect(await page.locator('#aula_email__error').innerText()).toContain('This field is required');
    await screenshot(page, 'lecturers-en-add-errors');
  });

  it('adds the lecturer once the phone is right, and lists them', async () => {
    const before = (await api('/lecturers', 'lecturers')).total;
    await form().locator('#aula_last_name').fill('Abashidze');
    await form().locator('#aula_identity_number').fill('01024455667');
    await form().locator('#aula_phone').fill('577-12-345');
    await form().locator('#aula_email').fill('levan.abashidze@aula.edu.ge');
    await form().locator('#aula_academic_degree_id').selectOption('3');
    await form().locator('#aula_affiliated').selectOption('0');
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
    await form().locator('#aula_photo').setInputFiles({ name: 'levan.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => form().locator('img.upload__preview').getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => page.locator('#aula_phone__error').count()).toBe(0);
    await screenshot(page, 'lecturers-en-add-filled');
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Added successfully');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect((await api('/lecturers', 'lecturers')).total).toBe(before + 1);
    const [added] = (await api('/lecturers?search=01024455667', 'lecturers')).data;
    expect(added).toMatchObject({ first_name: 'Levan', last_name: 'Abashidze', phone: '577-12-345', affiliated: 0 });

    await page.locator('.list-screen__actions button[aria-expanded]').click();
    await page.locator('#filter-search').fill('Abashidze');
    await expect.poll(() => rows().count()).toBe(1);
    const row = await rows().first().innerText();
    for (const text of ['Abashidze', 'Levan', '577-12-345', 'levan.abashidze@aula.edu.ge', 'Invited']) expect(row).toContain(text);
    await screenshot(page, 'lecturers-en-listed');
  });

  it('opens the lecturer\'s detail', async () => {
    await rows().first().locator('td').nth(1).click();
    const detail = page.locator('aside.detail');
    await expect.poll(() => detail.locator('.detail__fields').innerText()).toContain('Abashidze');
    const fields = await detail.locator('.detail__fields').innerText();
    for (const text of ['01024455667', 'Invited']) expect(fields).toContain(text);
    expect(fields).toMatch(/Teaches at other universities\s+No/);
    await screenshot(page, 'lecturers-en-detail');
    await page.keyboard.press('Escape');
  });
});

describe('administration staff', () => {
  it('adds a staff member who works in a school: the radio shows the school select only, and requires it', async () => {
    await page.locator('aside button', { hasText: 'Administration' }).first().click();
    await page.locator('aside a[href="/admin/administrations"]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Administration staff');
    const before = (await api('/administrations', 'administrations')).total;
    await addButton().click();
    await form().locator('#aula_first_name').fill('Mariam');
    await form().locator('#aula_last_name').fill('Kvaratskhelia');
    await form().locator('#aula_identity_number').fill('01035566778');
    await form().locator('#aula_phone').fill('599-44-556');
    await form().locator('#aula_email').fill('mariam.kvaratskhelia@aula.edu.ge');
    expect(await form().locator('select#aula_school_id').count()).toBe(0);
    expect(await form().locator('select#aula_administration_item_id').count()).toBe(0);

    await form().locator('#aula_unit_kind label', { hasText: 'Administrative unit' }).click();
    await expect.poll(() => form().locator('select#aula_administration_item_id').count()).toBe(1);
    await form().locator('select#aula_administration_item_id').selectOption({ index: 1 });
    await form().locator('#aula_unit_kind label', { hasText: 'School' }).click();
    await expect.poll(() => form().locator('select#aula_school_id').count()).toBe(1);
    expect(await form().locator('select#aula_administration_item_id').count()).toBe(0);
    const [choiceBox, schoolBox] = await Promise.all(['#aula_unit_kind', 'select#aula_school_id'].map((selector) => form().locator(selector).boundingBox()));
    expect(schoolBox?.y, 'the school select sits beside the choice, in the cell the hidden unit left free').toBeLessThan((choiceBox?.y ?? 0) + (choiceBox?.height ?? 0));
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('#aula_school_id__error').innerText()).toContain('This field is required');
    await screenshot(page, 'administrations-en-school-required');

    await form().locator('select#aula_school_id').selectOption({ index: 1 });
    const school = await form().locator('select#aula_school_id option:checked').innerText();
    await form().locator('#aula_roles label').first().click();
    expect(await form().locator('.rjsf-field-error').count()).toBe(0);
    await screenshot(page, 'administrations-en-add-school');
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Added successfully');
    expect((await api('/administrations', 'administrations')).total).toBe(before + 1);
    const [listed] = (await api('/administrations?search=01035566778', 'administrations')).data;
    const answer = await fetch(`${aula.baseUrl}/api/administrations/${listed.id}`, { headers: { authorization: `Bearer ${token}` } });
    const added = ((await answer.json()) as { data: Person }).data;
    expect(added).toMatchObject({ last_name: 'Kvaratskhelia', unit_kind: 2, administration_item_id: null });
    expect(added.school_id).toEqual(expect.any(Number));

    await page.locator('.list-screen__actions button[aria-expanded]').click();
    await page.locator('#filter-search').fill('Kvaratskhelia');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().locator('td').nth(1).click();
    await expect.poll(() => page.locator('.detail__fields').innerText()).toContain(school);
    expect(await page.locator('.detail__fields dt').allInnerTexts()).not.toContain('Administrative unit');
    await screenshot(page, 'administrations-en-detail');
  });

  it('moves the staff member to an administrative unit from the edit form, and the school is cleared', async () => {
    await page.locator('.detail__foot button', { hasText: 'Edit' }).click();
    await expect.poll(() => form().locator('#aula_unit_kind input[value="2"]').isChecked()).toBe(true);
    await expect.poll(() => form().locator('select#aula_school_id option:checked').innerText()).not.toBe('Choose');
    await form().locator('#aula_unit_kind label', { hasText: 'Administrative unit' }).click();
    await expect.poll(() => form().locator('select#aula_administration_item_id').count()).toBe(1);
    expect(await form().locator('select#aula_school_id').count()).toBe(0);
    await form().locator('select#aula_administration_item_id').selectOption({ index: 1 });
    const unit = await form().locator('select#aula_administration_item_id option:checked').innerText();
    await screenshot(page, 'administrations-en-edit-unit');
    await form().locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.alert--success').innerText()).toContain('Updated successfully');
    await expect.poll(() => page.locator('.detail__fields').innerText()).toContain(unit);
    expect(await page.locator('.detail__fields dt').allInnerTexts()).not.toContain('School');
    const id = new URL(page.url()).searchParams.get('rowId');
    const answer = await fetch(`${aula.baseUrl}/api/administrations/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await answer.json()) as { data: Person };
    expect(data).toMatchObject({ unit_kind: 1, school_id: null, administration_item_id: expect.any(Number) });
  });
});
