// The five applicant registers over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL:
// each register's create, read with register_form_info merged, update, delete, refusals (422 with
// nothing written, 403 without the register's permission), and the bulk actions on a selection:
// delete, export read back as XLSX, and enrolment as students with per-row refusals, also when (on
// PostgreSQL) another enrolment or a student takes the same row or number at the same moment.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import type { ServerScreen } from '../../contract/model';
import { listAdapters } from '../../src/runtime/core/adapters';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type CallResult, type TestServer } from './support/server';

type Row = Record<string, unknown> & { id: number };
interface Page { current_page: number; last_page: number; total: number; per_page: number; data: Row[] }
interface Outcome { id: number; name?: string; status: string; reason?: string; enrolled_id?: number }

const registers = Object.values(registry.screens).filter((r) => r.table === 'applicants');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let serial = 0;
/** A complete application, unique across the run (identity numbers and e-mails never repeat). */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    first_name: 'ნინო', last_name: `ბერიძე${serial}`, identity_number: String(61_000_000_000 + serial),
    date_of_birth: '2004-05-17', sex: 0, citizenship: 1, phone: '555-12-345',
    email: `applicant${serial}@example.com`, program_id: 1, ...overrides,
  };
}

describe.each(engines)('applicant registers on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let nobodyToken: string;
  let bachelorOnlyToken: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    nobodyToken = await signInHolding(test, 'nobody@example.com');
    bachelorOnlyToken = await signInHolding(test, 'bachelor@example.com', ['bachelor.index']);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const applicants = (register: string) =>
    test.server.ctx.db.query<Row>('SELECT * FROM applicants WHERE register = $1 ORDER BY id', [register]);
  const studentCount = async () =>
    Number((await test.server.ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM students'))[0].n);
  const storedFiles = () => fs.readdirSync(path.join(test.config.dataDir, 'storage')).sort();

  describe.each(registers.map((r) => [r.name, r] as const))('the %s register', (_screen, resource: ServerScreen) => {
    const api = `/api${resource.endpoint}`;

    it('lists its own applicants, with register_form_info that the screen merges into each row', async () => {
      const result = await call('GET', `${api}?per_page=100`, { token });
      expect(result.status).toBe(200);
      const page = (result.body as { applicants: Page }).applicants;
      const own = await applicants(resource.name);
      expect(page.total).toBe(own.length);
      expect(page.data.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id));
      const seeded = page.data.find((row) => Object.keys(row.register_form_info as object).length > 0);
      expect(seeded).toBeDefined();
      const merged = listAdapters.applicantRows(result.body).data.find((row) => row.id === seeded!.id)!;
      expect(merged).not.toHaveProperty('register_form_info');
      expect(merged.previous_education).toBe((seeded!.register_form_info as Row).previous_education);
      expect(merged.exam_score).toBe(seeded!.exam_score);
      expect(merged.last_name).toBe(seeded!.last_name);
    });

    it('creates, reads, updates and deletes an applicant in this register only', async () => {
      const body = application();
      const created = await call('POST', api, { token, body });
      expect(created.status).toBe(201);
      const row = (created.body as { data: Row }).data;
      expect(row).toMatchObject({ ...body, register_form_info: {} });
      const [stored] = await test.server.ctx.db.query<Row>('SELECT register FROM applicants WHERE id = $1', [row.id]);
      expect(stored.register).toBe(resource.name);
      const other = registers.find((r) => r.name !== resource.name)!;
      expect((await call('GET', `/api${other.endpoint}/${row.id}`, { token })).status).toBe(404);

      const read = await call('GET', `${api}/${row.id}`, { token });
      expect((read.body as { data: Row }).data).toMatchObject(body);

      const updated = await call('PUT', `${api}/${row.id}`, { token, body: { phone: '599-00-111', citizenship: 2 } });
      expect(updated.status).toBe(200);
      expect((updated.body as { data: Row }).data).toMatchObject({ ...body, phone: '599-00-111', citizenship: 2 });

      expect((await call('DELETE', `${api}/${row.id}`, { token })).status).toBe(204);
      expect((await call('GET', `${api}/${row.id}`, { token })).status).toBe(404);
    });

    it('refuses bad input with 422 in the user language and writes nothing', async () => {
      const before = await applicants(resource.name);
      const bad = await call('POST', api, { token, body: application({ phone: '5551234', email: 'not-an-email', sex: 7 }), language: 'en' });
      expect(bad.status).toBe(422);
      const errors = bad.body.errors as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual(['email', 'phone', 'sex']);
      expect(errors.sex).toEqual(['Choose one of the offered values.']);
      const missing = await call('POST', api, { token, body: { first_name: 'ნინო' } });
      expect(missing.status).toBe(422);
      expect((missing.body.errors as Record<string, string[]>).last_name).toEqual(['ველის შევსება სავალდებულოა.']);
      const target = before[0];
      const update = await call('PUT', `${api}/${target.id}`, { token, body: { date_of_birth: '2004-13-40' } });
      expect(update.status).toBe(422);
      expect(await applicants(resource.name)).toEqual(before);
    });

    it('answers 403 to a user without the register permission, and 401 without a token', async () => {
      const id = (await applicants(resource.name))[0].id;
      const holder = resource.name === 'bachelor' ? [] : [bachelorOnlyToken];
      for (const userToken of [nobodyToken, ...holder]) {
        expect((await call('GET', api, { token: userToken })).status).toBe(403);
        expect((await call('GET', `${api}/${id}`, { token: userToken })).status).toBe(403);
        expect((await call('POST', api, { token: userToken, body: application() })).status).toBe(403);
        expect((await call('PUT', `${api}/${id}`, { token: userToken, body: { phone: '599-00-112' } })).status).toBe(403);
        expect((await call('DELETE', `${api}/${id}`, { token: userToken })).status).toBe(403);
        for (const action of ['export', 'delete', 'enrol']) {
          const bulk = await call('POST', `${api}/actions/${action}`, { token: userToken, body: { ids: [id] }, language: 'en' });
          expect(bulk.status, action).toBe(403);
          expect(bulk.body.message).toBe('You do not have permission to do this.');
        }
      }
      expect((await call('POST', `${api}/actions/delete`, { body: { ids: [id] } })).status).toBe(401);
      expect((await applicants(resource.name)).some((row) => row.id === id)).toBe(true);
    });

    it('deletes a selection in one call, reporting rows that are not in this register', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push(((await call('POST', api, { token, body: application() })).body as { data: Row }).data.id);
      const stranger = (await applicants(registers.find((r) => r.name !== resource.name)!.name))[0].id;
      const result = await call('POST', `${api}/actions/delete`, { token, body: { ids: [ids[0], ids[1], stranger] }, language: 'en' });
      expect(result.status).toBe(200);
      expect(result.body.counts).toEqual({ deleted: 2, refused: 1 });
      expect(result.body.results).toEqual([
        { id: ids[0], status: 'deleted' },
        { id: ids[1], status: 'deleted' },
        { id: stranger, status: 'refused', reason: 'The requested record was not found.' },
      ]);
      const left = (await applicants(resource.name)).map((row) => row.id);
      expect(left).toContain(ids[2]);
      expect(left).not.toContain(ids[0]);
      expect(left).not.toContain(ids[1]);
      const [strangerRow] = await test.server.ctx.db.query('SELECT id FROM applicants WHERE id = $1', [stranger]);
      expect(strangerRow).toBeDefined();
    });

    it('exports exactly the selected rows, with headers and programme names in the user language', async () => {
      const rows = (await applicants(resource.name)).slice(0, 3);
      const result = await call('POST', `${api}/actions/export`, { token, body: { ids: rows.map((row) => row.id) }, language: 'en' });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toContain('spreadsheetml');
      expect(result.headers.get('content-disposition')).toContain(`${resource.name}-selection.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(result.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, 'Photo', 'Last name', 'First name', 'Enrolled', 'E-mail', 'Date of birth', 'Personal number', 'Passport number', 'Phone', 'Program', 'Admission', 'National exam score', 'School or previous education', 'Applied']);
      expect(sheet.rowCount).toBe(4);
      const programs = await test.server.ctx.db.query<{ id: number; name_en: string }>('SELECT id, name_en FROM programs');
      const exported = [2, 3, 4].map((n) => sheet.getRow(n));
      const byIdentity = new Map(exported.map((row) => [String(row.getCell(7).value), row]));
      for (const row of rows) {
        const line = byIdentity.get(String(row.identity_number));
        expect(line, String(row.identity_number)).toBeDefined();
        expect(line!.getCell(2).value).toBe(row.last_name);
        expect(line!.getCell(10).value).toBe(programs.find((p) => p.id === row.program_id)!.name_en);
        expect((line!.getCell(6).value as Date).toISOString().slice(0, 10)).toBe(row.date_of_birth);
        expect(line!.getCell(6).numFmt).toBe('dd-mm-yyyy');
        expect(line!.getCell(4).value).toBe(row.enrolled_id === null ? 'No' : 'Yes');
      }
      // the register's title, cut to a spreadsheet's 31 characters at a word's end
      const title = test.server.ctx.locales.translator('en').t(resource.title);
      expect(title.startsWith(sheet.name)).toBe(true);
      expect(sheet.name.length).toBeLessThanOrEqual(31);
      expect([undefined, ' ']).toContain(title[sheet.name.length]);
    });
  });

  describe('bulk enrolment as students', () => {
    const api = '/api/bachelor-registers';
    /** The register enrols only applicants who accepted an offer (its workflow): these have, as the office recorded. */
    const accepted = (ids: readonly number[]) => test.server.ctx.db.query(`UPDATE applicants SET admission_state = 'accepted' WHERE id = ANY($1) AND enrolled_id IS NULL`, [ids]);
    const enrolling = async (options: { token: string; body: { ids: number[] }; language?: 'en' | 'ka' }) => {
      await accepted(options.body.ids);
      return call('POST', `${api}/actions/enrol`, options);
    };

    it('enrols one accepted applicant from their own record, and offers it to no other', async () => {
      const one = ((await call('POST', api, { token, body: application({ program_id: 3 }) })).body as { data: Row }).data;
      const offered = ((await call('GET', `${api}/${one.id}`, { token })).body as { data: Row }).data;
      expect(offered.admission_state).not.toBe('accepted');
      // not accepted yet: the record's action is not there for it
      expect((await call('POST', `${api}/actions/enrolOne`, { token, body: { ids: [one.id] } })).status).toBe(422);
      await accepted([one.id]);
      const enrolled = await call('POST', `${api}/actions/enrolOne`, { token, body: { ids: [one.id] }, language: 'en' });
      expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
      expect(enrolled.body.counts).toEqual({ enrolled: 1 });
      // a row's action takes that one row alone
      expect((await call('POST', `${api}/actions/enrolOne`, { token, body: { ids: [one.id, one.id + 1] } })).status).toBe(422);
    });

    it('enrols complete applicants as students, and refuses the rest row by row with reasons', async () => {
      const photo = new FormData();
      for (const [key, value] of Object.entries(application({ first_name: 'ლევან', sex: 1 }))) photo.append(key, String(value));
      photo.append('photo', new Blob([PNG], { type: 'image/png' }), 'face.png');
      const withPhoto = ((await call('POST', api, { token, form: photo })).body as { data: Row }).data;
      const complete = ((await call('POST', api, { token, body: application({ program_id: 3 }) })).body as { data: Row }).data;
      const incomplete = ((await call('POST', api, { token, body: application({ sex: null, citizenship: null }) })).body as { data: Row }).data;
      const students = await studentCount();

      const result = await enrolling({ token, body: { ids: [withPhoto.id, incomplete.id, complete.id] }, language: 'en' });
      expect(result.status).toBe(200);
      expect(result.body.counts).toEqual({ enrolled: 2, refused: 1 });
      const outcomes = result.body.results as Outcome[];
      expect(outcomes.map((o) => [o.id, o.status])).toEqual([[withPhoto.id, 'enrolled'], [incomplete.id, 'refused'], [complete.id, 'enrolled']]);
      expect(outcomes[1]).toMatchObject({ name: `ნინო ${String(incomplete.last_name)}`, reason: 'Sex: This field is required.; Citizenship: This field is required.' });
      expect(await studentCount()).toBe(students + 2);
      // the new student's history begins with the enrolment
      const begun = (await call('GET', `/api/students/${outcomes[2].enrolled_id}/history`, { token })).body as { data: { action: string; changes: Record<string, { to: unknown }> }[] };
      expect(begun.data).toHaveLength(1);
      expect(begun.data[0]).toMatchObject({ action: 'create', changes: { program_id: { to: 3 } } });

      const [student] = await test.server.ctx.db.query<Row>('SELECT * FROM students WHERE id = $1', [outcomes[2].enrolled_id]);
      const [program] = await test.server.ctx.db.query<{ school_id: number }>('SELECT school_id FROM programs WHERE id = 3');
      expect(student).toMatchObject({
        name: complete.first_name, surname: complete.last_name, personal_id: complete.identity_number,
        birthday: complete.date_of_birth, sex: complete.sex, citizenship: complete.citizenship, phone: complete.phone,
        email: complete.email, program_id: 3, school_id: program.school_id, status_id: 1,
      });
      expect(student.enrollment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [remembered] = await test.server.ctx.db.query<Row>('SELECT enrolled_id FROM applicants WHERE id = $1', [complete.id]);
      expect(remembered.enrolled_id).toBe(student.id);

      // the student's photo is a copy: deleting the applicant leaves it in place
      const [photographed] = await test.server.ctx.db.query<Row>('SELECT photo FROM students WHERE id = $1', [outcomes[0].enrolled_id]);
      expect(photographed.photo).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
      expect(photographed.photo).not.toBe(withPhoto.photo);
      // an enrolled application is kept as it is (its workflow locks it); its own photo removed, the student's stays
      expect((await call('DELETE', `${api}/${withPhoto.id}`, { token })).status).toBe(409);
      await test.server.ctx.storage.remove(String(withPhoto.photo));
      const file = await fetch(`${test.baseUrl}${String(photographed.photo)}`, { headers: { authorization: `Bearer ${token}` } });
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);

      // found through the students list, as the students screen finds them
      const listed = await call('GET', `/api/students?search=${encodeURIComponent(String(complete.last_name))}`, { token });
      expect(((listed.body as { students: Page }).students.data).map((row) => row.id)).toEqual([student.id]);
    });

    it('marks an enrolled applicant in the register, filterable, until its student is deleted', async () => {
      const applicant = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      // the newest rows of the register (under the filter asked for), of which the applicant alone is this test's
      const listed = async (query: string) =>
        ((await call('GET', `${api}?per_page=5&sort=-created_at${query}`, { token })).body as { applicants: Page }).applicants.data
          .filter((row) => row.id === applicant.id);
      const ids = (rows: Row[]) => rows.map((row) => row.id);
      expect((await listed('')).map((row) => row.enrolled)).toEqual([false]);
      expect(ids(await listed('&enrolled=false'))).toEqual([applicant.id]);
      expect(ids(await listed('&enrolled=true'))).toEqual([]);
      const enrolled = ((await enrolling({ token, body: { ids: [applicant.id] } })).body.results as Outcome[])[0];
      expect((await listed('')).map((row) => row.enrolled)).toEqual([true]);
      expect(ids(await listed('&enrolled=true'))).toEqual([applicant.id]);
      expect(ids(await listed('&enrolled=false'))).toEqual([]);
      expect((await call('DELETE', `/api/students/${enrolled.enrolled_id}`, { token })).status).toBe(204);
      expect((await listed('')).map((row) => row.enrolled)).toEqual([false]);
    });

    it('refuses an applicant already enrolled, and one whose identity number a student already has', async () => {
      const applicant = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      const first = await enrolling({ token, body: { ids: [applicant.id] } });
      expect(first.body.counts).toEqual({ enrolled: 1 });
      const students = await studentCount();
      // the enrolment is not offered for an enrolled applicant (its when), and a call for one anyway does nothing
      const again = await enrolling({ token, body: { ids: [applicant.id] }, language: 'en' });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('This action does not apply to this record');
      expect(await studentCount()).toBe(students);

      const twin = ((await call('POST', api, { token, body: application({ identity_number: applicant.identity_number, program_id: 2 }) })).body as { data: Row }).data;
      const clash = await enrolling({ token, body: { ids: [twin.id] }, language: 'en' });
      expect((clash.body.results as Outcome[])[0]).toMatchObject({ status: 'refused', reason: 'Personal number: This value is already taken.' });
      expect(await studentCount()).toBe(students);
      const [twinRow] = await test.server.ctx.db.query<Row>('SELECT enrolled_id FROM applicants WHERE id = $1', [twin.id]);
      expect(twinRow.enrolled_id).toBeNull();
    });

    it('refuses two selected applicants with one identity number beyond the first', async () => {
      const one = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      const two = ((await call('POST', api, { token, body: application({ identity_number: one.identity_number, program_id: 2 }) })).body as { data: Row }).data;
      const result = await enrolling({ token, body: { ids: [one.id, two.id] } });
      expect((result.body.results as Outcome[]).map((o) => o.status)).toEqual(['enrolled', 'refused']);
    });

    // PGlite runs one transaction at a time; on PostgreSQL a transaction of the test's own holds a
    // lock until the server's calls are seen waiting on it, so they overlap on every run
    async function whileHolding(hold: string, params: unknown[], waiting: { query: string; count: number }, calls: () => Promise<CallResult[]>) {
      const holder = new pg.Client({ connectionString: test.config.databaseUrl });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(hold, params);
        const answers = calls();
        for (let tries = 0; ; tries++) {
          // within a transaction the activity view is read once unless cleared
          await holder.query('SELECT pg_stat_clear_snapshot()');
          const [{ n }] = (await holder.query(
            `SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`,
            [waiting.query],
          )).rows as { n: number }[];
          if (n >= waiting.count) break;
          if (tries > 200) throw new Error(`the server's calls never waited on ${waiting.query}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await holder.query('COMMIT');
        return await answers;
      } finally {
        await holder.end();
      }
    }

    if (engine === 'postgres') it('enrols an applicant once when two calls enrol it at the same moment, and tells the second it is already enrolled', async () => {
      const applicant = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      const students = await studentCount();
      await accepted([applicant.id]);
      const enrol = () => call('POST', `${api}/actions/enrol`, { token, body: { ids: [applicant.id] }, language: 'en' });
      const answers = await whileHolding('SELECT 1 FROM applicants WHERE id = $1 FOR UPDATE', [applicant.id],
        { query: '%FROM applicants%FOR UPDATE%', count: 2 }, () => Promise.all([enrol(), enrol()]));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const outcomes = answers.flatMap((answer) => answer.body.results as Outcome[]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['enrolled', 'refused']);
      expect(outcomes.find((o) => o.status === 'refused')!.reason).toBe('Already enrolled.');
      expect(await studentCount()).toBe(students + 1);
    });

    if (engine === 'postgres') it('refuses only the row whose identity number a student takes while it is being enrolled, and removes its copied photo', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(application())) form.append(key, String(value));
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'face.png');
      const twin = ((await call('POST', api, { token, form })).body as { data: Row }).data;
      const other = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      const students = await studentCount();
      const files = storedFiles();
      const [taker] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
      await accepted([twin.id, other.id]);
      // the test's transaction gives a student the twin's number after the server has checked it is free
      const [answer] = await whileHolding('UPDATE students SET personal_id = $1 WHERE id = $2', [twin.identity_number, taker.id],
        { query: 'INSERT INTO students%', count: 1 },
        async () => [await call('POST', `${api}/actions/enrol`, { token, body: { ids: [twin.id, other.id] }, language: 'en' })]);
      expect(answer.status).toBe(200);
      expect(answer.body.counts).toEqual({ enrolled: 1, refused: 1 });
      expect((answer.body.results as Outcome[])[0]).toMatchObject({ id: twin.id, status: 'refused', reason: 'Personal number: This value is already taken.' });
      expect((answer.body.results as Outcome[])[1]).toMatchObject({ id: other.id, status: 'enrolled' });
      expect(await studentCount()).toBe(students + 1);
      const [twinRow] = await test.server.ctx.db.query<Row>('SELECT enrolled_id FROM applicants WHERE id = $1', [twin.id]);
      expect(twinRow.enrolled_id).toBeNull();
      expect(storedFiles()).toEqual(files);
    });

    it('writes nothing at all when the call fails part-way', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) ids.push(((await call('POST', api, { token, body: application() })).body as { data: Row }).data.id);
      const students = await studentCount();
      const files = storedFiles();
      const { db } = test.server.ctx;
      // a student table that refuses the second insert, as a constraint added behind the server's back would
      await db.query(`ALTER TABLE students ADD CONSTRAINT refuse_second_enrolment CHECK (personal_id <> '${String((await db.query<Row>('SELECT identity_number FROM applicants WHERE id = $1', [ids[1]]))[0].identity_number)}')`);
      try {
        const result = await enrolling({ token, body: { ids }, language: 'en' });
        expect(result.status).toBe(500);
      } finally {
        await db.query('ALTER TABLE students DROP CONSTRAINT refuse_second_enrolment');
      }
      expect(await studentCount()).toBe(students);
      const rows = await db.query<Row>('SELECT enrolled_id FROM applicants WHERE id = ANY($1)', [ids]);
      expect(rows.every((row) => row.enrolled_id === null)).toBe(true);
      expect(storedFiles()).toEqual(files);
    });

    it('needs the students permission besides the register permission', async () => {
      const applicant = ((await call('POST', api, { token, body: application() })).body as { data: Row }).data;
      const students = await studentCount();
      const result = await enrolling({ token: bachelorOnlyToken, body: { ids: [applicant.id] } });
      expect(result.status).toBe(403);
      expect(result.body.message).toBe('ამ მოქმედების შესრულების უფლება არ გაქვთ.');
      expect(await studentCount()).toBe(students);
      // the register permission alone is enough to delete from the register
      expect((await call('POST', `${api}/actions/delete`, { token: bachelorOnlyToken, body: { ids: [applicant.id] } })).body.counts).toEqual({ deleted: 1 });
    });

    it('refuses a missing, empty, oversized or malformed selection with 422 and changes nothing', async () => {
      const before = await applicants('bachelor');
      const cases: [unknown, string][] = [
        [undefined, 'Tick at least one row.'],
        [{ ids: [] }, 'Tick at least one row.'],
        [{ ids: ['1', 2] }, 'The selection is not valid. Reload the page and tick the rows again.'],
        [{ ids: [0] }, 'The selection is not valid. Reload the page and tick the rows again.'],
        [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'Act on at most 500 rows at once.'],
      ];
      for (const [body, message] of cases) {
        for (const action of ['delete', 'enrol', 'export']) {
          const result = await call('POST', `${api}/actions/${action}`, { token, body, language: 'en' });
          expect(result.status, `${action} ${JSON.stringify(body)?.slice(0, 40)}`).toBe(422);
          expect(result.body.errors).toEqual({ ids: [message] });
        }
      }
      expect(await applicants('bachelor')).toEqual(before);
    });
  });
});
