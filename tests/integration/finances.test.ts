// Money that adds up, over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a finance row's paid
// amount is the sum of its payments and its remaining amount the annual fee plus the previous debt less the grant,
// the discount and what was paid, computed by the server at every write to the cent, never typed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface Payment { paid_on: string; amount: string | number; method_id: number; reference?: string }
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

  it('keeps the remaining amount equal to the formula to the cent, for any two-decimal amounts', async () => {
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finances ORDER BY id LIMIT 1');
    const money = fc.integer({ min: 0, max: 99_999_999 });
    await fc.assert(fc.asyncProperty(money, money, money, money, fc.array(fc.integer({ min: 1, max: 9_999_999 }), { maxLength: 4 }), async (fee, debt, grant, discount, paid) => {
      const body = {
        annual_fee: amount(fee), prev_debt: amount(debt), grant_amount: amount(grant), discount: amount(discount),
        payments: paid.map((value, i) => ({ paid_on: '2025-10-01', amount: amount(value), method_id: 1, reference: `P-${i}` })),
      };
      const written = await call('PUT', `/api/finances/${id}`, { token, body });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      const row = written.body.data as Finance;
      const paidCents = paid.reduce((sum, value) => sum + BigInt(value), 0n);
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
});
