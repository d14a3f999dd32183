// Paying fees online (screens/online-payments.yaml, student-finances' Pay online). A student's payment is an order
// at the payment provider, whose hosted page takes the money; Aula believes an outcome only once it has read the
// order back from the provider, whether a callback told it (server/domains/finances/payment-callbacks.ts) or the
// student's return did, whichever comes first. The order's row is locked while it is settled, so a callback sent
// twice, late, or beside the return writes the ledger once; a unique index on the ledger's online references keeps
// it so in the database too. A failed or abandoned payment writes nothing to the ledger. What a finance row's ledger
// and its awaiting orders may hold is the database's to keep (migration 0064): an order awaiting the provider holds its
// amount for 30 minutes, and a payment the ledger has no room for is refused there, its order then kept to refund.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable, Row } from '../../db/database';
import type { AppContext } from '../../kernel/context';
import { HttpError, fieldError } from '../../core/errors';
import type { Language, Translator } from '../../core/i18n';
import { writeComputed } from '../../kernel/computed';
import { keepingHistory } from '../../kernel/history';
import { tableSource } from '../../kernel/table-source';
import type { Operation } from '../../kernel/operations';
import { startPdf } from '../../files/pdf';
import { ProviderError, type ProviderOrder } from '../../payments/provider';
import { documentDate } from '../documents/operations';
import { roomRefused } from './due';
import { options } from '../../../contract/generated/options';

/** The ledger's method of a payment made online (lookups.yaml, paymentMethods). */
const ONLINE_PAYMENT = options.paymentMethods.online;
/** An online payment's states (lookups.yaml, paymentStates). */
export const PAYMENT_STATE = options.paymentStates;
const CURRENCY = 'GEL';

/** An amount in tetri (1/100 lari), exact for any amount a form takes. */
const tetri = (amount: unknown): number => Math.round(Number(amount) * 100);
const lari = (value: number): string => (value / 100).toFixed(2);

interface PaymentRow {
  id: number;
  student_id: number;
  finance_id: number;
  amount: string;
  state_id: number;
  provider_order_id: string | null;
  refunded_amount: string | null;
  receipt_number: string | null;
  language: string | null;
  paid_by: number | null;
}

const PAYMENT_COLUMNS = 'id, student_id, finance_id, amount, state_id, provider_order_id, refunded_amount, receipt_number, language, paid_by';

function providerOf(ctx: AppContext) {
  if (!ctx.payments) throw new HttpError(422, 'server.payments.not_set_up');
  return ctx.payments;
}

/** Where the provider sends callbacks and the payer back. */
export const CALLBACK_PATH = '/payments/callback';
export const RETURN_PATH = '/payments/return';

/**
 * Pay online (student-finances, a row): an order for the amount, at most what remains of the row less what the
 * student's awaiting orders hold, is kept awaiting and created at the provider; the student is sent to its hosted page.
 * The database refuses an order beyond that; a provider that cannot be reached leaves the order failed and says so;
 * nothing is paid.
 */
const payOnline: Operation = async ({ ctx, user, t, rows, values }) => {
  const provider = providerOf(ctx);
  const [finance] = await ctx.db.query<{ id: number; student_id: number; learn_year_id: number | null }>(
    'SELECT id, student_id, learn_year_id FROM finances WHERE id = $1', [rows[0].id],
  );
  const amount = tetri(values.amount);
  // in a transaction of its own: a refusal is rolled back as every refused write is
  const [order] = await ctx.db.transaction((tx) => tx.query<{ id: number }>(
    `INSERT INTO online_payments (student_id, finance_id, learn_year_id, amount, state_id, paid, refunded_amount, language, paid_by)
     VALUES ($1, $2, $3, $4, $5, false, 0, $6, $7) RETURNING id`,
    [finance.student_id, finance.id, finance.learn_year_id, lari(amount), PAYMENT_STATE.awaiting, t.language, user.id],
  )).catch(async (error: unknown) => {
    const room = roomRefused(error, 'online_payments_within_due');
    if (room === undefined) throw error;
    const [{ remaining }] = await ctx.db.query<{ remaining: string | null }>('SELECT remaining_amount AS remaining FROM finances WHERE id = $1', [finance.id]);
    if (tetri(room) <= 0 && tetri(remaining ?? 0) <= 0) throw new HttpError(422, 'server.payments.nothing_remains');
    if (tetri(room) >= tetri(remaining ?? 0)) throw fieldError('amount', 'server.payments.over_remaining', { remaining: lari(tetri(room)) });
    throw fieldError('amount', 'server.payments.over_held', { available: lari(tetri(room)), held: lari(tetri(remaining ?? 0) - tetri(room)) });
  });
  const back = `${ctx.config.publicUrl}${RETURN_PATH}/${order.id}`;
  try {
    const created = await provider.createOrder({
      externalOrderId: String(order.id), amount: lari(amount), currency: CURRENCY,
      callbackUrl: `${ctx.config.publicUrl}${CALLBACK_PATH}`, successUrl: back, failUrl: back, language: t.language,
    });
    await ctx.db.query('UPDATE online_payments SET provider_order_id = $2, updated_at = now() WHERE id = $1', [order.id, created.id]);
    ctx.totals.invalidate('online_payments');
    return { done: 1, message: t.t('server.payments.started'), redirect: created.redirectUrl };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await ctx.db.query('UPDATE online_payments SET state_id = $2, updated_at = now() WHERE id = $1', [order.id, PAYMENT_STATE.failed]);
    throw new HttpError(503, 'server.payments.provider_down');
  }
};

