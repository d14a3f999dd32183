// Paying fees online, over real HTTP against a real local stand-in payment provider, on PGlite and (when DATABASE_URL
// is set) PostgreSQL: an order the student starts is paid on the provider's page; its signed callback, however often
// and whenever it comes, or the student's return, writes the ledger once; a forged callback or one for an unknown
// order writes nothing; the receipt is read by pdftotext and the mail by a real SMTP server; a refund goes through the
// provider and counts back into what remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { signatureOf, startPaymentProvider, type PaymentProviderStandIn } from '../../tools/payment-provider';
import { pdfText } from './support/pdf';
import { startSmtp, type TestSmtp } from './support/smtp';
import { client, engines, serverBeside, signIn, signInHolding, startTestServer, tableDigest, testHash, type Call, type TestServer } from './support/server';

const PROVIDER = { clientId: 'aula-test', clientSecret: 'merchant secret', callbackSecret: 'callback secret' };
const PASSWORD = 'a student password';

interface Ledger { id: number; paid_amount: string; remaining_amount: string; refunded_amount: string | null; payments: { amount: string; method_id: number; reference: string }[] }
interface Payment { id: number; state_id: number; paid: boolean; amount: string; refunded_amount: string; receipt_number: string | null }

describe.each(engines)('online payments on %s', (engine) => {
  let test: TestServer;
  let provider: PaymentProviderStandIn;
  let smtp: TestSmtp;
  let call: Call;
  let admin: string;
  let student: string;
  let financeId: number;
  let studentId: number;
  /** on PostgreSQL a second server over the same database, where the racing orders' other half is started and settled */
  let other: RunningServer | undefined;
  let otherCall: Call;
  const email = `payer-${engine}@example.com`;

  beforeAll(async () => {
    provider = await startPaymentProvider(PROVIDER);
    smtp = await startSmtp();
    test = await startTestServer(engine, { paymentProvider: { url: provider.url, ...PROVIDER }, smtpUrl: smtp.url });
    // the provider calls back and sends the payer back to where this server listens
    test.server.ctx.config.publicUrl = test.baseUrl;
    call = client(test.baseUrl);
    admin = await signIn(call);
    const [finance] = await test.server.ctx.db.query<{ id: number; student_id: number }>(
      'SELECT id, student_id FROM finances WHERE remaining_amount > 1000 ORDER BY id LIMIT 1',
    );
    financeId = finance.id;
    studentId = finance.student_id;
    await test.server.ctx.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'Nino', 'Payer', 3, $3)`,
      [email, await testHash(PASSWORD), finance.student_id],
    );
    student = await signIn(call, email, PASSWORD);
    otherCall = call;
    if (engine === 'postgres') {
      const beside = await serverBeside(test.config);
      other = beside.server;
      const { baseUrl } = beside;
      other.ctx.config.publicUrl = baseUrl;
      otherCall = client(baseUrl);
    }
  });

  afterAll(async () => {
    await other?.close();
    await test?.stop();
    await provider?.close();
    await smtp?.stop();
  });

  const ledger = async (): Promise<Ledger> => (await call('GET', `/api/finances/${financeId}`, { token: admin })).body.data as Ledger;
  const payment = async (id: number): Promise<Payment> => (await call('GET', `/api/student/payments/${id}`, { token: student })).body.data as Payment;
  const cents = (value: string | null): number => Math.round(Number(value ?? 0) * 100);

  /** Starts a payment as the student does (Pay online): the provider's order and the page the student is sent to. */
  async function start(amount: number, language: 'ka' | 'en' = 'en', finance = financeId, via = call): Promise<{ id: number; orderId: string; page: string }> {
    const started = await via('POST', `/api/student/finances/actions/pay?id=${finance}`, { token: student, body: { amount }, language });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const page = String(started.body.redirect);
    const orderId = page.split('/').pop()!;
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM online_payments WHERE provider_order_id = $1', [orderId]);
    return { id, orderId, page };
  }

  /** The payer's decision on the hosted page; answers where the page sends the browser back. */
  async function decide(page: string, decision: 'pay' | 'cancel'): Promise<string> {
    const answer = await fetch(page, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    return answer.headers.get('location')!;
  }

  it('pays part of the balance: one ledger row of the online method, the balance lowered, a receipt and a mail', async () => {
    const before = await ledger();
    const { id, orderId, page } = await start(250.5);
    expect(page.startsWith(provider.url)).toBe(true);
    expect((await payment(id)).state_id).toBe(1);
    provider.callbacks = 'twice';
    const back = await decide(page, 'pay');
    expect(back).toBe(`${test.baseUrl}/payments/return/${id}`);
    // the browser comes back after both callbacks: each settles nothing more
    const returned = await fetch(back, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/student/student-payments?rowId=${id}`);
    const after = await ledger();
    const online = after.payments.filter((entry) => entry.reference === orderId);
    expect(online.map((entry) => [cents(entry.amount), entry.method_id])).toEqual([[25050, 5]]);
    expect(cents(after.paid_amount) - cents(before.paid_amount)).toBe(25050);
    expect(cents(before.remaining_amount) - cents(after.remaining_amount)).toBe(25050);
    const paid = await payment(id);
    expect([paid.state_id, paid.paid]).toEqual([2, true]);
    expect(paid.receipt_number).toMatch(/^OP-\d{4}-\d{6}$/);

    // the receipt, in the reader's language, as pdftotext reads it
    const receipt = await call('POST', `/api/student/payments/actions/receipt`, { token: student, body: { ids: [id] }, language: 'ka' });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(receipt.bytes);
    expect(text).toContain('გადახდის ქვითარი');
    expect(text).toContain(paid.receipt_number);
    expect(text).toContain('250.50 GEL');
    // the mail, in the language the student paid in, with the receipt attached
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Your payment was received');
    expect(mail.text).toContain('250.50');
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(pdfText(mail.attachments[0].content)).toContain('Payment receipt');
    // the student is told
    const told = (await call('GET', '/api/notifications', { token: student, language: 'en' })).body as { data: { text: string }[] };
    expect(told.data.map((item) => item.text)).toContain(`Your payment of 250.50 GEL was received. Receipt no. ${paid.receipt_number}.`);
  });

  it('settles on the return when the callback has not come, and a late callback then writes nothing', async () => {
    const { id, orderId, page } = await start(10);
    provider.callbacks = 'none';
    const back = await decide(page, 'pay');
    await fetch(back, { redirect: 'manual' });
    expect((await payment(id)).state_id).toBe(2);
    const digest = await tableDigest(test, 'finances_payments');
    expect(await provider.deliverCallback(orderId)).toBe(200);
    expect(await tableDigest(test, 'finances_payments')).toBe(digest);
    expect((await ledger()).payments.filter((entry) => entry.reference === orderId)).toHaveLength(1);
  });

  it('writes the ledger once when two callbacks and the return come at the same moment', async () => {
    const { id, orderId, page } = await start(15);
    provider.callbacks = 'none';
    const back = await decide(page, 'pay');
    const answers = await Promise.all([provider.deliverCallback(orderId), provider.deliverCallback(orderId), fetch(back, { redirect: 'manual' }).then((answer) => answer.status)]);
    expect(answers).toEqual([200, 200, 303]);
    expect((await ledger()).payments.filter((entry) => entry.reference === orderId)).toHaveLength(1);
    expect((await payment(id)).state_id).toBe(2);
  });

  it('refuses a forged callback and one for an unknown order, and writes nothing', async () => {
    const { id, orderId, page } = await start(20);
    provider.callbacks = 'none';
    await decide(page, 'pay');
    const digests = async () => [await tableDigest(test, 'finances_payments'), await tableDigest(test, 'online_payments'), await tableDigest(test, 'finances')];
    const before = await digests();
    expect(await provider.deliverCallback(orderId, 'not the secret')).toBe(401);
    const unsigned = await fetch(`${test.baseUrl}/payments/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ body: { order_id: orderId } }) });
    expect(unsigned.status).toBe(401);
    const unknownBody = JSON.stringify({ event: 'order_payment', body: { order_id: 'no-such-order', status: 'completed' } });
    const unknown = await fetch(`${test.baseUrl}/payments/callback`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'callback-signature': signatureOf(unknownBody, PROVIDER.callbackSecret) }, body: unknownBody,
    });
    expect(unknown.status).toBe(404);
    // signed, but no callback: not JSON, or far larger than one
    for (const [body, status] of [['not json at all', 404], [JSON.stringify({ body: { order_id: 'x'.repeat(20_000) } }), 413]] as const) {
      const odd = await fetch(`${test.baseUrl}/payments/callback`, { method: 'POST', headers: { 'content-type': 'text/plain', 'callback-signature': signatureOf(body, PROVIDER.callbackSecret) }, body });
      expect(odd.status).toBe(status);
    }
    expect(await digests()).toEqual(before);
    expect((await payment(id)).state_id).toBe(1);
    // the genuine one settles it
    expect(await provider.deliverCallback(orderId)).toBe(200);
    expect((await payment(id)).state_id).toBe(2);
  });

  it('leaves the ledger as it was when the payer cancels, and says a paid order once more is already paid', async () => {
    const before = await tableDigest(test, 'finances_payments');
    const { id, page } = await start(30);
    provider.callbacks = 'once';
    await fetch(await decide(page, 'cancel'), { redirect: 'manual' });
    const failed = await payment(id);
    expect([failed.state_id, failed.paid, failed.receipt_number]).toEqual([3, false, null]);
    expect(await tableDigest(test, 'finances_payments')).toBe(before);
    const receipt = await call('POST', `/api/student/payments/actions/receipt`, { token: student, body: { ids: [id] }, language: 'en' });
    expect(receipt.status).toBe(422);
  });

  it('refuses an amount over what remains, in the user\'s language, and starts no order', async () => {
    const orders = await tableDigest(test, 'online_payments');
    const { remaining_amount: remaining } = await ledger();
    const over = await call('POST', `/api/student/finances/actions/pay?id=${financeId}`, { token: student, body: { amount: cents(remaining) / 100 + 1 }, language: 'en' });
    expect(over.status).toBe(422);
    expect((over.body.errors as Record<string, string[]>).amount).toEqual([`At most ${(cents(remaining) / 100).toFixed(2)} GEL remains to be paid of this fee.`]);
    const negative = await call('POST', `/api/student/finances/actions/pay?id=${financeId}`, { token: student, body: { amount: -5 }, language: 'ka' });
    expect(negative.status).toBe(422);
    expect(await tableDigest(test, 'online_payments')).toBe(orders);
    // another student's finance row is not theirs to pay
    const [other] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finances WHERE student_id <> (SELECT student_id FROM finances WHERE id = $1) LIMIT 1', [financeId]);
    expect((await call('POST', `/api/student/finances/actions/pay?id=${other.id}`, { token: student, body: { amount: 1 } })).status).toBe(404);
  });

  it('refunds through the provider: the order and the finance row say what was given back, and what remains counts it', async () => {
    const { id, orderId, page } = await start(100);
    provider.callbacks = 'once';
    await decide(page, 'pay');
    const before = await ledger();
    const clerk = await signInHolding(test, `clerk-${engine}@example.com`, ['finances.index']);
    expect((await call('POST', `/api/online-payments/actions/refund?id=${id}`, { token: clerk, body: { amount: 40 } })).status).toBe(403);
    const over = await call('POST', `/api/online-payments/actions/refund?id=${id}`, { token: admin, body: { amount: 100.01 }, language: 'en' });
    expect(over.status).toBe(422);
    const refunded = await call('POST', `/api/online-payments/actions/refund?id=${id}`, { token: admin, body: { amount: 40 }, language: 'en' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(provider.orders.get(orderId)!.refunded).toBe(4000);
    const order = (await call('GET', `/api/online-payments/${id}`, { token: admin })).body.data as Payment;
    expect([order.state_id, cents(order.refunded_amount)]).toEqual([4, 4000]);
    const after = await ledger();
    expect(cents(after.refunded_amount) - cents(before.refunded_amount)).toBe(4000);
    expect(cents(after.remaining_amount) - cents(before.remaining_amount)).toBe(4000);
    const rest = await call('POST', `/api/online-payments/actions/refund?id=${id}`, { token: admin, body: { amount: 60 } });
    expect(rest.status).toBe(200);
    expect(((await call('GET', `/api/online-payments/${id}`, { token: admin })).body.data as Payment).state_id).toBe(5);
    const history = (await call('GET', `/api/finances/${financeId}/history`, { token: admin })).body as { data: { changes: Record<string, unknown> }[] };
    expect(history.data.some((entry) => 'refunded_amount' in entry.changes)).toBe(true);
  });

  /** A new fee of the student's, 1,418 GEL due and nothing paid. */
  async function newFee(): Promise<number> {
    const [fee] = await test.server.ctx.db.query<{ id: number }>(
      `INSERT INTO finances (student_id, learn_year_id, total_fee, annual_fee, paid_amount, remaining_amount)
       SELECT student_id, learn_year_id, 1418, 1418, 0, 1418 FROM finances WHERE id = $1 RETURNING id`, [financeId],
    );
    return fee.id;
  }
  const feeLedger = async (id: number): Promise<Ledger> => (await call('GET', `/api/finances/${id}`, { token: admin })).body.data as Ledger;

  it('holds an awaiting order\'s amount: a second order for more than remains after it is refused in the user\'s language', async () => {
    const fee = await newFee();
    await start(1000, 'en', fee);
    const orders = await tableDigest(test, 'online_payments');
    const held = await call('POST', `/api/student/finances/actions/pay?id=${fee}`, { token: student, body: { amount: 1418 }, language: 'en' });
    expect(held.status).toBe(422);
    expect((held.body.errors as Record<string, string[]>).amount).toEqual([
      'At most 418.00 GEL can be paid now: 1000.00 GEL of what remains is held by an online payment started in the last 30 minutes and not finished. Finish or cancel it on the payment page, or try again later.',
    ]);
    const inGeorgian = await call('POST', `/api/student/finances/actions/pay?id=${fee}`, { token: student, body: { amount: 419 }, language: 'ka' });
    expect(inGeorgian.status).toBe(422);
    expect((inGeorgian.body.errors as Record<string, string[]>).amount[0]).toMatch(/^ახლა შეიძლება გადაიხადოთ მაქსიმუმ 418\.00 ლარი/);
    expect(await tableDigest(test, 'online_payments')).toBe(orders);
    // what the hold leaves may be paid; a cancelled order holds nothing
    const rest = await start(418, 'en', fee);
    provider.callbacks = 'once';
    await fetch(await decide(rest.page, 'cancel'), { redirect: 'manual' });
    expect((await payment(rest.id)).state_id).toBe(3);
    await start(418, 'en', fee);
  });

  it('settles two orders for the whole fee paid at once (on two servers over PostgreSQL) into the ledger once; the other is kept to refund', async () => {
    for (let round = 0; round < 3; round += 1) {
      const fee = await newFee();
      const first = await start(1418, 'en', fee);
      // the student left the first order's page: after its 30 minutes it holds nothing, and a second one starts
      expect((await call('POST', `/api/student/finances/actions/pay?id=${fee}`, { token: student, body: { amount: 1418 } })).status).toBe(422);
      await test.server.ctx.db.query(`UPDATE online_payments SET created_at = now() - interval '31 minutes' WHERE id = $1`, [first.id]);
      const second = await start(1418, 'en', fee, otherCall);
      provider.callbacks = 'none';
      // and then pays both at the provider: each callback and each return comes at the same moment, to the server that started its order
      const backs = [await decide(first.page, 'pay'), await decide(second.page, 'pay')];
      const answers = await Promise.all([
        provider.deliverCallback(first.orderId), provider.deliverCallback(second.orderId),
        ...backs.map((back) => fetch(back, { redirect: 'manual' }).then((answer) => answer.status)),
      ]);
      expect(answers).toEqual([200, 200, 303, 303]);
      const after = await feeLedger(fee);
      expect(after.payments.map((entry) => cents(entry.amount))).toEqual([141800]);
      expect([cents(after.paid_amount), cents(after.remaining_amount)]).toEqual([141800, 0]);
      const states = [(await payment(first.id)).state_id, (await payment(second.id)).state_id].sort();
      expect(states).toEqual([2, 6]);
    }
    // the finance office sees the orders kept to refund, and gives one back without touching the ledger
    const kept = (await call('GET', `/api/online-payments?state_id=6&student_id=${studentId}`, { token: admin })).body as { online_payments: { data: { id: number }[] } };
    expect(kept.online_payments.data).toHaveLength(3);
    const [order] = kept.online_payments.data;
    const [{ finance_id: fee }] = await test.server.ctx.db.query<{ finance_id: number }>('SELECT finance_id FROM online_payments WHERE id = $1', [order.id]);
    const before = await feeLedger(fee);
    const refunded = await call('POST', `/api/online-payments/actions/refund?id=${order.id}`, { token: admin, body: { amount: 1418 }, language: 'en' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(((await call('GET', `/api/online-payments/${order.id}`, { token: admin })).body.data as Payment).state_id).toBe(5);
    const after = await feeLedger(fee);
    expect([after.paid_amount, after.remaining_amount, after.refunded_amount]).toEqual([before.paid_amount, before.remaining_amount, before.refunded_amount]);
    // the student was told
    const told = (await call('GET', '/api/notifications', { token: student, language: 'en' })).body as { data: { text: string }[] };
    expect(told.data.map((item) => item.text)).toContain('Your payment of 1418.00 GEL came when nothing more remained to be paid on the row, so it was not recorded: the finance office will refund it.');
  });

  it('refuses in the database a ledger payment beyond what is due, sent by SQL, by two transactions at once, or by a form', async () => {
    const fee = await newFee();
    const { db } = test.server.ctx;
    const pay = (amount: number, reference: string) => db.transaction((tx) => tx.query(
      `INSERT INTO finances_payments (parent_id, position, paid_on, amount, method_id, reference) VALUES ($1, 0, current_date, $2, 1, $3)`, [fee, amount, reference],
    ));
    await expect(pay(1418.01, 'SQL-1')).rejects.toMatchObject({ code: '23514', constraint: 'finances_payments_within_due' });
    // two transactions paying 1,000 each at once: the second waits for the first's lock of the fee, then counts its payment
    const racing = await Promise.allSettled([1, 2].map((n) => db.transaction(async (tx) => {
      await tx.query(`INSERT INTO finances_payments (parent_id, position, paid_on, amount, method_id, reference) VALUES ($1, $2, current_date, 1000, 1, $3)`, [fee, n, `SQL-race-${n}`]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    })));
    expect(racing.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((racing.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ constraint: 'finances_payments_within_due' });
    const [{ sum }] = await db.query<{ sum: string }>('SELECT sum(amount) AS sum FROM finances_payments WHERE parent_id = $1', [fee]);
    expect(cents(sum)).toBe(100000);
    // raising a payment past it, by SQL or by the finance form, is refused too: the form says so under the payments
    await expect(db.transaction((tx) => tx.query(`UPDATE finances_payments SET amount = 1418.01 WHERE parent_id = $1`, [fee]))).rejects.toMatchObject({ constraint: 'finances_payments_within_due' });
    const { payments } = await feeLedger(fee);
    const form = await call('PUT', `/api/finances/${fee}`, { token: admin, language: 'en', body: { payments: [...payments, { paid_on: '2026-01-10', amount: 418.01, method_id: 1, reference: 'FORM-1' }] } });
    expect(form.status, JSON.stringify(form.body)).toBe(422);
    expect((form.body.errors as Record<string, string[]>).payments).toEqual(['These payments are more than is due on the row: at most 418.00 GEL more can be recorded on it.']);
    expect((await call('PUT', `/api/finances/${fee}`, { token: admin, body: { payments: [...payments, { paid_on: '2026-01-10', amount: 418, method_id: 1, reference: 'FORM-2' }] } })).status).toBe(200);
    expect(cents((await feeLedger(fee)).remaining_amount)).toBe(0);
  });

  it('keeps what is due in the database as the finance screen computes it, on every row', async () => {
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM finances WHERE finance_due(id) <> coalesce(remaining_amount, 0) + coalesce(paid_amount, 0)',
    );
    expect(count).toBe(0);
  });
});
