// Issue 11's failures, each replayed against the real server on PGlite and (when DATABASE_URL is set)
// PostgreSQL, with the answer it must now get: no escalation through roles, permissions or staff records,
// 422 (never 500) for values the database cannot hold, one row never naming another's file, JSON taken
// without coercion, a row in use kept, the headers a browser needs, and sign-in limits that count failures.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN, client, engines, signIn, signInHolding, startTestServer, tableDigest, testSettings, type Call, type TestServer,
} from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(engines)('security on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;

  const db = () => test.server.ctx.db;
  const permissionsOf = async (token: string) =>
    ((await call('GET', '/api/check-token-validity', { token })).body.user as { permissions: string[] }).permissions;
  const permissionIds = async (titles?: readonly string[]) =>
    (await db().query<{ id: number }>('SELECT id FROM permissions WHERE $1::text[] IS NULL OR title = ANY($1) ORDER BY id', [titles ?? null]))
      .map((row) => row.id);
  const roleOf = async (email: string) =>
    (await db().query<{ id: number }>('SELECT role_id AS id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.email = $1', [email]))[0].id;
  const fullAccessRole = async () =>
    Number((await db().query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'full_access_role_id'"))[0].value);

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  describe('one permission is one permission', () => {
    it('a holder of roles.index alone cannot give a role, their own or a new one, a permission they lack', async () => {
      const token = await signInHolding(test, 'roles.clerk@example.com', ['roles.index']);
      const ownRole = await roleOf('roles.clerk@example.com');
      const before = await tableDigest(test, 'roles');
      const widened = await call('PUT', `/api/roles/${ownRole}`, { token, body: { permissions: await permissionIds() }, language: 'en' });
      expect(widened.status).toBe(403);
      expect(widened.body.message).toMatch(/^You can give or take away only permissions you hold yourself; you do not hold: .*students\.index/);
      const created = await call('POST', '/api/roles', { token, body: { title: 'Escalator', permissions: await permissionIds(['students.index']) } });
      expect(created.status).toBe(403);
      expect(created.body.message).toMatch(/students\.index/);
      expect(await tableDigest(test, 'roles')).toBe(before);
      expect(await permissionsOf(token)).toEqual(['roles.index']);
      // within what they hold they may work: a role with roles.index only
      const own = await call('POST', '/api/roles', { token, body: { title: 'Role managers', permissions: await permissionIds(['roles.index']) } });
      expect(own.status).toBe(201);
    });

    it('a holder of roles.index alone cannot take away a permission they lack, nor delete a role that gives one', async () => {
      const token = await signInHolding(test, 'roles.trimmer@example.com', ['roles.index']);
      const role = (await call('POST', '/api/roles', {
        token: adminToken, body: { title: 'Registry office', permissions: await permissionIds(['students.index', 'roles.index']) },
      })).body.data as { id: number };
      const before = await tableDigest(test, 'roles');
      expect((await call('PUT', `/api/roles/${role.id}`, { token, body: { permissions: await permissionIds(['roles.index']) } })).status).toBe(403);
      expect((await call('DELETE', `/api/roles/${role.id}`, { token })).status).toBe(403);
      expect(await tableDigest(test, 'roles')).toBe(before);
      expect((await call('PUT', `/api/roles/${role.id}`, { token, body: { title: 'Registry' } })).status).toBe(200);
    });

    it('a holder of permissions.index alone cannot rename, add or delete a permission', async () => {
      const token = await signInHolding(test, 'permissions.clerk@example.com', ['permissions.index']);
      const before = await tableDigest(test, 'permissions');
      const [students] = await permissionIds(['students.index']);
      expect((await call('PUT', `/api/permissions/${students}`, { token, body: { title: 'renamed.index' } })).status).toBe(404);
      expect((await call('POST', '/api/permissions', { token, body: { title: 'new.index' } })).status).toBe(404);
      expect((await call('DELETE', `/api/permissions/${students}`, { token })).status).toBe(404);
      expect(await tableDigest(test, 'permissions')).toBe(before);
      expect(await permissionsOf(token)).toEqual(['permissions.index']);
    });

    it('a staff clerk whose account belongs to a staff record cannot give that record the full-access role', async () => {
      const [staff] = await db().query<{ id: number }>('SELECT id FROM administrations ORDER BY id LIMIT 1');
      await db().query("UPDATE administrations SET roles = '{}' WHERE id = $1", [staff.id]);
      const token = await signInHolding(test, 'staff.clerk@example.com', ['administrations.index'], { administrationId: staff.id });
      const before = await tableDigest(test, 'administrations');
      const granted = await call('PUT', `/api/administrations/${staff.id}`, { token, body: { roles: [await fullAccessRole()] } });
      expect(granted.status).toBe(403);
      expect(await tableDigest(test, 'administrations')).toBe(before);
      expect(await permissionsOf(token)).toEqual(['administrations.index']);
    });

    it('keeps the full-access role whole: not deleted, not emptied; its title may change', async () => {
      const id = await fullAccessRole();
      const before = await tableDigest(test, 'roles');
      const deleted = await call('DELETE', `/api/roles/${id}`, { token: adminToken, language: 'en' });
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe('The full-access role keeps every permission and cannot be deleted; you may rename it.');
      const ka = await call('PUT', `/api/roles/${id}`, { token: adminToken, body: { permissions: [] } });
      expect(ka.status).toBe(409);
      expect(ka.body.message).toBe('სრული წვდომის როლი ყველა უფლებას ინარჩუნებს და მისი წაშლა შეუძლებელია; შეგიძლიათ მხოლოდ სახელი შეცვალოთ.');
      const all = await permissionIds();
      expect((await call('PUT', `/api/roles/${id}`, { token: adminToken, body: { permissions: all.slice(1) } })).status).toBe(409);
      expect(await tableDigest(test, 'roles')).toBe(before);
      expect((await call('PUT', `/api/roles/${id}`, { token: adminToken, body: { title: 'Full access' } })).status).toBe(200);
      expect((await permissionsOf(adminToken)).length).toBe(all.length);
    });

    it('keeps one administrator who can manage roles', async () => {
      const lone = await startTestServer(engine, { seedDemo: false });
      try {
        const loneCall = client(lone.baseUrl);
        const admin = await signIn(loneCall);
        const { db: loneDb } = lone.server.ctx;
        const managers = (await loneCall('POST', '/api/roles', {
          token: admin, body: { title: 'Managers', permissions: (await loneDb.query<{ id: number }>("SELECT id FROM permissions WHERE title IN ('roles.index', 'administrations.index')")).map((r) => r.id) },
        })).body.data as { id: number };
        const staff = (await loneCall('POST', '/api/administrations', {
          token: admin, body: { first_name: 'Nino', last_name: 'Manager', identity_number: '01001001001', phone: '555-12-345', email: 'nino@example.com', roles: [managers.id] },
        })).body.data as { id: number };
        const token = await signInHolding(lone, 'manager@example.com', [], { administrationId: staff.id });
        // the first administrator leaves: the staff record's account is the only one that manages roles
        await loneDb.query('DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE email = $1)', [ADMIN.email]);
        await lone.server.ctx.sessions.changed({ all: true });
        const before = await tableDigest(lone, 'administrations');
        const dropped = await loneCall('PUT', `/api/administrations/${staff.id}`, { token, body: { roles: [] }, language: 'en' });
        expect(dropped.status).toBe(409);
        expect(dropped.body.message).toBe('This would leave no administrator who can manage roles (roles.index). Give that permission to another account first.');
        const stripped = await loneCall('PUT', `/api/roles/${managers.id}`, { token, body: { permissions: [] } });
        expect(stripped.status).toBe(409);
        expect(await tableDigest(lone, 'administrations')).toBe(before);
        const still = (await loneCall('GET', '/api/check-token-validity', { token })).body.user as { permissions: string[] };
        expect(still.permissions).toContain('roles.index');
      } finally {
        await lone.stop();
      }
    });

    it('answers the admin API to administrators only: a lecturer or student account given a role gets 403', async () => {
      for (const [email, userType] of [['lecturer@example.com', 2], ['student@example.com', 3]] as const) {
        const token = await signInHolding(test, email, ['students.index'], { userType });
        expect((await call('GET', '/api/students', { token })).status).toBe(403);
        // the list of students is no list of their area's (the programmes are, and the public forms', anyone's)
        expect((await call('GET', '/api/lookups/students', { token })).status).toBe(403);
        expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(200);
        expect((await call('GET', '/api/profile', { token })).status).toBe(200);
      }
    });
  });

  describe('values the database cannot hold answer 422, never 500', () => {
    const campus = { name_ka: 'კამპუსი', name_en: 'Campus', address_ka: 'მისამართი', address_en: 'Address' };

    it('refuses a NUL byte in a query, a JSON body, a form and the sign-in, naming the field', async () => {
      const searched = await call('GET', '/api/students?search=ab%00c', { token: adminToken, language: 'en' });
      expect(searched.status).toBe(422);
      expect((searched.body.errors as Record<string, string[]>).search).toEqual(['The text holds a character that cannot be stored (NUL); remove it.']);
      expect((await call('GET', '/api/students/export?search=%00', { token: adminToken })).status).toBe(422);
      const before = await tableDigest(test, 'campuses');
      const json = await call('POST', '/api/campuses', { token: adminToken, body: { ...campus, name_ka: 'a\u0000b' } });
      expect(json.status).toBe(422);
      expect(Object.keys(json.body.errors as object)).toEqual(['name_ka']);
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...campus, address_en: 'x\u0000y' })) form.append(key, value);
      const multipart = await call('POST', '/api/campuses', { token: adminToken, form });
      expect(multipart.status).toBe(422);
      expect(Object.keys(multipart.body.errors as object)).toEqual(['address_en']);
      expect(await tableDigest(test, 'campuses')).toBe(before);
      expect((await call('POST', '/api/auth/login', { body: { email: 'admin\u0000@example.com', password: 'x' } })).status).toBe(422);
    });

    it('refuses integers past what a column holds in an id, a filter and a field', async () => {
      expect((await call('GET', '/api/students/2147483648', { token: adminToken })).status).toBe(404);
      expect((await call('GET', '/api/students?program_id=2147483648', { token: adminToken })).status).toBe(422);
      expect((await call('GET', '/api/students?program_id=99999999999', { token: adminToken })).status).toBe(422);
      expect((await call('GET', '/api/auditoriums?quantity_from=1e308', { token: adminToken })).status).toBe(422);
      const before = await tableDigest(test, 'auditoriums');
      for (const quantity of [2147483648, 1e308, -1]) {
        const created = await call('POST', '/api/auditoriums', { token: adminToken, body: { name: 'A-1', quantity } });
        expect(created.status).toBe(422);
        expect(Object.keys(created.body.errors as object)).toEqual(['quantity']);
      }
      const [student] = await db().query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
      expect((await call('PUT', `/api/students/${student.id}`, { token: adminToken, body: { program_id: 1e308 } })).status).toBe(422);
      expect((await call('POST', '/api/bachelor-registers/actions/delete', { token: adminToken, body: { ids: [2147483648] } })).status).toBe(422);
      expect(await tableDigest(test, 'auditoriums')).toBe(before);
    });

    it('refuses dates the pattern lets through but the calendar does not have', async () => {
      const [student] = await db().query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
      const before = await tableDigest(test, 'students');
      for (const birthday of ['2025-02-30', '0000-01-01', '2025-01-01xyz', '2023-02-29']) {
        const answer = await call('PUT', `/api/students/${student.id}`, { token: adminToken, body: { birthday }, language: 'en' });
        expect(answer.status, birthday).toBe(422);
        expect(Object.keys(answer.body.errors as object)).toEqual(['birthday']);
      }
      expect(await tableDigest(test, 'students')).toBe(before);
      expect((await call('PUT', `/api/students/${student.id}`, { token: adminToken, body: { birthday: '2004-02-29' } })).status).toBe(200);
      for (const query of ['enrollment_date_from=2025-02-30', 'enrollment_date_to=0000-01-01', 'enrollment_date_from=2025-01-01xyz']) {
        expect((await call('GET', `/api/students?${query}`, { token: adminToken })).status, query).toBe(422);
      }
      expect((await call('GET', '/api/edoc/inbox?created_at_from=2025-01-01T25:00', { token: adminToken })).status).toBe(422);
      expect((await call('GET', '/api/students?age_from=100000000', { token: adminToken })).status).toBe(422);
    });

    it('checks an export before its first byte: a bad filter is a 422, not a cut download', async () => {
      const answer = await call('GET', '/api/students/export?enrollment_date_from=2025-02-30', { token: adminToken, language: 'en' });
      expect(answer.status).toBe(422);
      expect(answer.headers.get('content-type')).toMatch(/json/);
      expect((answer.body.errors as Record<string, string[]>).enrollment_date_from).toEqual(['Enter a real date as dd-mm-yyyy.']);
    });
  });

  describe('types are what they say', () => {
    it('takes a JSON text as a text: "1,2" is not a list of permissions', async () => {
      const id = await fullAccessRole();
      const before = await tableDigest(test, 'roles');
      const answer = await call('PUT', `/api/roles/${id}`, { token: adminToken, body: { permissions: '1,2' } });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors as object)).toEqual(['permissions']);
      expect((await call('POST', '/api/auditoriums', { token: adminToken, body: { name: 'A-2', quantity: '12' } })).status).toBe(422);
      expect(await tableDigest(test, 'roles')).toBe(before);
    });

    it('reads an id in a path only as a plain positive decimal', async () => {
      const [student] = await db().query<{ id: number }>('SELECT id FROM students WHERE id = 16');
      expect(student).toBeDefined();
      expect((await call('GET', '/api/students/16', { token: adminToken })).status).toBe(200);
      for (const id of ['0x10', '1.6e1', '+16', '016', '16.0', ' 16', '0', '-16']) {
        expect((await call('GET', `/api/students/${encodeURIComponent(id)}`, { token: adminToken })).status, id).toBe(404);
      }
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
        expect((await call('GET', `/api/lookups/${name}`, { token: adminToken })).status, name).toBe(404);
      }
    });

    it('takes amounts with two decimals by their digits (4.35, 1.13) and refuses a third', async () => {
      const [finance] = await db().query<{ id: number }>('SELECT id FROM finances ORDER BY id LIMIT 1');
      for (const amount of [4.35, 1.13, 0.29, 1234567.89]) {
        const answer = await call('PUT', `/api/finances/${finance.id}`, { token: adminToken, body: { discount: amount } });
        expect(answer.status, String(amount)).toBe(200);
        expect((answer.body.data as { discount: number }).discount).toBe(amount);
      }
      const refused = await call('PUT', `/api/finances/${finance.id}`, { token: adminToken, body: { discount: 4.355 }, language: 'en' });
      expect(refused.status).toBe(422);
      expect((await call('GET', '/api/finances?remaining_amount_from=4.35', { token: adminToken })).status).toBe(200);
      expect((await call('GET', '/api/finances?remaining_amount_from=1e3', { token: adminToken })).status).toBe(422);
    });
  });

  describe('files and references', () => {
    it('lets a row keep only its own file: naming another row\'s file is refused, and that file stays', async () => {
      const [a] = await db().query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
      const b = (await call('POST', '/api/students', { token: adminToken, body: {
        name: 'ნინო', surname: 'ახალი', personal_id: '01019999999', sex: 0, birthday: '2001-05-04', citizenship: 1,
        phone: '555-11-222', email: 'nino.new@example.com', status_id: 1, school_id: 1, program_id: 1,
      } })).body.data as { id: number };
      expect(b.id).toBeGreaterThan(0);
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const uploaded = await call('PUT', `/api/students/${a.id}`, { token: adminToken, form });
      expect(uploaded.status).toBe(200);
      const photo = String((uploaded.body.data as { photo: string }).photo);
      const stolen = await call('PUT', `/api/students/${b.id}`, { token: adminToken, body: { photo }, language: 'en' });
      expect(stolen.status).toBe(422);
      expect((stolen.body.errors as Record<string, string[]>).photo).toEqual(['Upload the file again.']);
      expect((await call('PUT', `/api/students/${b.id}`, { token: adminToken, body: { photo: '/storage/../../etc/passwd' } })).status).toBe(422);
      expect((await call('DELETE', `/api/students/${b.id}`, { token: adminToken })).status).toBe(204);
      const served = await fetch(test.baseUrl + photo, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(served.status).toBe(200);
      // the row may send back the path it has
      expect((await call('PUT', `/api/students/${a.id}`, { token: adminToken, body: { photo } })).status).toBe(200);
    });

    it('keeps a row other rows use, naming them (409), and deletes it once nothing does', async () => {
      const campus = (await call('POST', '/api/campuses', { token: adminToken, body: { name_ka: 'ახალი', name_en: 'New', address_ka: 'ა', address_en: 'A' } })).body.data as { id: number };
      const school = (await call('POST', '/api/schools', { token: adminToken, body: { name_ka: 'სკოლა', name_en: 'School', campus_id: campus.id } })).body.data as { id: number };
      const before = await tableDigest(test, 'campuses');
      const en = await call('DELETE', `/api/campuses/${campus.id}`, { token: adminToken, language: 'en' });
      expect(en.status).toBe(409);
      expect(en.body.message).toBe('It cannot be deleted while other records use it: Schools (1). Change or delete those first.');
      const ka = await call('DELETE', `/api/campuses/${campus.id}`, { token: adminToken });
      expect(ka.body.message).toBe('ჩანაწერის წაშლა შეუძლებელია, სანამ მას სხვა ჩანაწერები იყენებს: სკოლები (1). ჯერ ისინი შეცვალეთ ან წაშალეთ.');
      expect(await tableDigest(test, 'campuses')).toBe(before);
      expect((await call('DELETE', `/api/schools/${school.id}`, { token: adminToken })).status).toBe(204);
      expect((await call('DELETE', `/api/campuses/${campus.id}`, { token: adminToken })).status).toBe(204);
    });

  });
});