/** The outcome the provider reports for the order, if it is the order Aula made (its id and amount) and it has ended. */
function outcomeOf(order: PaymentRow, remote: ProviderOrder): 'paid' | 'failed' | undefined {
  if (remote.externalOrderId !== String(order.id) || tetri(remote.amount) !== tetri(order.amount) || remote.currency !== CURRENCY) return undefined;
  if (remote.status === 'completed' || remote.status === 'refunded' || remote.status === 'refunded_partially') return 'paid';
  if (remote.status === 'rejected') return 'failed';
  return undefined;
}

/**
 * Settles an awaiting order from what the provider says of it now: paid, it becomes a row of its finance row's ledger
 * (the row's sums and history with it), a numbered receipt, a notification and a mail; refused, it is failed; still
 * open, it stays awaiting. Answers the order's state after it. Settling a settled order does nothing.
 */
export async function settlePayment(ctx: AppContext, id: number, log: FastifyBaseLogger): Promise<number | undefined> {
  const [order] = await ctx.db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM online_payments WHERE id = $1`, [id]);
  if (!order) return undefined;
  if (order.state_id !== PAYMENT_STATE.awaiting || !order.provider_order_id || !ctx.payments) return order.state_id;
  const outcome = outcomeOf(order, await ctx.payments.readOrder(order.provider_order_id));
  if (!outcome) return order.state_id;
  const payments = ctx.registry.screens['online-payments'];
  const finances = ctx.registry.screens.finances;
  const settled = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM online_payments WHERE id = $1 FOR UPDATE`, [id]);
    // another callback, or the return, settled it while the provider was asked
    if (locked.state_id !== PAYMENT_STATE.awaiting) return undefined;
    return keepingHistory(tx, payments, tableSource(ctx, payments), [id], locked.paid_by, async () => {
      if (outcome === 'failed') {
        await tx.query('UPDATE online_payments SET state_id = $2, updated_at = now() WHERE id = $1', [id, PAYMENT_STATE.failed]);
        return undefined;
      }
      // the year and the day on the university's clock, the zone of the session (TIME_ZONE)
      const [paid] = await tx.query<{ receipt_number: string }>(
        `UPDATE online_payments SET state_id = $2, paid = true, paid_at = now(),
           receipt_number = 'OP-' || to_char(now(), 'YYYY') || '-' || lpad(id::text, 6, '0'), updated_at = now()
         WHERE id = $1 RETURNING receipt_number`,
        [id, PAYMENT_STATE.paid],
      );
      await keepingHistory(tx, finances, tableSource(ctx, finances), [locked.finance_id], locked.paid_by, async () => {
        await tx.query(
          `INSERT INTO finances_payments (parent_id, position, paid_on, amount, method_id, reference, recorded_by)
           VALUES ($1, (SELECT coalesce(max(position) + 1, 0) FROM finances_payments WHERE parent_id = $1), current_date, $2, $3, $4, $5)`,
          [locked.finance_id, locked.amount, ONLINE_PAYMENT, locked.provider_order_id, locked.paid_by],
        );
        await writeComputed(tx, finances, 'finances', locked.finance_id);
      });
      const account = await accountOf(tx, locked.paid_by);
      if (account) {
        await ctx.notifications.notify(tx, [account.id], {
          kind: 'action', text: 'notifications.payments.paid', params: { amount: lari(tetri(locked.amount)), receipt: paid.receipt_number }, link: `/student/student-payments?rowId=${id}`,
        });
      }
      return { ...locked, receipt_number: paid.receipt_number, account };
    });
  }).catch(async (error: unknown) => {
    if (roomRefused(error, 'finances_payments_within_due') === undefined) throw error;
    await keepToRefund(ctx, id, log);
    return undefined;
  });
  ctx.totals.invalidate('online_payments');
  ctx.totals.invalidate('finances');
  if (!settled) return (await ctx.db.query<{ state_id: number }>('SELECT state_id FROM online_payments WHERE id = $1', [id]))[0].state_id;
  if (settled.account) await mailReceipt(ctx, id, settled.account, log);
  return PAYMENT_STATE.paid;
}

