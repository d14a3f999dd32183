// A member of staff at work on the bachelor's applicants register, in Chromium against a real server and
// database: ticking rows, exporting and enrolling them as students, reading the summary, finding the new
// students in the students register, the enrolled marked in the register (and no enrolment offered for them), and a
// refusal explained in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { apiGet, savedDownload, screenshot, startSignedIn, type RunningAula } from './harness';

interface Applicant { id: number; first_name: string; last_name: string; identity_number: string; citizenship: number | null; admission_state: string }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';
let chosen: Applicant[] = [];

const api = <T>(path: string): Promise<T> => apiGet<T>({ aula, token }, path);

/** The first page of the register, as the screen shows it, each row read whole (the list carries only its columns). */
async function bachelorPage(): Promise<Applicant[]> {
  const listed = (await api<{ applicants: { data: Applicant[] } }>('/bachelor-registers?sort=last_name')).applicants.data;
  return Promise.all(listed.map(async (row) => (await api<{ data: Applicant }>(`/bachelor-registers/${row.id}`)).data));
}

const rows = () => page.locator('table.data-table tbody tr');
const rowOf = (applicant: Applicant) => rows().filter({ hasText: applicant.identity_number });
const bar = () => page.locator('.bulk-bar');
const dialog = () => page.locator('dialog.confirm-dialog[open], dialog.modal-dialog[open]');

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn({ acceptDownloads: true }));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('the bachelor applicants register', () => {
  it('opens from the sidebar with a checkbox column and no filter panel', async () => {
    await page.locator('aside button.sidebar__group', { hasText: 'აპლიკანტები' }).click();
    await page.locator('aside a[href="/admin/bachelor"]').click();
    await expect.poll(() => rows().count()).toBe(15);
    expect(await page.locator('h1').innerText()).not.toBe('');
    expect(await page.locator('.list-screen__actions button[aria-expanded]').count()).toBe(0);
    expect(await page.locator('thead input[type=checkbox]').count()).toBe(1);
    expect(await bar().count()).toBe(0);
  });

  it('ticks every row of the page from the header, and clears the selection', async () => {
    await page.locator('thead input[type=checkbox]').check();
    await expect.poll(() => bar().innerText()).toContain('მონიშნულია 15');
    expect(await page.locator('tbody input[type=checkbox]:checked').count()).toBe(15);
    await bar().locator('.link-button').click();
    await expect.poll(() => bar().count()).toBe(0);
    expect(await page.locator('tbody input[type=checkbox]:checked').count()).toBe(0);
  });

  it('exports two ticked rows as a workbook holding just them', async () => {
    // two who accepted an offer of a place and can be enrolled (they have their citizenship)
    chosen = (await bachelorPage()).filter((applicant) => applicant.citizenship !== null && applicant.admission_state === 'accepted').slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const applicant of chosen) await rowOf(applicant).locator('input[type=checkbox]').check();
    await expect.poll(() => bar().innerText()).toContain('მონიშნულია 2');
    await screenshot(page, 'applicants-ka-two-ticked');
    const [download] = await Promise.all([page.waitForEvent('download'), bar().locator('button', { hasText: 'ექსპორტი' }).click()]);
    expect(download.suggestedFilename()).toBe('bachelor-selection.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await savedDownload(download));
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    const identities = [2, 3].map((n) => String(sheet.getRow(n).getCell(7).value)).sort();
    expect(identities).toEqual(chosen.map((a) => a.identity_number).sort());
  });

  it('enrols the two ticked applicants after a confirmation, and sums up what was done', async () => {
    await bar().locator('button', { hasText: 'სტუდენტებად ჩარიცხვა' }).click();
    await expect.poll(() => dialog().innerText()).toContain('ჩაირიცხოს 2 მონიშნული აპლიკანტი სტუდენტებად?');
    await screenshot(page, 'applicants-ka-confirm-enrol');
    await dialog().locator('.button--primary').click();
    await expect.poll(() => dialog().innerText()).toContain('ჩაირიცხა 2');
    expect(await dialog().innerText()).not.toContain('უარყოფილია');
    await screenshot(page, 'applicants-ka-enrol-summary');
    await dialog().locator('button', { hasText: 'დახურვა' }).click();
    await expect.poll(() => bar().count()).toBe(0);
    expect(await page.locator('tbody input[type=checkbox]:checked').count()).toBe(0);
    // the register marks them enrolled, and its tab of the enrolled lists just them
    for (const applicant of chosen) await expect.poll(() => rowOf(applicant).locator('td.cell--boolean').innerText()).toBe('კი');
    await page.locator('.list-tabs__tab', { hasText: 'ჩარიცხული' }).click();
    await expect.poll(() => rows().count()).toBe(2);
    await screenshot(page, 'applicants-ka-enrolled-tab');
    // the tab of those to enrol lists the applicants who accepted their offer and are not students yet
    await page.locator('.list-tabs__tab', { hasText: 'ჩასარიცხი' }).click();
    await expect.poll(() => page.url()).toContain('tab=waiting');
    await expect.poll(async () => {
      const texts = await rows().allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('დათანხმებული'));
    }).toBe(true);
    for (const applicant of chosen) expect(await rowOf(applicant).count()).toBe(0);
    await page.locator('.list-tabs__tab', { hasText: 'ყველა' }).click();
    await expect.poll(() => rowOf(chosen[0]).count()).toBe(1);
  });

  it('finds the new students in the students register', async () => {
    await page.locator('aside a[href="/admin/students"]').click();
    await expect.poll(() => rows().count()).toBe(15);
    await page.locator('.list-screen__actions button[aria-expanded]').click();
    for (const applicant of chosen) {
      await page.locator('#filter-search').fill(applicant.identity_number);
      await expect.poll(() => rows().count()).toBe(1);
      await expect.poll(() => rows().first().innerText()).toContain(applicant.identity_number);
      const text = await rows().first().innerText();
      expect(text).toContain(applicant.last_name);
      expect(text).toContain(applicant.first_name);
    }
    await screenshot(page, 'applicants-ka-student-found');
  });

  it('in English, offers no enrolment for an enrolled applicant, and refuses one without citizenship, saying why', async () => {
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Students');
    await page.goto(`${aula.baseUrl}/admin/bachelor`);
    await expect.poll(() => page.locator('h1').innerText()).toBe("Bachelor's applicants");
    await expect.poll(() => rows().count()).toBe(15);
    // English headers leave the phone column narrow: a number broken at a hyphen would read as two
    const phoneLines = await page.locator('table.data-table tbody td.cell--phone').evaluateAll((cells) => cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }));
    expect(phoneLines).toEqual(Array.from({ length: 15 }, () => 1));
    const incomplete = (await bachelorPage()).find((applicant) => applicant.citizenship === null && applicant.admission_state === 'accepted');
    expect(incomplete).toBeDefined();
    expect(await rowOf(chosen[0]).locator('td.cell--boolean').innerText()).toBe('Yes');
    await rowOf(chosen[0]).locator('input[type=checkbox]').check();
    await expect.poll(() => bar().innerText()).toContain('1 selected');
    await rowOf(incomplete!).locator('input[type=checkbox]').check();
    await expect.poll(() => bar().innerText()).toContain('2 selected');
    // an enrolled applicant among the ticked: the enrolment is not offered, the export still is
    expect(await bar().locator('button', { hasText: 'Enrol as students' }).count()).toBe(0);
    expect(await bar().locator('button', { hasText: 'Export' }).count()).toBe(1);
    await rowOf(chosen[0]).locator('input[type=checkbox]').uncheck();
    await expect.poll(() => bar().innerText()).toContain('1 selected');
    await bar().locator('button', { hasText: 'Enrol as students' }).click();
    await expect.poll(() => dialog().innerText()).toContain('Enrol 1 selected applicant as a student?');
    await dialog().locator('.button--primary').click();
    await expect.poll(() => dialog().innerText()).toContain('0 enrolled');
    const summary = await dialog().innerText();
    expect(summary).toContain('1 refused');
    // nothing done reads grey, not as a success
    expect(await dialog().locator('.badge', { hasText: '0 enrolled' }).getAttribute('class')).toContain('badge--muted');
    expect(summary).toContain(`${incomplete!.first_name} ${incomplete!.last_name}`);
    expect(summary).toContain('Citizenship: This field is required.');
    await screenshot(page, 'applicants-en-refused-summary');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('deletes a ticked applicant after a confirmation naming how many', async () => {
    // one still in admissions: an enrolled, rejected or declined application is kept as it is
    const first = (await bachelorPage()).find((applicant) => ['submitted', 'review', 'offered', 'accepted'].includes(applicant.admission_state) && !chosen.some((taken) => taken.id === applicant.id))!;
    await rowOf(first).locator('input[type=checkbox]').check();
    await bar().locator('button', { hasText: 'Delete' }).click();
    await expect.poll(() => dialog().innerText()).toContain('Delete 1 selected record? This cannot be undone.');
    await screenshot(page, 'applicants-en-confirm-delete');
    await dialog().locator('.button--danger').click();
    await expect.poll(() => dialog().innerText()).toContain('1 deleted');
    await dialog().locator('button', { hasText: 'Close' }).click();
    await expect.poll(() => rowOf(first).count()).toBe(0);
    expect((await bachelorPage()).some((applicant) => applicant.id === first.id)).toBe(false);
  });

  it('moves an application through admissions from its detail: into review, then offered a place', async () => {
    const submitted = (await bachelorPage()).find((applicant) => applicant.admission_state === 'submitted')!;
    await rowOf(submitted).locator('td').nth(2).click();
    const detail = page.locator('aside.detail');
    await expect.poll(() => detail.locator('.workflow-state').innerText()).toBe('Submitted');
    expect(await detail.locator('.workflow-bar').getByRole('button').allInnerTexts()).toEqual(['Take into review', 'Reject']);
    await detail.getByRole('button', { name: 'Take into review' }).click();
    await expect.poll(() => detail.locator('.workflow-state').innerText()).toBe('Under review');
    await detail.getByRole('button', { name: 'Offer a place' }).click();
    await expect.poll(() => detail.locator('.workflow-state').innerText()).toBe('Offered a place');
    expect(await detail.locator('.workflow-bar').getByRole('button').allInnerTexts()).toEqual(['Record acceptance', 'Record declining']);
    await screenshot(page, 'applicants-en-offered');
    await page.keyboard.press('Escape');
    await expect.poll(() => rowOf(submitted).innerText()).toContain('Offered a place');
  });

  it('keeps the selection bar within a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await rows().first().locator('input[type=checkbox]').check();
    await expect.poll(() => bar().count()).toBe(1);
    const box = await bar().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    for (const button of await bar().locator('button').all()) {
      const edge = await button.boundingBox();
      expect(edge!.x + edge!.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'applicants-en-phone-bar');
  });
});
