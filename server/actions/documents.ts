// Electronic documents (spec sections 2 and 4): a template issued to a student becomes a document with its own
// text and number, in the issuer's sent list and, when the student has an account, in their inbox; a document is
// downloaded as a PDF drawn in DejaVu Sans, which has the Georgian letters.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Queryable, Row } from '../db/database';
import { fieldError, HttpError } from '../errors';
import type { ServerAction } from './types';

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

/** The next number of a template in a year, under the counter row's lock: no gap, no repeat. */
async function nextNumber(tx: Queryable, templateId: number, year: number): Promise<number> {
  const [counter] = await tx.query<{ last: number }>(
    `INSERT INTO edoc_counters (template_id, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (template_id, year) DO UPDATE SET last = edoc_counters.last + 1 RETURNING last`,
    [templateId, year],
  );
  return counter.last;
}

const issueDocument: ServerAction = async ({ ctx, user, t, rows, values }) => {
  const [template] = rows;
  const now = new Date();
  const number = await ctx.db.transaction(async (tx) => {
    const [source] = await tx.query<{ id: number; index: string; text: string }>('SELECT id, index, text FROM edoc_templates WHERE id = $1', [template.id]);
    if (!source) throw new HttpError(404, 'server.errors.not_found');
    const [student] = await tx.query<Row & { id: number }>(
      `SELECT s.id, s.name, s.surname, s.personal_id, p.name_ka AS program, sc.name_ka AS school,
         (SELECT u.id FROM users u WHERE u.student_id = s.id ORDER BY u.id LIMIT 1) AS account
       FROM students s LEFT JOIN programs p ON p.id = s.program_id LEFT JOIN schools sc ON sc.id = s.school_id WHERE s.id = $1`,
      [values.student_id],
    );
    if (!student) throw fieldError('student_id', 'validation.unknown_option', { ids: String(values.student_id) });
    const documentNumber = `${source.index}-${now.getFullYear()}/${String(await nextNumber(tx, source.id, now.getFullYear())).padStart(4, '0')}`;
    const text = renderTemplate(source.text, {
      name: String(student.name ?? ''), surname: String(student.surname ?? ''), personal_id: String(student.personal_id ?? ''),
      program: String(student.program ?? ''), school: String(student.school ?? ''), date: documentDate(now), number: documentNumber,
    });
    await tx.query(
      `INSERT INTO edocs (sender_id, recipient_id, template_id, student_id, text, document_number) VALUES ($1, $2, $3, $4, $5, $6)`,
      [user.id, student.account ?? null, source.id, student.id, text, documentNumber],
    );
    return documentNumber;
  });
  ctx.totals.invalidate('edocs');
  return { done: 1, message: t.t('server.documents.issued', { number }) };
};

/** A document as a PDF: its template's name, its number and date, and its text. */
export async function documentPdf(document: Row): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: String(document.document_number ?? '') } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.registerFont('text', FONT);
  pdf.registerFont('bold', BOLD);
  pdf.font('bold').fontSize(16).text(String(document.template_name ?? ''), { align: 'center' });
  pdf.moveDown(0.5);
  pdf.font('text').fontSize(10).fillColor('#444444')
    .text(`№ ${String(document.document_number ?? '')}    ${documentDate(new Date(String(document.created_at)))}`, { align: 'center' });
  pdf.moveDown(1.5);
  pdf.fillColor('#000000').fontSize(12).text(String(document.text ?? ''), { align: 'justify', lineGap: 4 });
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

const downloadDocument: ServerAction = async ({ rows }) => {
  const [document] = rows;
  const name = `${String(document.document_number ?? document.id).replace(/[^\p{L}\p{N}-]+/gu, '_')}.pdf`;
  return { done: 1, message: '', file: { content: await documentPdf(document), name, type: 'application/pdf' } };
};

export const documentActions = { issueDocument, downloadDocument };
