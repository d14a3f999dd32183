// Money that adds up, over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a finance row's paid
// amount is the sum of its payments and its remaining amount the annual fee plus the previous debt less the grant,
// the discount and what was paid, computed by the server at every write to the cent, never typed.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface Payment { id?: number; paid_on: string; amount: string | number; method_id: number; reference?: string; recorded_by?: number | null }
interface Finance { id: number; annual_fee: string; prev_debt: string | null; grant_amount: string | null; discount: string | null; paid_amount: string; remaining_amount: string; payments: Payment[] }

/** An amount of cents as the API takes it: the JSON number 1234.05, written by its digits. */
const amount = (cents: number): number => Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
/** An amount the API answers, in cents, read by its digits (never through a float). */
const cents = (value: string | number | null): bigint => {
  const [whole, fraction = ''] = String(value ?? '0').split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)));
};

describe.each(engines)('finances on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let studentId: number;
  let yearId: number;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    [{ id: studentId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    [{ id: yearId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM learn_years ORDER BY id LIMIT 1');
  });

  afterAll(async () => {
    await test?.stop();
  });

  const finance = async (id: number) => (await call('GET', `/api/finances/${id}`, { token })).body.data as Finance;

  it('computes the paid and remaining amounts from the payments, and a new payment lowers what remains', async () => {
    const created = await call('POST', '/api/finances', { token, body: {
      student_id: studentId, learn_year_id: yearId, total_fee: 9000, annual_fee: 2250, grant_amount: 1125, discount: 0.1, prev_debt: 450,
      payments: [{ paid_on: '2025-09-20', amount: 500.35, method_id: 1, reference: 'TBC-1' }],
    } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = created.body.data as Finance;
    expect([row.paid_amount, row.remaining_amount].map(cents)).toEqual([50035n, 107455n]);
    const payments = [...row.payments, { paid_on: '2026-02-15', amount: 74.55, method_id: 3 }];
    expect((await call('PUT', `/api/finances/${row.id}`, { token, body: { payments } })).status).toBe(200);
    const after = await finance(row.id);
    expect([after.paid_amount, after.remaining_amount].map(cents)).toEqual([57490n, 100000n]);
    expect(after.payments.map((payment) => cents(payment.amount))).toEqual([50035n, 7455n]);
  });

  it('stamps each payment with the account that recorded it, which an edit keeps and a client cannot set', async () => {
    const [{ id: adminId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const clerk = await signInHolding(test, `clerk-${engine}@example.com`, ['finances.index']);
    const [{ id: clerkId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`clerk-${engine}@example.com`]);
    const created = await call('POST', '/api/finances', { token, body: {
      student_id: studentId, learn_year_id: yearId, total_fee: 9000, annual_fee: 2250,
      payments: [{ paid_on: '2025-09-20', amount: 100, method_id: 1, reference: 'STAMP-1', recorded_by: clerkId }],
    } });
    expect(created.status).toBe(201);
    const row = created.body.data as Finance;
    expect(row.payments.map((payment) => payment.recorded_by)).toEqual([adminId]);
    // the clerk adds a second payment and sends the first back as read: it stays the administrator's
    const edited = await call('PUT', `/api/finances/${row.id}`, { token: clerk, body: { payments: [...row.payments, { paid_on: '2025-10-01', amount: 50, method_id: 2, reference: 'STAMP-2' }] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await finance(row.id)).payments.map((payment) => payment.recorded_by)).toEqual([adminId, clerkId]);
  });

  it('refuses a paid or remaining amount typed by hand, in the user\'s language, and changes nothing', async () => {
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finances ORDER BY id LIMIT 1');
    const before = await tableDigest(test, 'finances');
    for (const [key, language, message] of [['paid_amount', 'en', 'This amount is computed; it cannot be typed.'], ['remaining_amount', 'ka', 'ეს თანხა გამოითვლება და მისი შეყვანა შეუძლებელია.']] as const) {
      const refused = await call('PUT', `/api/finances/${id}`, { token, body: { [key]: 0 }, language });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ [key]: [message] });
    }
    const negative = await call('PUT', `/api/finances/${id}`, { token, body: { payments: [{ paid_on: '2025-10-01', amount: -5, method_id: 1 }] }, language: 'en' });
    expect(negative.status).toBe(422);
    expect(await tableDigest(test, 'finances')).toBe(before);
  });

  it('keeps the remaining amount equal to the formula to the cent, for any two-decimal amounts, and payments within what is due', async () => {
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finances ORDER BY id LIMIT 1');
    const money = fc.integer({ min: 0, max: 99_999_999 });
    await fc.assert(fc.asyncProperty(money, money, money, money, fc.array(fc.integer({ min: 1, max: 9_999_999 }), { maxLength: 4 }), async (fee, debt, grant, discount, paid) => {
      const body = {
        annual_fee: amount(fee), prev_debt: amount(debt), grant_amount: amount(grant), discount: amount(discount),
        payments: paid.map((value, i) => ({ paid_on: '2025-10-01', amount: amount(value), method_id: 1, reference: `P-${i}` })),
      };
      const written = await call('PUT', `/api/finances/${id}`, { token, body, language: 'en' });
      const paidCents = paid.reduce((sum, value) => sum + BigInt(value), 0n);
      const due = BigInt(fee) + BigInt(debt) - BigInt(grant) - BigInt(discount);
      // payments past what is due are refused by the database (migration 0064), under the payments
      if (paid.length > 0 && paidCents > due) {
        expect(written.status, JSON.stringify(written.body)).toBe(422);
        expect((written.body.errors as Record<string, string[]>).payments[0]).toMatch(/^These payments are more than is due on the row: at most \d+\.\d\d GEL more/);
        return;
      }
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      const row = written.body.data as Finance;
      expect(cents(row.paid_amount)).toBe(paidCents);
      expect(cents(row.remaining_amount)).toBe(BigInt(fee) + BigInt(debt) - BigInt(grant) - BigInt(discount) - paidCents);
    }), { numRuns: 40 });
  });

  it('shows each finance statement\'s request time, its creation, newest first', async () => {
    const created = await call('POST', '/api/finance-statement', { token, body: { student_id: studentId, status_id: 1, comment: 'Payment schedule' } });
    expect(created.status).toBe(201);
    const { finance_statements: statements } = (await call('GET', '/api/finance-statement?per_page=100', { token })).body as { finance_statements: { data: { id: number; created_at: string }[] } };
    expect(statements.data[0].id).toBe((created.body.data as { id: number }).id);
    expect(statements.data.every((row) => !Number.isNaN(Date.parse(row.created_at)))).toBe(true);
    expect(Math.abs(Date.parse(statements.data[0].created_at) - Date.now())).toBeLessThan(60_000);
  });

  /** A bank statement as a workbook (its first row the column names) or as CSV text. */
  const workbookOf = async (rows: (string | number | Date)[][]): Promise<Blob> => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Statement').addRows(rows);
    return new Blob([await workbook.xlsx.writeBuffer()]);
  };
  const importStatement = (file: Blob, name: string, language: 'ka' | 'en' = 'en') => {
    const form = new FormData();
    form.append('file', file, name);
    return call('POST', '/api/finances/actions/importPayments', { token, form, language });
  };

  it('imports a bank statement into the ledgers, refusing exactly the rows that cannot be payments, each with its line', async () => {
    const students = await test.server.ctx.db.query<{ personal_id: string; finance_id: number }>(
      `SELECT s.personal_id, f.id AS finance_id FROM students s JOIN finances f ON f.id = (SELECT max(id) FROM finances WHERE student_id = s.id)
       WHERE f.remaining_amount > 1100 ORDER BY s.id LIMIT 2`,
    );
    const [first, second] = students;
    const [{ personal_id: withoutFinance }] = await test.server.ctx.db.query<{ personal_id: string }>(
      'SELECT personal_id FROM students s WHERE NOT EXISTS (SELECT 1 FROM finances f WHERE f.student_id = s.id) ORDER BY id LIMIT 1',
    );
    const before = await Promise.all([first, second].map((student) => finance(student.finance_id)));
    const file = await workbookOf([
      ['Personal ID', 'Payment date', 'Amount', 'Reference'],
      [first.personal_id, new Date(Date.UTC(2025, 9, 3)), 120.5, `BANK-${engine}-1`],
      [second.personal_id, '04.10.2025', '1 000,25', `BANK-${engine}-2`],
      ['00000000000', '2025-10-05', 10, `BANK-${engine}-3`],
      [withoutFinance, '2025-10-05', 10, `BANK-${engine}-4`],
      [first.personal_id, '2025-02-30', 10, `BANK-${engine}-5`],
      [first.personal_id, '2025-10-05', '12.345', `BANK-${engine}-6`],
      [first.personal_id, '2025-10-05', 10, `BANK-${engine}-1`],
      [first.personal_id, '2025-10-05', 10, ''],
      [first.personal_id, '2025-10-05', 999_999, `BANK-${engine}-10`],
    ]);
    const answer = await importStatement(file, 'statement.xlsx');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.done).toBe(2);
    const refused = answer.body.results as { id: number; reason: string }[];
    expect(refused.map((row) => row.id)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    // more than is due on the row (the database refuses it, migration 0064): that row alone
    expect(refused[6].reason).toBe(`These payments are more than is due on the row: at most ${(Number(cents(before[0].remaining_amount) - 12050n) / 100).toFixed(2)} GEL more can be recorded on it.`);
    expect(refused[0].reason).toBe('No student has the personal ID 00000000000.');
    expect(refused[2].reason).toBe('The date "2025-02-30" is not a day (YYYY-MM-DD or DD.MM.YYYY).');
    const after = await Promise.all([first, second].map((student) => finance(student.finance_id)));
    expect(after.map((row, i) => cents(row.paid_amount) - cents(before[i].paid_amount))).toEqual([12050n, 100025n]);
    expect(after.map((row, i) => cents(before[i].remaining_amount) - cents(row.remaining_amount))).toEqual([12050n, 100025n]);
    expect(after[0].payments.at(-1)).toMatchObject({ paid_on: '2025-10-03', method_id: 1, reference: `BANK-${engine}-1` });
    // each ledger paid into has the payment in its history, as an edit of it would
    const ledger = (await call('GET', `/api/finances/${first.finance_id}/history`, { token })).body as { data: { action: string; changes: Record<string, unknown> }[] };
    expect(ledger.data[0].action).toBe('update');
    expect(Object.keys(ledger.data[0].changes)).toEqual(expect.arrayContaining(['payments', 'paid_amount', 'remaining_amount']));

    // the same statement again, now as CSV in Georgian: every reference is paid already, and nothing changes
    const digest = await tableDigest(test, 'finances');
    const csv = ['პირადი ნომერი;გადახდის თარიღი;თანხა;საბუთის ნომერი', `${first.personal_id};2025-10-03;120.50;BANK-${engine}-1`, `${second.personal_id};04.10.2025;1000.25;BANK-${engine}-2`].join('\n');
    const again = await importStatement(new Blob([csv]), 'statement.csv', 'ka');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.done).toBe(0);
    expect((again.body.results as { reason: string }[]).map((row) => row.reason)).toEqual([
      `საბუთის ნომერი BANK-${engine}-1 უკვე ჩაწერილია.`, `საბუთის ნომერი BANK-${engine}-2 უკვე ჩაწერილია.`,
    ]);
    expect(await tableDigest(test, 'finances')).toBe(digest);
  });

  it('refuses a statement that is no table or names no columns it needs, in the user\'s language, and writes nothing', async () => {
    const digest = await tableDigest(test, 'finances');
    const picture = await importStatement(new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]), 'statement.png');
    expect(picture.status).toBe(422);
    expect(picture.body.errors).toEqual({ file: ['Upload a table: an Excel workbook (XLSX) or a CSV text.'] });
    const headless = await importStatement(await workbookOf([['Name', 'Sum'], ['Nino', 10]]), 'statement.xlsx', 'ka');
    expect(headless.status).toBe(422);
    expect(String(headless.body.message)).toContain('აკლია: პირადი ნომერი');
    expect(await tableDigest(test, 'finances')).toBe(digest);
  });

  it('counts a month\'s lecturer hours from the journal\'s meetings, keeps a row\'s rate when counted again, and computes hours × rate', async () => {
    const { db } = test.server.ctx;
    const [{ id: lecturerId }] = await db.query<{ id: number }>('SELECT id FROM lecturers ORDER BY id DESC LIMIT 1');
    const [school] = await db.query<{ id: number; program_id: number }>('SELECT p.school_id AS id, p.id AS program_id FROM programs p ORDER BY p.id LIMIT 1');
    // Tuesdays 10:00–11:30 from 9 September 2025: in September the 9th, 16th, 23rd and 30th, 4 × 1.5 hours
    const [{ id: courseId }] = await db.query<{ id: number }>(
      `INSERT INTO journal_courses (code, name, school_id, program_id, semester, lecturer_id, first_day, last_day)
       VALUES ('HRS-${engine}', 'Counted hours', $1, $2, 1, $3, '2025-09-09', '2025-12-20') RETURNING id`,
      [school.id, school.program_id, lecturerId],
    );
    await db.query(
      `INSERT INTO journal_courses_meetings (parent_id, position, meeting_kind, weekday, starts_at, ends_at, lecturer_id) VALUES ($1, 0, 1, 2, '10:00', '11:30', $2)`,
      [courseId, lecturerId],
    );
    const count = () => call('POST', '/api/lecturer-finances/actions/fromJournal', { token, body: { year: 2025, month: 9, rate: 40 }, language: 'en' });
    const counted = await count();
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    const rowOf = async () => (await db.query<{ id: number; hours: string; rate: string; amount: string }>(
      'SELECT id, hours, rate, amount FROM lecturer_finances WHERE course_id = $1 AND year = 2025 AND month = 9', [courseId],
    ));
    const [row] = await rowOf();
    expect([row.hours, row.rate, row.amount].map(cents)).toEqual([600n, 4000n, 24000n]);
    expect((await call('PUT', `/api/lecturer-finances/${row.id}`, { token, body: { rate: 32.5 } })).status).toBe(200);
    await db.query(`UPDATE journal_courses SET last_day = '2025-09-20' WHERE id = $1`, [courseId]);
    expect((await count()).status).toBe(200);
    const recounted = await rowOf();
    expect(recounted).toHaveLength(1);
    expect([recounted[0].hours, recounted[0].rate, recounted[0].amount].map(cents)).toEqual([300n, 3250n, 9750n]);
    const list = (await call('GET', `/api/lecturer-finances?course_id=${courseId}`, { token })).body as { lecturer_finances: { totals: Record<string, string> } };
    expect(cents(list.lecturer_finances.totals.amount)).toBe(9750n);
  });
});