describe.each(engines)('headers, sign-in limits and the log on %s', (engine) => {
  it('sends a strict CSP, no framing, nosniff and same-origin referrers, on the page and the API, and Secure cookies over HTTPS', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-static-'));
    const style = '#loading-cover { position: fixed; }';
    fs.writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><html><head><style>${style}</style></head><body></body></html>`);
    const test = await startTestServer(engine, { seedDemo: false, trustProxy: true }, { staticDir });
    try {
      const page = await fetch(`${test.baseUrl}/admin/students`);
      expect(page.status).toBe(200);
      // the page tells the form the largest upload this server takes, which it refuses before sending
      expect(await page.clone().text()).toContain(`<meta name="aula-upload-limit" content="${test.config.uploadLimitBytes}" />`);
      const api = await fetch(`${test.baseUrl}/api/csrf-cookie`);
      for (const answer of [page, api]) {
        const csp = answer.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/unsafe-(eval|inline)/);
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      }
      expect(page.headers.get('set-cookie')).not.toMatch(/Secure/i);
      const proxied = await fetch(`${test.baseUrl}/admin`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
    } finally {
      await test.stop();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('serves an uploaded document as a download and an image inline, each naming the file', async () => {
    const test = await startTestServer(engine);
    try {
      const call = client(test.baseUrl);
      const token = await signIn(call);
      const [lecturer] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM lecturers ORDER BY id LIMIT 1');
      const form = new FormData();
      form.append('cv', new Blob([Buffer.from('%PDF-1.4 a cv')], { type: 'application/pdf' }), 'cv.pdf');
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const saved = (await call('PUT', `/api/lecturers/${lecturer.id}`, { token, form })).body.data as { cv: string; photo: string };
      const cv = await fetch(test.baseUrl + saved.cv, { headers: { authorization: `Bearer ${token}` } });
      expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="${path.basename(saved.cv)}"`);
      expect(cv.headers.get('content-security-policy')).toBe("default-src 'none'");
      const photo = await fetch(test.baseUrl + saved.photo, { headers: { authorization: `Bearer ${token}` } });
      expect(photo.headers.get('content-disposition')).toBe(`inline; filename="${path.basename(saved.photo)}"`);
    } finally {
      await test.stop();
    }
  });

  it('counts wrong passwords per account and per address, never successes, and says when to try again', async () => {
    const test = await startTestServer(engine, {
      seedDemo: false, signInFailuresPerAccount: 3, signInFailuresPerAddress: 5, signInWindowSeconds: 6,
    });
    try {
      const call = client(test.baseUrl);
      const login = (email: string, password: string) => call('POST', '/api/auth/login', { body: { email, password }, language: 'en' });
      await signInHolding(test, 'colleague@example.com');
      // an office signing in all day: successes are not counted
      for (let i = 0; i < 8; i++) expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);

      expect([(await login(ADMIN.email, 'typo')).status, (await login(ADMIN.email, 'typo')).status, (await login(ADMIN.email, 'typo')).status]).toEqual([422, 422, 422]);
      const locked = await login(ADMIN.email, ADMIN.password);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many wrong passwords. Try again in 1 minute.');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      const ka = await call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
      expect(ka.body.message).toBe('ძალიან ბევრი არასწორი პაროლი. სცადეთ ხელახლა 1 წუთში.');
      // a colleague behind the same address is not locked out by another's typos
      expect((await login('colleague@example.com', 'another password')).status).toBe(200);

      // wrong passwords for many accounts from one address: the address waits too
      for (const email of ['a@example.com', 'b@example.com']) expect((await login(email, 'guess')).status).toBe(422);
      expect((await login('colleague@example.com', 'another password')).status).toBe(429);

      // the window (6 s: wide enough for the hashing of a busy machine) passes, and the account signs in again
      await new Promise((resolve) => setTimeout(resolve, 6_100));
      expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
    } finally {
      await test.stop();
    }
  });

  it('hashes a password again at the server\'s cost when its owner signs in with it, where it was made at a lower one', async () => {
    const runs = testSettings().passwordCost;
    const cost = runs + 1;
    const test = await startTestServer(engine, { seedDemo: false, passwordCost: cost });
    try {
      const stored = async () => (await test.server.ctx.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE email = $1', [ADMIN.email],
      ))[0].password_hash;
      const costOf = (hash: string) => Math.log2(Number(hash.split('$')[1]));
      const call = client(test.baseUrl);
      const login = (password: string) => call('POST', '/api/auth/login', { body: { email: ADMIN.email, password }, language: 'en' });
      // the run's prepared database hashed the administrator's password at the run's cost
      const before = await stored();
      expect(costOf(before)).toBe(runs);
      expect((await login('typo')).status).toBe(422);
      expect(await stored()).toBe(before);
      expect((await login(ADMIN.password)).status).toBe(200);
      const after = await stored();
      expect(costOf(after)).toBe(cost);
      expect((await login(ADMIN.password)).status).toBe(200);
      expect(await stored()).toBe(after);
    } finally {
      await test.stop();
    }
  });

  it('logs requests without the values people typed, and never a body', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const test = await startTestServer(engine, { seedDemo: false }, { logger: stream });
    try {
      const call = client(test.baseUrl);
      const token = await signIn(call);
      await call('GET', '/api/students?search=Abashidze&personal_id=01001011011&email=nino%40example.com&phone=555-12-345&program_id=3&page=2&sort=surname', { token });
      const answer = await call('GET', '/api/students?search=Abashidze&personal_id=01001011011&email=nino%40example.com&phone=555-12-345&program_id=3&page=2&sort=surname', { token });
      const log = lines.join('');
      expect(log).toContain('/api/students?search=[redacted]&personal_id=[redacted]&email=[redacted]&phone=[redacted]&program_id=3&page=2&sort=surname');
      // every line of a request names it, as its answer does
      const id = answer.headers.get('x-request-id')!;
      const ofRequest = lines.filter((line) => line.includes(id));
      expect(ofRequest.length).toBeGreaterThanOrEqual(2);
      expect(ofRequest.every((line) => JSON.parse(line).reqId === id)).toBe(true);
      for (const typed of ['Abashidze', '01001011011', 'nino', '555-12-345', ADMIN.password]) expect(log).not.toContain(typed);
    } finally {
      await test.stop();
    }
  });
});
