// The students API over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: every
// filter narrows to exactly the rows the table holds for it, every sort key orders both ways,
// the paging edges, uploads that are refused leave nothing behind, a deleted or replaced file
// is gone, and the export holds the filtered, sorted rows with real date cells.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { isOrdered } from './support/order';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

type StudentRow = Record<string, unknown> & { id: number };
interface Page { current_page: number; last_page: number; total: number; per_page: number; data: StudentRow[] }

const students = registry.screens.students;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function fullYearsOld(birthday: string, today = new Date()): number {
  const [year, month, day] = birthday.split('-').map(Number);
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

describe.each(engines)('students API on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const list = async (query: string): Promise<Page> => {
    const result = await call('GET', `/api/students${query}`, { token, language: 'en' });
    expect(result.status, query).toBe(200);
    return (result.body as { students: Page }).students;
  };

  /** Every row of a query, page by page, as the screen would walk them. */
  const everyRow = async (query: string): Promise<StudentRow[]> => {
    const rows: StudentRow[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`${query}${query ? '&' : '?'}per_page=100&page=${page}`);
      rows.push(...answer.data);
      if (page >= answer.last_page) return rows;
    }
  };

  const stored = async (ids: readonly number[]) =>
    test.server.ctx.db.query<Record<string, unknown> & { id: number }>('SELECT * FROM students WHERE id = ANY($1)', [ids]);

  const studentCount = async () =>
    (await test.server.ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM students'))[0].n;

  const storedFiles = () => test.server.ctx.storage.names();

  describe('filters', () => {
    // a value of each column the table holds, and how many rows have it, read from the table itself
    async function sample(column: string): Promise<{ value: unknown; count: number }> {
      const [row] = await test.server.ctx.db.query<{ value: unknown; count: number }>(
        `SELECT ${column} AS value, count(*)::integer AS count FROM students WHERE ${column} IS NOT NULL
         GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 1`,
      );
      return row;
    }

    it.each(['status_id', 'school_id', 'program_id', 'group_id', 'learn_year_id', 'sex', 'citizenship', 'mobility', 'diploma_taken'])(
      '%s narrows to exactly the rows holding the value', async (key) => {
        const all = (await list('?per_page=1')).total;
        const { value, count } = await sample(key);
        const query = `?${key}=${typeof value === 'boolean' ? (value ? 'true' : '0') : String(value)}`;
        const rows = await everyRow(query);
        expect(rows.length).toBe(count);
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThan(all);
        const full = await stored(rows.map((r) => r.id));
        expect(full.length).toBe(count);
        expect(full.every((r) => r[key] === value)).toBe(true);
      },
    );

    it('narrows by age from 18 to 60, and within it', async () => {
      for (const [from, to] of [[18, 60], [20, 22], [25, 25], [18, 18]]) {
        const rows = await everyRow(`?age_from=${from}&age_to=${to}`);
        const ages = (await stored(rows.map((r) => r.id))).map((r) => fullYearsOld(String(r.birthday)));
        expect(ages.length, `${from}–${to}`).toBe(rows.length);
        expect(ages.every((age) => age >= from && age <= to), `${from}–${to}`).toBe(true);
        const [{ n }] = await test.server.ctx.db.query<{ n: number }>(
          `SELECT count(*)::integer AS n FROM students WHERE extract(year FROM age(current_date, birthday)) BETWEEN $1 AND $2`, [from, to],
        );
        expect(rows.length, `${from}–${to}`).toBe(n);
      }
      expect((await list('?age_from=20&age_to=22&per_page=1')).total).toBeLessThan((await list('?age_from=18&age_to=60&per_page=1')).total);
    });

    it('narrows by enrollment date from and to', async () => {
      const dates = (await test.server.ctx.db.query<{ d: string }>(
        'SELECT enrollment_date AS d FROM students WHERE enrollment_date IS NOT NULL ORDER BY enrollment_date',
      )).map((r) => r.d);
      const [from, to] = [dates[Math.floor(dates.length / 4)], dates[Math.floor((dates.length * 3) / 4)]];
      expect(from < to).toBe(true);
      const rows = await everyRow(`?enrollment_date_from=${from}&enrollment_date_to=${to}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => typeof r.enrollment_date === 'string' && r.enrollment_date >= from && r.enrollment_date <= to)).toBe(true);
      const [{ n }] = await test.server.ctx.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM students WHERE enrollment_date BETWEEN $1 AND $2', [from, to],
      );
      expect(rows.length).toBe(n);
      const onlyFrom = (await list(`?enrollment_date_from=${from}&per_page=1`)).total;
      const onlyTo = (await list(`?enrollment_date_to=${to}&per_page=1`)).total;
      expect(onlyFrom).toBeGreaterThan(rows.length);
      expect(onlyTo).toBeGreaterThan(rows.length);
    });

    it.each(['name', 'surname', 'personal_id', 'email'])('searches by a prefix of %s', async (key) => {
      const [target] = (await list('?per_page=1&page=7')).data;
      const whole = String(target[key]);
      const prefix = key === 'email' ? whole.slice(0, 6).toUpperCase() : whole.slice(0, Math.min(whole.length, 4));
      const rows = await everyRow(`?search=${encodeURIComponent(prefix)}`);
      const folded = prefix.toLowerCase();
      expect(rows.map((r) => r.id)).toContain(target.id);
      const searched = ['name', 'surname', 'personal_id', 'email'] as const;
      const matching = (r: StudentRow) => searched.some((column) => String(r[column] ?? '').toLowerCase().startsWith(folded));
      // exactly the rows whose column starts with the text: none missed, none extra
      const expected = (await everyRow('')).filter(matching).map((r) => r.id).sort((a, b) => a - b);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
      const exact = await everyRow(`?search=${encodeURIComponent(whole)}`);
      expect(exact.length).toBeLessThanOrEqual(rows.length);
      expect(exact.map((r) => r.id)).toContain(target.id);
    });

    it('finds a student by name and surname in either order, each word the start of a searched column; a word matching nothing finds nothing', async () => {
      const [target] = (await list('?per_page=1&page=5')).data;
      const [name, surname] = [String(target.name), String(target.surname)];
      const searched = ['name', 'surname', 'personal_id', 'email'] as const;
      const everyWordStarts = (r: StudentRow, words: readonly string[]) =>
        words.every((word) => searched.some((column) => String(r[column] ?? '').toLowerCase().startsWith(word.toLowerCase())));
      for (const text of [`${name} ${surname}`, `${surname}  ${name}`, `${surname.slice(0, 3)} ${name.slice(0, 2)}`]) {
        const rows = await everyRow(`?search=${encodeURIComponent(text)}`);
        expect(rows.map((r) => r.id), text).toContain(target.id);
        const words = text.split(/\s+/);
        expect(rows.every((r) => everyWordStarts(r, words)), text).toBe(true);
        // none missed either
        const expected = (await everyRow('')).filter((r) => everyWordStarts(r, words)).map((r) => r.id).sort((a, b) => a - b);
        expect(rows.map((r) => r.id).sort((a, b) => a - b), text).toEqual(expected);
      }
      expect((await list(`?search=${encodeURIComponent(`${name} ${surname} ჟჟჟჟ`)}`)).total).toBe(0);
      expect((await list(`?search=${encodeURIComponent(`qqqzz ${surname}`)}`)).total).toBe(0);
    });

    it('reads % and _ in a search as themselves, not as wildcards', async () => {
      const [target] = (await list('?per_page=1&page=3')).data;
      const email = String(target.email);
      expect((await everyRow(`?search=${encodeURIComponent(`${email.slice(0, 3)}%`)}`)).length).toBe(0);
      expect((await everyRow(`?search=${encodeURIComponent(`${email.slice(0, 2)}_${email.slice(3, 5)}`)}`)).length).toBe(0);
    });

    it('combines filters: each narrows further', async () => {
      const { value: program } = await sample('program_id');
      const byProgram = await everyRow(`?program_id=${String(program)}`);
      const both = await everyRow(`?program_id=${String(program)}&status_id=1`);
      expect(both.length).toBeLessThan(byProgram.length);
      expect(both.every((r) => r.program_id === program && r.status_id === 1)).toBe(true);
    });
  });

  describe('sort', () => {
    it.each(students.sortable.flatMap((key) => [key, `-${key}`]))('orders by %s across pages', async (sort) => {
      const descending = sort.startsWith('-');
      const key = sort.replace('-', '');
      const first = await list(`?sort=${sort}&per_page=100&page=1`);
      const second = await list(`?sort=${sort}&per_page=100&page=2`);
      const rows = [...first.data, ...second.data];
      expect(rows.length).toBe(200);
      expect(new Set(rows.map((r) => r.id)).size).toBe(200);
      expect(isOrdered(rows, key, descending), sort).toBe(true);
      const last = await list(`?sort=${sort}&per_page=100&page=${first.last_page}`);
      const ends = [...first.data, ...last.data];
      expect(isOrdered(ends, key, descending), `${sort}, first and last page`).toBe(true);
      expect(new Set(ends.map((r) => String(r[key]))).size, `${sort} has more than one value`).toBeGreaterThan(1);
    });
  });

  describe('paging edges', () => {
    it('answers a page past the last with no rows and the true total', async () => {
      const { total, last_page } = await list('?per_page=50');
      expect(last_page).toBe(Math.ceil(total / 50));
      const past = await list(`?per_page=50&page=${last_page + 1}`);
      expect(past).toMatchObject({ data: [], total, last_page, current_page: last_page + 1, per_page: 50 });
      const last = await list(`?per_page=50&page=${last_page}`);
      expect(last.data.length).toBe(total - 50 * (last_page - 1));
    });

    it('caps per_page at 100, and takes the default for zero, negative or non-numeric', async () => {
      expect((await list('?per_page=101')).per_page).toBe(100);
      expect((await list('?per_page=5000')).data.length).toBe(100);
      for (const bad of ['0', '-5', 'ten', '2.5']) {
        const page = await list(`?per_page=${bad}`);
        expect(page.per_page, bad).toBe(15);
        expect(page.data.length, bad).toBe(15);
      }
    });

    it('answers page 1 for page 0, negative or non-numeric', async () => {
      const first = await list('?page=1&sort=surname');
      for (const bad of ['0', '-3', 'abc', '1.5', '']) {
        const page = await list(`?page=${bad}&sort=surname`);
        expect(page.current_page, bad).toBe(1);
        expect(page.data.map((r) => r.id), bad).toEqual(first.data.map((r) => r.id));
      }
    });
  });

  describe('files', () => {
    let serial = 0;
    function studentForm(files: Record<string, Buffer>): FormData {
      serial += 1;
      const form = new FormData();
      const values: Record<string, string> = {
        name: 'ნინო', surname: 'ბერიძე', personal_id: `0102${engine === 'postgres' ? 9 : 8}${String(serial).padStart(6, '0')}`,
        sex: '0', birthday: '2003-02-11', citizenship: '1', phone: '599-11-222',
        email: `nino.beridze.${serial}@student.aula.edu.ge`, status_id: '1', school_id: '1', program_id: '1',
      };
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      for (const [key, content] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(content)]), `${key}.bin`);
      return form;
    }
    const served = async (location: string) =>
      (await fetch(test.baseUrl + location, { headers: { authorization: `Bearer ${token}` } })).status;

    it('refuses a text file as a photo and a text file as a CV with the field\'s error, writing nothing', async () => {
      const [before, files] = [await studentCount(), await storedFiles()];
      const text = Buffer.from('just some words, not an image\n');
      const photo = await call('POST', '/api/students', { token, form: studentForm({ photo: text }), language: 'en' });
      expect(photo.status).toBe(422);
      expect(Object.keys(photo.body.errors as object)).toEqual(['photo']);
      expect((photo.body.errors as Record<string, string[]>).photo[0]).toMatch(/image/i);
      const cv = await call('POST', '/api/students', { token, form: studentForm({ photo: PNG, cv_file_name: text }), language: 'en' });
      expect(cv.status).toBe(422);
      expect(Object.keys(cv.body.errors as object)).toEqual(['cv_file_name']);
      expect(await studentCount()).toBe(before);
      expect(await storedFiles()).toEqual(files);
    });

    it('refuses an upload above the limit with 413 at its field, naming the limit, writing nothing', async () => {
      const [before, files] = [await studentCount(), await storedFiles()];
      const big = Buffer.concat([PNG, Buffer.alloc(test.config.uploadLimitBytes + 1024)]);
      const result = await call('POST', '/api/students', { token, form: studentForm({ photo: big }), language: 'en' });
      expect(result.status).toBe(413);
      expect(result.body).toEqual({
        message: 'The file is too large: at most 0.25 MB can be uploaded.',
        errors: { photo: ['The file is too large: at most 0.25 MB can be uploaded.'] },
      });
      expect(await studentCount()).toBe(before);
      expect(await storedFiles()).toEqual(files);
    });

    it('keeps a deleted student\'s files, which come back with the student', async () => {
      const created = await call('POST', '/api/students', { token, form: studentForm({ photo: PNG, cv_file_name: PDF, diploma_file_name: PDF }) });
      expect(created.status).toBe(201);
      const row = created.body.data as StudentRow;
      const locations = [row.photo, row.cv_file_name, row.diploma_file_name].map(String);
      expect(locations[0]).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
      expect(locations[1]).toMatch(/\.pdf$/);
      for (const location of locations) expect(await served(location)).toBe(200);
      expect((await call('DELETE', `/api/students/${row.id}`, { token })).status).toBe(204);
      const names = await storedFiles();
      expect(locations.every((location) => names.includes(location.replace('/storage/', '')))).toBe(true);
      expect((await call('POST', `/api/students/${row.id}/restore`, { token })).status).toBe(200);
      const back = (await call('GET', `/api/students/${row.id}`, { token })).body.data as StudentRow;
      expect([back.photo, back.cv_file_name, back.diploma_file_name]).toEqual(locations);
      for (const location of locations) expect(await served(location), location).toBe(200);
    });

    it('removes a replaced file and a cleared one', async () => {
      const created = await call('POST', '/api/students', { token, form: studentForm({ photo: PNG, cv_file_name: PDF }) });
      expect(created.status).toBe(201);
      const row = created.body.data as StudentRow;
      const replacement = new FormData();
      replacement.append('photo', new Blob([PNG]), 'new.png');
      const replaced = await call('PUT', `/api/students/${row.id}`, { token, form: replacement });
      expect(replaced.status).toBe(200);
      const newPhoto = String((replaced.body.data as StudentRow).photo);
      expect(newPhoto).not.toBe(row.photo);
      expect(await served(newPhoto)).toBe(200);
      expect(await served(String(row.photo))).toBe(404);
      expect(await served(String(row.cv_file_name))).toBe(200);

      const cleared = await call('PUT', `/api/students/${row.id}`, { token, body: { cv_file_name: null } });
      expect(cleared.status).toBe(200);
      expect((cleared.body.data as StudentRow).cv_file_name).toBeNull();
      expect(await served(String(row.cv_file_name))).toBe(404);
      expect(await served(newPhoto)).toBe(200);

      const kept = await call('PUT', `/api/students/${row.id}`, { token, body: { name: 'ნია', photo: newPhoto } });
      expect(kept.status).toBe(200);
      expect(await served(newPhoto)).toBe(200);
      // a deleted record keeps its files, for a restore
      expect((await call('DELETE', `/api/students/${row.id}`, { token })).status).toBe(204);
      expect(await served(newPhoto)).toBe(200);
    });

    it('takes one student per passport, as per personal number, and says so at the field', async () => {
      const foreign = (serialOf: string) => {
        const form = studentForm({});
        form.set('citizenship', '2');
        form.delete('personal_id');
        form.set('passport_number', `FP${engine === 'postgres' ? 9 : 8}4417`);
        form.set('passport_country', 'Ukraine');
        form.set('email', `foreign.${serialOf}.${engine}@student.aula.edu.ge`);
        return form;
      };
      const first = await call('POST', '/api/students', { token, form: foreign('a') });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const before = await studentCount();
      const again = await call('POST', '/api/students', { token, form: foreign('b'), language: 'en' });
      expect(again.status).toBe(422);
      expect(Object.values(again.body.errors as Record<string, string[]>).flat()).toEqual(['A student with this passport (number and country) is already registered.']);
      expect(await studentCount()).toBe(before);
      expect((await call('DELETE', `/api/students/${(first.body.data as StudentRow).id}`, { token })).status).toBe(204);
    });

    it('reads an emptied text field as no value: an optional one is cleared, a required one is refused', async () => {
      const form = studentForm({});
      form.set('address', 'Tbilisi, Rustaveli Ave 12');
      const created = await call('POST', '/api/students', { token, form });
      expect(created.status).toBe(201);
      const row = created.body.data as StudentRow;
      expect(row.address).toBe('Tbilisi, Rustaveli Ave 12');

      const emptied = new FormData();
      emptied.append('address', '');
      const cleared = await call('PUT', `/api/students/${row.id}`, { token, form: emptied });
      expect(cleared.status).toBe(200);
      expect((cleared.body.data as StudentRow).address).toBeNull();

      const refused = await call('PUT', `/api/students/${row.id}`, { token, body: { surname: '' }, language: 'en' });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors as object)).toEqual(['surname']);
      const stored = await call('GET', `/api/students/${row.id}`, { token });
      expect((stored.body.data as StudentRow).surname).toBe('ბერიძე');
      expect((await call('DELETE', `/api/students/${row.id}`, { token })).status).toBe(204);
    });
  });

  describe('export', () => {
    // the export's columns are those the list shows, without its tick boxes
    const exported = students.columns.filter((column) => !column.hidden).map((column) => column.key).filter((key) => key !== 'id');
    async function workbookOf(query: string, language: 'ka' | 'en'): Promise<ExcelJS.Worksheet> {
      const result = await call('GET', `/api/students/export${query}`, { token, language });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-disposition')).toContain('students.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(result.bytes as unknown as ArrayBuffer);
      return workbook.worksheets[0];
    }

    it('holds the filtered, sorted rows of every page, with labels, numbers and date cells', async () => {
      const query = '?status_id=1&sort=-gpa';
      const rows = await everyRow(query);
      expect(rows.length).toBeGreaterThan(100);
      const sheet = await workbookOf(query, 'en');
      expect(sheet.rowCount - 1).toBe(rows.length);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(['Photo', 'Surname', 'Name', 'Personal number', 'E-mail', 'Program', 'Group', 'Status', 'GPA', 'Learning period']);
      const at = (key: string) => exported.indexOf(key) + 1;
      const programs = (await call('GET', '/api/lookups/programs', { token })).body.data as { id: number; name_en: string }[];
      const programName = new Map(programs.map((p) => [p.id, p.name_en]));
      rows.forEach((row, i) => {
        const cells = sheet.getRow(i + 2);
        expect(cells.getCell(at('personal_id')).value, `row ${i}`).toBe(row.personal_id);
        expect(cells.getCell(at('surname')).value).toBe(row.surname);
        expect(cells.getCell(at('program_id')).value).toBe(programName.get(Number(row.program_id)));
        expect(cells.getCell(at('status_id')).value).toBe('Active');
        expect(cells.getCell(at('gpa')).value).toBe(row.gpa);
        // the learning period as the list shows it (1 year 2 months), not the day it began
        const period = cells.getCell(at('enrollment_date')).value;
        if (row.enrollment_date === null) expect(period).toBeNull();
        else expect(period, String(row.enrollment_date)).toMatch(/^\d+ (years?|months?|days?)( \d+ (months?|days?))*$/);
      });
      expect(sheet.name).toBe('Students');
      expect(rows.some((row) => row.enrollment_date !== null)).toBe(true);
      expect(rows.some((row) => typeof row.gpa === 'number')).toBe(true);
    });

    it.each(['group_id', '-group_id', 'enrollment_date', '-enrollment_date', 'surname'])(
      'keeps the list\'s order sorted by %s, rows without a value included', async (sort) => {
        // the demo leaves no student without a group or an enrollment date; some are made so
        await test.server.ctx.db.query('UPDATE students SET group_id = NULL, enrollment_date = NULL WHERE school_id = 1 AND id % 7 = 0');
        const rows = await everyRow(`?sort=${sort}&school_id=1`);
        const key = sort.replace('-', '');
        if (key !== 'surname') expect(rows.some((r) => r[key] === null), `${sort} has empty values`).toBe(true);
        const sheet = await workbookOf(`?sort=${sort}&school_id=1`, 'en');
        const column = exported.indexOf('personal_id') + 1;
        const cells: unknown[] = [];
        sheet.eachRow((row, number) => { if (number > 1) cells.push(row.getCell(column).value); });
        expect(cells).toEqual(rows.map((r) => r.personal_id));
      },
    );

    it('names the sheet, heads it and labels its lookups and periods in Georgian by default', async () => {
      const sheet = await workbookOf('?search=%E1%83%91', 'ka');
      expect(sheet.name).toBe('სტუდენტები');
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header[1]).toBe('გვარი');
      expect((await list('?search=%E1%83%91&per_page=1')).total).toBe(sheet.rowCount - 1);
      const programs = (await call('GET', '/api/lookups/programs', { token })).body.data as { name_ka: string }[];
      const at = (key: string) => exported.indexOf(key) + 1;
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        expect(programs.map((p) => p.name_ka)).toContain(row.getCell(at('program_id')).value);
        const group = row.getCell(at('group_id')).value;
        if (group !== null) expect(group).toMatch(/ჯგუფი$/);
        const period = row.getCell(at('enrollment_date')).value;
        if (period !== null) expect(period).toMatch(/^\d+ (წელი|თვე|დღე)/);
      });
    });
  });
});
