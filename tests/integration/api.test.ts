// The API over real HTTP, against PGlite and (when DATABASE_URL is set) a PostgreSQL server:
// sign-in and sessions, XSRF, the permission matrix over every route, list queries, writes that
// fail validation and leave nothing behind, uploads, export and migrations.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import type { ServerScreen } from '../../contract/model';
import { Sessions } from '../../server/auth/sessions';
import fs from 'node:fs';
import { MIGRATIONS_DIR, runMigrations } from '../../server/db/migrate';
import { readerOf } from '../../server/kernel/catalogue';
import { domainCatalogue } from '../../server/domains';
import { ADMIN, client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// the admin area's screens; the student's and lecturer's are areas.test.ts's
const resources = Object.values(registry.screens).filter((r) => !r.area);
const dashboards = resources.filter((r) => r.view === 'dashboard');
const endpoints = [...new Map(resources.filter((r) => r.view !== 'dashboard').map((r) => [r.endpoint, r])).values()];
const writable = resources.filter((r) => r.table && !r.readOnly);
const writableEndpoints = [...new Map(writable.map((r) => [r.endpoint, r])).values()];

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const FAKE_JPEG = Buffer.from('%PDF-1.4 not really an image', 'latin1');

function pageOf(resource: ServerScreen, body: Record<string, unknown>) {
  return (resource.responseKey ? body[resource.responseKey] : body) as {
    current_page: number; last_page: number; total: number; per_page: number; data: Record<string, unknown>[];
  };
}

/** The rows a list answers: its page's, or a calendar's events (its lectures come from the journal). */
function rowsOf(resource: ServerScreen, body: Record<string, unknown>): Record<string, unknown>[] {
  return resource.view === 'calendar' ? body.events as Record<string, unknown>[] : pageOf(resource, body).data;
}

describe.each(engines)('API on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let nobodyToken: string;
  let newsOnlyToken: string;

  /** A list's address with each filter it requires (curriculum's program) set to the first option. */
  async function listPath(resource: ServerScreen): Promise<string> {
    const required = resource.filters.filter((filter) => filter.required);
    const query = new URLSearchParams();
    for (const filter of required) {
      const options = (await call('GET', `/api/lookups/${filter.lookup}`, { token: adminToken })).body.data as { id: number }[];
      query.set(filter.key, String(options[0].id));
    }
    return `/api${resource.endpoint}${required.length ? `?${query}` : ''}`;
  }

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    nobodyToken = await signInHolding(test, 'nobody@example.com');
    newsOnlyToken = await signInHolding(test, 'news@example.com', ['news.index']);
  });

  afterAll(async () => {
    await test?.stop();
  });

  describe('sign-in and sessions', () => {
    it('signs in the administrator with every permission the sidebar names', async () => {
      const result = await call('POST', '/api/auth/login', { body: { email: 'ADMIN@example.com', password: ADMIN.password } });
      expect(result.status).toBe(200);
      expect(result.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const user = result.body.user as Record<string, unknown>;
      expect(Object.keys(user).sort()).toEqual(['email', 'first_name', 'last_name', 'permissions', 'photo', 'user_type_id']);
      expect(user.user_type_id).toBe(1);
      expect([...(user.permissions as string[])].sort()).toEqual([...registry.permissions].sort());
    });

    it('refuses a wrong password with 422 in the user language', async () => {
      const ka = await call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'wrong' } });
      const en = await call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'wrong' }, language: 'en' });
      expect(ka.status).toBe(422);
      expect(ka.body.message).toBe('ელფოსტა ან პაროლი არასწორია.');
      expect(en.body.message).toBe('The e-mail or password is incorrect.');
      expect((en.body.errors as Record<string, string[]>).email).toEqual(['The e-mail or password is incorrect.']);
      const missing = await call('POST', '/api/auth/login', { body: { email: '' }, language: 'en' });
      expect(Object.keys(missing.body.errors as object).sort()).toEqual(['email', 'password']);
    });

    it('stores tokens only as hashes', async () => {
      const rows = await test.server.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => /^[a-f0-9]{64}$/.test(row.token_hash))).toBe(true);
      expect(rows.some((row) => row.token_hash === adminToken)).toBe(false);
    });

    it('answers the token check with the user, and 401 without a valid token', async () => {
      const ok = await call('GET', '/api/check-token-validity', { token: adminToken });
      expect(ok.status).toBe(200);
      expect((ok.body.user as Record<string, unknown>).email).toBe(ADMIN.email);
      expect((await call('GET', '/api/check-token-validity')).status).toBe(401);
      expect((await call('GET', '/api/check-token-validity', { token: 'made-up' })).status).toBe(401);
    });

    it('rejects an expired token', async () => {
      const shortLived = new Sessions(test.server.ctx.db, 1);
      const [admin] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
      const token = await shortLived.create(admin.id);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(401);
    });

    it('revokes the token on logout', async () => {
      const token = await signIn(call);
      expect((await call('GET', '/api/students', { token })).status).toBe(200);
      expect((await call('GET', '/api/auth/logout', { token })).status).toBe(200);
      expect((await call('GET', '/api/students', { token })).status).toBe(401);
      expect((await call('GET', '/api/check-token-validity', { token })).status).toBe(401);
    });
  });

  describe('XSRF', () => {
    it('hands out the XSRF cookie', async () => {
      const result = await call('GET', '/api/csrf-cookie', { xsrf: false });
      expect(result.status).toBe(204);
      expect(result.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[A-Za-z0-9_-]{40,}/);
    });

    it('refuses a state-changing request without the matching header and changes nothing', async () => {
      const before = pageOf(registry.screens.topics ?? registry.screens['library-subject'], (await call('GET', '/api/topics', { token: adminToken })).body).total;
      const without = await call('POST', '/api/topics', { token: adminToken, body: { title: 'XSRF topic' }, xsrf: false });
      expect(without.status).toBe(419);
      const mismatched = await fetch(`${test.baseUrl}/api/topics`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, cookie: 'XSRF-TOKEN=one', 'x-xsrf-token': 'two', 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'XSRF topic' }),
      });
      expect(mismatched.status).toBe(419);
      const after = pageOf(registry.screens['library-subject'], (await call('GET', '/api/topics', { token: adminToken })).body).total;
      expect(after).toBe(before);
    });
  });

  describe('permissions', () => {
    const firstId = async (resource: ServerScreen) =>
      rowsOf(resource, (await call('GET', await listPath(resource), { token: adminToken })).body)[0]?.id ?? 1;
    const reads = endpoints.flatMap((r) => [
      { method: 'GET', url: r.endpoint, resource: r },
      ...(r.export && !readerOf(domainCatalogue, r)?.whole ? [{ method: 'GET', url: `${r.endpoint}/export`, resource: r }] : []),
      ...(r.table ? [{ method: 'GET', url: `${r.endpoint}/:id`, resource: r }] : []),
    ]);
    const writes = writableEndpoints.flatMap((r) => [
      { method: 'POST', url: r.endpoint, resource: r },
      { method: 'PUT', url: `${r.endpoint}/:id`, resource: r },
      { method: 'DELETE', url: `${r.endpoint}/:id`, resource: r },
    ]);

    it.each([...reads, ...writes].map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s needs a token and the screen permission', async (_name, template) => {
        const id = template.url.includes(':id') ? String(await firstId(template.resource)) : '';
        const route = { ...template, url: template.url.replace(':id', id) };
        expect((await call(route.method, `/api${route.url}`, { body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} })).status).toBe(401);
        const forbidden = await call(route.method, `/api${route.url}`, {
          token: nobodyToken, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, language: 'en',
        });
        expect(forbidden.status).toBe(403);
        expect(forbidden.body.message).toBe('You do not have permission to do this.');
        if (route.method === 'GET') {
          const listed = new URL(await listPath(template.resource), 'http://aula').search;
          const path = `/api${route.url}${template.url.includes(':id') ? '' : listed}`;
          const allowed = await call('GET', path, { token: adminToken });
          expect(allowed.status).toBe(200);
        }
      },
    );

    it.each(dashboards.map((r) => [r.endpoint, r] as const))(
      'dashboard %s answers each tile to a holder of its screen, and a stranger nothing of it', async (_endpoint, dashboard) => {
        expect((await call('GET', `/api${dashboard.endpoint}`)).status).toBe(401);
        const all = await call('GET', `/api${dashboard.endpoint}`, { token: adminToken });
        expect(all.status).toBe(200);
        const tiles = all.body.tiles as Record<string, { kind: string }>;
        expect(Object.entries(tiles).map(([id, answer]) => [id, answer.kind])).toEqual(dashboard.tiles!.map((tile) => [tile.id, tile.kind]));
        const stranger = await call('GET', `/api${dashboard.endpoint}`, { token: nobodyToken, language: 'en' });
        if (dashboard.home) expect(stranger.body).toEqual({ tiles: {} });
        else expect(stranger.status).toBe(403);
      },
    );

    it('lets a role reach exactly the screens its permissions name', async () => {
      expect((await call('GET', '/api/news', { token: newsOnlyToken })).status).toBe(200);
      expect((await call('GET', '/api/students', { token: newsOnlyToken })).status).toBe(403);
      expect((await call('GET', '/api/messages/unreadCount', { token: newsOnlyToken })).status).toBe(403);
    });

    it('queues the finance report for finances.index only, as a job whose workbook follows (jobs.test.ts)', async () => {
      const path = '/api/finances/export-student-finance-job';
      expect((await call('POST', path)).status).toBe(401);
      expect((await call('POST', path, { token: nobodyToken })).status).toBe(403);
      const result = await call('POST', path, { token: adminToken, language: 'en' });
      expect(result.status).toBe(202);
      expect(result.body).toMatchObject({ success: true, message: 'The file is being prepared; it will be offered here when it is ready.' });
      expect((result.body.job as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('guards lookups and the unread count', async () => {
      // a visitor reads only the lists the public forms offer (the programmes), not another
      expect((await call('GET', '/api/lookups/school')).status).toBe(401);
      expect((await call('GET', '/api/lookups/programs')).status).toBe(200);
      expect((await call('GET', '/api/messages/unreadCount')).status).toBe(401);
      const unread = await call('GET', '/api/messages/unreadCount', { token: adminToken });
      expect(unread.body).toEqual({ count: 2 });
      const programs = await call('GET', '/api/lookups/programs', { token: nobodyToken });
      expect(programs.status).toBe(200);
      // a list over a table answers a staff member one of whose screens names it: the news' holder reads no students
      expect((await call('GET', '/api/lookups/students', { token: newsOnlyToken })).status).toBe(403);
      expect((await call('GET', '/api/lookups/students', { token: nobodyToken })).status).toBe(403);
      // and a fixed list anyone signed in as staff
      expect((await call('GET', '/api/lookups/assessmentTypes', { token: nobodyToken })).status).toBe(200);
      const first = (programs.body.data as Record<string, unknown>[])[0];
      // with the column a register's choice narrows the programmes by (the public form of the other registers)
      expect(Object.keys(first).sort()).toEqual(['id', 'name_en', 'name_ka', 'parent_id', 'values']);
      expect(Object.keys(first.values as object)).toEqual(['academic_degree_id']);
      // a person is shown by surname, name and personal number, so two of one surname are told apart
      const students = (await call('GET', '/api/lookups/students', { token: adminToken })).body.data as { id: number; name_ka: string }[];
      const [student] = await test.server.ctx.db.query<{ id: number; surname: string; name: string; personal_id: string }>('SELECT id, surname, name, personal_id FROM students ORDER BY surname, name, personal_id, id LIMIT 1');
      expect(students[0]).toMatchObject({ id: student.id, name_ka: `${student.surname} ${student.name} ${student.personal_id}` });
      // a searchable list answers what starts with the typing, at most 50, and the options of given ids
      const typed = student.surname.slice(0, 2);
      const found = (await call('GET', `/api/lookups/students?search=${encodeURIComponent(typed)}`, { token: adminToken })).body.data as { id: number; name_ka: string }[];
      const [{ count }] = await test.server.ctx.db.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM students WHERE lower(surname) LIKE lower($1) || '%' OR lower(name) LIKE lower($1) || '%' OR personal_id LIKE $1 || '%'`, [typed]);
      expect(found.length).toBe(Math.min(count, 50));
      expect(found.every((option) => option.name_ka.toLowerCase().split(' ').some((word) => word.startsWith(typed.toLowerCase())))).toBe(true);
      const byId = (await call('GET', `/api/lookups/students?ids=${student.id},${found.at(-1)!.id}`, { token: adminToken })).body.data as { id: number }[];
      expect(byId.map((option) => option.id).sort((a, b) => a - b)).toEqual([...new Set([student.id, found.at(-1)!.id])].sort((a, b) => a - b));
      expect((await call('GET', '/api/lookups/students?search=%25', { token: adminToken })).body.data).toEqual([]);
      // a year with its programme, so the same years of two programmes are told apart
      const years = (await call('GET', '/api/lookups/learnYear', { token: adminToken, language: 'en' })).body.data as { id: number; name_en: string }[];
      const [year] = await test.server.ctx.db.query<{ id: number; name: string; program: string }>(
        'SELECT y.id, y.name, p.name_en AS program FROM learn_years y JOIN programs p ON p.id = y.program_id ORDER BY y.name, y.id LIMIT 1');
      expect(years[0]).toMatchObject({ id: year.id, name_en: `${year.name} ${year.program}` });
      expect((await call('GET', '/api/lookups/students?ids=1,x', { token: adminToken })).status).toBe(422);
      expect((await call('GET', `/api/lookups/students?search=${'a'.repeat(101)}`, { token: adminToken })).status).toBe(422);
    });
  });

  describe('reads of spec section 7', () => {
    it.each(endpoints.map((r) => [r.endpoint, r] as const))('%s answers its declared shape', async (_endpoint, resource) => {
      const { body } = await call('GET', await listPath(resource), { token: adminToken });
      if (resource.name === 'calendar') {
        expect(Array.isArray(body.events) && Array.isArray(body.lectures)).toBe(true);
        expect((body.lectures as unknown[]).length).toBeGreaterThan(0);
        return;
      }
      const page = pageOf(resource, body);
      expect(page).toMatchObject({ current_page: 1, per_page: 15 });
      expect(page.last_page).toBe(Math.max(1, Math.ceil(page.total / 15)));
      expect(page.data.length).toBe(Math.min(15, page.total));
      if (resource.name === 'journal') {
        expect(Array.isArray(body.learnYears) && Array.isArray(body.school)).toBe(true);
      }
      if (resource.name === 'edoc') expect((body.userTypes as unknown[]).length).toBe(3);
      if (resource.name === 'surveys') expect((body.questionTypes as unknown[]).length).toBeGreaterThan(0);
      if (resource.adapter === 'hrRows') expect(page.data[0].hr_info).toHaveProperty('start_of_contract');
      if (resource.adapter === 'applicantRows') expect(page.data[0].register_form_info).toHaveProperty('previous_education');
    });

    it('keeps the five applicant registers apart', async () => {
      const bachelor = pageOf(registry.screens.bachelor, (await call('GET', '/api/bachelor-registers', { token: adminToken })).body);
      const master = pageOf(registry.screens.master, (await call('GET', '/api/master-registers', { token: adminToken })).body);
      expect(bachelor.total).toBe(20);
      const bachelorIds = new Set(bachelor.data.map((row) => row.id));
      expect(master.data.some((row) => bachelorIds.has(row.id))).toBe(false);
      const other = await call('GET', `/api/bachelor-registers/${master.data[0].id}`, { token: adminToken });
      expect(other.status).toBe(404);
    });
  });

  describe('list queries', () => {
    const students = registry.screens.students;
    const list = async (query: string) => call('GET', `/api/students${query}`, { token: adminToken, language: 'en' });

    it('answers the columns the screen shows with the row\'s version, and the whole row by id', async () => {
      const [row] = pageOf(students, (await list('')).body).data;
      expect(Object.keys(row).sort()).toEqual([...new Set(['id', 'row_version', ...students.columns.map((column) => column.key)])].sort());
      expect(row.row_version).toMatch(/^\d+$/);
      const whole = (await call('GET', `/api/students/${row.id}`, { token: adminToken })).body.data as Record<string, unknown>;
      expect(Object.keys(whole)).toEqual(expect.arrayContaining(students.fields.map((f) => f.key)));
    });

    it('pages with per_page capped at 100', async () => {
      const page = pageOf(students, (await list('?page=2&per_page=500')).body);
      expect(page.per_page).toBe(100);
      expect(page.current_page).toBe(2);
      expect(page.data.length).toBe(100);
    });

    it('sorts both ways over a declared key', async () => {
      const up = pageOf(students, (await list('?sort=gpa&per_page=100')).body).data.map((r) => Number(r.gpa));
      const down = pageOf(students, (await list('?sort=-gpa&per_page=100')).body).data.map((r) => Number(r.gpa));
      expect(up).toEqual([...up].sort((a, b) => a - b));
      expect(down).toEqual([...down].sort((a, b) => b - a));
    });

    it('filters by declared keys, ranges and prefix search, ignoring unknown parameters', async () => {
      const active = pageOf(students, (await list('?status_id=1&per_page=100&rowId=5&tab=x')).body);
      expect(active.total).toBeGreaterThan(0);
      expect(active.data.every((r) => r.status_id === 1)).toBe(true);
      const all = pageOf(students, (await list('?per_page=1')).body).total;
      expect(active.total).toBeLessThan(all);
      const searched = pageOf(students, (await list('?search=%E1%83%9C%E1%83%98')).body);
      expect(searched.data.every((r) => [r.name, r.surname].some((v) => String(v).toLowerCase().startsWith('ნი')))).toBe(true);
      const aged = pageOf(students, (await list('?age_from=20&age_to=22&per_page=100')).body);
      const ageOf = (birthday: string) => {
        const born = new Date(birthday);
        const now = new Date();
        return now.getFullYear() - born.getFullYear() - (now < new Date(now.getFullYear(), born.getMonth(), born.getDate()) ? 1 : 0);
      };
      const birthdays = await test.server.ctx.db.query<{ birthday: string }>(
        'SELECT birthday FROM students WHERE id = ANY($1)', [aged.data.map((r) => r.id)],
      );
      expect(birthdays.length).toBeGreaterThan(0);
      expect(birthdays.every((r) => ageOf(r.birthday) >= 20 && ageOf(r.birthday) <= 22)).toBe(true);
      const wildcard = pageOf(students, (await list('?search=%25')).body);
      expect(wildcard.total).toBe(0);
    });

    it.each(['surname', '-surname', 'name', '-gpa'])('finds by prefix exactly what a plain scan finds, sorted by %s', async (sort) => {
      const descending = sort.startsWith('-');
      const key = sort.replace('-', '');
      for (const term of ['ბ', 'ნი', 'Mü', 'emma', '1000']) {
        const api = pageOf(students, (await list(`?search=${encodeURIComponent(term)}&sort=${sort}&per_page=100&page=1`)).body);
        const folded = term.replace(/[A-Z]/g, (c) => c.toLowerCase());
        const expected = await test.server.ctx.db.query<{ id: number }>(
          `SELECT id FROM students WHERE lower(name) LIKE $1 OR lower(surname) LIKE $1 OR lower(personal_id) LIKE $1 OR lower(email) LIKE $1
           ORDER BY ${key}${descending ? ' DESC NULLS LAST' : ''}, id${descending ? ' DESC' : ''} LIMIT 100`, [`${folded}%`],
        );
        expect(api.data.map((r) => r.id), `${term} by ${sort}`).toEqual(expected.map((r) => r.id));
        const second = pageOf(students, (await list(`?search=${encodeURIComponent(term)}&sort=${sort}&per_page=5&page=2`)).body);
        expect(second.data.map((r) => r.id)).toEqual(expected.slice(5, 10).map((r) => r.id));
      }
    });

    it('refuses a sort or a filter on an undeclared key with 422', async () => {
      const sort = await list('?sort=password_hash');
      expect(sort.status).toBe(422);
      expect((sort.body.errors as Record<string, string[]>).sort[0]).toContain('password_hash');
      expect((await list('?sort=-notes')).status).toBe(422);
      expect((await list('?notes=x')).status).toBe(422);
      expect((await list('?status_id=1%20OR%201=1')).status).toBe(422);
    });

    it('filters through a parent: learn years by school', async () => {
      const { body } = await call('GET', '/api/learn-years?school_id=1&per_page=100', { token: adminToken });
      const programs = (await call('GET', '/api/lookups/programs', { token: adminToken })).body.data as { id: number; parent_id: number }[];
      const ofSchool = new Set(programs.filter((p) => p.parent_id === 1).map((p) => p.id));
      const rows = pageOf(registry.screens['learn-years'], body).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => ofSchool.has(Number(r.program_id)))).toBe(true);
    });

    it('sends a page compressed to a client that takes brotli or gzip, the same rows, and small answers and workbooks as they are', async () => {
      const get = (path: string, encoding: string) => new Promise<{ encoding?: string; length?: string; body: Buffer }>((resolve, reject) => {
        http.get(`${test.baseUrl}${path}`, { headers: { 'accept-encoding': encoding, authorization: `Bearer ${adminToken}` } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length: response.headers['content-length'], body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      const plain = await get('/api/students?per_page=100&sort=surname', 'identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(16 * 1024);
      for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const packed = await get('/api/students?per_page=100&sort=surname', encoding);
        expect(packed.encoding).toBe(encoding);
        expect(packed.body.length).toBeLessThan(plain.body.length / 4);
        // compressed in one call, not through a stream (whose answer goes in chunks, its length unknown beforehand)
        expect(packed.length).toBe(String(packed.body.length));
        expect(JSON.parse(decode(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
      }
      // an answer under a kilobyte (a search that finds no one) goes as it is
      expect((await get('/api/students?search=zzzz', 'br, gzip')).encoding).toBeUndefined();
      const workbook = await get('/api/students/export?status_id=1', 'br, gzip');
      expect(workbook.encoding).toBeUndefined();
      expect(workbook.body.subarray(0, 2).toString()).toBe('PK');
    });

    it('exports every filtered row as XLSX, headed in the user\'s language', async () => {
      const result = await call('GET', '/api/students/export?status_id=1&sort=surname', { token: adminToken, language: 'en' });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(result.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
        ['Photo', 'Surname', 'Name', 'Personal number', 'E-mail', 'Program', 'Group', 'Status', 'GPA', 'Learning period'],
      );
      const listed = (await call('GET', '/api/students?status_id=1', { token: adminToken })).body as { students: { total: number } };
      expect(sheet.rowCount - 1).toBe(listed.students.total);
      expect(listed.students.total).toBeGreaterThan(15);
    });
  });

  describe('writes', () => {
    async function total(resource: ServerScreen): Promise<number> {
      const { body } = await call('GET', await listPath(resource), { token: adminToken });
      return resource.view === 'calendar' ? rowsOf(resource, body).length : pageOf(resource, body).total;
    }

    it.each(writableEndpoints.map((r) => [r.endpoint, r] as const))(
      '%s refuses a bad payload with 422 and writes nothing', async (_endpoint, resource) => {
        const before = await total(resource);
        const created = await call('POST', `/api${resource.endpoint}`, { token: adminToken, body: {}, language: 'en' });
        expect(created.status).toBe(422);
        // a field shown only for one choice (showWhen), or required only for one (a personal number of a Georgian
        // citizen), is required only while that choice is made
        const required = resource.fields.filter((f) => f.required === true && !f.showWhen).map((f) => f.key);
        expect(Object.keys(created.body.errors as object).sort()).toEqual([...required].sort());
        expect(created.body.message).toBe('This field is required.');
        expect(await total(resource)).toBe(before);

        const [row] = rowsOf(resource, (await call('GET', await listPath(resource), { token: adminToken })).body);
        const field = resource.fields.find((f) => f.required === true)!;
        const stored = (await call('GET', `/api${resource.endpoint}/${row.id}`, { token: adminToken })).body.data as Record<string, unknown>;
        const updated = await call('PUT', `/api${resource.endpoint}/${row.id}`, { token: adminToken, body: { [field.key]: '' } });
        expect(updated.status).toBe(422);
        expect((updated.body.errors as Record<string, string[]>)[field.key]).toHaveLength(1);
        const after = await call('GET', `/api${resource.endpoint}/${row.id}`, { token: adminToken });
        expect(after.body.data).toEqual(stored);
      },
    );

    it('creates, updates and deletes a student, refusing a taken personal id', async () => {
      const base = {
        name: 'ლაშა', surname: 'თედიაშვილი', personal_id: '01019087654', sex: 1, birthday: '2004-05-17', citizenship: 1,
        phone: '599-12-345', email: 'lasha.tediashvili@student.aula.edu.ge', status_id: 1, school_id: 1, program_id: 1,
      };
      // a GPA and credits are the academic record's, worked out from approved grade sheets: no one types them
      const typed = await call('POST', '/api/students', { token: adminToken, body: { ...base, gpa: 3.45, credits: 60 } });
      expect(typed.status).toBe(422);
      expect(Object.keys(typed.body.errors as object).sort()).toEqual(['credits', 'gpa']);
      const created = await call('POST', '/api/students', { token: adminToken, body: base });
      expect(created.status).toBe(201);
      const row = created.body.data as Record<string, unknown>;
      expect(row).toMatchObject({ ...base, id: expect.any(Number) });
      const again = await call('POST', '/api/students', { token: adminToken, body: { ...base, email: 'other@example.com' }, language: 'en' });
      expect(again.status).toBe(422);
      expect((again.body.errors as Record<string, string[]>).personal_id).toEqual(['This value is already taken.']);
      const badPhone = await call('PUT', `/api/students/${row.id}`, { token: adminToken, body: { phone: '599123456', email: 'nope' }, language: 'en' });
      expect(badPhone.status).toBe(422);
      expect(Object.keys(badPhone.body.errors as object).sort()).toEqual(['email', 'phone']);
      const renamed = await call('PUT', `/api/students/${row.id}`, { token: adminToken, body: { name: 'ლუკა', group_id: null } });
      expect(renamed.status).toBe(200);
      expect((renamed.body.data as Record<string, unknown>).name).toBe('ლუკა');
      expect((await call('DELETE', `/api/students/${row.id}`, { token: adminToken })).status).toBe(204);
      expect((await call('GET', `/api/students/${row.id}`, { token: adminToken })).status).toBe(404);
    });

    it('stores an upload checked by content and serves it only to a signed-in user', async () => {
      const form = new FormData();
      form.append('title', 'ზაფხულის სკოლა');
      form.append('body', 'ტექსტი');
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const created = await call('POST', '/api/news', { token: adminToken, form });
      expect(created.status).toBe(201);
      const photo = String((created.body.data as Record<string, unknown>).photo);
      expect(photo).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
      const served = await fetch(test.baseUrl + photo, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await fetch(test.baseUrl + photo)).status).toBe(401);
      expect((await fetch(test.baseUrl + photo, { headers: { cookie: `token=${adminToken}` } })).status).toBe(200);

      const disguised = new FormData();
      disguised.append('title', 'არა');
      disguised.append('body', 'არა');
      disguised.append('photo', new Blob([FAKE_JPEG], { type: 'image/jpeg' }), 'photo.jpg');
      const refused = await call('POST', '/api/news', { token: adminToken, form: disguised, language: 'en' });
      expect(refused.status).toBe(422);
      expect((refused.body.errors as Record<string, string[]>).photo[0]).toContain('image');

      const sneaky = await call('POST', '/api/news', { token: adminToken, body: { title: 'x', body: 'y', photo: '/etc/passwd' } });
      expect(sneaky.status).toBe(422);

      const big = new FormData();
      big.append('title', 'დიდი');
      big.append('body', 'დიდი');
      big.append('photo', new Blob([Buffer.concat([PNG, Buffer.alloc(300 * 1024)])]), 'big.png');
      expect((await call('POST', '/api/news', { token: adminToken, form: big })).status).toBe(413);
    });

    it('takes multipart lists and numbers for a role', async () => {
      const form = new FormData();
      form.append('title', 'ბიბლიოთეკარი');
      form.append('permissions[]', '1');
      form.append('permissions[]', '2');
      const created = await call('POST', '/api/roles', { token: adminToken, form });
      expect(created.status).toBe(201);
      expect((created.body.data as Record<string, unknown>).permissions).toEqual([1, 2]);
    });
  });

  describe('robots.txt', () => {
    it('opens the sign-in page and the public forms to search engines and closes the areas, the API, the files and the metrics', async () => {
      const robots = await call('GET', '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(robots.bytes.toString('utf8').split('\n')).toEqual([
        'User-agent: *', 'Allow: /login', 'Allow: /bachelor', 'Allow: /register',
        'Disallow: /admin', 'Disallow: /student', 'Disallow: /lecturer', 'Disallow: /api/', 'Disallow: /storage/', 'Disallow: /metrics', 'Disallow: /user', 'Disallow: /reset-password', 'Disallow: /verify/', '',
      ]);
    });
  });

  describe('health', () => {
    it('answers a monitor without a session: the database answers and every migration has run', async () => {
      const answer = await call('GET', '/api/health', { xsrf: false });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'ok', database: 'reachable' });
      expect(answer.body.migrations).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('migrations', () => {
    it('run again change nothing', async () => {
      const { db } = test.server.ctx;
      const tables = async () => db.query(`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY 1, 2`);
      const before = await tables();
      expect(await runMigrations(db.pool)).toEqual([]);
      expect(await tables()).toEqual(before);
      const applied = await db.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
      const committed = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, '')).sort();
      expect(applied.map((r) => r.name)).toEqual(committed);
      expect(committed.length).toBeGreaterThanOrEqual(5);
    });
  });
});
