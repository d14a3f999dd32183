// Lecturers and administration staff (with their positions and units) over real HTTP, on PGlite and
// (when DATABASE_URL is set) PostgreSQL: create, read, update and delete; bad input refused with the
// field's message in the user's language and nothing written; the unit/school choice kept consistent
// by the server; photo and CV uploads; and every route closed to a user without the permission.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

type Row = Record<string, unknown> & { id: number };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const TEXT = Buffer.from('just some words, neither an image nor a document\n');

describe.each(engines)('staff API on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let studentsOnlyToken: string;
  let lecturersOnlyToken: string;
  let serial = 0;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    studentsOnlyToken = await signInHolding(test, 'students.only@example.com', ['students.index']);
    lecturersOnlyToken = await signInHolding(test, 'lecturers.only@example.com', ['lecturers.index']);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const count = async (table: string): Promise<number> =>
    Number((await test.server.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const storedFiles = (): string[] => fs.readdirSync(path.join(test.config.dataDir, 'storage')).sort();
  const served = async (location: string): Promise<number> =>
    (await fetch(test.baseUrl + location, { headers: { authorization: `Bearer ${token}` } })).status;
  const lookupIds = async (name: string): Promise<number[]> =>
    ((await call('GET', `/api/lookups/${name}`, { token })).body.data as { id: number }[]).map((option) => option.id);
  const errorsOf = (body: Record<string, unknown>): Record<string, string[]> => body.errors as Record<string, string[]>;

  /** A lecturer with every field of spec section 3, unique by a serial number. */
  function lecturer(): Record<string, unknown> {
    serial += 1;
    return {
      first_name: 'თამარ', last_name: 'გელაშვილი', identity_number: `0100${engine === 'postgres' ? 7 : 6}${String(serial).padStart(6, '0')}`,
      card_number: `L-${9000 + serial}`, address: 'თბილისი, ჭავჭავაძის 5', date_of_birth: '1978-04-19', phone: '577-12-345',
      email: `tamar.gelashvili.${serial}@aula.edu.ge`, academic_degree_id: 3, directions_id: 2,
      do_lectures_another_universities: true, affiliated: 1,
    };
  }

  /** An administration staff member working in a school. */
  function staffMember(schoolId: number): Record<string, unknown> {
    serial += 1;
    return {
      first_name: 'გიორგი', last_name: 'კაპანაძე', identity_number: `0200${engine === 'postgres' ? 7 : 6}${String(serial).padStart(6, '0')}`,
      phone: '555-98-765', email: `giorgi.kapanadze.${serial}@aula.edu.ge`, unit_kind: 2, school_id: schoolId,
    };
  }

  function asForm(values: Record<string, unknown>, files: Record<string, Buffer>): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, String(value));
    for (const [key, content] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(content)]), `${key}.bin`);
    return form;
  }

  describe('lecturers', () => {
    it('creates a lecturer with every field of the spec, reads it, updates it and deletes it', async () => {
      const values = lecturer();
      const created = await call('POST', '/api/lecturers', { token, body: values });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;
      expect(row).toMatchObject(values);

      const read = await call('GET', `/api/lecturers/${row.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject(values);
      const listed = await call('GET', `/api/lecturers?search=${encodeURIComponent(String(values.identity_number))}`, { token });
      expect((listed.body.lecturers as { data: Row[] }).data.map((r) => r.id)).toEqual([row.id]);

      const updated = await call('PUT', `/api/lecturers/${row.id}`, { token, body: { phone: '599-00-111', affiliated: 0, card_number: null } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ ...values, phone: '599-00-111', affiliated: 0, card_number: null });

      expect((await call('DELETE', `/api/lecturers/${row.id}`, { token })).status).toBe(204);
      expect((await call('GET', `/api/lecturers/${row.id}`, { token })).status).toBe(404);
    });

    it('refuses a bad phone, missing required fields and a bad e-mail under each field, in Georgian and in English, writing nothing', async () => {
      const before = await count('lecturers');
      const { first_name: _first, identity_number: _id, ...rest } = lecturer();
      const body = { ...rest, phone: '577-123-45', email: 'not an address' };
      const georgian = await call('POST', '/api/lecturers', { token, body });
      expect(georgian.status).toBe(422);
      expect(Object.keys(errorsOf(georgian.body)).sort()).toEqual(['email', 'first_name', 'identity_number', 'phone']);
      expect(errorsOf(georgian.body).first_name).toEqual(['ველის შევსება სავალდებულოა.']);
      expect(errorsOf(georgian.body).phone).toEqual(['ფორმატი: 123-45-678.']);
      const english = await call('POST', '/api/lecturers', { token, body, language: 'en' });
      expect(errorsOf(english.body).identity_number).toEqual(['This field is required.']);
      expect(errorsOf(english.body).phone).toEqual(['Format 123-45-678.']);
      expect(await count('lecturers')).toBe(before);

      const [existing] = await test.server.ctx.db.query<Row>('SELECT id, phone FROM lecturers ORDER BY id LIMIT 1');
      const refused = await call('PUT', `/api/lecturers/${existing.id}`, { token, body: { phone: '12345678', first_name: '' } });
      expect(refused.status).toBe(422);
      expect(Object.keys(errorsOf(refused.body)).sort()).toEqual(['first_name', 'phone']);
      const [after] = await test.server.ctx.db.query<Row>('SELECT id, phone FROM lecturers WHERE id = $1', [existing.id]);
      expect(after.phone).toBe(existing.phone);
    });

    it('refuses an affiliation other than academic (1) or invited (0)', async () => {
      const result = await call('POST', '/api/lecturers', { token, body: { ...lecturer(), affiliated: 2 } });
      expect(result.status).toBe(422);
      expect(Object.keys(errorsOf(result.body))).toEqual(['affiliated']);
    });

    it('stores a photo and a CV, refuses a text file as either, and keeps both on delete, for a restore', async () => {
      const [before, files] = [await count('lecturers'), storedFiles()];
      const badPhoto = await call('POST', '/api/lecturers', { token, form: asForm(lecturer(), { photo: TEXT }), language: 'en' });
      expect(badPhoto.status).toBe(422);
      expect(errorsOf(badPhoto.body).photo[0]).toMatch(/image/i);
      const badCv = await call('POST', '/api/lecturers', { token, form: asForm(lecturer(), { photo: PNG, cv: TEXT }), language: 'en' });
      expect(badCv.status).toBe(422);
      expect(Object.keys(errorsOf(badCv.body))).toEqual(['cv']);
      expect(await count('lecturers')).toBe(before);
      expect(storedFiles()).toEqual(files);

      const created = await call('POST', '/api/lecturers', { token, form: asForm(lecturer(), { photo: PNG, cv: PDF }) });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;
      expect(row.photo).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
      expect(row.cv).toMatch(/^\/storage\/[a-f0-9]{32}\.pdf$/);
      expect(row.do_lectures_another_universities).toBe(true);
      expect(row.academic_degree_id).toBe(3);
      for (const location of [row.photo, row.cv]) expect(await served(String(location))).toBe(200);
      expect((await call('DELETE', `/api/lecturers/${row.id}`, { token })).status).toBe(204);
      for (const location of [row.photo, row.cv]) expect(await served(String(location))).toBe(200);
    });

    it('filters by affiliation and exports it as words in the reader\'s language', async () => {
      const invited = await call('GET', '/api/lecturers?affiliated=0&per_page=100', { token });
      const rows = (invited.body.lecturers as { data: Row[]; total: number });
      expect(rows.total).toBeGreaterThan(0);
      expect(rows.data.every((r) => r.affiliated === 0)).toBe(true);

      const exported = await call('GET', '/api/lecturers/export?affiliated=0', { token, language: 'en' });
      expect(exported.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(['Photo', 'Last name', 'First name', 'Phone', 'E-mail', 'Academic degree', 'Affiliation']);
      const affiliations = new Set<unknown>();
      sheet.eachRow((row, index) => { if (index > 1) affiliations.add(row.getCell(7).value); });
      expect([...affiliations]).toEqual(['Invited']);
      expect(sheet.rowCount - 1).toBe(rows.total);
    });
  });

  describe('administration staff', () => {
    it('creates a staff member in a school with roles, schools and programs, reads, updates and deletes', async () => {
      const [schools, roles, programs, positions] = await Promise.all(['school', 'roles', 'programs', 'administrationPositions'].map(lookupIds));
      const values = { ...staffMember(schools[0]), administration_position_id: positions[0], roles: [roles[0]], schools: [schools[0], schools[1]], programs: [programs[0]] };
      const created = await call('POST', '/api/administrations', { token, body: values });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;
      expect(row).toMatchObject({ ...values, administration_item_id: null });

      const read = await call('GET', `/api/administrations/${row.id}`, { token });
      expect(read.body.data).toMatchObject(values);

      const updated = await call('PUT', `/api/administrations/${row.id}`, { token, body: { email: `renamed.${row.id}@aula.edu.ge`, roles: [], schools: [schools[1]] } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ email: `renamed.${row.id}@aula.edu.ge`, roles: [], schools: [schools[1]], school_id: schools[0] });

      expect((await call('DELETE', `/api/administrations/${row.id}`, { token })).status).toBe(204);
      expect((await call('GET', `/api/administrations/${row.id}`, { token })).status).toBe(404);
    });

    it('refuses a unit/school choice that contradicts itself, with the field named, writing nothing', async () => {
      const [schools, items] = await Promise.all(['school', 'administrationItems'].map(lookupIds));
      const before = await count('administrations');
      const noSchool = await call('POST', '/api/administrations', { token, body: { ...staffMember(schools[0]), school_id: undefined }, language: 'en' });
      expect(noSchool.status).toBe(422);
      expect(errorsOf(noSchool.body)).toEqual({ school_id: ['This field is required.'] });

      const both = await call('POST', '/api/administrations', { token, body: { ...staffMember(schools[0]), administration_item_id: items[0] }, language: 'en' });
      expect(both.status).toBe(422);
      expect(errorsOf(both.body)).toEqual({ administration_item_id: ['This field does not apply to the choice made; leave it empty.'] });

      const unitWithoutItem = await call('POST', '/api/administrations', { token, body: { ...staffMember(schools[0]), unit_kind: 1 } });
      expect(unitWithoutItem.status).toBe(422);
      expect(Object.keys(errorsOf(unitWithoutItem.body)).sort()).toEqual(['administration_item_id', 'school_id']);
      expect(errorsOf(unitWithoutItem.body).school_id).toEqual(['ეს ველი არჩეულ ვარიანტს არ ეხება; დატოვეთ ცარიელი.']);

      const unknownKind = await call('POST', '/api/administrations', { token, body: { ...staffMember(schools[0]), unit_kind: 3 } });
      expect(unknownKind.status).toBe(422);
      expect(Object.keys(errorsOf(unknownKind.body))).toContain('unit_kind');
      expect(await count('administrations')).toBe(before);
    });

    it('clears the school when the choice switches to an administrative unit, and refuses a switch without the unit', async () => {
      const [schools, items] = await Promise.all(['school', 'administrationItems'].map(lookupIds));
      const created = await call('POST', '/api/administrations', { token, body: staffMember(schools[0]) });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;

      const withoutUnit = await call('PUT', `/api/administrations/${row.id}`, { token, body: { unit_kind: 1 } });
      expect(withoutUnit.status).toBe(422);
      expect(Object.keys(errorsOf(withoutUnit.body))).toEqual(['administration_item_id']);
      expect((await call('GET', `/api/administrations/${row.id}`, { token })).body.data).toMatchObject({ unit_kind: 2, school_id: schools[0] });

      const switched = await call('PUT', `/api/administrations/${row.id}`, { token, body: { unit_kind: 1, administration_item_id: items[0] } });
      expect(switched.status).toBe(200);
      expect(switched.body.data).toMatchObject({ unit_kind: 1, administration_item_id: items[0], school_id: null });
      const [stored] = await test.server.ctx.db.query<Row>('SELECT school_id, administration_item_id FROM administrations WHERE id = $1', [row.id]);
      expect(stored).toEqual({ school_id: null, administration_item_id: items[0] });
    });

    it('refuses a bad phone and missing required fields, writing nothing', async () => {
      const [schools] = await Promise.all(['school'].map(lookupIds));
      const before = await count('administrations');
      const { last_name: _last, email: _email, ...rest } = staffMember(schools[0]);
      const result = await call('POST', '/api/administrations', { token, body: { ...rest, phone: '5559876' }, language: 'en' });
      expect(result.status).toBe(422);
      expect(Object.keys(errorsOf(result.body)).sort()).toEqual(['email', 'last_name', 'phone']);
      expect(errorsOf(result.body).phone).toEqual(['Format 123-45-678.']);
      expect(await count('administrations')).toBe(before);
    });

    it('stores a photo and a CV, lists the CV, refuses a text file, and keeps them on delete, for a restore', async () => {
      const [schools] = await Promise.all(['school'].map(lookupIds));
      const [before, files] = [await count('administrations'), storedFiles()];
      const bad = await call('POST', '/api/administrations', { token, form: asForm(staffMember(schools[0]), { photo: PNG, cv: TEXT }), language: 'en' });
      expect(bad.status).toBe(422);
      expect(Object.keys(errorsOf(bad.body))).toEqual(['cv']);
      expect(await count('administrations')).toBe(before);
      expect(storedFiles()).toEqual(files);

      const values = staffMember(schools[0]);
      const created = await call('POST', '/api/administrations', { token, form: asForm(values, { photo: PNG, cv: PDF }) });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;
      expect(row).toMatchObject({ unit_kind: 2, school_id: schools[0] });
      expect(row.photo).toMatch(/\.png$/);
      expect(row.cv).toMatch(/\.pdf$/);
      const listed = await call('GET', `/api/administrations?search=${values.identity_number as string}`, { token });
      expect((listed.body.administrations as { data: Row[] }).data).toMatchObject([{ id: row.id, cv: row.cv, photo: row.photo }]);
      expect((await call('DELETE', `/api/administrations/${row.id}`, { token })).status).toBe(204);
      for (const location of [row.photo, row.cv]) expect(await served(String(location))).toBe(200);
    });
  });

  describe.each([
    ['administration-positions', 'administration_positions'],
    ['administration-items', 'administration_items'],
  ])('%s', (endpoint, table) => {
    it('creates, reads, updates and deletes an entry', async () => {
      const created = await call('POST', `/api/${endpoint}`, { token, body: { name_ka: 'სპეციალისტი', name_en: 'Specialist' } });
      expect(created.status).toBe(201);
      const row = created.body.data as Row;
      expect((await call('GET', `/api/${endpoint}/${row.id}`, { token })).body.data).toMatchObject({ name_ka: 'სპეციალისტი', name_en: 'Specialist' });
      const updated = await call('PUT', `/api/${endpoint}/${row.id}`, { token, body: { name_en: 'Senior specialist' } });
      expect(updated.body.data).toMatchObject({ name_ka: 'სპეციალისტი', name_en: 'Senior specialist' });
      const listed = await call('GET', `/api/${endpoint}?per_page=100`, { token });
      expect((listed.body[table] as { data: Row[] }).data.map((r) => r.id)).toContain(row.id);
      expect((await call('DELETE', `/api/${endpoint}/${row.id}`, { token })).status).toBe(204);
      expect((await call('GET', `/api/${endpoint}/${row.id}`, { token })).status).toBe(404);
    });

    it('refuses a missing or empty name, writing nothing', async () => {
      const before = await count(table);
      const result = await call('POST', `/api/${endpoint}`, { token, body: { name_ka: '' }, language: 'en' });
      expect(result.status).toBe(422);
      expect(errorsOf(result.body)).toEqual({ name_ka: ['This field is required.'], name_en: ['This field is required.'] });
      expect(await count(table)).toBe(before);
    });

    it('offers no export, as the spec turns it off', async () => {
      expect((await call('GET', `/api/${endpoint}/export`, { token })).status).toBe(404);
    });
  });

  describe('permissions', () => {
    const endpoints = [['lecturers', 'lecturers'], ['administrations', 'administrations'], ['administration-positions', 'administration_positions'], ['administration-items', 'administration_items']];

    it.each(endpoints)('%s: every route answers 403 without its permission, and nothing changes', async (endpoint, table) => {
      const [first] = await test.server.ctx.db.query<Row>(`SELECT * FROM ${table} ORDER BY id LIMIT 1`);
      const before = await count(table);
      for (const [method, url, body] of [
        ['GET', `/api/${endpoint}`, undefined], ['GET', `/api/${endpoint}/${first.id}`, undefined],
        ['POST', `/api/${endpoint}`, { name_ka: 'x', name_en: 'x', first_name: 'x' }], ['PUT', `/api/${endpoint}/${first.id}`, { name_en: 'changed', first_name: 'changed' }],
        ['DELETE', `/api/${endpoint}/${first.id}`, undefined],
      ] as const) {
        const result = await call(method, url, { token: studentsOnlyToken, body, language: 'en' });
        expect(result.status, `${method} ${url}`).toBe(403);
        expect(result.body.message).toBe('You do not have permission to do this.');
      }
      expect(await count(table)).toBe(before);
      const [after] = await test.server.ctx.db.query<Row>(`SELECT * FROM ${table} WHERE id = $1`, [first.id]);
      expect(after).toEqual(first);
    });

    it('lets lecturers.index reach the lecturers and nothing of the administration', async () => {
      expect((await call('GET', '/api/lecturers', { token: lecturersOnlyToken })).status).toBe(200);
      for (const endpoint of ['administrations', 'administration-positions', 'administration-items']) {
        expect((await call('GET', `/api/${endpoint}`, { token: lecturersOnlyToken })).status).toBe(403);
      }
    });
  });
});
