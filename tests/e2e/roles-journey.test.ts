// Roles at work, in Chromium against a real server and database: the administrator builds a role in the
// role form, a clerk holding it sees its screens; when the administrator takes a permission away, the
// clerk's next navigation drops the entry and the API refuses it. Then the clerk edits the profile and
// changes the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { testHash } from '../integration/support/server';
import { demoData } from './demo';
import { launchChromium, screenshot, signIn, startAula, type RunningAula } from './harness';

const CLERK = { email: 'clerk@example.com', password: 'clerk-password-1', newPassword: 'clerk-password-2' };
const ROLE_TITLE = 'რეესტრის სამსახური';
const XSRF = 'e2e-xsrf-token';
// a 1×1 PNG, enough for a browser to draw
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let aula: RunningAula;
let browser: Browser;
let adminContext: BrowserContext;
let clerkContext: BrowserContext;
let admin: Page;
let clerk: Page;
let staffId = 0;
let roleId = 0;

/** A call to the API outside the browser, as the given token. */
async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${aula.baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
}

const sidebarLink = (page: Page, screen: string) => page.locator(`aside a[href="/admin/${screen}"]`);
/** The checkbox of one permission, found by its title exactly (lecturers.index, not hr-lecturers.index). */
const permissionBox = (title: string) => admin.locator('.option-group__item')
  .filter({ has: admin.locator('code.option-group__title').getByText(title, { exact: true }) }).locator('input');

