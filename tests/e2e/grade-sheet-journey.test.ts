// A grade sheet's life in Chromium against a real server and database, as the three people see it: the demo lecturer
// (in Georgian) types a score into their course's open sheet, shows the students one other component's scores early
// and submits it, after which the sheet is locked for them; the demo student sees none of the course's scores but
// that component's until the registry (in English, from the journal's "Submitted" course) approves it, and then sees
// the score the lecturer typed, and in "My subjects" the course's letter under their record (GPA, credits, standing).
// The registry issues the student a
// transcript, which the student downloads from "My documents" (its text read back with pdftotext: the course, the GPA,
// the code) and checks at /verify/<code>; a code changed by one letter is not genuine. The registry then recomputes
// every record from the grade scale's screen, after a confirmation, and follows the job to its end.
import { execFileSync } from 'node:child_process';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, pageHeaders, savedDownload, screenshot, signIn, startSignedIn, type RunningAula } from './harness';
import { demoData } from './demo';

let aula: RunningAula;
let browser: Browser;
let admin: Page;
const lecturer = { email: '', password: '' };
const student = { email: '', password: '', personalId: '' };
/** the demo lecturer's course that the demo student takes (the demo approves its sheet; here it starts open again) */
const course = { id: 0, code: '' };
/** the component the lecturer publishes before the approval, and the demo student's score in it */
const early = { component: '', score: '' };
/**
 * the course's name, the day of its next lecture (its first, if it has ended), which the timetable's week shows, and
 * its weekly meetings, each in that week
 */
const lecture = { name: '', day: '', meetings: 0 };

