// A visitor applies without an account, in Chromium against a real server, database and SMTP server: found from the
// sign-in page, the bachelor's form in Georgian with a photo (a personal number too short and a birth date to come
// refused before sending), the other registers' form in English by a foreign citizen with a passport (a refusal
// first, nothing sent; the programmes offered those of the register chosen), each confirmed on the page and by a
// mail naming the programme; then the administrator finds both applicants in their registers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, startSignedIn, type RunningAula } from './harness';
import { startSmtp, type TestSmtp } from '../integration/support/smtp';

/** A whole one-pixel PNG, which a browser draws. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let aula: RunningAula;
let browser: Browser;
let page: Page;
let smtp: TestSmtp;
let visitor: Page;
const unauthorized: string[] = [];
// the photo over the server's limit, chosen from a file as a visitor would: the browser reads it from the disk (11 MB
// sent through the browser's protocol took longer than the step may wait on a busy machine)
const uploads = mkdtempSync(join(tmpdir(), 'aula-upload-'));
const BIG = join(uploads, 'big.jpg');
writeFileSync(BIG, Buffer.alloc(11 * 1024 * 1024, 0xff));

const field = (id: string) => visitor.locator(`#aula_${id}`);

beforeAll(async () => {
  smtp = await startSmtp();
  ({ aula, browser, page } = await startSignedIn({}, undefined, { SMTP_URL: smtp.url }));
  visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  visitor.setDefaultTimeout(10_000);
  visitor.on('response', (response) => { if (response.status() === 401) unauthorized.push(response.url()); });
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
  await smtp?.stop();
  rmSync(uploads, { recursive: true, force: true });
});

describe('a visitor applies', () => {
  it('finds the application forms from the sign-in page, each linking to the other', async () => {
    await visitor.goto(`${aula.baseUrl}/login`);
    const apply = visitor.getByRole('navigation', { name: 'გსურთ ჩვენთან სწავლა?' });
    // on a busy machine the links may come a moment after the cover has gone
    await expect.poll(() => apply.getByRole('link').allInnerTexts()).toEqual(['ბაკალავრიატზე განაცხადი', 'განაცხადი პროგრამაზე']);
    await apply.getByRole('link', { name: 'განაცხადი პროგრამაზე' }).click();
    await expect.poll(() => visitor.locator('h1').innerText()).toBe('განაცხადი პროგრამაზე');
    await visitor.getByRole('navigation', { name: 'სხვა განაცხადი:' }).getByRole('link', { name: 'ბაკალავრიატზე განაცხადი' }).click();
    await expect.poll(() => visitor.locator('h1').innerText()).toBe('ბაკალავრიატზე განაცხადი');
    // what a search engine shows under it: the page's own instructions, in its language
    expect(await visitor.locator('meta[name=description]').getAttribute('content')).toMatch(/^ბაკალავრიატის პროგრამაზე განაცხადისთვის შეავსეთ ფორმა/);
    expect(await visitor.getByRole('link', { name: 'შესვლა' }).getAttribute('href')).toBe('/login');
  });

  it('for a bachelor\'s programme in Georgian, with a photo, and is told on the page and by mail', async () => {
    await visitor.goto(`${aula.baseUrl}/bachelor`);
    await expect.poll(() => visitor.locator('h1').innerText()).toBe('ბაკალავრიატზე განაცხადი');
    await expect.poll(() => field('program_id').locator('option').count()).toBeGreaterThan(1);
    await field('first_name').fill('ნინო');
    await field('last_name').fill('განმცხადებელი');
    // a personal number of three digits and a birth date to come are refused before anything is sent
    const mails = smtp.mails.length;
    await visitor.getByLabel('საქართველო').check();
    await field('identity_number').fill('123');
    await field('date_of_birth').fill('04-03-2031');
    await visitor.getByRole('button', { name: 'განაცხადის გაგზავნა' }).click();
    await expect.poll(() => visitor.locator('#aula_identity_number__error').innerText()).toBe('პირადი ნომერი 11 ციფრისგან შედგება.');
    expect(await visitor.locator('#aula_date_of_birth__error').innerText()).toBe('ეს თარიღი დღევანდელზე გვიანდელი ვერ იქნება.');
    expect(await field('identity_number').getAttribute('aria-invalid')).toBe('true');
    await screenshot(visitor, 'public-bachelor-refused');
    expect(smtp.mails.length).toBe(mails);
    await field('identity_number').fill('01001099881');
    await field('date_of_birth').fill('2007-03-04');
    await visitor.getByLabel('მდედრობითი').check();
    await field('phone').fill('555-12-345');
    await field('email').fill('nino.applicant@example.com');
    await field('program_id').selectOption({ index: 1 });
    const program = await field('program_id').locator('option:checked').innerText();
    await field('previous_education').fill('საჯარო სკოლა №51');
    await field('exam_score').fill('187');
    // a photo over the server's limit is refused at its field, before anything is sent, naming the limit
    const posts: string[] = [];
    const recordPost = (request: import('playwright-core').Request) => { if (request.method() !== 'GET') posts.push(request.url()); };
    visitor.on('request', recordPost);
    await field('photo').setInputFiles(BIG);
    const photo = field('photo').locator('xpath=ancestor::div[contains(@class, "form-group")][1]');
    await expect.poll(() => photo.getByRole('alert').innerText()).toBe('ეს ფაილი 11 მბ-ია; აირჩიეთ არაუმეტეს 10 მბ-ის ფაილი.');
    await screenshot(visitor, 'public-bachelor-photo-too-large');
    visitor.off('request', recordPost);
    expect(posts).toEqual([]);
    await field('photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect(await photo.getByRole('alert').count()).toBe(0);
    await screenshot(visitor, 'public-bachelor-form');
    await visitor.getByRole('button', { name: 'განაცხადის გაგზავნა' }).click();
    await expect.poll(() => visitor.getByRole('status').innerText()).toMatch(/^თქვენი განაცხადი №\d+ მიღებულია\. დადასტურება გაიგზავნა მისამართზე nino\.applicant@example\.com\.$/);
    await screenshot(visitor, 'public-bachelor-sent');
    await expect.poll(() => smtp.to('nino.applicant@example.com').length).toBe(1);
    expect(smtp.to('nino.applicant@example.com')[0].subject).toBe('თქვენი განაცხადი მიღებულია');
    expect(smtp.to('nino.applicant@example.com')[0].text).toContain(`პროგრამაზე „${program}“ მიღებულია`);
  });

  it('for a doctoral programme in English: a form with gaps is refused and sends nothing, then the whole one is sent', async () => {
    await visitor.goto(`${aula.baseUrl}/register`);
    await visitor.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => visitor.locator('h1').innerText()).toBe('Apply for a programme');
    const mails = smtp.mails.length;
    await visitor.getByRole('button', { name: 'Send the application' }).click();
    await expect.poll(() => visitor.getByText('This field is required.').count()).toBeGreaterThan(5);
    expect(smtp.mails.length).toBe(mails);

    // the programmes wait for the register, then are those of its degree: a master's, then a doctoral one
    expect(await field('program_id').isDisabled()).toBe(true);
    const offered = async () => (await field('program_id').locator('option').allInnerTexts()).slice(1).sort();
    await visitor.getByLabel('Master\'s').check();
    await expect.poll(offered).toEqual(['Finance', 'International Law', 'Public Administration']);
    await visitor.getByLabel('Doctoral').check();
    await expect.poll(offered).toEqual(['Philology', 'Political Science']);
    await field('first_name').fill('Giorgi');
    await field('last_name').fill('Applicant');
    // a foreign citizen gives a passport, and no personal number is asked of them
    expect(await field('passport_number').count()).toBe(0);
    await visitor.getByLabel('Foreign citizen').check();
    await field('passport_number').fill('U12345678');
    await field('passport_country').fill('Ukraine');
    await expect.poll(() => visitor.locator('label[for="aula_identity_number"]').innerText()).toBe('Personal number');
    await screenshot(visitor, 'public-register-foreign');
    await field('date_of_birth').fill('1990-11-02');
    await field('phone').fill('599-12-345');
    await field('email').fill('giorgi.applicant@example.com');
    await field('program_id').selectOption({ label: 'Philology' });
    await field('previous_education').fill('MA, Tbilisi State University');
    await field('work_experience').fill('Five years at a ministry');
    await visitor.getByRole('button', { name: 'Send the application' }).click();
    await expect.poll(() => visitor.getByRole('status').innerText()).toMatch(/^Your application no\. \d+ was received\./);
    await expect.poll(() => smtp.to('giorgi.applicant@example.com').length).toBe(1);
    expect(smtp.to('giorgi.applicant@example.com')[0].text).toContain('for the programme “Philology” (register: Doctoral applicants)');
    // nothing the visitor's pages asked for needed a session
    expect(unauthorized).toEqual([]);
  });
});

describe('the administrator', () => {
  it('finds the bachelor\'s applicant first among the newest, with what the form told', async () => {
    await page.goto(`${aula.baseUrl}/admin/bachelor?sort=-created_at`);
    const first = page.locator('table.data-table tbody tr').first();
    await expect.poll(() => first.innerText()).toContain('01001099881');
    expect(await first.innerText()).toContain('საჯარო სკოლა №51');
    // the photo the visitor sent is the row's, and is drawn
    await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await screenshot(page, 'public-bachelor-register');
  });

  it('finds the doctoral applicant in the doctoral register, and not in the master\'s', async () => {
    await page.goto(`${aula.baseUrl}/admin/phd?sort=-created_at`);
    await expect.poll(() => page.locator('table.data-table tbody tr').first().innerText()).toContain('U12345678');
    await page.goto(`${aula.baseUrl}/admin/master?sort=-created_at`);
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('table.data-table tbody').innerText()).not.toContain('U12345678');
  });
});
