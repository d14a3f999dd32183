// Nothing is lost (issue 20), in Chromium against a real server: two people editing one record (the second is told,
// field by field, what the first changed, keeps what they typed and chooses), a save whose answer is lost on the way
// back and sent again (one record, not two), and a record deleted by mistake brought back from "recently deleted"
// with its history saying so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiGet, signIn, startSignedIn, type SignedIn } from './harness';

let signedIn: SignedIn;
let page: Page;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ page } = signedIn);
});

afterAll(async () => {
  await signedIn?.browser.close();
  await signedIn?.aula.stop();
});

interface School { id: number; name_ka: string; name_en: string }

const schools = async (): Promise<School[]> => (await apiGet<{ schools: { data: School[] } }>(signedIn, '/schools?per_page=100')).schools.data;
const schoolNamed = async (name: string): Promise<School | undefined> => (await schools()).find((school) => school.name_en === name);

/** Opens the edit form of the school named `name` on /admin/schools; answers the form. */
async function editSchool(on: Page, name: string) {
  await on.goto(`${signedIn.aula.baseUrl}/admin/schools`);
  await on.locator('table.data-table tbody tr', { hasText: name }).first().click();
  await on.locator('dialog[open] .detail__foot').getByRole('button', { name: 'რედაქტირება' }).click();
  const form = on.locator('dialog.modal-dialog[open] form');
  await form.locator('#aula_name_en').waitFor();
  await expect.poll(() => form.locator('#aula_name_en').inputValue()).not.toBe('');
  return form;
}

describe('nothing is lost', () => {
  it('tells the second of two people saving one record what the first changed, keeps what they typed, and saves over it when asked', async () => {
    await page.goto(`${signedIn.aula.baseUrl}/admin/schools`);
    await page.locator('.list-screen__actions .button--primary').click();
    const adding = page.locator('dialog[open] form');
    await adding.locator('#aula_name_ka').fill('ორთა სკოლა');
    await adding.locator('#aula_name_en').fill('School of Two');
    await adding.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);

    // a second member of staff, in a browser of their own
    const other: BrowserContext = await signedIn.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const second = await other.newPage();
    second.setDefaultTimeout(10_000);
    await signIn(second, signedIn.aula.baseUrl);
    await second.waitForURL(/\/admin$/);

    const first = await editSchool(page, 'School of Two');
    const theirs = await editSchool(second, 'School of Two');
    await first.locator('#aula_name_en').fill('School of Two, renamed');
    await first.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog.modal-dialog[open] form').count()).toBe(0);

    await theirs.locator('#aula_name_ka').fill('ორთა სკოლა, შეცვლილი');
    await theirs.getByRole('button', { name: 'შენახვა' }).click();
    const notice = second.locator('dialog[open] .conflict');
    await expect.poll(() => notice.innerText()).toContain('ჩანაწერი სხვამ შეცვალა');
    // field by field: the English name is theirs now; the form still holds what this person typed
    const changed = notice.locator('tbody tr');
    expect(await changed.count()).toBe(1);
    expect(await changed.first().innerText()).toContain('School of Two, renamed');
    expect(await theirs.locator('#aula_name_ka').inputValue()).toBe('ორთა სკოლა, შეცვლილი');
    expect((await schoolNamed('School of Two, renamed'))?.name_ka).toBe('ორთა სკოლა');

    await notice.getByRole('button', { name: 'ჩემით გადაწერა' }).click();
    await expect.poll(() => second.locator('dialog.modal-dialog[open] form').count()).toBe(0);
    const saved = await schoolNamed('School of Two');
    expect(saved).toMatchObject({ name_ka: 'ორთა სკოლა, შეცვლილი', name_en: 'School of Two' });

    // and a third round, taken the other way: the form shows the record as it is now
    const again = await editSchool(second, 'School of Two');
    const mine = await editSchool(page, 'School of Two');
    await mine.locator('#aula_name_en').fill('School of Two, third');
    await mine.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog.modal-dialog[open] form').count()).toBe(0);
    await again.locator('#aula_name_ka').fill('არ შეინახება');
    await again.getByRole('button', { name: 'შენახვა' }).click();
    await second.locator('dialog[open] .conflict').getByRole('button', { name: 'მათი ვერსიის აღება' }).click();
    expect(await again.locator('#aula_name_en').inputValue()).toBe('School of Two, third');
    expect(await again.locator('#aula_name_ka').inputValue()).toBe('ორთა სკოლა, შეცვლილი');
    await other.close();
  });

  it('saves once a form whose answer was lost on the way back and is sent again', async () => {
    await page.goto(`${signedIn.aula.baseUrl}/admin/schools`);
    await page.locator('.list-screen__actions .button--primary').click();
    const form = page.locator('dialog[open] form');
    await form.locator('#aula_name_ka').fill('ერთხელ შენახული');
    await form.locator('#aula_name_en').fill('Saved once');
    // the request reaches the server and is done; its answer never reaches the page
    await page.route('**/api/schools', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog[open] [role=alert]').innerText()).toContain('არაფერი შენახულა');
    await page.unroute('**/api/schools');
    await form.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect((await schools()).filter((school) => school.name_en === 'Saved once')).toHaveLength(1);
  });

  it('brings a record deleted by mistake back from "recently deleted", and its history says who did what', async () => {
    await page.goto(`${signedIn.aula.baseUrl}/admin/schools`);
    await page.locator('table.data-table tbody tr', { hasText: 'Saved once' }).click();
    await page.locator('dialog[open] .detail__foot').getByRole('button', { name: 'წაშლა' }).click();
    await page.locator('dialog.confirm-dialog[open]').getByRole('button', { name: 'წაშლა' }).click();
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).not.toContain('Saved once');

    await page.locator('.list-screen__actions').getByRole('button', { name: 'ბოლოს წაშლილები' }).click();
    const recent = page.locator('dialog.modal-dialog[open]');
    const entry = recent.locator('tbody tr', { hasText: 'ერთხელ შენახული' });
    await entry.waitFor();
    await entry.getByRole('button', { name: /აღდგენა/ }).click();
    await expect.poll(() => entry.count()).toBe(0);
    await recent.getByRole('button', { name: 'დახურვა' }).first().click();
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toContain('Saved once');

    await page.locator('table.data-table tbody tr', { hasText: 'Saved once' }).click();
    const history = page.locator('dialog[open] details.record-history');
    await history.locator('summary').click();
    await expect.poll(() => history.locator('.record-history__entries > li').count()).toBe(3);
    const said = await history.locator('.record-history__entries > li strong').allInnerTexts();
    expect(said[0]).toBe('აღდგენილია');
  });
});