beforeAll(async () => {
  const { dataDir, db, student: demoStudent, lecturer: demoLecturer } = await demoData();
  Object.assign(lecturer, demoLecturer);
  Object.assign(student, demoStudent);
  const [taken] = await db.query<{ id: number; code: string; personal_id: string }>(
    `SELECT c.id, c.code, s.personal_id FROM users us JOIN students s ON s.id = us.student_id
     JOIN journal_courses c ON s.group_id = ANY(c.group_ids) JOIN users ul ON ul.lecturer_id = c.lecturer_id
     WHERE us.email = $1 AND ul.email = $2 ORDER BY c.id LIMIT 1`, [student.email, lecturer.email]);
  await db.query(`UPDATE journal_courses SET grades_state = 'open' WHERE id = $1`, [taken.id]);
  const [next] = await db.query<{ name: string; day: string; meetings: number }>(
    `SELECT c.name, (SELECT count(*)::integer FROM journal_courses_meetings m WHERE m.parent_id = c.id AND m.on_date IS NULL) AS meetings, to_char(coalesce(
       (SELECT min(day) FROM generate_series(greatest(c.first_day, current_date), c.last_day, interval '1 day') day WHERE extract(isodow FROM day) IN (SELECT m.weekday FROM journal_courses_meetings m WHERE m.parent_id = c.id)),
       (SELECT min(day) FROM generate_series(c.first_day, c.last_day, interval '1 day') day WHERE extract(isodow FROM day) IN (SELECT m.weekday FROM journal_courses_meetings m WHERE m.parent_id = c.id))), 'YYYY-MM-DD') AS day
     FROM journal_courses c WHERE c.id = $1`, [taken.id]);
  Object.assign(lecture, next);
  await db.close();
  Object.assign(course, { id: taken.id, code: taken.code });
  student.personalId = taken.personal_id;
  ({ aula, browser, page: admin } = await startSignedIn({}, undefined, {}, dataDir));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

async function signedIn(who: { email: string; password: string }, language: 'ka' | 'en', width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${aula.baseUrl}/login`);
  await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
  await signIn(page, aula.baseUrl, who.email, who.password);
  await page.waitForURL(/\/(lecturer|student)$/);
  return page;
}

const studentGrades = async (page: Page): Promise<string> => {
  await page.goto(`${aula.baseUrl}/student/student-grades`);
  await page.locator('.list-screen[aria-busy="false"] :is(table.data-table tbody tr, .empty-state)').first().waitFor();
  return page.locator('.list-screen').innerText();
};

describe('a grade sheet', () => {
  it('takes the lecturer\'s score while open, and is locked for them once submitted', async () => {
    const page = await signedIn(lecturer, 'ka');
    await page.goto(`${aula.baseUrl}/lecturer/lecturer-courses`);
    await page.locator('table.data-table tbody tr', { hasText: course.code }).getByRole('link', { name: 'შეფასებები' }).click();
    await page.waitForURL(new RegExp(`/lecturer/lecturer-grades\\?course_id=${course.id}$`));
    expect(await page.locator('.workflow-bar .workflow-state').innerText()).toBe('ღია');
    const cell = page.locator('table.grid-table tbody tr', { hasText: student.personalId }).locator('td.grid-cell').first();
    await cell.click();
    await cell.locator('input').fill('93');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell.innerText()).toBe('93');
    // the second component's scores shown to the students now, before the approval
    const shown = page.locator('.grid-publish').getByRole('checkbox').nth(1);
    early.component = (await page.locator('.grid-publish label').nth(1).innerText()).trim();
    early.score = await page.locator('table.grid-table tbody tr', { hasText: student.personalId }).locator('td.grid-cell').nth(1).innerText();
    expect(await shown.isChecked()).toBe(false);
    await shown.check();
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain(early.component);
    // asked first, with the cells left empty counted
    const texts = await page.locator('table.grid-table td.grid-cell').allInnerTexts();
    const empty = texts.filter((text) => text.trim() === '').length;
    await page.getByRole('button', { name: 'დასამტკიცებლად გაგზავნა' }).click();
    const asked = page.locator('dialog.confirm-dialog[open]');
    expect(await asked.locator('.confirm > p').innerText()).toBe(empty > 0
      ? `${texts.length} უჯრიდან ${empty} ცარიელია: ცარიელი ქულა ჯამსა და შეფასებას არაფერს მატებს.`
      : `ყველა ${texts.length} უჯრა შევსებულია.`);
    expect(await axeViolations(page)).toEqual([]);
    await asked.getByRole('button', { name: 'დასამტკიცებლად გაგზავნა' }).click();
    await expect.poll(() => page.locator('.workflow-bar .workflow-state').innerText()).toBe('გადაგზავნილი');
    // the scores stay as they were saved
    await expect.poll(() => cell.innerText()).toBe('93');
    await expect.poll(() => page.locator('.alert--success').last().innerText()).toContain('„გადაგზავნილი“');
    expect(await cell.getAttribute('aria-readonly')).toBe('true');
    expect(await shown.isDisabled()).toBe(true);
    await cell.click();
    expect(await cell.locator('input').count()).toBe(0);
    await screenshot(page, 'grade-sheet-submitted-ka');
    await page.context().close();
  });

  it('shows its students none of its scores until it is approved, but the component its lecturer published', async () => {
    const page = await signedIn(student, 'ka');
    expect(await studentGrades(page)).not.toContain('93');
    await page.goto(`${aula.baseUrl}/student/student-grades?course_id=${course.id}`);
    const rows = page.locator('.list-screen table.data-table tbody tr');
    // the course's one published score, once the list filtered by the course has replaced the whole list
    await expect.poll(async () => (await rows.allInnerTexts()).map((text) => text.includes(early.component))).toEqual([true]);
    expect(Number((await rows.first().locator('td').nth(2).innerText()).replace(',', '.'))).toBe(Number(early.score));
    await page.context().close();
  });

  it('is approved by the registry from the journal, locked for everyone, and its student then sees the score', async () => {
    await admin.evaluate(() => localStorage.setItem('lang', 'en'));
    await admin.goto(`${aula.baseUrl}/admin/journal`);
    const row = admin.locator('table.data-table tbody tr', { hasText: course.code });
    await expect.poll(() => row.innerText()).toContain('Submitted');
    await row.getByRole('link', { name: 'Grades' }).click();
    await admin.locator('.workflow-bar').waitFor();
    expect(await admin.locator('.workflow-bar').getByRole('button').allInnerTexts()).toEqual(['Return to the lecturer', 'Approve']);
    await admin.locator('.workflow-bar').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.locator('dialog.confirm-dialog[open] .confirm > p').innerText()).toMatch(/^(\d+ of \d+ cells (is|are) empty: an empty score adds nothing to the total or the grade\.|All \d+ cells are filled\.)$/);
    await admin.locator('dialog.confirm-dialog[open]').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.locator('.workflow-bar .workflow-state').innerText()).toBe('Approved');
    expect(await admin.locator('.workflow-bar').getByRole('button').allInnerTexts()).toEqual(['Rectify']);
    expect(await admin.locator('td.grid-cell').first().getAttribute('aria-readonly')).toBe('true');
    await screenshot(admin, 'grade-sheet-approved-en');
    const page = await signedIn(student, 'ka', 375);
    expect(await studentGrades(page)).toContain('93');
    await screenshot(page, 'student-grades-approved-ka-375');
    // "My subjects": the course's letter as the record counts it, and the record above the list: GPA, credits, standing
    await page.goto(`${aula.baseUrl}/student/student-subjects?search=${course.code}`);
    const summary = page.locator('dl.list-summary');
    await expect.poll(() => summary.locator('dt').allInnerTexts()).toEqual(['GPA', 'კრედიტები', 'აკადემიური სტატუსი']);
    // the GPA as Georgian writes a number: a decimal comma
    expect(await summary.locator('dd').first().innerText()).toMatch(/^\d,\d{2}$/);
    const card = page.locator('.list-screen tbody tr', { hasText: course.code });
    if (await card.count() === 0) await page.getByRole('button', { name: 'გავლილი' }).click();
    await expect.poll(() => card.innerText()).toMatch(/\b[A-F]X?\b/);
    await screenshot(page, 'student-subjects-record-ka-375');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('asks a rectification\'s reason in a dialog, says a missing one there, and keeps the one given in the course\'s history', async () => {
    await admin.locator('.workflow-bar').getByRole('button', { name: 'Rectify' }).click();
    const dialog = admin.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Rectify' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Say why: “Rectify” needs a reason.');
    expect(await admin.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await dialog.locator('textarea').fill('A final exam was marked out of 90.');
    await dialog.getByRole('button', { name: 'Rectify' }).click();
    await expect.poll(() => admin.locator('.workflow-bar .workflow-state').innerText()).toBe('Under rectification');
    expect(await admin.locator('dialog[open]').count()).toBe(0);
    // the administrator holds grades.rectify: the sheet takes their score again, a click and the digits typed
    // replacing it, and approved again it shows the score saved
    const cell = admin.locator('table.grid-table tbody tr', { hasText: student.personalId }).locator('td.grid-cell').first();
    expect(await cell.getAttribute('aria-readonly')).toBeNull();
    await cell.click();
    await admin.keyboard.type('95');
    await admin.keyboard.press('Enter');
    await expect.poll(() => cell.innerText()).toBe('95');
    await admin.locator('.workflow-bar').getByRole('button', { name: 'Approve' }).click();
    await admin.locator('dialog.confirm-dialog[open]').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.locator('.workflow-bar .workflow-state').innerText()).toBe('Approved');
    expect(await cell.innerText()).toBe('95');
    expect(await cell.getAttribute('aria-readonly')).toBe('true');
    await admin.goto(`${aula.baseUrl}/admin/journal`);
    await admin.locator('table.data-table tbody tr', { hasText: course.code }).locator('td').first().click();
    await admin.locator('aside.detail details.record-history summary').click();
    await expect.poll(() => admin.locator('aside.detail .record-history').innerText()).toContain('A final exam was marked out of 90.');
    const history = await admin.locator('aside.detail .record-history').innerText();
    expect(history).toContain('Approved → Under rectification');
    expect(history).toContain('Reason');
    await screenshot(admin, 'grade-sheet-history-en');
  });

  it('is in the transcript the student asks for and the registry issues, which the student downloads and anyone can verify', async () => {
    const page = await signedIn(student, 'ka');
    await page.goto(`${aula.baseUrl}/student/student-document-requests`);
    await page.getByRole('button', { name: 'დოკუმენტის მოთხოვნა' }).click();
    const asking = page.locator('.modal');
    await asking.getByLabel('შაბლონი').selectOption({ label: 'აკადემიური ცნობა (ტრანსკრიპტი)' });
    await asking.getByLabel(/რა უნდა იცოდეს რეგისტრატურამ/).fill('სტიპენდიის კონკურსისთვის');
    expect(await axeViolations(page)).toEqual([]);
    await asking.getByRole('button', { name: 'მოთხოვნის გაგზავნა' }).click();
    const asked = page.locator('table.data-table tbody tr', { hasText: 'ტრანსკრიპტი' }).first();
    await expect.poll(() => asked.innerText()).toContain('მოთხოვნილი');
    await screenshot(page, 'student-document-request-ka');

    await admin.goto(`${aula.baseUrl}/admin/document-requests?search=${student.personalId}&state=requested`);
    await admin.locator('table.data-table tbody tr', { hasText: 'ტრანსკრიპტი' }).first().click();
    // in the language the registry's page was last left in by the journey
    const issue = /^(Issue the document|დოკუმენტის გაცემა)$/;
    await admin.locator('aside.detail').getByRole('button', { name: issue }).click();
    const confirming = admin.getByRole('dialog', { name: issue });
    if (await confirming.count() > 0) await confirming.getByRole('button', { name: issue }).click();
    await expect.poll(() => admin.locator('aside.detail').innerText()).toContain(`TR-${new Date().getFullYear()}/0001`);

    await page.reload();
    await expect.poll(() => page.locator('table.data-table tbody tr', { hasText: 'ტრანსკრიპტი' }).first().innerText()).toContain('გაცემული');
    await page.goto(`${aula.baseUrl}/student/student-documents`);
    await page.locator('table.data-table tbody tr', { hasText: 'TR-' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('aside.detail').getByRole('button', { name: 'PDF-ის ჩამოტვირთვა' }).click()]);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await savedDownload(download), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(`${course.code} `);
    expect(text).toMatch(/GPA: \d\.\d\d/);
    const code = /([0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();
    await page.goto(`${aula.baseUrl}/verify/${code}`);
    expect(await page.locator('h1').innerText()).toBe('This document is genuine: it was issued as shown below.');
    expect(await page.locator('dl').innerText()).toContain(`TR-${new Date().getFullYear()}/0001`);
    await screenshot(page, 'verify-genuine');
    const tampered = `${code!.slice(0, -1)}${code!.endsWith('0') ? '1' : '0'}`;
    expect((await page.goto(`${aula.baseUrl}/verify/${tampered}`))?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('This document is not genuine.');
    await page.context().close();
  });

  it('is in the student\'s timetable, to which the student subscribes from a calendar program at an address only they have', async () => {
    const page = await signedIn(student, 'ka');
    await page.goto(`${aula.baseUrl}/student/student-timetable?view=timeGridWeek&date=${lecture.day}`);
    await expect.poll(() => page.locator('.calendar-panel').getByText(lecture.name).count()).toBe(lecture.meetings);
    const subscribe = page.getByRole('button', { name: 'გამოწერა' });
    await subscribe.click();
    const dialog = page.locator('dialog[open]');
    const address = dialog.getByLabel('თქვენი კალენდრის მისამართი');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    await screenshot(page, 'student-timetable-feed-ka');
    expect(await axeViolations(page)).toEqual([]);
    // read as a calendar program reads it: no session; parsed by ical.js, not the writer
    const read = async (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, aula.baseUrl));
    const first = await address.inputValue();
    const feed = new ICAL.Component(ICAL.parse(await (await read(first)).text()));
    const summaries = feed.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries).toContain(lecture.name);
    // a new address: the old one is silent at once
    await dialog.getByRole('button', { name: 'ახალი მისამართის შექმნა' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    expect((await read(first)).status).toBe(404);
    expect((await read(await address.inputValue())).status).toBe(200);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await subscribe.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
    // in English on a phone: the day's lectures, the address whole within the screen's width
    const phone = await signedIn(student, 'en', 375);
    await phone.goto(`${aula.baseUrl}/student/student-timetable?view=timeGridDay&date=${lecture.day}`);
    await expect.poll(() => phone.locator('.calendar-panel').getByText(lecture.name).count()).toBe(1);
    await phone.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => phone.locator('dialog[open]').getByLabel('Your calendar\'s address').inputValue()).toMatch(/\.ics$/);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'student-timetable-feed-en-375');
    await phone.keyboard.press('Escape');
    // the month on a phone: each day's lectures listed with their titles whole, the address still naming the month
    await phone.getByRole('tab', { name: 'Month' }).click();
    await expect.poll(() => new URL(phone.url()).searchParams.get('view')).toBe('dayGridMonth');
    const entry = phone.locator('.calendar-panel [role=button]', { hasText: lecture.name }).first();
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.innerText()).toContain(lecture.name);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'student-timetable-month-en-375');
    await phone.context().close();
  });

  it('has its attendance taken by the lecturer with the keyboard alone, each mark\'s share and warning worked out as typed', async () => {
    const page = await signedIn(lecturer, 'ka');
    // the three cells typed into start as present, whatever the demo's attendance holds on the day the test runs (a
    // mark typed over the same mark saves nothing)
    const grid = `${aula.baseUrl}/api/lecturer/attendance/grid`;
    const headers = await pageHeaders(page);
    const sheet = (await (await page.request.get(`${grid}?course_id=${course.id}`, { headers })).json()) as { rows: { id: number }[]; columns: { id: number }[] };
    for (const [row, column] of [[0, 0], [1, 0], [1, 1]]) {
      const put = await page.request.put(grid, { headers, data: { course_id: course.id, student_id: sheet.rows[row].id, day: sheet.columns[column].id, mark: 1 } });
      expect(put.status()).toBe(200);
    }
    await page.goto(`${aula.baseUrl}/lecturer/lecturer-courses`);
    const link = page.locator('table.data-table tbody tr', { hasText: course.code }).getByRole('link', { name: 'დასწრება' });
    const focused = (locator: typeof link) => locator.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 80 && !(await focused(link)); presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lecturer\/lecturer-attendance\?course_id=/);
    const rows = page.locator('table.grid-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await page.locator('.grid-screen__keys').innerText()).toBe('აკრიფეთ ნიშნის ნომერი: 1 დაესწრო · 2 დააგვიანა · 3 გააცდინა · 4 საპატიო — გაცდენების ზღვარი: 25%');
    // one tab stop: Tab from the page reaches the sheet's first cell, whatever the sheet's size
    const first = rows.first().locator('td.grid-cell').first();
    for (let presses = 0; presses < 40 && !(await focused(first)); presses++) await page.keyboard.press('Tab');
    expect(await focused(first)).toBe(true);
    const saved = () => page.waitForResponse((response) => response.url().includes('/api/lecturer/attendance/grid') && response.request().method() === 'PUT');
    // absent, Enter down; excused, Tab on to the next lecture; absent there too
    let answer = saved();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    answer = saved();
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    expect((await answer).status()).toBe(200);
    answer = saved();
    await page.keyboard.type('3');
    await page.keyboard.press('Escape');
    await page.keyboard.type('3');
    await page.keyboard.press('ArrowUp');
    expect((await answer).status()).toBe(200);
    await expect.poll(() => first.innerText()).toBe('გააცდინა');
    await expect.poll(() => rows.nth(1).locator('td.grid-cell').first().innerText()).toBe('საპატიო');
    await expect.poll(() => rows.nth(1).locator('td.grid-cell').nth(1).innerText()).toBe('გააცდინა');
    // a refused mark stays in its cell with the reason
    const third = rows.nth(1).locator('td.grid-cell').nth(2);
    await third.focus();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await expect.poll(() => third.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await rows.nth(1).locator('.grid-table__total').innerText()).toMatch(/^\d+(\.\d)?%/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lecturer-attendance-ka');
    await page.context().close();
  });

  it('has its attendance taken on a phone a lecture at a time, today\'s first, each student one line of marks to tap', async () => {
    const page = await signedIn(lecturer, 'en', 375);
    await page.goto(`${aula.baseUrl}/lecturer/lecturer-attendance?course_id=${course.id}`);
    const rows = page.locator('table.grid-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const sheetNow = async () => (await (await page.request.get(`${aula.baseUrl}/api/lecturer/attendance/grid?course_id=${course.id}`, { headers: await pageHeaders(page) })).json()) as {
      rows: { id: number }[]; columns: { id: number; current?: boolean }[]; cells: { row: number; column: number; value: number }[];
    };
    const { rows: students, columns } = await sheetNow();
    const opened = columns.find((column) => column.current) ?? columns[0];
    // the cell tapped starts as present, whatever the demo's attendance holds on the day the test runs
    const present = await page.request.put(`${aula.baseUrl}/api/lecturer/attendance/grid`, {
      headers: await pageHeaders(page), data: { course_id: course.id, student_id: students[0].id, day: opened.id, mark: 1 },
    });
    expect(present.status()).toBe(200);
    await page.reload();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const chooser = page.getByRole('combobox', { name: 'Lecture' });
    expect(await chooser.inputValue()).toBe(String(opened.id));
    expect(await rows.first().getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
    // one lecture: each student a name, their share of absences and the four marks and none, nothing of the other lectures
    expect(await rows.first().getByRole('radio').count()).toBe(5);
    expect(await page.locator('table.grid-table tbody td.grid-cell').count()).toBe(await rows.count());
    // a mark tapped is saved for that student and lecture
    const answer = page.waitForResponse((response) => response.url().includes('/api/lecturer/attendance/grid') && response.request().method() === 'PUT');
    await rows.first().getByRole('radio', { name: 'Late' }).check();
    expect((await answer).status()).toBe(200);
    await expect.poll(async () => (await sheetNow()).cells.find((cell) => cell.row === students[0].id && cell.column === opened.id)?.value).toBe(2);
    expect(await rows.first().getByRole('radio', { name: 'Late' }).isChecked()).toBe(true);
    // a mark tapped by mistake is taken back
    const cleared = page.waitForResponse((response) => response.url().includes('/api/lecturer/attendance/grid') && response.request().method() === 'PUT');
    await rows.first().getByRole('radio', { name: 'No mark' }).check();
    expect((await cleared).status()).toBe(200);
    await expect.poll(async () => (await sheetNow()).cells.some((cell) => cell.row === students[0].id && cell.column === opened.id)).toBe(false);
    expect(await rows.first().getByRole('radio', { name: 'No mark' }).isChecked()).toBe(true);
    expect(await rows.first().getByRole('radio', { name: 'Late' }).isChecked()).toBe(false);
    // the next lecture is a tap away, and its marks are its own
    const at = columns.indexOf(opened);
    if (at < columns.length - 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await chooser.inputValue()).toBe(String(columns[at + 1].id));
      expect(await rows.first().getByRole('radio', { name: 'Late' }).isChecked()).toBe(false);
    }
    await screenshot(page, 'lecturer-attendance-phone-en-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(400 + 130 * (await rows.count()));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lets the student register for an elective, refuses one whose prerequisite is not passed with the reason, and offers a full one\'s waiting list', async () => {
    const page = await signedIn(student, 'ka');
    await page.locator('aside a[href="/student/student-registration"]').click();
    const rows = page.locator('table.data-table tbody tr');
    const offered = (name: string) => rows.filter({ hasText: name });
    await expect.poll(() => offered('ციფრული უნარები').innerText()).toContain('ღიაა');
    await screenshot(page, 'student-registration-ka');
    expect(await axeViolations(page)).toEqual([]);
    // registered from the list's own row, the answer said in that row beside the button
    await offered('ციფრული უნარები').getByRole('button', { name: 'რეგისტრაცია', exact: true }).click();
    await expect.poll(() => offered('ციფრული უნარები').getByRole('status').innerText()).toContain('თქვენ დარეგისტრირდით საგანზე: ციფრული უნარები');
    await expect.poll(() => offered('ციფრული უნარები').innerText()).toContain('დარეგისტრირებული');
    // the elective whose prerequisite (its plan's second subject) the demo student has not passed
    const blocked = rows.filter({ hasText: /\d30/ }).filter({ hasText: 'ღიაა' }).first();
    // its prerequisite is in the list before trying: the code the refusal names
    await expect.poll(() => blocked.innerText()).toMatch(/\S+110/);
    await blocked.getByRole('button', { name: 'რეგისტრაცია', exact: true }).click();
    await expect.poll(() => blocked.getByRole('alert').innerText()).toMatch(/ამ საგნის წინაპირობები ჩაბარებული არ არის: .+ \(\S+110\)\.$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'student-registration-refused-ka');
    await page.context().close();
    // in English on a phone: the full elective offers its waiting list, and the student joins it
    const phone = await signedIn(student, 'en', 375);
    await phone.goto(`${aula.baseUrl}/student/student-registration`);
    const cards = phone.locator('table.data-table tbody tr');
    const full = cards.filter({ hasText: 'აკადემიური წერა' });
    await expect.poll(() => full.innerText()).toContain('Full');
    await full.click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Join the waiting list' }).click();
    await expect.poll(() => phone.locator('.alert--success').last().innerText()).toMatch(/You are on the waiting list for აკადემიური წერა \(\w+902\): number 1\./);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'student-registration-waiting-en-375');
    await phone.context().close();
  });

  it('has every record recomputed from the grade scale\'s screen as a job, after a confirmation, followed to its end', async () => {
    await admin.goto(`${aula.baseUrl}/admin/grade-scale`);
    await admin.locator('.list-screen__actions').getByRole('button', { name: 'Recompute records' }).click();
    await admin.locator('dialog[open]').getByRole('button', { name: 'Recompute records' }).click();
    const finished = admin.getByRole('dialog').filter({ hasText: /Records recomputed: \d+ students from \d+ approved sheets\./ });
    await expect.poll(() => finished.count(), { timeout: 30_000 }).toBe(1);
  });
});
