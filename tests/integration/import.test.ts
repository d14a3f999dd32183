// A screen's rows from a spreadsheet, over real HTTP on both engines: a workbook LibreOffice wrote (a merged title
// above the header, Georgian and English labels, dates as date cells and as text, a number where text is meant, an
// empty row) and a CSV with a BOM and semicolons. A dry run names exactly the planted bad rows with their reasons and
// writes nothing; the import writes the rest as a job, each row in its history with the file's name; a second run
// writes nothing new. A spreadsheet bomb (a small XLSX whose sheet unpacks to 300 MB) is refused before a row is read,
// the server's memory bounded and its health answered.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMIT_MB } from '../../contract/import';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';
import { spreadsheetBomb } from './support/spreadsheet-bomb';
import { labelKey, lookupIdsByLabel, lookupWhere } from '../../server/kernel/lookups';

const FIXTURES = path.resolve('tests/fixtures/import');

interface Outcome {
  columns: { header: string; field: string | null }[]; create: number; update: number; skip: number; refused: { row: number; errors: Record<string, string[]> }[];
  updated: { row: number; id: number; record: string; named?: string }[]; misnamed: number;
}

describe.each(engines)('import on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let workbook: Buffer;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    workbook = await readFile(path.join(FIXTURES, 'students.xlsx'));
  });

  afterAll(async () => {
    await test?.stop();
  });

  const send = (file: Buffer | string, name: string, fields: Record<string, string>, query = '', language: 'ka' | 'en' = 'en', as = token) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
    return call('POST', `/api/students/import${query}`, { token: as, form, language });
  };
  const counts = async () => (await test.server.ctx.db.query<{ students: string; changes: string }>(
    `SELECT (SELECT count(*) FROM students) AS students, (SELECT count(*) FROM record_changes WHERE table_name = 'students') AS changes`,
  ))[0];

  it('a dry run of a workbook names exactly the planted bad rows, with their reasons under their fields, and writes nothing', async () => {
    // the last row of the file names a student already here (by personal number): it updates them
    const [school] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM schools WHERE name_en = 'School of Business'`);
    const [program] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM programs WHERE name_en = 'Finance'`);
    const created = await call('POST', '/api/students', { token, body: {
      name: 'Elene', surname: 'Kavtaradze', personal_id: '99900000008', sex: 0, birthday: '2001-12-01', citizenship: 1,
      phone: '555-00-000', email: 'elene.old@example.ge', status_id: 1, school_id: school.id, program_id: program.id,
    } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = [await counts(), await tableDigest(test, 'students')];

    const answer = await send(workbook, 'students.xlsx', { key: 'personal_id' }, '?dry_run=1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const outcome = answer.body as unknown as Outcome;
    // the header is the second row (a merged title above it), matched by its Georgian labels
    expect(outcome.columns.map((column) => column.field)).toEqual([
      'name', 'surname', 'personal_id', 'sex', 'birthday', 'citizenship', 'phone', 'email', 'status_id', 'school_id', 'program_id', 'enrollment_date',
    ]);
    expect([outcome.create, outcome.update, outcome.skip], JSON.stringify(outcome.refused)).toEqual([2, 1, 0]);
    expect(outcome.refused.map((row) => row.row)).toEqual([6, 7, 8, 9, 10, 11]);
    const reasons = Object.fromEntries(outcome.refused.map((row) => [row.row, row.errors]));
    expect(Object.keys(reasons[6])).toEqual(['personal_id']);
    expect(reasons[7].birthday).toEqual(['Enter a real date as dd-mm-yyyy.']);
    expect(reasons[8].program_id?.[0]).toMatch(/Finance/);
    expect(reasons[9].program_id).toEqual(['No option is named "მედიცინა".']);
    expect(reasons[10].personal_id).toEqual(['The same value is on row 3 of the file.']);
    expect(Object.keys(reasons[11])).toEqual(['email']);
    expect([await counts(), await tableDigest(test, 'students')]).toEqual(before);

    // the refused rows as a workbook: their cells as the file had them, and their reasons under the columns' names
    const file = await send(workbook, 'students.xlsx', { key: 'personal_id' }, '?dry_run=1&refused=xlsx');
    expect(file.status).toBe(200);
    const refused = new ExcelJS.Workbook();
    await refused.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = refused.worksheets[0];
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(5).getCell(1).value).toBe(9);
    expect(String(sheet.getRow(5).getCell(14).value)).toBe('პროგრამა: No option is named "მედიცინა".');
  });

  it('imports the rows that pass as a job, each in its history as imported from the file, and a second run writes nothing new', async () => {
    const before = await counts();
    const started = await send(workbook, 'students.xlsx', { key: 'personal_id' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(call, token, (started.body.job as { id: string }).id);
    expect(job.state).toBe('completed');
    expect(job.message).toBe('Created 2, updated 1, skipped 0; refused: 6.');
    expect(job.file_name).toBe('students-refused.xlsx');
    const rows = await test.server.ctx.db.query<{ personal_id: string; surname: string; birthday: string; phone: string; email: string; status_id: number }>(
      `SELECT personal_id, surname, birthday::text, phone, email, status_id FROM students WHERE personal_id LIKE '9990000000_' ORDER BY personal_id`,
    );
    expect(rows).toEqual([
      { personal_id: '99900000001', surname: 'ბერიძე', birthday: '2004-03-15', phone: '555-12-301', email: 'nino.beridze@example.ge', status_id: 1 },
      { personal_id: '99900000002', surname: 'კაპანაძე', birthday: '2003-07-21', phone: '555-12-302', email: 'giorgi.kapanadze@example.ge', status_id: 1 },
      { personal_id: '99900000008', surname: 'ქავთარაძე', birthday: '2001-12-01', phone: '555-12-309', email: 'elene.kavtaradze@example.ge', status_id: 4 },
    ]);
    const history = await test.server.ctx.db.query<{ action: string; imported: string | null }>(
      `SELECT c.action, c.changes -> 'imported_from' ->> 1 AS imported FROM record_changes c JOIN students s ON s.id = c.record_id
       WHERE c.table_name = 'students' AND s.personal_id LIKE '9990000000_' ORDER BY s.personal_id, c.id`,
    );
    expect(history).toEqual([
      { action: 'create', imported: 'students.xlsx' },
      { action: 'create', imported: 'students.xlsx' },
      { action: 'create', imported: null },
      { action: 'update', imported: 'students.xlsx' },
    ]);
    const after = await counts();
    expect(Number(after.students) - Number(before.students)).toBe(2);

    const again = await send(workbook, 'students.xlsx', { key: 'personal_id' });
    const second = await finished(call, token, (again.body.job as { id: string }).id);
    expect(second.message).toBe('Created 0, updated 0, skipped 3; refused: 6.');
    expect(await counts()).toEqual(after);
  });

  it('reads a CSV with a BOM and semicolons, maps columns as asked, and skips existing records when told to', async () => {
    const csv = '\uFEFFName;Surname;Personal number;Sex;Date of birth;Citizenship;Phone;E-mail;Status;School;Program;Notes\r\n'
      + 'Levan;Abashidze;99900000011;Male;1999-04-04;Georgia;555-12-311;levan.abashidze@example.ge;Active;School of Law;Law;"first; with a semicolon"\r\n'
      + ';;;;;;;;;;;\r\n'
      + 'Nino;Beridze;99900000001;Female;2004-03-15;Georgia;555-12-399;nino.changed@example.ge;Active;School of Law;Law;\r\n';
    const dry = await send(csv, 'more.csv', { key: 'personal_id', existing: 'skip', columns: JSON.stringify({ Notes: 'bio' }) }, '?dry_run=1', 'ka');
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const outcome = dry.body as unknown as Outcome;
    expect(outcome.columns.at(-1)).toEqual({ header: 'Notes', field: 'bio' });
    expect([outcome.create, outcome.update, outcome.skip, outcome.refused.length]).toEqual([1, 0, 1, 0]);
    const started = await send(csv, 'more.csv', { key: 'personal_id', existing: 'skip', columns: JSON.stringify({ Notes: 'bio' }) });
    await finished(call, token, (started.body.job as { id: string }).id);
    const [levan] = await test.server.ctx.db.query<{ bio: string }>(`SELECT bio FROM students WHERE personal_id = '99900000011'`);
    expect(levan.bio).toBe('first; with a semicolon');
    const [nino] = await test.server.ctx.db.query<{ email: string }>(`SELECT email FROM students WHERE personal_id = '99900000001'`);
    expect(nino.email).toBe('nino.beridze@example.ge');
  });

  it('names in a dry run each record a row would update, and flags the row that names its record otherwise', async () => {
    const [first, second] = await test.server.ctx.db.query<{ id: number; name: string; surname: string; personal_id: string }>(
      `SELECT id, name, surname, personal_id FROM students WHERE personal_id ~ '^[0-9]{11}$' AND personal_id NOT LIKE '999%' ORDER BY id LIMIT 2`);
    const csv = 'Name;Surname;Personal number;E-mail\r\n'
      + `${first.name};${first.surname};${first.personal_id};same.person@example.ge\r\n`
      + `Mzia;Baghaturia;${second.personal_id};another.person@example.ge\r\n`;
    const before = await tableDigest(test, 'students');
    const dry = await send(csv, 'people.csv', { key: 'personal_id' }, '?dry_run=1');
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const outcome = dry.body as unknown as Outcome;
    expect([outcome.update, outcome.misnamed]).toEqual([2, 1]);
    expect(outcome.updated).toEqual([
      { row: 2, id: first.id, record: `${first.name} ${first.surname}` },
      { row: 3, id: second.id, record: `${second.name} ${second.surname}`, named: 'Mzia Baghaturia' },
    ]);
    expect(await tableDigest(test, 'students')).toBe(before);
  });

  it('says which row the database refuses where only it can tell: an application the file gives twice', async () => {
    const csv = 'first_name,last_name,identity_number,date_of_birth,phone,email,program_id\n'
      + 'Mari,Beridze,99900000021,2005-01-01,555-11-111,mari.beridze@example.ge,Law\n'
      + 'Mari,Beridze,99900000021,2005-01-01,555-11-111,mari.b@example.ge,Law\n';
    const form = (dry: boolean) => {
      const body = new FormData();
      body.append('file', new Blob([csv]), 'applicants.csv');
      return call('POST', `/api/bachelor-registers/import${dry ? '?dry_run=1' : ''}`, { token, form: body, language: 'en' });
    };
    const dry = await form(true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const outcome = dry.body as unknown as Outcome;
    expect([outcome.create, outcome.refused.map((row) => row.row)]).toEqual([1, [3]]);
    expect(Object.keys(outcome.refused[0].errors)).toEqual(['program_id']);
    const job = await finished(call, token, ((await form(false)).body.job as { id: string }).id);
    expect(job.message).toBe('Created 1, updated 0, skipped 0; refused: 1.');
    const [{ count }] = await test.server.ctx.db.query<{ count: string }>(`SELECT count(*) FROM applicants WHERE identity_number = '99900000021'`);
    expect(Number(count)).toBe(1);
  });

  it('refuses a request it cannot read, in the user\'s language, and writes nothing', async () => {
    const before = await counts();
    const notATable = await send(Buffer.from('%PDF-1.4 not a workbook'), 'students.xlsx', {}, '?dry_run=1', 'ka');
    expect(notATable.status).toBe(422);
    expect((notATable.body.errors as Record<string, string[]>).file).toEqual(['ფაილი ცხრილად ვერ წავიკითხეთ: შეინახეთ XLSX ან CSV ფორმატში.']);
    const wrongKind = await send(Buffer.from('a'), 'students.pdf', {}, '?dry_run=1');
    expect((wrongKind.body.errors as Record<string, string[]>).file).toEqual(['Choose an XLSX or CSV file.']);
    const badKey = await send(workbook, 'students.xlsx', { key: 'surname' }, '?dry_run=1');
    expect(badKey.status).toBe(422);
    expect((badKey.body.errors as Record<string, string[]>).key).toEqual(['A row\'s identity must be one of this screen\'s unique fields: personal_id.']);
    const badMap = await send(workbook, 'students.xlsx', { columns: '{"Name": "password_hash"}' }, '?dry_run=1');
    expect((badMap.body.errors as Record<string, string[]>).columns?.[0]).toMatch(/password_hash/);
    const json = await call('POST', '/api/students/import', { token, body: { file: 'x' }, language: 'en' });
    expect(json.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('answers only a holder of the screen\'s permission', async () => {
    const reader = await signInHolding(test, `import-reader-${engine}@example.com`, ['lecturers.index']);
    expect((await send(workbook, 'students.xlsx', {}, '?dry_run=1', 'en', reader)).status).toBe(403);
  });

  it('refuses a spreadsheet bomb with 413 in the user\'s language, before a row is read, with memory bounded, and stays up', async () => {
    const bomb = await spreadsheetBomb(300);
    // about a megabyte that unpacks to 300 MB
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = [await counts(), await tableDigest(test, 'students')];
    const { jobs } = (await test.server.ctx.db.query<{ jobs: number }>(`SELECT count(*)::integer AS jobs FROM pgboss.job`))[0];
    const rss = process.memoryUsage().rss;
    let peak = rss;
    const sampling = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
    try {
      const dryRun = await send(bomb, 'students.xlsx', {}, '?dry_run=1', 'en');
      expect(dryRun.status).toBe(413);
      expect((dryRun.body.errors as Record<string, string[]> | undefined)?.file ?? [dryRun.body.message]).toEqual([
        'The file unpacks to more than 200 MB, far more than a spreadsheet of 100,000 rows: save only the sheet to import, or split the file.',
      ]);
      // a real import is refused as well, before a job is started
      const real = await send(bomb, 'students.xlsx', {}, '', 'ka');
      expect(real.status).toBe(413);
      expect(String(real.body.message)).toMatch(/^ფაილი იხსნება 200 მბ-ზე მეტად/);
    } finally {
      clearInterval(sampling);
    }
    // the server read 300 MB in a few MB at a time: it held far less than the sheet
    expect(peak - rss).toBeLessThan(100 * 1024 * 1024);
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect([await counts(), await tableDigest(test, 'students')]).toEqual(before);
    expect((await test.server.ctx.db.query<{ jobs: number }>(`SELECT count(*)::integer AS jobs FROM pgboss.job`))[0].jobs).toBe(jobs);
  });

  it('refuses a file with more cells than an import reads with 422, and takes only explicit dry_run values', async () => {
    // three rows of 1,700,000 empty cells each: 5,100,000 cells in 5 MB
    const wide = `${','.repeat(1_700_000)}\n`.repeat(3);
    const tooWide = await send(wide, 'students.csv', {}, '?dry_run=1', 'en');
    expect(tooWide.status).toBe(422);
    expect(tooWide.body.message).toBe('The file holds more than 5000000 cells: leave out the columns not imported, or split it.');
    const before = await counts();
    for (const value of ['yes', 'on', '2', '', 'TRUE']) {
      const answer = await send(workbook, 'students.xlsx', { key: 'personal_id' }, `?dry_run=${value}`, 'en');
      expect({ value, status: answer.status }).toEqual({ value, status: 422 });
      expect((answer.body.errors as Record<string, string[]>).dry_run).toEqual(['dry_run is true or false (1 or 0); nothing was imported.']);
    }
    // the form's value and the query's disagree: refused too
    expect((await send(workbook, 'students.xlsx', { key: 'personal_id', dry_run: '0' }, '?dry_run=1')).status).toBe(422);
    expect((await send(workbook, 'students.xlsx', { key: 'personal_id', dry_run: 'true' })).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('takes an option a file names by its id only among the lookup\'s own rows, as one named by its name', async () => {
    const { db, registry, locales } = test.server.ctx;
    const lookup = registry.lookups.adminAccounts;
    const where = lookupWhere(lookup);
    const [own] = await db.query<{ id: number; full_name: string }>(`SELECT id, full_name FROM users WHERE ${where.sql} ORDER BY id LIMIT 1`, where.params);
    const [other] = await db.query<{ id: number; full_name: string }>(`SELECT id, full_name FROM users WHERE NOT (${where.sql}) ORDER BY id LIMIT 1`, where.params);
    expect(own && other).toBeTruthy();
    const found = await lookupIdsByLabel(db, locales, lookup, [String(own.id), String(other.id), other.full_name]);
    expect(found.get(String(own.id))).toEqual([own.id]);
    expect(found.get(String(other.id))).toEqual([]);
    expect(found.get(labelKey(other.full_name))).toEqual([]);
  });

  it('names the import\'s own limit when a file is larger (413), as docs/writes.md does', async () => {
    const readme = await readFile('docs/writes.md', 'utf8');
    expect(readme).toContain(`at most ${IMPORT_LIMIT_MB} MB`);
    const large = Buffer.alloc(IMPORT_LIMIT_MB * 1024 * 1024 + 1, 0x61);
    const answer = await send(large, 'students.csv', {}, '?dry_run=1', 'en');
    expect(answer.status).toBe(413);
    expect((answer.body.errors as Record<string, string[]>).file[0]).toContain(`${IMPORT_LIMIT_MB} MB`);
  });
});
