// Finances that add up (spec section 3): a bank statement imported into the students' payment ledgers, and the
// lecturers' hours counted from the journal. Both write through the screens' own computed fields, so a paid,
// remaining or owed amount is never typed.
import type { Queryable } from '../../db/database';
import { HttpError } from '../../core/errors';
import type { Registry } from '../../../contract/model';
import { writeComputed } from '../../kernel/computed';
import { keepingHistory } from '../../kernel/history';
import { createRow } from '../../kernel/records';
import { tableSource } from '../../kernel/table-source';
import { sheetRows } from '../../kernel/sheet-rows';
import { cellText, isEmptyCell, plainName } from '../../kernel/sheet-values';
import type { FileStorage } from '../../files/storage';
import { IMPORT_EXTENSIONS, type ImportExtension } from '../../../contract/import';
import { isCalendarDay } from '../../../contract/days';
import { meetingDays } from '../teaching/rules';
import { isDecimal } from '../../../contract/values';
import type { RowOutcome, Operation } from '../../kernel/operations';
import { roomRefused } from './due';
import { options } from '../../../contract/generated/options';

/** The most rows one statement may hold: a month of a large university's transfers, in one transaction. */
export const MAX_IMPORT_ROWS = 5_000;

/** The method an imported payment is recorded with (paymentMethods: bank transfer). */
const BANK_TRANSFER = options.paymentMethods.bank_transfer;

/**
 * The columns a statement names in its first row, each by its key or by one of its labels in either language (the
 * first is the one an error names): a payment's date may be headed "payment date" or just "date".
 */
const STATEMENT_COLUMNS = {
  personal_id: ['fields.personal_id'],
  paid_on: ['fields.payment_date', 'server.finances.date_column'],
  amount: ['fields.amount'],
  reference: ['fields.reference'],
} as const;
type StatementColumn = keyof typeof STATEMENT_COLUMNS;

/** A statement's non-empty rows from its header on (its first non-empty row), each cell as text, or none when the file is no table. */
async function readStatement(storage: FileStorage, location: string, extension: string): Promise<{ line: number; cells: string[] }[] | undefined> {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) return undefined;
  const rows: { line: number; cells: string[] }[] = [];
  try {
    for await (const row of sheetRows(extension as ImportExtension, () => storage.open(location))) {
      if (row.cells.every(isEmptyCell)) continue;
      rows.push({ line: row.line, cells: row.cells.map(cellText) });
      // one past the most a statement holds is enough to refuse it
      if (rows.length > MAX_IMPORT_ROWS + 1) break;
    }
  } catch (error) {
    // a file past an import's limits is refused in its own words; one that is no table is unreadable
    if (error instanceof HttpError) throw error;
    return undefined;
  }
  return rows;
}