/**
 * An order the provider took the money for when its finance row had no room left for it (its hold had ended and the
 * ledger was paid meanwhile, by another order or a transfer): the ledger refused it, so the order is kept to refund,
 * where the finance office sees it, and the student is told.
 */
async function keepToRefund(ctx: AppContext, id: number, log: FastifyBaseLogger): Promise<void> {
  const payments = ctx.registry.screens['online-payments'];
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM online_payments WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.state_id !== PAYMENT_STATE.awaiting) return;
    await keepingHistory(tx, payments, tableSource(ctx, payments), [id], locked.paid_by, async () => {
      await tx.query('UPDATE online_payments SET state_id = $2, updated_at = now() WHERE id = $1', [id, PAYMENT_STATE.to_refund]);
    });
    const account = await accountOf(tx, locked.paid_by);
    if (account) {
      await ctx.notifications.notify(tx, [account.id], {
        kind: 'action', text: 'notifications.payments.to_refund', params: { amount: lari(tetri(locked.amount)) }, link: `/student/student-payments?rowId=${id}`,
      });
    }
    log.warn({ payment: id, finance: locked.finance_id, amount: locked.amount }, 'online payment beyond what is due: kept to refund');
  });
}

/** The account that paid, where the receipt is mailed and the outcome told. */
async function accountOf(tx: Queryable, accountId: number | null): Promise<{ id: number; email: string; name: string } | undefined> {
  const [account] = await tx.query<{ id: number; email: string; name: string }>(
    `SELECT id, email, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name FROM users WHERE id = $1`, [accountId],
  );
  return account;
}

