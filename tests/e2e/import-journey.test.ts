// The office brings students in from a spreadsheet, in Chromium against a real server and database: the workbook
// LibreOffice wrote (tests/fixtures/import) is checked before anything is written — what would be created, the
// refused rows with their reasons in Georgian, a workbook of them — then imported as a job; a student it created
// shows the file in their history. On a phone, in English, a column's field is changed and the file checked again. A
// row carrying a student's personal number under another name is named and flagged, and the import waits for a tick.
// axe finds nothing on each state.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { apiGet, axeViolations, newDataDir, savedDownload, screenshot, signIn, startSignedIn, type RunningAula } from './harness';

const WORKBOOK = path.resolve('tests/fixtures/import/students.xlsx');

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  // a database of its own: the students it adds are no other journey's
  ({ aula, browser, page, token } = await startSignedIn({}, undefined, {}, newDataDir()));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('importing students from a spreadsheet', () => {
  it('checks the file, names the refused rows with their reasons, and imports the rest as a job', async () => {
    await page.goto(`${aula.baseUrl}/admin/students`);
    await page.getByRole('button', { name: 'იმპორტი', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'იმპორტი: სტუდენტები' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('ფაილი (XLSX ან CSV)').setInputFiles(WORKBOOK);
    await dialog.getByRole('button', { name: 'ფაილის შემოწმება' }).click();
    const summary = dialog.getByRole('status');
    await expect.poll(() => summary.innerText()).toBe('შეიქმნება 3, განახლდება 0, გამოტოვდება 0; უარყოფილია: 6. ჯერ არაფერი ჩაწერილა.');
    const refused = dialog.locator('.import-dialog__refused tbody tr');
    expect(await refused.count()).toBe(6);
    expect(await refused.nth(3).innerText()).toContain('პროგრამა: ვარიანტი სახელით „მედიცინა“ არ არსებობს.');
    // the header the file's second row is (a merged title above it) matched each column to its field
    expect(await dialog.getByRole('combobox', { name: 'ველი, რომელსაც სვეტი პირადი ნომერი ავსებს' }).inputValue()).toBe('personal_id');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-checked');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'უარყოფილი სტრიქონები (XLSX)' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await savedDownload(download));
    expect(workbook.worksheets[0].rowCount).toBe(7);

    await dialog.getByRole('button', { name: '3 სტრიქონის იმპორტი' }).click();
    const done = page.getByRole('dialog', { name: 'წარმატება' });
    await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1);
    expect(await done.getByRole('status').innerText()).toBe('შეიქმნა 3, განახლდა 0, გამოტოვდა 0; უარყოფილია: 6.');
    await done.locator('.modal__foot').getByRole('button', { name: 'დახურვა' }).click();

    await page.getByRole('searchbox').fill('99900000008');
    await page.getByRole('cell', { name: 'ქავთარაძე' }).click();
    await page.getByText('ისტორია', { exact: true }).click();
    await expect.poll(() => page.locator('.record-history__note').first().innerText()).toBe('იმპორტირებულია ფაილიდან: students.xlsx');
  });

  it('on a phone, in English, a column left out is checked again before the import is offered', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await signIn(phone, aula.baseUrl);
    await phone.waitForURL(/\/admin$/);
    await phone.evaluate(() => localStorage.setItem('lang', 'en'));
    await phone.goto(`${aula.baseUrl}/admin/students`);
    await phone.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Import into Students' });
    await dialog.getByLabel('File (XLSX or CSV)').setInputFiles(WORKBOOK);
    await dialog.getByLabel('is skipped').check();
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    const summary = dialog.getByRole('status');
    await expect.poll(() => summary.innerText()).toBe('Would create 0, update 0 and skip 3; refused: 6. Nothing has been written yet.');
    const refusedEmail = dialog.locator('.import-dialog__refused tbody tr').nth(5);
    expect(await refusedEmail.innerText()).toContain('E-mail: Enter a valid e-mail address.');
    await dialog.getByRole('combobox', { name: 'Field filled by the column ელ. ფოსტა' }).selectOption('');
    expect(await summary.innerText()).toBe('The choices changed since the check: check the file again.');
    expect(await dialog.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Check again' }).click();
    // without its e-mail column, the row whose e-mail was wrong now has none, which a student must have
    await expect.poll(() => refusedEmail.innerText()).toContain('E-mail: This field is required.');
    expect(await summary.innerText()).toBe('Would create 0, update 0 and skip 3; refused: 6. Nothing has been written yet.');
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'import-phone-rechecked');
    await phone.context().close();
  });
  it('names the record a row would overwrite, flags a row naming another person, and waits for a tick before importing', async () => {
    const listed = await apiGet<{ students: { data: { name: string; surname: string; personal_id: string }[] } }>({ aula, token }, '/students?sort=surname&per_page=1');
    const [student] = listed.students.data;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'aula-import-')), 'people.csv');
    writeFileSync(file, `Name;Surname;Personal number;E-mail\r\nMzia;Baghaturia;${student.personal_id};mzia.baghaturia@example.ge\r\n`);
    await page.goto(`${aula.baseUrl}/admin/students`);
    await page.getByRole('button', { name: 'იმპორტი', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'იმპორტი: სტუდენტები' });
    await dialog.getByLabel('ფაილი (XLSX ან CSV)').setInputFiles(file);
    await dialog.getByRole('button', { name: 'ფაილის შემოწმება' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('შეიქმნება 0, განახლდება 1, გამოტოვდება 0; უარყოფილია: 0. ჯერ არაფერი ჩაწერილა.');
    const updated = dialog.locator('.import-dialog__updated tbody tr');
    expect(await updated.innerText()).toContain(`${student.name} ${student.surname}`);
    expect(await updated.innerText()).toContain('ფაილში სახელია: Mzia Baghaturia');
    expect(await dialog.getByRole('alert').innerText()).toContain('1 სტრიქონში ჩანაწერს სხვა სახელი აქვს');
    const start = dialog.getByRole('button', { name: '1 სტრიქონის იმპორტი' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel('გადავამოწმე სტრიქონები, სადაც სახელი განსხვავდება, და ისინი ამ ჩანაწერებს უნდა განაახლებდეს').check();
    expect(await start.isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-misnamed-ka');
    await dialog.locator('.modal__foot').getByRole('button', { name: 'გაუქმება' }).click();
  });
});
