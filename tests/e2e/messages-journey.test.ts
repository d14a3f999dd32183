// Messages at work, in Chromium against a real server and database: the administrator writes to a student
// group; the student, whose page is open elsewhere, sees the sidebar's unread count rise without touching
// anything, finds the message bold in the inbox and reads it, and the count goes. Then in English: a draft kept,
// found under drafts and sent from its detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { testHash } from '../integration/support/server';
import { demoData } from './demo';
import { launchChromium, screenshot, seenOnTop, signIn, startAula, type RunningAula } from './harness';

const STUDENT = { email: 'mariam@example.com', password: 'mariam-password-1' };

let aula: RunningAula;
let browser: Browser;
let adminContext: BrowserContext;
let studentContext: BrowserContext;
let admin: Page;
let student: Page;
let groupName = '';
/** a group none of whose students has an account */
let unreachedGroup = '';

/** the unread count, on the messages entry or on its closed group */
const badge = (page: Page) => page.locator('aside .sidebar__badge');
const rows = (page: Page) => page.locator('table.data-table tbody tr');

beforeAll(async () => {
  // Mariam's account is a student's of the first group, with a role that opens messages.
  const { dataDir, db } = await demoData();
  try {
    const [group] = await db.query<{ id: number; name_ka: string }>('SELECT id, name_ka FROM student_groups ORDER BY name_ka, id LIMIT 1');
    groupName = group.name_ka;
    const [pupil] = await db.query<{ id: number }>('SELECT id FROM students WHERE group_id = $1 ORDER BY id LIMIT 1', [group.id]);
    const [role] = await db.query<{ id: number }>(`INSERT INTO roles (title, permissions)
      VALUES ('სტუდენტური ფოსტა', ARRAY(SELECT id FROM permissions WHERE title = 'students.index')) RETURNING id`);
    const [user] = await db.query<{ id: number }>(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id)
      VALUES ($1, $2, 'მარიამ', 'კაპანაძე', 1, $3) RETURNING id`, [STUDENT.email, await testHash(STUDENT.password), pupil.id]);
    await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [user.id, role.id]);
    [{ name_ka: unreachedGroup }] = await db.query<{ name_ka: string }>(`SELECT name_ka FROM student_groups g
      WHERE NOT EXISTS (SELECT 1 FROM users u JOIN students s ON s.id = u.student_id WHERE s.group_id = g.id) ORDER BY name_ka, id LIMIT 1`);
  } finally {
    await db.close();
  }
  [aula, browser] = await Promise.all([startAula({}, dataDir), launchChromium()]);
  adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  studentContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  admin = await adminContext.newPage();
  student = await studentContext.newPage();
  admin.setDefaultTimeout(10_000);
  student.setDefaultTimeout(10_000);
  await Promise.all([signIn(admin, aula.baseUrl), signIn(student, aula.baseUrl, STUDENT.email, STUDENT.password)]);
  await Promise.all([admin.waitForURL(/\/admin$/), student.waitForURL(/\/admin$/)]);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('messages', () => {
  it('reaches a student of the group written to, whose open page counts it within seconds', async () => {
    await expect.poll(() => badge(student).count()).toBe(0);

    await admin.goto(`${aula.baseUrl}/admin/messages`);
    await expect.poll(() => rows(admin).count()).toBeGreaterThan(0);
    await admin.getByRole('button', { name: 'შეტყობინების დაწერა' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: unreachedGroup, exact: true }).check();
    await dialog.getByLabel('თემა').fill('ჯგუფის შეხვედრა');
    await dialog.getByLabel('ტექსტი').fill('ორშაბათს, 10:00-ზე, B-104 აუდიტორიაში.');
    await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
    // a group with no account in it reaches no one: the reason is brought from the form's top to where it is seen,
    // at the groups chosen, which have the focus, and it is announced
    const reason = 'არჩეულთაგან ჯერ არავის აქვს ანგარიში, ამიტომ შეტყობინება ვერავის მიაღწევს: აირჩიეთ ერთი ადრესატი მაინც, რომელსაც ანგარიში აქვს';
    const groups = dialog.locator('#aula_to_groups').locator('xpath=ancestor::div[contains(@class, "form-group")][1]');
    await expect.poll(() => groups.locator('.error-detail').innerText()).toBe(reason);
    await expect.poll(() => seenOnTop(groups.locator('.error-detail'))).toBe(true);
    expect(await groups.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    // said once, at its field; the form's alert points there rather than saying it again
    expect(await dialog.getByRole('alert').innerText()).toBe('ფორმა არ შენახულა: იხილეთ ქვემოთ მონიშნული ველი.');
    await screenshot(admin, 'messages-compose-no-accounts');
    await dialog.getByRole('checkbox', { name: unreachedGroup, exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: groupName, exact: true }).check();
    await screenshot(admin, 'messages-compose');
    await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
    await expect.poll(() => admin.locator('.alert--success').last().innerText()).toContain('შეტყობინება გაიგზავნა (1 ადრესატი)');
    await admin.getByRole('button', { name: 'გაგზავნილი' }).click();
    await expect.poll(() => rows(admin).first().innerText()).toContain('ჯგუფის შეხვედრა');
    await expect.poll(() => rows(admin).first().innerText()).toContain('მარიამ კაპანაძე');

    // the student's page has not moved: the count comes by itself
    await expect.poll(() => badge(student).textContent(), { timeout: 15_000 }).toBe('1');
  });

  it('shows the student the message bold and marked, and reading it clears the mark and the count', async () => {
    await student.locator('aside button.sidebar__group', { hasText: 'ფოსტა' }).click();
    await student.locator('aside a[href="/admin/messages"]').click();
    await expect.poll(() => rows(student).first().innerText()).toContain('ჯგუფის შეხვედრა');
    await expect.poll(() => rows(student).first().getAttribute('class')).toContain('is-marked');
    expect(await rows(student).first().getByRole('img', { name: 'წაუკითხავი' }).count()).toBe(1);
    await screenshot(student, 'messages-inbox');
    await rows(student).first().click();
    const detail = student.getByRole('dialog');
    await expect.poll(() => detail.innerText()).toContain('ორშაბათს, 10:00-ზე, B-104 აუდიტორიაში.');
    await expect.poll(() => detail.innerText()).toContain('ნინო ბერიძე');
    await expect.poll(() => badge(student).count()).toBe(0);
    await student.keyboard.press('Escape');
    await expect.poll(() => rows(student).first().getAttribute('class')).not.toContain('is-marked');
  });

  it('in English, keeps a draft and sends it from its detail', async () => {
    await admin.locator('.user-menu__button').click();
    await admin.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => admin.locator('h1').innerText()).toBe('Messages');
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Write a message' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'მარიამ კაპანაძე', exact: true }).check();
    await dialog.getByLabel('Subject').fill('Reading list');
    await dialog.getByLabel('Message').fill('Chapters one to three.');
    await dialog.getByLabel('Keep as a draft, do not send yet').check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => admin.locator('.alert--success').last().innerText()).toContain('The message was kept in drafts');
    await admin.getByRole('button', { name: 'Drafts' }).click();
    await rows(admin).filter({ hasText: 'Reading list' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => admin.locator('.alert--success').last().innerText()).toContain('The message was sent to 1 recipient');
    await admin.keyboard.press('Escape');
    await expect.poll(() => rows(admin).filter({ hasText: 'Reading list' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Sent' }).click();
    await expect.poll(() => rows(admin).filter({ hasText: 'Reading list' }).count()).toBe(1);
    await screenshot(admin, 'messages-sent-en');
    await expect.poll(() => badge(student).textContent(), { timeout: 15_000 }).toBe('1');
  });
});