/** The receipt mailed to the student in the language they paid in; a mail that cannot be sent is logged, the payment stands. */
async function mailReceipt(ctx: AppContext, id: number, account: { email: string; name: string }, log: FastifyBaseLogger): Promise<void> {
  try {
    const receipt = await receiptOf(ctx, id);
    const language: Language = receipt.row.language === 'en' ? 'en' : 'ka';
    const t = ctx.locales.translator(language);
    const pdf = await receiptPdf(receipt.row, receipt.program, t, ctx.config.timeZone);
    await ctx.mailer.send({
      occasion: 'payment-receipt', to: account.email, language,
      values: { name: account.name, amount: lari(tetri(receipt.row.amount)), receipt: String(receipt.row.receipt_number), date: documentDate(receipt.row.paid_at, ctx.config.timeZone) },
      attachments: [{ filename: receiptFileName(receipt.row, t), content: pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    log.error(error);
  }
}

/** A paid order with what its receipt says: the student, the programme (in each language), the year. */
async function receiptOf(ctx: AppContext, id: number): Promise<{ row: Row; program: Record<Language, string> }> {
  const [row] = await ctx.db.query<Row & { program_ka: string | null; program_en: string | null }>(
    `SELECT o.*, s.name, s.surname, s.personal_id, p.name_ka AS program_ka, p.name_en AS program_en, y.name AS year
     FROM online_payments o JOIN students s ON s.id = o.student_id LEFT JOIN programs p ON p.id = s.program_id
       LEFT JOIN learn_years y ON y.id = o.learn_year_id
     WHERE o.id = $1`, [id],
  );
  return { row, program: { ka: row.program_ka ?? '', en: row.program_en ?? row.program_ka ?? '' } };
}

const receiptFileName = (row: Row, t: Translator): string => `${t.t('server.payments.receipt.file')}-${String(row.receipt_number)}.pdf`;

/** The receipt as a PDF in the reader's language: who paid what, when, for which year, how, and what was given back. */
export async function receiptPdf(row: Row, program: Record<Language, string>, t: Translator, timeZone: string): Promise<Buffer> {
  const { pdf, finished } = startPdf({ size: 'A5', margin: 40, info: { Title: `${t.t('server.payments.receipt.title')} ${String(row.receipt_number)}` } });
  pdf.font('bold').fontSize(15).fillColor('#0b3d66').text(t.t('server.payments.receipt.title'), { align: 'center' });
  pdf.moveDown(1);
  const line = (label: string, value: string): void => {
    pdf.font('bold').fontSize(10).fillColor('#444444').text(t.t(`server.payments.receipt.${label}`), { continued: true })
      .font('text').fillColor('#000000').text(`  ${value}`);
    pdf.moveDown(0.3);
  };
  line('number', String(row.receipt_number));
  line('paid_at', documentDate(row.paid_at, timeZone));
  line('student', `${String(row.name ?? '')} ${String(row.surname ?? '')}`.trim());
  line('personal_id', String(row.personal_id ?? ''));
  line('program', program[t.language]);
  if (row.year) line('year', String(row.year));
  line('amount', `${lari(tetri(row.amount))} ${CURRENCY}`);
  line('method', t.t('options.paymentMethods.online'));
  line('order', String(row.provider_order_id));
  if (tetri(row.refunded_amount ?? 0) > 0) line('refunded', `${lari(tetri(row.refunded_amount))} ${CURRENCY}`);
  return finished();
}

/** Receipt (online-payments and student-payments, a row): the paid order's receipt, in the reader's language. */
const paymentReceipt: Operation = async ({ ctx, t, rows }) => {
  const [row] = rows;
  if (row.paid !== true) throw new HttpError(422, 'server.payments.not_paid');
  const receipt = await receiptOf(ctx, Number(row.id));
  return { done: 1, message: '', file: { content: await receiptPdf(receipt.row, receipt.program, t, ctx.config.timeZone), name: receiptFileName(receipt.row, t) } };
};

/**
 * Refund (online-payments, a row): part or all of what is left of a paid order is given back through the provider;
 * once it has answered, the order's refunded amount is what the provider reports, and the finance row's refunded
 * amount (which the remaining amount counts back) the sum of its paid orders' (an order kept to refund never reached
 * the ledger, so its refund leaves the row as it is). A provider that refuses leaves everything as it was.
 */
const refundPayment: Operation = async ({ ctx, user, t, rows, values }) => {
  const provider = providerOf(ctx);
  const id = Number(rows[0].id);
  const [order] = await ctx.db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM online_payments WHERE id = $1`, [id]);
  const refundable = tetri(order.amount) - tetri(order.refunded_amount ?? 0);
  const amount = tetri(values.amount);
  if (refundable <= 0 || amount > refundable) throw fieldError('amount', 'server.payments.over_refundable', { refundable: lari(Math.max(refundable, 0)) });
  let refunded: string;
  try {
    refunded = (await provider.refund(order.provider_order_id!, lari(amount))).refunded;
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(422, 'server.payments.refund_refused');
    throw error;
  }
  const payments = ctx.registry.screens['online-payments'];
  const finances = ctx.registry.screens.finances;
  await ctx.db.transaction(async (tx) => {
    await keepingHistory(tx, payments, tableSource(ctx, payments), [id], user.id, async () => {
      const whole = tetri(refunded) >= tetri(order.amount);
      // an order kept to refund stays so until all of it is given back
      const part = order.state_id === PAYMENT_STATE.to_refund ? PAYMENT_STATE.to_refund : PAYMENT_STATE.refunded_partly;
      await tx.query(
        'UPDATE online_payments SET refunded_amount = greatest(coalesce(refunded_amount, 0), $2::numeric), state_id = $3, updated_at = now() WHERE id = $1',
        [id, refunded, whole ? PAYMENT_STATE.refunded : part],
      );
    });
    // an order kept to refund never reached the ledger, so its finance row stays as it is
    if (order.state_id !== PAYMENT_STATE.to_refund) await keepingHistory(tx, finances, tableSource(ctx, finances), [order.finance_id], user.id, async () => {
      await tx.query(
        `UPDATE finances SET refunded_amount = (SELECT coalesce(sum(refunded_amount), 0) FROM online_payments WHERE finance_id = $1 AND paid), updated_at = now()
         WHERE id = $1`, [order.finance_id],
      );
      await writeComputed(tx, finances, 'finances', order.finance_id);
    });
    const account = await accountOf(tx, order.paid_by);
    if (account) {
      await ctx.notifications.notify(tx, [account.id], {
        kind: 'action', text: 'notifications.payments.refunded', params: { amount: lari(amount), receipt: String(order.receipt_number) }, link: `/student/student-payments?rowId=${id}`,
      });
    }
  });
  ctx.totals.invalidate('online_payments');
  ctx.totals.invalidate('finances');
  return { done: 1, message: t.t('server.payments.refunded', { amount: lari(amount) }) };
};

export const onlinePaymentOperations = { payOnline, paymentReceipt, refundPayment };
