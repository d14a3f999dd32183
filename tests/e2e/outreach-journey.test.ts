// How the office asks and tells, in Chromium against a real server and database: a survey is built with three
// questions, filled in (the asterisk rule stops a starred question left empty, in Georgian and in English), and
// its results are drawn as bar charts with the counts; a news item written as a draft, its text in bold, is published.
// A student, signed in with the demo account the first start announces, answers a survey given to students, which is
// then marked answered with nothing more to fill; their mailbox, where they only reply, has no drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signIn, startSignedIn, type RunningAula } from './harness';
import { demoData } from './demo';

let aula: RunningAula;
let browser: Browser;
let page: Page;

const rows = () => page.locator('table.data-table tbody tr');
const detail = () => page.locator('aside.detail');
const form = () => page.locator('.modal');
const survey = 'სემესტრის შეფასება';
/** the demo student's account, as the first start announces it */
const student = { email: '', password: '' };

beforeAll(async () => {
  const { dataDir, db, student: demoStudent } = await demoData();
  await db.close();
  Object.assign(student, demoStudent);
  ({ aula, browser, page } = await startSignedIn({}, undefined, {}, dataDir));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

async function chooseType(index: number, label: string): Promise<void> {
  const select = form().locator(`#aula_questions_${index}_type_id`);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  await select.selectOption({ label });
}

describe('a survey', () => {
  it('is built with three questions: a starred scale, several choices with a comment, a text', async () => {
    await page.goto(`${aula.baseUrl}/admin/surveys`);
    await page.getByRole('button', { name: 'გამოკითხვის დამატება' }).click();
    await form().locator('#aula_name').fill(survey);
    for (let added = 0; added < 3; added += 1) await form().locator('.rjsf-array-item-add').click();
    await form().locator('#aula_questions_0_question').fill('რამდენად გასაგები იყო ლექციები?');
    await chooseType(0, 'შკალა');
    await form().locator('#aula_questions_0_required').check();
    await form().locator('#aula_questions_1_question').fill('რომელი თემები დაგეხმარათ?');
    await chooseType(1, 'რამდენიმე სწორი პასუხი');
    await form().locator('#aula_questions_1_choices').fill('სამართალი\nეკონომიკა\nისტორია');
    await form().locator('#aula_questions_1_required_comment').check();
    await form().locator('#aula_questions_2_question').fill('რა დაამატებდით?');
    await chooseType(2, 'ღია პასუხი');
    await form().getByRole('button', { name: 'შენახვა' }).click();
    await expect.poll(() => rows().filter({ hasText: survey }).count()).toBe(1);
    await rows().filter({ hasText: survey }).click();
    await expect.poll(() => detail().locator('.detail__parts li').count()).toBe(3);
  });

  it('is filled in: a starred question left empty is named under the asterisk rule, then the answers are taken', async () => {
    await detail().getByRole('button', { name: 'შევსება' }).click();
    const dialog = page.getByRole('dialog', { name: `შევსება: ${survey}` });
    await expect.poll(() => dialog.locator('fieldset.question').count()).toBe(3);
    await dialog.getByRole('button', { name: 'პასუხების გაგზავნა' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('ვარსკვლავით მონიშნული ყველა კითხვა სავალდებულოა');
    expect(await dialog.locator('fieldset.question.has-error').count()).toBe(2);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await screenshot(page, 'survey-asterisk');
    await dialog.getByRole('radio', { name: '4' }).check();
    await dialog.getByRole('checkbox', { name: 'ეკონომიკა' }).check();
    await dialog.getByRole('checkbox', { name: 'ისტორია' }).check();
    await dialog.getByRole('textbox', { name: 'კომენტარი' }).fill('მაგალითები დამეხმარა');
    await dialog.getByRole('button', { name: 'პასუხების გაგზავნა' }).click();
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain('თქვენი პასუხები ჩაიწერა');
    expect(await dialog.count()).toBe(0);
  });

  it('shows its results as bar charts with the counts and the comment', async () => {
    await detail().getByRole('button', { name: 'შედეგები', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `შედეგები: ${survey}` });
    await expect.poll(() => dialog.locator('figure.bar-chart').count()).toBe(2);
    expect(await dialog.getByRole('img', { name: '4: 1' }).count()).toBe(1);
    expect(await dialog.getByRole('img', { name: 'ეკონომიკა: 1' }).count()).toBe(1);
    expect(await dialog.getByRole('img', { name: 'სამართალი: 0' }).count()).toBe(1);
    expect(await dialog.innerText()).toContain('მაგალითები დამეხმარა');
    await screenshot(page, 'survey-results');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await detail().count()).toBe(1);
  });

  it('in English, refuses a second answer from the same person and says so', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Surveys');
    await page.keyboard.press('Escape');
    await rows().filter({ hasText: survey }).click();
    await detail().getByRole('button', { name: 'Fill in' }).click();
    const dialog = page.getByRole('dialog', { name: `Fill in: ${survey}` });
    expect(await dialog.innerText()).toContain('All questions marked with an asterisk are required');
    await dialog.getByRole('radio', { name: '2' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Second try');
    await dialog.getByRole('button', { name: 'Send the answers' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('You have already answered this survey');
  });
});

describe('a student', () => {
  it('answers a survey given to students, which is then marked answered with no Fill left, and has a mailbox without drafts', async () => {
    const own = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    own.setDefaultTimeout(10_000);
    await signIn(own, aula.baseUrl, student.email, student.password);
    await own.waitForURL(/\/student$/);
    await own.goto(`${aula.baseUrl}/student/student-surveys`);
    const library = own.locator('table.data-table tbody tr', { hasText: 'ბიბლიოთეკის მომსახურების კმაყოფილება' });
    await expect.poll(() => library.innerText()).toContain('არა');
    await library.click();
    const detail = own.locator('aside.detail');
    await detail.getByRole('button', { name: 'შევსება' }).click();
    const dialog = own.getByRole('dialog', { name: 'შევსება: ბიბლიოთეკის მომსახურების კმაყოფილება' });
    await dialog.getByRole('radio', { name: '4' }).check();
    await dialog.getByRole('button', { name: 'პასუხების გაგზავნა' }).click();
    await expect.poll(() => own.locator('.alert--success').last().innerText()).toContain('თქვენი პასუხები ჩაიწერა');
    // marked answered in its detail and its row, and nothing offers to fill it in again
    await expect.poll(() => detail.innerText()).toMatch(/შევსებული\s+კი/);
    expect(await detail.getByRole('button', { name: 'შევსება' }).count()).toBe(0);
    await screenshot(own, 'student-survey-answered');
    await own.keyboard.press('Escape');
    await expect.poll(() => library.innerText()).toContain('კი');

    await own.goto(`${aula.baseUrl}/student/student-messages`);
    const tabs = own.locator('nav.list-tabs button');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['შემოსული', 'გაგზავნილი', 'რჩეულები']);
    await own.context().close();
  });
});

describe('news', () => {
  it('publishes a draft from its detail, dated now', async () => {
    await page.goto(`${aula.baseUrl}/admin/news`);
    await page.getByRole('button', { name: 'Add news' }).click();
    await form().locator('#aula_title').fill('Library opens on Sundays');
    const body = form().getByRole('textbox', { name: 'Text' });
    await body.fill('From December the library opens on Sundays, 10:00 to 16:00.');
    await body.press('ControlOrMeta+a');
    await form().getByRole('button', { name: 'Bold' }).click();
    await screenshot(page, 'news-formatted');
    await form().getByRole('button', { name: 'Save' }).click();
    const item = rows().filter({ hasText: 'Library opens on Sundays' });
    await expect.poll(() => item.count()).toBe(1);
    await item.click();
    await expect.poll(() => detail().locator('.rich-text b, .rich-text strong').innerText()).toBe('From December the library opens on Sundays, 10:00 to 16:00.');
    await detail().getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain('The news item was published');
    await expect.poll(() => detail().getByRole('button', { name: 'Unpublish' }).count()).toBe(1);
    const year = String(new Date().getFullYear());
    await expect.poll(() => item.innerText()).toContain(year);
  });
});
