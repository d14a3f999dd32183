// Roles, permissions and the profile over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL:
// roles are created, read with their user count, updated and deleted; ids that name no permission or
// program are refused with nothing written; a role change reaches its users at their next request, in
// this process and in another one sharing the PostgreSQL server; the profile is read and edited, and a
// password change checks the current password and ends the user's other sessions only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { ADMIN, client, engines, serverBeside, signIn, startTestServer, testHash, type Call, type TestServer } from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PASSWORD = 'a clerk password';

interface RoleRow { id: number; title: string; permissions: number[]; programs: number[]; users_count?: number }
interface Page<Row> { total: number; data: Row[] }

describe.each(engines)('roles, permissions and profile on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let permissionIds: Record<string, number>;
  let programIds: number[];

  const db = () => test.server.ctx.db;

  async function createUser(email: string): Promise<number> {
    const [user] = await db().query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id) VALUES ($1, $2, 'Clerk', 'Test', 1) RETURNING id`,
      [email, await testHash(PASSWORD)],
    );
    return user.id;
  }

  async function roleRows(search = ''): Promise<RoleRow[]> {
    const answer = await call('GET', `/api/roles?per_page=100${search ? `&search=${encodeURIComponent(search)}` : ''}`, { token: adminToken });
    expect(answer.status).toBe(200);
    return (answer.body.roles as Page<RoleRow>).data;
  }

  async function storedRole(id: number): Promise<RoleRow> {
    const answer = await call('GET', `/api/roles/${id}`, { token: adminToken });
    expect(answer.status).toBe(200);
    return answer.body.data as RoleRow;
  }

  async function roleCount(): Promise<number> {
    const [{ count }] = await db().query<{ count: number }>('SELECT count(*)::integer AS count FROM roles');
    return count;
  }

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    const permissions = await db().query<{ id: number; title: string }>('SELECT id, title FROM permissions');
    permissionIds = Object.fromEntries(permissions.map((p) => [p.title, p.id]));
    programIds = (await db().query<{ id: number }>('SELECT id FROM programs ORDER BY id')).map((p) => p.id);
  });

  afterAll(async () => {
    await test?.stop();
  });

  describe('roles', () => {
    it('creates a role with permissions and programs, reads it back and counts its users', async () => {
      const created = await call('POST', '/api/roles', {
        token: adminToken,
        body: { title: 'Registrar', permissions: [permissionIds['students.index'], permissionIds['lecturers.index']], programs: programIds.slice(0, 2) },
      });
      expect(created.status).toBe(201);
      const role = created.body.data as RoleRow;
      expect(role.permissions).toEqual([permissionIds['students.index'], permissionIds['lecturers.index']]);
      expect(role.programs).toEqual(programIds.slice(0, 2));
      expect(await storedRole(role.id)).toMatchObject({ title: 'Registrar', permissions: role.permissions, programs: role.programs });

      const [listed] = await roleRows('Registrar');
      expect(listed).toMatchObject({ id: role.id, title: 'Registrar', users_count: 0 });

      // one user holds the role directly, another through the administration staff row linked to the account
      const direct = await createUser('registrar.direct@example.com');
      await db().query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [direct, role.id]);
      const [staff] = await db().query<{ id: number }>('SELECT id FROM administrations ORDER BY id LIMIT 1');
      const linked = await createUser('registrar.staff@example.com');
      await db().query('UPDATE users SET administration_id = $1 WHERE id = $2', [staff.id, linked]);
      expect((await call('PUT', `/api/administrations/${staff.id}`, { token: adminToken, body: { roles: [role.id] } })).status).toBe(200);
      expect((await roleRows('Registrar'))[0].users_count).toBe(2);
      // a user counted once even when holding the role both ways
      await db().query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [linked, role.id]);
      expect((await roleRows('Registrar'))[0].users_count).toBe(2);
    });

    it('searches roles by a prefix of the title in Georgian, where the title alone is searched', async () => {
      const created = await call('POST', '/api/roles', { token: adminToken, body: { title: 'რეესტრის სამსახური', permissions: [] } });
      expect(created.status).toBe(201);
      expect((await roleRows('რეესტრ')).map((r) => r.title)).toEqual(['რეესტრის სამსახური']);
      expect((await roleRows('რეესტრის სამსახური')).map((r) => r.id)).toEqual([(created.body.data as RoleRow).id]);
      expect(await roleRows('სამსახური')).toEqual([]);
    });

    it('updates a role: title, permissions and programs, keeping what the body leaves out', async () => {
      const [role] = await roleRows('Registrar');
      const updated = await call('PUT', `/api/roles/${role.id}`, {
        token: adminToken, body: { title: 'Registrar office', permissions: [permissionIds['news.index']] },
      });
      expect(updated.status).toBe(200);
      expect(await storedRole(role.id)).toMatchObject({
        title: 'Registrar office', permissions: [permissionIds['news.index']], programs: programIds.slice(0, 2),
      });
    });

    it('refuses unknown permission or program ids with 422 in the user language and writes nothing', async () => {
      const before = await roleCount();
      const missing = Math.max(...Object.values(permissionIds)) + 1000;
      const created = await call('POST', '/api/roles', {
        token: adminToken, language: 'en', body: { title: 'Ghost role', permissions: [permissionIds['news.index'], missing] },
      });
      expect(created.status).toBe(422);
      expect((created.body.errors as Record<string, string[]>).permissions).toEqual([
        `Choose from the offered options; these are not among them: ${missing}.`,
      ]);
      const badProgram = await call('POST', '/api/roles', { token: adminToken, body: { title: 'Ghost role', programs: [999999] } });
      expect(badProgram.status).toBe(422);
      expect((badProgram.body.errors as Record<string, string[]>).programs[0]).toContain('999999');
      const notNumbers = await call('POST', '/api/roles', { token: adminToken, body: { title: 'Ghost role', permissions: ['students.index'] } });
      expect(notNumbers.status).toBe(422);
      expect(await roleCount()).toBe(before);
      expect(await roleRows('Ghost')).toEqual([]);

      const [role] = await roleRows('Registrar office');
      const stored = await storedRole(role.id);
      const updated = await call('PUT', `/api/roles/${role.id}`, {
        token: adminToken, body: { title: 'Renamed', permissions: [missing], programs: [programIds[0]] },
      });
      expect(updated.status).toBe(422);
      expect(Object.keys(updated.body.errors as object)).toEqual(['permissions']);
      expect(await storedRole(role.id)).toEqual(stored);
      const untitled = await call('PUT', `/api/roles/${role.id}`, { token: adminToken, body: { title: '' } });
      expect(untitled.status).toBe(422);
      expect(await storedRole(role.id)).toEqual(stored);
    });

    it('refuses to delete a role still given to a staff record or an account, naming them; deleted once free, its users lose it', async () => {
      const created = await call('POST', '/api/roles', { token: adminToken, body: { title: 'Short-lived', permissions: [permissionIds['surveys.index']] } });
      const role = created.body.data as RoleRow;
      const userId = await createUser('short.lived@example.com');
      await db().query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [userId, role.id]);
      const [staff] = await db().query<{ id: number; roles: number[] }>('SELECT id, roles FROM administrations ORDER BY id DESC LIMIT 1');
      expect((await call('PUT', `/api/administrations/${staff.id}`, { token: adminToken, body: { roles: [...staff.roles, role.id] } })).status).toBe(200);
      const token = await signIn(call, 'short.lived@example.com', PASSWORD);
      expect((await call('GET', '/api/surveys', { token })).status).toBe(200);

      const refused = await call('DELETE', `/api/roles/${role.id}`, { token: adminToken, language: 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('It cannot be deleted while other records use it: Administration staff (1), Accounts (1). Change or delete those first.');
      const ka = await call('DELETE', `/api/roles/${role.id}`, { token: adminToken });
      expect(ka.body.message).toMatch(/^ჩანაწერის წაშლა შეუძლებელია/);
      expect((await call('GET', `/api/roles/${role.id}`, { token: adminToken })).status).toBe(200);
      expect((await call('GET', '/api/surveys', { token })).status).toBe(200);

      expect((await call('PUT', `/api/administrations/${staff.id}`, { token: adminToken, body: { roles: staff.roles } })).status).toBe(200);
      await db().query('DELETE FROM user_roles WHERE role_id = $1', [role.id]);
      expect((await call('DELETE', `/api/roles/${role.id}`, { token: adminToken })).status).toBe(204);
      expect((await call('GET', `/api/roles/${role.id}`, { token: adminToken })).status).toBe(404);
    });

    it('takes a deleted programme out of the roles that reach it (onDelete: clear)', async () => {
      const program = (await call('POST', '/api/programs', {
        token: adminToken, body: { name_ka: 'დროებითი', name_en: 'Temporary', school_id: (await db().query<{ id: number }>('SELECT id FROM schools LIMIT 1'))[0].id, academic_degree_id: 1 },
      })).body.data as { id: number };
      const role = (await call('POST', '/api/roles', { token: adminToken, body: { title: 'Programme reach', programs: [programIds[0], program.id] } })).body.data as RoleRow;
      expect((await call('DELETE', `/api/programs/${program.id}`, { token: adminToken })).status).toBe(204);
      expect((await storedRole(role.id)).programs).toEqual([programIds[0]]);
    });
  });

  describe('permissions', () => {
    it('lists every permission the sidebar names, as codes nobody creates, renames or deletes', async () => {
      const listed = await call('GET', '/api/permissions?per_page=100', { token: adminToken });
      expect(listed.status).toBe(200);
      const rows = (listed.body.permissions as Page<{ id: number; title: string }>).data;
      const titles = rows.map((p) => p.title);
      for (const title of registry.permissions) expect(titles).toContain(title);

      const before = await db().query('SELECT id, title FROM permissions ORDER BY id');
      const students = rows.find((p) => p.title === 'students.index')!;
      expect((await call('POST', '/api/permissions', { token: adminToken, body: { title: 'archive.index' } })).status).toBe(404);
      expect((await call('PUT', `/api/permissions/${students.id}`, { token: adminToken, body: { title: 'renamed.index' } })).status).toBe(404);
      expect((await call('DELETE', `/api/permissions/${students.id}`, { token: adminToken })).status).toBe(404);
      expect(await db().query('SELECT id, title FROM permissions ORDER BY id')).toEqual(before);
    });
  });

  describe('access', () => {
    it('answers 403 to a user without roles.index or permissions.index, and writes nothing', async () => {
      await createUser('no.access@example.com');
      const token = await signIn(call, 'no.access@example.com', PASSWORD);
      const before = await roleCount();
      for (const [method, url] of [['GET', '/api/roles'], ['GET', '/api/permissions'], ['POST', '/api/roles']] as const) {
        const answer = await call(method, url, { token, language: 'en', body: method === 'POST' ? { title: 'Sneaky' } : undefined });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('You do not have permission to do this.');
      }
      expect(await roleCount()).toBe(before);
    });

    it('a role change reaches its user at the next request', async () => {
      const role = (await call('POST', '/api/roles', {
        token: adminToken, body: { title: 'Dean office', permissions: [permissionIds['students.index'], permissionIds['lecturers.index']] },
      })).body.data as RoleRow;
      const userId = await createUser('dean.office@example.com');
      await db().query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [userId, role.id]);
      const token = await signIn(call, 'dean.office@example.com', PASSWORD);
      const allowed = await call('GET', '/api/students', { token });
      expect(allowed.status).toBe(200);
      const before = (await call('GET', '/api/check-token-validity', { token })).body.user as { permissions: string[] };
      expect(before.permissions).toEqual(['lecturers.index', 'students.index']);

      expect((await call('PUT', `/api/roles/${role.id}`, { token: adminToken, body: { permissions: [permissionIds['lecturers.index']] } })).status).toBe(200);
      const refused = await call('GET', '/api/students', { token });
      expect(refused.status).toBe(403);
      const lecturers = await call('GET', '/api/lecturers', { token });
      expect(lecturers.status).toBe(200);
      // every answer names the permissions behind it, so the client sees the change whichever call it makes
      const digest = allowed.headers.get('x-aula-permissions');
      expect(digest).toMatch(/^[\w-]{16}$/);
      expect(refused.headers.get('x-aula-permissions')).not.toBe(digest);
      expect(lecturers.headers.get('x-aula-permissions')).toBe(refused.headers.get('x-aula-permissions'));
      const after = (await call('GET', '/api/check-token-validity', { token })).body.user as { permissions: string[] };
      expect(after.permissions).toEqual(['lecturers.index']);

      // given back, it works again at once
      expect((await call('PUT', `/api/roles/${role.id}`, { token: adminToken, body: { permissions: [permissionIds['students.index']] } })).status).toBe(200);
      expect((await call('GET', '/api/students', { token })).status).toBe(200);
      expect((await call('GET', '/api/lecturers', { token })).status).toBe(403);
    });

    // two processes share a database only on a PostgreSQL server; PGlite's data directory has one owner
    // the other process hears of the change by a notification that arrives a moment after the writer's answer
    const NOTIFIED = { timeout: 2_000, interval: 20 };
    if (engine === 'postgres') it('a role change made through one process reaches the user in another as soon as it is notified', async () => {
      const { server: other, baseUrl } = await serverBeside(test.config);
      try {
        const callOther = client(baseUrl);
        const role = (await call('POST', '/api/roles', {
          token: adminToken, body: { title: 'Second process', permissions: [permissionIds['students.index']] },
        })).body.data as RoleRow;
        const userId = await createUser('second.process@example.com');
        await db().query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [userId, role.id]);
        const token = await signIn(call, 'second.process@example.com', PASSWORD);
        const otherAnswers = async () => (await callOther('GET', '/api/students', { token })).status;
        // the other process has the user's session in its cache
        expect((await callOther('GET', '/api/students', { token })).status).toBe(200);
        expect((await callOther('GET', '/api/students', { token })).status).toBe(200);

        expect((await call('PUT', `/api/roles/${role.id}`, { token: adminToken, body: { permissions: [] } })).status).toBe(200);
        await expect.poll(otherAnswers, NOTIFIED).toBe(403);

        // and a sign-out in one process ends the session in the other
        await call('PUT', `/api/roles/${role.id}`, { token: adminToken, body: { permissions: [permissionIds['students.index']] } });
        await expect.poll(otherAnswers, NOTIFIED).toBe(200);
        expect((await call('GET', '/api/auth/logout', { token })).status).toBe(200);
        await expect.poll(otherAnswers, NOTIFIED).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('profile', () => {
    let token: string;
    let userId: number;

    beforeAll(async () => {
      userId = await createUser('profile.owner@example.com');
      token = await signIn(call, 'profile.owner@example.com', PASSWORD);
    });

    it('reads the signed-in user\'s details, and only with a token', async () => {
      const answer = await call('GET', '/api/profile', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        id: userId, first_name: 'Clerk', last_name: 'Test', email: 'profile.owner@example.com', photo: null, user_type_id: 1,
      });
      expect((await call('GET', '/api/profile')).status).toBe(401);
    });

    it('edits the names, e-mail and photo, and the session answers with them', async () => {
      const form = new FormData();
      form.append('first_name', 'ნინო');
      form.append('last_name', 'Kapanadze');
      form.append('email', 'Nino.K@Example.com');
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const answer = await call('PUT', '/api/profile', { token, form });
      expect(answer.status).toBe(200);
      const data = answer.body.data as { first_name: string; email: string; photo: string };
      expect(data).toMatchObject({ first_name: 'ნინო', last_name: 'Kapanadze', email: 'nino.k@example.com' });
      expect(data.photo).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
      expect(fs.existsSync(path.join(test.config.dataDir, 'storage', path.basename(data.photo)))).toBe(true);
      const user = (await call('GET', '/api/check-token-validity', { token })).body.user as Record<string, unknown>;
      expect(user).toMatchObject({ first_name: 'ნინო', last_name: 'Kapanadze', email: 'nino.k@example.com', photo: data.photo });
      expect((await call('POST', '/api/auth/login', { body: { email: 'nino.k@example.com', password: PASSWORD } })).status).toBe(200);

      // clearing the photo removes the file
      expect((await call('PUT', '/api/profile', { token, body: { photo: null } })).status).toBe(200);
      expect(fs.existsSync(path.join(test.config.dataDir, 'storage', path.basename(data.photo)))).toBe(false);
    });

    it('refuses bad details with 422 in the user language and changes nothing', async () => {
      const before = (await call('GET', '/api/profile', { token })).body.data;
      const bad = await call('PUT', '/api/profile', { token, language: 'en', body: { first_name: '', email: 'not an e-mail' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ first_name: ['This field is required.'], email: ['Enter a valid e-mail address.'] });
      const taken = await call('PUT', '/api/profile', { token, body: { email: ADMIN.email } });
      expect(taken.status).toBe(422);
      expect((taken.body.errors as Record<string, string[]>).email).toEqual(['ეს მნიშვნელობა უკვე გამოყენებულია.']);
      const notImage = new FormData();
      notImage.append('photo', new Blob(['%PDF-1.4 a document'], { type: 'image/png' }), 'me.png');
      expect((await call('PUT', '/api/profile', { token, form: notImage })).status).toBe(422);
      expect((await call('GET', '/api/profile', { token })).body.data).toEqual(before);
    });

    it('refuses a wrong current password, a short or unconfirmed new one, and changes nothing', async () => {
      const wrong = await call('POST', '/api/profile/password', {
        token, language: 'en', body: { current_password: 'not my password', password: 'a brand new password', password_confirmation: 'a brand new password' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
      const short = await call('POST', '/api/profile/password', {
        token, body: { current_password: PASSWORD, password: 'short', password_confirmation: 'short' },
      });
      expect(short.status).toBe(422);
      expect((short.body.errors as Record<string, string[]>).password).toEqual(['ახალი პაროლი უნდა შეიცავდეს არანაკლებ 8 სიმბოლოს.']);
      const mismatch = await call('POST', '/api/profile/password', {
        token, language: 'en', body: { current_password: PASSWORD, password: 'a brand new password', password_confirmation: 'a brand new pasword' },
      });
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
      const missing = await call('POST', '/api/profile/password', { token, body: {} });
      expect(Object.keys(missing.body.errors as object).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
      expect((await call('POST', '/api/auth/login', { body: { email: 'nino.k@example.com', password: PASSWORD } })).status).toBe(200);
      expect((await call('GET', '/api/profile', { token })).status).toBe(200);
    });

    it('changes the password, ending the user\'s other sessions and keeping this one', async () => {
      const otherSession = await signIn(call, 'nino.k@example.com', PASSWORD);
      const adminBefore = await call('GET', '/api/check-token-validity', { token: adminToken });
      expect((await call('GET', '/api/profile', { token: otherSession })).status).toBe(200);
      const changed = await call('POST', '/api/profile/password', {
        token, language: 'en', body: { current_password: PASSWORD, password: 'a brand new password', password_confirmation: 'a brand new password' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('The password has been changed. Your other sessions have been signed out.');
      expect((await call('GET', '/api/profile', { token })).status).toBe(200);
      expect((await call('GET', '/api/profile', { token: otherSession })).status).toBe(401);
      expect((await call('POST', '/api/auth/login', { body: { email: 'nino.k@example.com', password: PASSWORD } })).status).toBe(422);
      expect((await call('POST', '/api/auth/login', { body: { email: 'nino.k@example.com', password: 'a brand new password' } })).status).toBe(200);
      // another user's session is untouched
      expect((await call('GET', '/api/check-token-validity', { token: adminToken })).body).toEqual(adminBefore.body);
    });
  });
});