beforeAll(async () => {
  // The clerk's account belongs to a member of the administration staff who holds no role yet.
  const { dataDir, db } = await demoData();
  try {
    const [staff] = await db.query<{ id: number }>(`UPDATE administrations SET roles = '{}'
      WHERE id = (SELECT min(id) FROM administrations) RETURNING id`);
    staffId = staff.id;
    await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, administration_id)
      VALUES ($1, $2, 'თამარ', 'ლომიძე', 1, $3)`, [CLERK.email, await testHash(CLERK.password), staffId]);
  } finally {
    await db.close();
  }
  [aula, browser] = await Promise.all([startAula({}, dataDir), launchChromium()]);
  adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  clerkContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  admin = await adminContext.newPage();
  clerk = await clerkContext.newPage();
  admin.setDefaultTimeout(10_000);
  clerk.setDefaultTimeout(10_000);
  await signIn(admin, aula.baseUrl);
  await admin.waitForURL(/\/admin$/);
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('roles and what their users see', () => {
  it('the permissions list names each permission in Georgian, its code aside', async () => {
    await admin.goto(`${aula.baseUrl}/admin/permissions?search=students`);
    const row = admin.locator('table.data-table tbody tr', { has: admin.locator('code', { hasText: /^students\.index$/ }) });
    await expect.poll(() => row.locator('.code-name__name').innerText()).toBe('სტუდენტები, შეტყობინებები და ანგარიშები');
    await screenshot(admin, 'roles-00-permissions-ka');
    // back home, the sidebar's groups closed as the next test finds them
    await admin.goto(`${aula.baseUrl}/admin`);
  });

  it('the administrator creates a role, picking permissions grouped as the sidebar groups them', async () => {
    await admin.locator('aside button.sidebar__group', { hasText: 'როლები და უფლებები' }).click();
    await sidebarLink(admin, 'roles').click();
    await expect.poll(() => admin.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    await admin.locator('.list-screen__actions .button--primary').click();
    const form = admin.locator('dialog[open] form');
    await form.locator('#aula_title').fill(ROLE_TITLE);
    await expect.poll(() => form.locator('fieldset.option-group').count()).toBeGreaterThan(5);
    await permissionBox('students.index').check();
    await permissionBox('lecturers.index').check();
    // a group's select-all takes every permission of the group
    const schools = form.locator('fieldset[data-group="schools-group"]');
    await schools.locator('legend input').check();
    expect(await schools.locator('.option-group__item input:checked').count()).toBe(await schools.locator('.option-group__item').count());
    expect(await schools.locator('.option-group__count').innerText()).toBe('4/4');
    await screenshot(admin, 'roles-01-role-form');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => admin.locator('dialog.modal-dialog[open]').count()).toBe(0);

    const adminToken = await tokenOf(adminContext);
    const listed = await call('GET', `/roles?search=${encodeURIComponent(ROLE_TITLE)}`, adminToken);
    expect(listed).toMatchObject({ status: 200 });
    const [role] = (listed.body.roles as { data: { id: number; users_count: number }[] }).data;
    roleId = role.id;
    expect(role.users_count).toBe(0);
    const stored = (await call('GET', `/roles/${roleId}`, adminToken)).body.data as { permissions: number[] };
    const titles = ((await call('GET', '/lookups/permissions', adminToken)).body.data as { id: number; name_en: string }[])
      .filter((p) => stored.permissions.includes(p.id)).map((p) => p.name_en).sort();
    expect(titles).toEqual(['auditoriums.index', 'campuses.index', 'lecturers.index', 'programs.index', 'schools.index', 'students.index']);

    // the staff member the clerk's account belongs to is given the role; the list counts the clerk
    expect((await call('PUT', `/administrations/${staffId}`, adminToken, { roles: [roleId] })).status).toBe(200);
    await admin.reload();
    const row = admin.locator('table.data-table tbody tr', { hasText: ROLE_TITLE });
    await expect.poll(() => row.innerText()).toMatch(/\b1\b/);
    await screenshot(admin, 'roles-02-roles-list');
  });

  it('the clerk holding the role sees Students in the sidebar and opens the list', async () => {
    await signIn(clerk, aula.baseUrl, CLERK.email, CLERK.password);
    await clerk.waitForURL(/\/admin$/);
    await expect.poll(() => sidebarLink(clerk, 'students').count(), { timeout: 10_000 }).toBe(1);
    expect(await sidebarLink(clerk, 'roles').count()).toBe(0);
    await sidebarLink(clerk, 'students').click();
    await expect.poll(() => clerk.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    await screenshot(clerk, 'roles-03-clerk-with-students');
  });

  it('the administrator takes students.index away in the role form', async () => {
    await admin.goto(`${aula.baseUrl}/admin/roles?rowId=${roleId}`);
    await admin.locator('.detail .button:not(.button--danger)', { hasText: 'რედაქტირება' }).click();
    const form = admin.locator('dialog[open] form');
    await expect.poll(() => permissionBox('students.index').isChecked()).toBe(true);
    await permissionBox('students.index').uncheck();
    await screenshot(admin, 'roles-04-role-edit');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => admin.locator('dialog.modal-dialog[open]').count()).toBe(0);
  });

  it('the clerk\'s next navigation drops Students from the sidebar, and the API answers 403', async () => {
    await sidebarLink(clerk, 'lecturers').click();
    await expect.poll(() => sidebarLink(clerk, 'students').count(), { timeout: 10_000 }).toBe(0);
    expect(await sidebarLink(clerk, 'lecturers').count()).toBe(1);
    const clerkToken = await tokenOf(clerkContext);
    expect((await call('GET', '/students', clerkToken)).status).toBe(403);
    expect((await call('GET', '/lecturers', clerkToken)).status).toBe(200);
    await screenshot(clerk, 'roles-05-clerk-without-students');
  });
});

describe('the clerk\'s profile', () => {
  it('opens from the user menu and edits the name', async () => {
    await clerk.locator('.user-menu__button').click();
    await clerk.locator('.user-menu__panel a[href="/admin/user"]').click();
    await clerk.waitForURL(/\/admin\/user$/);
    const details = clerk.locator('form[aria-labelledby="profile-edit-title"]');
    await expect.poll(() => details.locator('#profile-first_name').inputValue()).toBe('თამარ');
    await details.locator('#profile-first_name').fill('');
    await details.locator('button[type=submit]').click();
    expect(await details.locator('#profile-first_name-error').innerText()).toBe('ველის შევსება სავალდებულოა.');
    await details.locator('#profile-first_name').fill('თამთა');
    await details.locator('button[type=submit]').click();
    await expect.poll(() => clerk.locator('.header__greeting').innerText()).toContain('თამთა');
    expect(await clerk.locator('.profile__facts').innerText()).toContain('თამთა');
    const profile = await call('GET', '/profile', await tokenOf(clerkContext));
    expect(profile.body.data).toMatchObject({ first_name: 'თამთა', last_name: 'ლომიძე', email: CLERK.email });

    // a photo, shown in the header once saved
    await details.locator('#profile-photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await details.locator('button[type=submit]').click();
    const headerPhoto = clerk.locator('.user-menu__button img.avatar');
    await expect.poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(1);
    // the permissions the clerk holds, each by its name with its code aside
    const held = clerk.locator('.profile__permissions li', { has: clerk.locator('code', { hasText: /^lecturers\.index$/ }) });
    expect(await held.locator('.code-name__name').innerText()).toBe('ლექტორები');
    await screenshot(clerk, 'roles-06-profile-edited');
  });

  it('changes the password: a wrong current one is refused, then the change signs out the other sessions only', async () => {
    const otherSession = (await call('POST', '/auth/login', undefined, { email: CLERK.email, password: CLERK.password })).body.token as string;
    const passwords = clerk.locator('form[aria-labelledby="profile-password-title"]');
    await passwords.locator('#profile-current_password').fill('not-my-password');
    await passwords.locator('#profile-password').fill(CLERK.newPassword);
    await passwords.locator('#profile-password_confirmation').fill(CLERK.newPassword);
    await passwords.locator('button[type=submit]').click();
    await expect.poll(() => passwords.locator('#profile-current_password-error').innerText()).toBe('მიმდინარე პაროლი არასწორია.');
    await passwords.scrollIntoViewIfNeeded();
    await screenshot(clerk, 'roles-07-password-refused');
    expect((await call('GET', '/profile', otherSession)).status).toBe(200);

    await passwords.locator('#profile-current_password').fill(CLERK.password);
    await passwords.locator('button[type=submit]').click();
    await expect.poll(() => passwords.locator('#profile-current_password').inputValue(), { timeout: 10_000 }).toBe('');
    await expect.poll(() => clerk.locator('.alert', { hasText: 'პაროლი შეიცვალა' }).count()).toBe(1);
    await passwords.scrollIntoViewIfNeeded();
    await screenshot(clerk, 'roles-08-password-changed');
    expect((await call('GET', '/profile', otherSession)).status).toBe(401);
    expect((await call('GET', '/profile', await tokenOf(clerkContext))).status).toBe(200);
    expect((await call('POST', '/auth/login', undefined, { email: CLERK.email, password: CLERK.password })).status).toBe(422);
    expect((await call('POST', '/auth/login', undefined, { email: CLERK.email, password: CLERK.newPassword })).status).toBe(200);
    // this session goes on: the next page still opens
    await sidebarLink(clerk, 'lecturers').click();
    await expect.poll(() => clerk.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
  });

  it('in English, the password form says under each field what is wrong', async () => {
    await clerk.locator('.user-menu__button').click();
    await clerk.locator('.language-switch button[lang=en]').click();
    // the menu closes once the English words have loaded; opening it again before that would toggle it shut
    await expect.poll(() => clerk.locator('.user-menu__panel').count()).toBe(0);
    await clerk.locator('.user-menu__button').click();
    await clerk.locator('.user-menu__panel a[href="/admin/user"]').click();
    await clerk.waitForURL(/\/admin\/user$/);
    const held = clerk.locator('.profile__permissions li', { has: clerk.locator('code', { hasText: /^lecturers\.index$/ }) });
    await expect.poll(() => held.locator('.code-name__name').innerText()).toBe('Lecturers');
    await screenshot(clerk, 'roles-09-profile-en');
    const passwords = clerk.locator('form[aria-labelledby="profile-password-title"]');
    await passwords.locator('button[type=submit]').click();
    expect(await passwords.locator('#profile-current_password-error').innerText()).toBe('This field is required.');
    await passwords.locator('#profile-current_password').fill('not-my-password');
    await passwords.locator('#profile-password').fill('long-enough-1');
    await passwords.locator('#profile-password_confirmation').fill('long-enough-2');
    await passwords.locator('button[type=submit]').click();
    expect(await passwords.locator('#profile-password_confirmation-error').innerText()).toBe('The passwords do not match.');
    await passwords.locator('#profile-password_confirmation').fill('long-enough-1');
    await passwords.locator('button[type=submit]').click();
    await expect.poll(() => passwords.locator('#profile-current_password-error').innerText()).toBe('The current password is incorrect.');
    await passwords.scrollIntoViewIfNeeded();
    await screenshot(clerk, 'roles-09-password-refused-en');
  });
});
