// Paying fees online, over real HTTP against a real local stand-in payment provider, on PGlite and (when DATABASE_URL
// is set) PostgreSQL: an order the student starts is paid on the provider's page; its signed callback, however often
// and whenever it comes, or the student's return, writes the ledger once; a forged callback or one for an unknown
// order writes nothing; the receipt is read by pdftotext and the mail by a real SMTP server; a refund goes through the
// provider and counts back into what remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { signatureOf, startPaymentProvider, type PaymentProviderStandIn } from '../../tools/payment-provider';
import { pdfText } from './support/pdf';
import { startSmtp, type TestSmtp } from './support/smtp';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

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
    await test.server.ctx.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'Nino', 'Payer', 3, $3)`,
      [email, await hashPassword(PASSWORD), finance.student_id],
    );
    student = await signIn(call, email, PASSWORD);
  });

  afterAll(async () => {
    await test?.stop();
    await provider?.close();
    await smtp?.stop();
  });

  const ledger = async (): Promise<Ledger> => (await call('GET', `/api/finances/${financeId}`, { token: admin })).body.data as Ledger;
  const payment = async (id: number): Promise<Payment> => (await call('GET', `/api/student/payments/${id}`, { token: student })).body.data as Payment;
  const cents = (value: string | null): number => Math.round(Number(value ?? 0) * 100);

  /** Starts a payment as the student does (Pay online): the provider's order and the page the student is sent to. */
  async function start(amount: number, language: 'ka' | 'en' = 'en'): Promise<{ id: number; orderId: string; page: string }> {
    const started = await call('POST', `/api/student/finances/actions/pay?id=${financeId}`, { token: student, body: { amount }, language });
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
    expect((over.body.errors as Record<string, string[]>).amount).toEqual([`At most ${(cents(remaining) / 100).toFixed(2)} GEL remains to be paid on this row.`]);
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
});