/** 2025-09-20, 20.09.2025 or 20/09/2025 as yyyy-mm-dd, if it is a real day. */
function dayOf(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts;
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** 1125, 1125.5 or 1 125,50 as an exact amount above zero, if it has at most two decimals. */
function amountOf(text: string): string | undefined {
  const written = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return isDecimal(written) && Number(written) > 0 && Number(written) <= 1_000_000 ? written : undefined;
}

interface StatementRow {
  line: number;
  personalId: string;
  paidOn: string;
  amount: string;
  reference: string;
}

/**
 * Imports a bank statement into the ledgers: each row names a student by personal ID and becomes a payment of the
 * student's newest finance row. A row that cannot be one (an unknown student, no day, no amount, a reference paid
 * before or twice in the file) is refused with its line and reason; the others are written in one transaction, so
 * a failure leaves no ledger half-written, and importing the same statement again pays nothing twice.
 */
const importPayments: Operation = async ({ ctx, user, t, values }) => {
  const location = String(values.file);
  try {
    const table = await readStatement(ctx.storage, location, location.slice(location.lastIndexOf('.') + 1));
    if (!table || table.length === 0) throw new HttpError(422, 'server.finances.unreadable');
    // a name is compared by its letters and digits alone: "Personal ID", "personal_id" and "PERSONAL-ID" are one
    const header = table[0].cells.map(plainName);
    const names = (column: StatementColumn): string[] => [
      column, ...(['ka', 'en'] as const).flatMap((language) => STATEMENT_COLUMNS[column].map((label) => ctx.locales.translator(language).t(label))),
    ].map(plainName);
    const at = Object.fromEntries((Object.keys(STATEMENT_COLUMNS) as StatementColumn[]).map((column) => [column, header.findIndex((name) => names(column).includes(name))])) as Record<StatementColumn, number>;
    const missing = (Object.keys(at) as StatementColumn[]).filter((column) => at[column] === -1);
    if (missing.length > 0) throw new HttpError(422, 'server.finances.columns', { missing: missing.map((column) => t.t(STATEMENT_COLUMNS[column][0])).join(', ') });
    const lines = table.slice(1);
    if (lines.length > MAX_IMPORT_ROWS) throw new HttpError(422, 'server.finances.too_many', { max: MAX_IMPORT_ROWS });

    const refused: RowOutcome[] = [];
    const refuse = (line: number, key: string, params: Record<string, string>) =>
      refused.push({ id: line, name: t.t('server.finances.row', { line }), status: 'refused', reason: t.t(key, params) });
    const rows: StatementRow[] = [];
    const inFile = new Set<string>();
    for (const { cells, line } of lines) {
      const [personalId, paidOn, amount, reference] = [cells[at.personal_id], cells[at.paid_on], cells[at.amount], cells[at.reference]].map((cell) => (cell ?? '').trim());
      const day = dayOf(paidOn);
      const sum = amountOf(amount);
      if (!day) refuse(line, 'server.finances.bad_date', { value: paidOn });
      else if (!sum) refuse(line, 'server.finances.bad_amount', { value: amount });
      else if (!reference) refuse(line, 'server.finances.no_reference', {});
      else if (inFile.has(reference)) refuse(line, 'server.finances.twice_in_file', { reference });
      else rows.push({ line, personalId, paidOn: day, amount: sum, reference });
      inFile.add(reference);
    }

    const finances = ctx.registry.screens.finances;
    const done = await ctx.db.transaction(async (tx) => {
      // each ledger paid into has the payment, and its sums, in its history
      const ledgers = await tx.query<{ id: number }>(
        'SELECT f.id FROM finances f JOIN students s ON s.id = f.student_id WHERE s.personal_id = ANY($1::text[])', [[...new Set(rows.map((row) => row.personalId))]],
      );
      return keepingHistory(tx, finances, tableSource(ctx, finances), ledgers.map((ledger) => ledger.id), user.id, async () => {
        const paid = await writePayments(tx, rows, user.id, refuse);
        for (const id of new Set(paid)) await writeComputed(tx, finances, 'finances', id);
        return paid.length;
      });
    });
    ctx.totals.invalidate('finances');
    refused.sort((a, b) => a.id - b.id);
    return { done, message: t.t('server.finances.imported', { count: done }), results: refused };
  } finally {
    // the statement was read; its rows are the ledgers' now
    await ctx.storage.remove(location);
  }
};

/**
 * Writes the rows that name a student with a finance row and a reference no ledger holds, within what is due on it
 * (the others are refused);
 * answers the finance row of each payment written. The references are locked first, so two imports of one statement at once
 * do not both pay it.
 */
async function writePayments(
  tx: Queryable, rows: readonly StatementRow[], author: number, refuse: (line: number, key: string, params: Record<string, string>) => void,
): Promise<number[]> {
  await tx.query(`LOCK TABLE finances_payments IN SHARE ROW EXCLUSIVE MODE`);
  const targets = await tx.query<{ personal_id: string; finance_id: number | null }>(
    `SELECT s.personal_id, (SELECT f.id FROM finances f WHERE f.student_id = s.id ORDER BY f.id DESC LIMIT 1) AS finance_id
     FROM students s WHERE s.personal_id = ANY($1::text[])`,
    [[...new Set(rows.map((row) => row.personalId))]],
  );
  const financeOf = new Map(targets.map((target) => [target.personal_id, target.finance_id]));
  const paidBefore = new Set((await tx.query<{ reference: string }>(
    'SELECT reference FROM finances_payments WHERE reference = ANY($1::text[])', [rows.map((row) => row.reference)],
  )).map((row) => row.reference));
  const paid: number[] = [];
  for (const row of rows) {
    const financeId = financeOf.get(row.personalId);
    if (financeId === undefined) refuse(row.line, 'server.finances.no_student', { personal_id: row.personalId });
    else if (financeId === null) refuse(row.line, 'server.finances.no_finance', { personal_id: row.personalId });
    else if (paidBefore.has(row.reference)) refuse(row.line, 'server.finances.paid_before', { reference: row.reference });
    else {
      // the database refuses a payment beyond what is due (migration 0064): that row alone is refused
      await tx.query('SAVEPOINT payment');
      const room = await tx.query(
        `INSERT INTO finances_payments (parent_id, position, paid_on, amount, method_id, reference, recorded_by)
         VALUES ($1, (SELECT coalesce(max(position) + 1, 0) FROM finances_payments WHERE parent_id = $1), $2, $3, $4, $5, $6)`,
        [financeId, row.paidOn, row.amount, BANK_TRANSFER, row.reference, author],
      ).then(() => undefined, (error: unknown) => {
        const left = roomRefused(error, 'finances_payments_within_due');
        if (left === undefined) throw error;
        return left;
      });
      if (room === undefined) {
        await tx.query('RELEASE SAVEPOINT payment');
        paid.push(financeId);
      } else {
        await tx.query('ROLLBACK TO SAVEPOINT payment');
        refuse(row.line, 'server.constraints.finances_payments_within_due', { limit: room });
      }
    }
  }
  return paid;
}

/** The journal's courses counted in a month: each meeting's hour on the days of the month it is on, for its lecturer. */
const COUNTED_HOURS = `
  SELECT m.lecturer_id, c.id AS course_id, round(sum(extract(epoch FROM (m.ends_at - m.starts_at))) / 3600, 2) AS hours
  FROM journal_courses c JOIN journal_courses_meetings m ON m.parent_id = c.id
  CROSS JOIN LATERAL ${meetingDays('c', 'm')} AS day
  WHERE m.lecturer_id IS NOT NULL AND m.starts_at IS NOT NULL AND m.ends_at > m.starts_at
    AND day >= $1::date AND day < $1::date + interval '1 month'
  GROUP BY m.lecturer_id, c.id`;

/**
 * Counts a month's hours from the journal into lecturer finances: a row per lecturer and course is added, or its
 * hours brought up to date (its rate stays); a new row takes the lecturer's latest rate, or `rate` for a lecturer
 * who has none. The amounts are computed as every write computes them. Answers how many rows were counted.
 */
export async function countHours(tx: Queryable, registry: Registry, year: number, month: number, rate: unknown): Promise<number> {
  await tx.query('LOCK TABLE lecturer_finances IN SHARE ROW EXCLUSIVE MODE');
  const rows = await tx.query<{ id: number }>(
    `WITH counted AS (${COUNTED_HOURS}),
     updated AS (
       UPDATE lecturer_finances f SET hours = counted.hours, updated_at = now() FROM counted
       WHERE f.lecturer_id = counted.lecturer_id AND f.course_id = counted.course_id AND f.year = $2 AND f.month = $3
       RETURNING f.id, f.lecturer_id, f.course_id
     ),
     added AS (
       INSERT INTO lecturer_finances (lecturer_id, course_id, year, month, hours, rate)
       SELECT counted.lecturer_id, counted.course_id, $2, $3, counted.hours,
         coalesce((SELECT l.rate FROM lecturer_finances l WHERE l.lecturer_id = counted.lecturer_id AND l.rate IS NOT NULL
                   ORDER BY l.year DESC, l.month DESC, l.id DESC LIMIT 1), $4)
       FROM counted
       WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE u.lecturer_id = counted.lecturer_id AND u.course_id = counted.course_id)
       RETURNING id
     )
     SELECT id FROM updated UNION ALL SELECT id FROM added`,
    [`${year}-${String(month).padStart(2, '0')}-01`, year, month, rate],
  );
  for (const row of rows) await writeComputed(tx, registry.screens['lecturer-finances'], 'lecturer_finances', row.id);
  return rows.length;
}

const countLecturerHours: Operation = async ({ ctx, t, values }) => {
  const counted = await ctx.db.transaction((tx) => countHours(tx, ctx.registry, Number(values.year), Number(values.month), values.rate));
  ctx.totals.invalidate('lecturer_finances');
  return { done: counted, message: t.t('server.finances.counted', { count: counted }) };
};

/** The state a statement a student files is in until the finance office decides (statementStatuses: pending). */
const PENDING = options.statementStatuses.pending;

/**
 * A student files a finance statement of their own (student area): pending until the finance office decides, a row of
 * the office's screen written through the kernel's write path (its checks, the domains' hooks, its history).
 */
const requestStatement: Operation = async ({ ctx, user, t, values }) => {
  if (user.student_id === null) throw new HttpError(422, 'server.finances.no_student_record');
  const statements = ctx.registry.screens['finance-statement'];
  const body = { student_id: user.student_id, status_id: PENDING, comment: values.comment ?? null };
  await createRow(ctx, user, statements, tableSource(ctx, statements), { values: body, files: [], multipart: false });
  return { done: 1, message: t.t('server.finances.statement_requested') };
};

export const financeOperations = { importPayments, countLecturerHours, requestStatement };
