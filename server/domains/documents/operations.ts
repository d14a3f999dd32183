// Electronic documents (spec sections 2 and 4): a template issued to a student becomes a document with its own
// text and a number in the template's pattern, in the issuer's sent list and, when the student has an account, in
// their inbox; a document is downloaded as a PDF drawn in DejaVu Sans, which has the Georgian letters: the template's
// letterhead, the title, number and date, the text, and the signer's block.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Queryable, Row } from '../../db/database';
import { fieldError, HttpError } from '../../core/errors';
import type { Translator } from '../../core/i18n';
import { labelIn } from '../../../contract/labels';
import type { Operation } from '../../kernel/operations';

const fonts = createRequire(import.meta.url);
const FONT = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** dd.mm.yyyy, as a Georgian document writes a date. */
function documentDate(date: Date): string {
  return [date.getDate(), date.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('.') + `.${date.getFullYear()}`;
}

/** The template's text with its variables filled: {{name}}, {{surname}}, {{personal_id}}, {{program}}, {{school}}, {{date}}, {{number}}. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The series a number pattern counts in a year: the pattern with {year} filled in (ED-{year}/{seq:4} → ED-2026/{seq:4}). */
function seriesOf(pattern: string, year: number): string {
  return pattern.replace(/\{year\}/g, String(year));
}

/** The next number of a pattern in the year of `date`, counted under its series row's lock: no gap, no repeat. */
export async function nextDocumentNumber(tx: Queryable, pattern: string, date: Date): Promise<string> {
  const series = seriesOf(pattern, date.getFullYear());
  const [counter] = await tx.query<{ last: number }>(
    `INSERT INTO edoc_series (series, last) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last = edoc_series.last + 1 RETURNING last`,
    [series],
  );
  // {seq:4}: the count in at least four digits
  return series.replace(/\{seq(?::([1-9]))?\}/g, (_whole, width: string | undefined) => String(counter.last).padStart(Number(width ?? 1), '0'));
}

/** A unique index refused the row (PostgreSQL's unique_violation). */
const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

const issueDocument: Operation = async ({ ctx, user, t, rows, values }) => {
  const [template] = rows;
  const now = new Date();
  let documentNumber = '';
  const number = await ctx.db.transaction(async (tx) => {
    const [source] = await tx.query<{ id: number; number_pattern: string; text: string }>('SELECT id, number_pattern, text FROM edoc_templates WHERE id = $1', [template.id]);
    if (!source) throw new HttpError(404, 'server.errors.not_found');
    const [student] = await tx.query<Row & { id: number }>(
      `SELECT s.id, s.name, s.surname, s.personal_id, p.name_ka AS program_ka, p.name_en AS program_en, sc.name_ka AS school_ka,
         sc.name_en AS school_en, (SELECT u.id FROM users u WHERE u.student_id = s.id ORDER BY u.id LIMIT 1) AS account
       FROM students s LEFT JOIN programs p ON p.id = s.program_id LEFT JOIN schools sc ON sc.id = s.school_id WHERE s.id = $1`,
      [values.student_id],
    );
    if (!student) throw fieldError('student_id', 'validation.unknown_option', { ids: String(values.student_id) });
    documentNumber = await nextDocumentNumber(tx, source.number_pattern, now);
    const named = (prefix: string): string => labelIn({ name_ka: student[`${prefix}_ka`] as string | null, name_en: student[`${prefix}_en`] as string | null }, t.language);
    const text = renderTemplate(source.text, {
      name: String(student.name ?? ''), surname: String(student.surname ?? ''), personal_id: String(student.personal_id ?? ''),
      program: named('program'), school: named('school'), date: documentDate(now), number: documentNumber,
    });
    await tx.query(
      `INSERT INTO edocs (sender_id, recipient_id, template_id, student_id, text, document_number) VALUES ($1, $2, $3, $4, $5, $6)`,
      [user.id, student.account ?? null, source.id, student.id, text, documentNumber],
    );
    return documentNumber;
  }).catch((error: unknown) => {
    // another template's pattern made the same number: said, and nothing is issued
    if (isUniqueViolation(error)) throw new HttpError(409, 'server.documents.number_taken', { number: documentNumber });
    throw error;
  });
  ctx.totals.invalidate('edocs');
  return { done: 1, message: t.t('server.documents.issued', { number }) };
};

/** What a template puts around a document's text: the letterhead above it, the signer below it. */
export interface Letterhead {
  institution: string | null;
  letterhead: string | null;
  signer_position: string | null;
  signer_name: string | null;
}

/**
 * A document as a PDF: the letterhead (the institution's name, the lines under it and a rule), its template's name,
 * its number and date, its text, and the signature block (the signer's position and name, a line to sign on and
 * the place of the seal), the block's words in the reader's language.
 */
export async function documentPdf(document: Row, head: Letterhead, t: Translator): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: String(document.document_number ?? '') } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.registerFont('text', FONT);
  pdf.registerFont('bold', BOLD);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  if (head.institution) pdf.font('bold').fontSize(14).fillColor('#0b3d66').text(head.institution, { align: 'center' });
  if (head.letterhead) pdf.font('text').fontSize(9).fillColor('#444444').text(head.letterhead, { align: 'center' });
  if (head.institution || head.letterhead) {
    pdf.moveDown(0.5);
    pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).lineWidth(1).strokeColor('#0b3d66').stroke();
    pdf.moveDown(1.5);
  }
  pdf.font('bold').fontSize(16).fillColor('#000000').text(String(document.template_name ?? ''), left, pdf.y, { align: 'center', width });
  pdf.moveDown(0.5);
  pdf.font('text').fontSize(10).fillColor('#444444')
    .text(`№ ${String(document.document_number ?? '')}    ${documentDate(new Date(String(document.created_at)))}`, { align: 'center' });
  pdf.moveDown(1.5);
  pdf.fillColor('#000000').fontSize(12).text(String(document.text ?? ''), { align: 'justify', lineGap: 4 });
  signatureBlock(pdf, head, t, left, width);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The signer's position and name beside a line to sign on, and the place of the seal under them. */
