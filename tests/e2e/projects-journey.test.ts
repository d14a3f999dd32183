// A university project's life in Chromium against a real server and database, as the three people see it: the demo
// lecturer (in Georgian, 1440 px) proposes a project from "My projects"; the administrator approves it from its
// detail; the demo student (in English, on a 375 px phone) finds it among the projects and applies with a motivation;
// the lecturer accepts the application from "Applications to my projects"; the student then sees it accepted. Each
// new state is checked with axe and photographed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, screenshot, signIn, startSignedIn, type RunningAula } from './harness';
import { demoData } from './demo';

let aula: RunningAula;
let browser: Browser;
let admin: Page;
const lecturer = { email: '', password: '' };
const student = { email: '', password: '' };
const TITLE = 'თბილისის მდინარეების კვლევა';

const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { dataDir, db, student: demoStudent, lecturer: demoLecturer } = await demoData();
  Object.assign(lecturer, demoLecturer);
  Object.assign(student, demoStudent);
  await db.close();
  ({ aula, browser, page: admin } = await startSignedIn({}, undefined, {}, dataDir));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

async function signedIn(who: { email: string; password: string }, language: 'ka' | 'en', width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${aula.baseUrl}/login`);
  await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
  await signIn(page, aula.baseUrl, who.email, who.password);
  await page.waitForURL(/\/(lecturer|student)$/);
  return page;
}

/** Opens a screen of the page's area and waits for its rows (or its empty state). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${aula.baseUrl}${path}`);
  await page.locator('.list-screen[aria-busy="false"] :is(table.data-table tbody tr, .empty-state)').first().waitFor();
}

const detail = (page: Page) => page.locator('aside.detail');
/** The project's line in a list (a phone draws each row as a card). */
const line = (page: Page, text: string) => page.locator('table.data-table tbody tr', { hasText: text }).first();

let lecturerPage: Page;
let studentPage: Page;

describe('a university project', () => {
  it('is proposed by a lecturer from their area, in Georgian', async () => {
    lecturerPage = await signedIn(lecturer, 'ka');
    const page = lecturerPage;
    await open(page, '/lecturer/lecturer-projects');
    await expect.poll(() => page.locator('aside nav').innerText()).toContain('ჩემი პროექტები');
    await page.getByRole('button', { name: 'პროექტის შეთავაზება' }).click();
    const form = page.locator('dialog[open] form');
    await form.locator('#aula_title').fill(TITLE);
    await form.locator('#aula_kind_id').selectOption('1');
    await form.locator('#aula_starts_on').fill(dayFromToday(1));
    await form.locator('#aula_ends_on').fill(dayFromToday(90));
    await form.locator('#aula_places').fill('2');
    await form.getByRole('textbox', { name: 'აღწერა' }).fill('მტკვრის წყლის ნიმუშებს ყოველთვიურად ავიღებთ.');
    await screenshot(page, 'projects-lecturer-propose-ka');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'დასამტკიცებლად გაგზავნა' }).click();
    await expect.poll(() => line(page, TITLE).innerText()).toContain('შეთავაზებული');
    await screenshot(page, 'projects-lecturer-proposed-ka');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is approved by staff from its detail', async () => {
    await admin.goto(`${aula.baseUrl}/admin/projects`);
    await line(admin, TITLE).click();
    await expect.poll(() => detail(admin).locator('.workflow-state').innerText()).toBe('შეთავაზებული');
    await screenshot(admin, 'projects-admin-proposed-ka');
    expect(await axeViolations(admin)).toEqual([]);
    await detail(admin).locator('.workflow-bar').getByRole('button', { name: 'დამტკიცება' }).click();
    await expect.poll(() => detail(admin).locator('.workflow-state').innerText()).toBe('დამტკიცებული');
    await screenshot(admin, 'projects-admin-approved-ka');
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('is applied to by a student on a phone, in English', async () => {
    studentPage = await signedIn(student, 'en', 375);
    const page = studentPage;
    await open(page, '/student/student-projects');
    await line(page, TITLE).click();
    await expect.poll(() => detail(page).innerText()).toContain('Research');
    // the places left, none accepted yet: all of them
    expect(await detail(page).innerText()).toMatch(/Places left\s+2\b/);
    // the student's screen changes nothing in any state: it says the state, not that it is locked
    expect(await detail(page).locator('.workflow-state').innerText()).toBe('Approved');
    expect(await detail(page).locator('.workflow-bar__locked').count()).toBe(0);
    await screenshot(page, 'projects-student-detail-en-375');
    expect(await axeViolations(page)).toEqual([]);
    await detail(page).getByRole('button', { name: 'Apply' }).click();
    const form = page.locator('dialog[open] form');
    await form.locator('#aula_motivation').fill('I study environmental science and would like to sample the river every month.');
    await screenshot(page, 'projects-student-apply-en-375');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain(`Your application to “${TITLE}” has been sent.`);
    // applied once: Apply is no longer offered
    await expect.poll(() => detail(page).getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await open(page, '/student/student-project-applications');
    await expect.poll(() => line(page, TITLE).innerText()).toContain('Applied');
    await screenshot(page, 'projects-student-applied-en-375');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has the application accepted by its lead, and the student sees it accepted', async () => {
    const page = lecturerPage;
    await open(page, '/lecturer/lecturer-project-applications');
    await line(page, TITLE).click();
    await detail(page).getByRole('button', { name: 'მიღება' }).click();
    await expect.poll(() => line(page, TITLE).innerText()).toContain('მიღებული');
    // read again, the detail offers no move out of accepted
    await expect.poll(() => detail(page).innerText()).toContain('მიღებული');
    expect(await detail(page).getByRole('button', { name: 'მიღება' }).count()).toBe(0);
    await screenshot(page, 'projects-lecturer-accepted-ka');
    expect(await axeViolations(page)).toEqual([]);

    await open(studentPage, '/student/student-project-applications');
    await expect.poll(() => line(studentPage, TITLE).innerText()).toContain('Accepted');
    await screenshot(studentPage, 'projects-student-accepted-en-375');
    expect(await axeViolations(studentPage)).toEqual([]);
    await lecturerPage.context().close();
    await studentPage.context().close();
  });
});
