// The career office, in Chromium against a real server and database: staff publish an internship for the demo
// student's programme; the student (in Georgian, at 1440 px) starts and fills their career profile (experience, a
// language, a CV file, shown to the career office), saves the vacancy and applies to it with a letter; staff shortlist
// the application, and the student (in English, on a 375 px phone) sees it shortlisted. axe finds nothing on each new
// state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, screenshot, signIn, startSignedIn, type RunningAula } from './harness';
import { demoData } from './demo';

let aula: RunningAula;
let browser: Browser;
let staff: Page;
const student = { email: '', password: '' };
const programme = { name: '' };
const title = 'სტაჟირება ანალიტიკის გუნდში';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A day counted from today, as the date field takes it (dd-mm-yyyy). */
const typedDay = (offset: number): string => {
  const [year, month, day] = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

beforeAll(async () => {
  const { dataDir, db, student: demoStudent } = await demoData();
  Object.assign(student, demoStudent);
  const [own] = await db.query<{ name: string }>(
    'SELECT p.name_ka AS name FROM users u JOIN students s ON s.id = u.student_id JOIN programs p ON p.id = s.program_id WHERE u.email = $1', [student.email],
  );
  programme.name = own.name;
  await db.close();
  ({ aula, browser, page: staff } = await startSignedIn({}, undefined, {}, dataDir));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

async function signedIn(language: 'ka' | 'en', width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${aula.baseUrl}/login`);
  await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
  await signIn(page, aula.baseUrl, student.email, student.password);
  await page.waitForURL(/\/student$/);
  return page;
}

const rowsOf = (page: Page) => page.locator('table.data-table tbody tr');
const detailOf = (page: Page) => page.locator('aside.detail');
const formOf = (page: Page) => page.locator('.modal');

describe('the career office', () => {
  let own: Page;

  it('publishes an internship for a programme', async () => {
    await staff.goto(`${aula.baseUrl}/admin/vacancies`);
    await staff.getByRole('button', { name: 'ვაკანსიის დამატება' }).click();
    const form = formOf(staff);
    await form.locator('#aula_title').fill(title);
    await form.locator('#aula_employer').fill('საქართველოს ბანკი');
    await form.locator('#aula_kind_id').selectOption({ label: 'სტაჟირება' });
    await form.locator('#aula_location').fill('თბილისი');
    await form.locator('#aula_deadline').fill(typedDay(20));
    // its programme exactly (not one whose name holds it: international law beside law)
    await form.locator('#aula_programs').getByLabel(programme.name, { exact: true }).check();
    await form.getByRole('textbox', { name: 'აღწერა' }).fill('ექვსთვიანი ანაზღაურებადი სტაჟირება მონაცემთა ანალიზში.');
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'career-vacancy-form-ka');
    await form.getByRole('button', { name: 'შენახვა' }).click();
    const row = rowsOf(staff).filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('მონახაზი');
    await row.click();
    await detailOf(staff).getByRole('button', { name: 'გამოქვეყნება' }).click();
    await expect.poll(() => detailOf(staff).locator('.workflow-state').innerText()).toBe('ღია');
    await expect.poll(() => row.innerText()).toContain('ღია');
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'career-vacancy-published-ka');
  });

  it('lets the student start and fill their career profile, in Georgian at 1440 px', async () => {
    own = await signedIn('ka', 1440);
    await own.goto(`${aula.baseUrl}/student/student-career`);
    await own.getByRole('button', { name: 'პროფილის შექმნა' }).click();
    // started, the profile's detail opens with its Edit button at hand, and the message says to choose it
    await expect.poll(() => own.locator('.alert--success').last().innerText()).toContain('კარიერული პროფილი შექმნილია: შესავსებად აირჩიეთ „პროფილის რედაქტირება“');
    const edit = detailOf(own).getByRole('button', { name: 'პროფილის რედაქტირება' });
    await expect.poll(() => edit.count()).toBe(1);
    await expect.poll(() => rowsOf(own).count()).toBe(1);
    // one profile each: started, it is no longer offered
    expect(await own.getByRole('button', { name: 'პროფილის შექმნა' }).count()).toBe(0);
    // the education is Aula's record, shown and not typed
    expect(await rowsOf(own).first().innerText()).toContain(programme.name);
    await edit.click();
    const form = formOf(own);
    await form.locator('#aula_headline').fill('ეკონომიკის სტუდენტი, მიყვარს მონაცემები');
    await form.locator('#aula_skills').fill('SQL, Excel, R');
    // each repeat part has its add button, in the order of the form: experience, languages, links
    await form.locator('.rjsf-array-item-add').nth(0).click();
    await form.locator('#aula_experience_0_employer').fill('თიბისი ბანკი');
    await form.locator('#aula_experience_0_role').fill('სტაჟიორი');
    await form.locator('#aula_experience_0_started_on').fill('01-06-2025');
    await form.locator('#aula_experience_0_ended_on').fill('31-08-2025');
    await form.locator('.rjsf-array-item-add').nth(1).click();
    await form.locator('#aula_languages_0_language').fill('ინგლისური');
    await form.locator('#aula_languages_0_level_id').selectOption({ index: 5 });
    await form.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.locator('#aula_visible').check();
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'career-profile-form-ka-1440');
    await form.getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => formOf(own).count()).toBe(0);
    await expect.poll(() => detailOf(own).innerText()).toContain('თიბისი ბანკი');
    expect(await detailOf(own).innerText()).toContain('ინგლისური');
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'career-profile-ka-1440');
  });

  it('lets the student save the vacancy and apply to it with a letter', async () => {
    await own.goto(`${aula.baseUrl}/student/student-vacancies`);
    const row = rowsOf(own).filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    const detail = detailOf(own);
    await expect.poll(() => detail.innerText()).toContain('ექვსთვიანი ანაზღაურებადი სტაჟირება');
    await detail.getByRole('button', { name: 'შენახულებში დამატება' }).click();
    await expect.poll(() => detail.getByRole('button', { name: 'შენახულიდან ამოღება' }).count()).toBe(1);
    await detail.getByRole('button', { name: 'განაცხადის გაგზავნა' }).click();
    await formOf(own).locator('#aula_letter').fill('მსურს შემოგიერთდეთ ანალიტიკის გუნდში.');
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'career-apply-ka-1440');
    await formOf(own).getByRole('button', { name: 'გაგზავნა' }).click();
    await expect.poll(() => own.locator('.alert--success').last().innerText()).toContain('თქვენი განაცხადი გაგზავნილია');
    // applied once: nothing offers to apply again
    await expect.poll(() => detail.getByRole('button', { name: 'განაცხადის გაგზავნა' }).count()).toBe(0);
    await own.keyboard.press('Escape');
    await own.locator('nav.list-tabs button', { hasText: 'შენახული' }).click();
    await expect.poll(() => rowsOf(own).filter({ hasText: title }).count()).toBe(1);
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'career-saved-ka-1440');
    await own.context().close();
  });

  it('lets staff shortlist the application', async () => {
    await staff.goto(`${aula.baseUrl}/admin/vacancy-applications`);
    const row = rowsOf(staff).filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('გაგზავნილი');
    await row.click();
    await expect.poll(() => detailOf(staff).innerText()).toContain('მსურს შემოგიერთდეთ');
    expect(await detailOf(staff).innerText()).toContain('თიბისი ბანკი');
    await detailOf(staff).getByRole('button', { name: 'შერჩევა' }).click();
    await expect.poll(() => detailOf(staff).locator('.workflow-state').innerText()).toBe('შერჩეული');
    // what the student sent is answered, never rewritten: no state of an application offers editing or deleting it,
    // nor says it is locked
    expect(await detailOf(staff).locator('.detail__foot').count()).toBe(0);
    expect(await detailOf(staff).locator('.workflow-bar__locked').count()).toBe(0);
    expect(await axeViolations(staff)).toEqual([]);
    await screenshot(staff, 'career-application-shortlisted-ka');
  });

  it('shows the student, in English on a phone, their application shortlisted', async () => {
    const phone = await signedIn('en', 375);
    await phone.goto(`${aula.baseUrl}/student/student-applications`);
    const list = phone.locator('.list-screen');
    await expect.poll(() => list.innerText()).toContain(title);
    expect(await list.innerText()).toContain('Shortlisted');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'career-applications-en-375');
    await phone.context().close();
  });
});