function signatureBlock(pdf: PDFKit.PDFDocument, head: Letterhead, t: Translator, left: number, width: number): void {
  const half = width / 2;
  pdf.moveDown(3);
  // the block is kept whole: it starts on a new page when the text leaves too little room
  if (pdf.y + 90 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y;
  pdf.font('bold').fontSize(11).fillColor('#000000').text(head.signer_position ?? '', left, top, { width: half - 12 });
  pdf.font('text').fontSize(11).text(head.signer_name ?? '', left, pdf.y + 2, { width: half - 12 });
  const lineY = top + 28;
  pdf.moveTo(left + half, lineY).lineTo(left + width, lineY).lineWidth(0.75).strokeColor('#000000').stroke();
  pdf.font('text').fontSize(9).fillColor('#444444').text(t.t('server.documents.signature'), left + half, lineY + 4, { width: half, align: 'center' });
  pdf.text(t.t('server.documents.seal'), left + half, lineY + 30, { width: half, align: 'center' });
}

const downloadDocument: Operation = async ({ ctx, t, rows }) => {
  const [document] = rows;
  const [head] = await ctx.db.query<Letterhead>(
    `SELECT t.institution, t.letterhead, t.signer_position, t.signer_name FROM edocs e
     LEFT JOIN edoc_templates t ON t.id = e.template_id WHERE e.id = $1`,
    [document.id],
  );
  const name = `${String(document.document_number ?? document.id).replace(/[^\p{L}\p{N}-]+/gu, '_')}.pdf`;
  const none: Letterhead = { institution: null, letterhead: null, signer_position: null, signer_name: null };
  return { done: 1, message: '', file: { content: await documentPdf(document, head ?? none, t), name, type: 'application/pdf' } };
};

export const documentOperations = { issueDocument, downloadDocument };
