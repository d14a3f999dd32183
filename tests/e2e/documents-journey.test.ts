// Electronic documents at work, in Chromium against a real server and database: a template is issued to a
// student from its detail; the document, its text filled in and numbered, is in the sent list, opens, and
// downloads as a PDF; in English the same buttons read in English; and the transcript issued to two ticked students
// as a job downloads as one zip of their PDFs.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiGet, savedDownload, screenshot, seenOnTop, startSignedIn, type RunningAula } from './harness';

interface Student { id: number; name: string; surname: string; personal_id: string }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';

const rows = () => page.locator('table.data-table tbody tr');
const detail = () => page.locator('aside.detail');

/** The issue form's open list of students lies inside its dialog and above its buttons, not cut off or over them. */
async function expectOptionsWithin(form: Locator): Promise<void> {
  const [dialog, options, buttons] = await Promise.all([form, form.getByRole('listbox'), form.locator('.modal__foot')].map((part) => part.boundingBox()));
  expect(options!.y + options!.height).toBeLessThanOrEqual(Math.min(dialog!.y + dialog!.height, buttons!.y));
  expect(await seenOnTop(form.getByRole('option').first())).toBe(true);
  expect(await seenOnTop(form.locator('button[type=submit]'))).toBe(true);
}

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn({ acceptDownloads: true }));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('e-documents', () => {
  it('issues the student status certificate to a student, filled in and numbered', async () => {
    const { students } = await apiGet<{ students: { data: Student[] } }>({ aula, token }, '/students?sort=surname&per_page=1');
    const [student] = students.data;
    await page.goto(`${aula.baseUrl}/admin/edoc`);
    await rows().filter({ hasText: 'ცნობა სტუდენტის სტატუსის შესახებ' }).click();
    await detail().getByRole('button', { name: 'დოკუმენტის გაცემა' }).click();
    const form = page.locator('.modal');
    // the student is found by typing: too many to list, the box asks the server as one types
    const choice = form.getByRole('combobox');
    await choice.click();
    await expect.poll(() => form.getByRole('option').count()).toBeGreaterThan(5);
    await expectOptionsWithin(form);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectOptionsWithin(form);
    await screenshot(page, 'documents-issue-students-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await choice.fill(student.personal_id.slice(0, 6));
    await form.getByRole('option', { name: new RegExp(student.personal_id) }).click();
    await expect.poll(() => choice.inputValue()).toContain(student.personal_id);
    await form.getByRole('button', { name: 'დოკუმენტის გაცემა' }).click();
    // the demo's three documents are the first of the series its templates share: this is the fourth
    const number = `ED-${new Date().getFullYear()}/0004`;
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain(`დოკუმენტი ${number} გაიცა`);
    // said above the template's panel, which stays open: what the browser shows at the alert is the alert
    expect(await seenOnTop(page.locator('.alert--success').last())).toBe(true);
    await screenshot(page, 'documents-issued');

    await page.goto(`${aula.baseUrl}/admin/edoc-sent`);
    await expect.poll(() => rows().filter({ hasText: number }).count()).toBe(1);
    await rows().filter({ hasText: number }).click();
    await expect.poll(() => detail().innerText()).toContain(`${student.name} ${student.surname} (პირადი ნომერი ${student.personal_id})`);
    expect(await detail().innerText()).toContain(`ცნობა № ${number}`);
    await screenshot(page, 'documents-sent');
  });

  it('downloads the document as a PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), detail().getByRole('button', { name: 'PDF-ის ჩამოტვირთვა' }).click()]);
    expect(download.suggestedFilename()).toBe(`ED-${new Date().getFullYear()}_0004.pdf`);
    const bytes = await readFile(await savedDownload(download));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it('reads in English after the language switch', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Sent documents');
    await page.keyboard.press('Escape');
    await rows().first().click();
    await expect.poll(() => detail().getByRole('button', { name: 'Download the PDF' }).count()).toBe(1);
  });

  it('issues the transcript to two ticked students as a job, follows it to its end and downloads their PDFs as one zip', async () => {
    await page.goto(`${aula.baseUrl}/admin/students`);
    for (const row of [0, 1]) await rows().nth(row).locator('input[type=checkbox]').check();
    await page.locator('.bulk-bar').getByRole('button', { name: 'Issue a document' }).click();
    const form = page.locator('.modal');
    await form.getByLabel('Template').selectOption({ label: 'აკადემიური ცნობა (ტრანსკრიპტი)' });
    await form.locator('button[type=submit]').click();
    // the job's dialog follows it to its end and offers its file
    const finished = page.getByRole('dialog').filter({ hasText: 'Documents issued: 2.' });
    await expect.poll(() => finished.count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'documents-issued-as-zip');
    const [download] = await Promise.all([page.waitForEvent('download'), finished.getByRole('button', { name: 'Download the file' }).click()]);
    const listed = execFileSync('unzip', ['-Z1', await savedDownload(download)], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toHaveLength(2);
    expect(listed.every((name) => /^TR-\d{4}_\d{4}-.+\.pdf$/u.test(name))).toBe(true);
  });
});
