// Electronic documents (spec sections 2 and 4): a template issued to a student becomes a document with its own
// text and a number in the template's pattern, in the issuer's sent list and, when the student has an account, in
// their inbox; a document is downloaded as a PDF drawn in DejaVu Sans, which has the Georgian letters: the template's
// letterhead, the title, number and date, the text, and the signer's block. A template may also name the student's
// academic record ({{results}}: each semester's courses with ECTS, score and grade; {{gpa}}; {{credits}}), which
// makes it a transcript. Every document is issued with a verification code and the digest of what it says; its PDF
// carries both, and a QR code of the page (/verify/<code>) where anyone can see what was issued (./verify.ts).
import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Queryable, Row } from '../../db/database';
import { fieldError, HttpError } from '../../core/errors';
import type { Translator } from '../../core/i18n';
import { labelIn, optionName } from '../../../contract/labels';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';
import type { AppContext } from '../../kernel/context';
import type { Operation } from '../../kernel/operations';
import { startPdf } from '../../files/pdf';
import { wallClockOf } from '../../../contract/instants';

/** dd.mm.yyyy, as a Georgian document writes a date: the day of an instant on the university's clock. */
export function documentDate(at: unknown, timeZone: string): string {
  const day = wallClockOf(at, timeZone)?.slice(0, 10) ?? '';
  return day.split('-').reverse().join('.');
}

/**
 * The template's text with its variables filled: {{name}}, {{surname}}, {{personal_id}}, {{program}}, {{school}},
 * {{date}}, {{number}}, and the academic record's {{results}}, {{gpa}} and {{credits}}.
 */
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

/** Letters a person reads back without mistaking one for another (no I, L, O, U): Crockford's base 32. */
const CODE_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code as it is printed (7KQ2-9XMD-H4TB): three groups of four of those letters. */
export const VERIFICATION_CODE = new RegExp(`^[${CODE_LETTERS}]{4}-[${CODE_LETTERS}]{4}-[${CODE_LETTERS}]{4}$`);

/**
 * The verification code a person typed, as it is printed, or undefined when it is none: read as Crockford's base 32
 * reads it, ignoring hyphens, spaces and case, an O read as a nought and an I or L as a one.
 */
export function typedCode(typed: string): string | undefined {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const printed = `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
  return VERIFICATION_CODE.test(printed) ? printed : undefined;
}

/** A document's verification code: 60 random bits as twelve letters in three groups (7KQ2-9XMD-H4TB). */
export function verificationCode(): string {
  const bytes = randomBytes(12);
  const letters = [...bytes].map((byte) => CODE_LETTERS[byte % 32]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8, 12)}`;
}

/** What an issued document's digest is taken of, as /api/verify/<code> answers it (digest_of). */
export interface Digested {
  number: string;
  /** the day it was issued on the university's clock, as the document prints it (29.11.2026) */
  date: string;
  /** whom it was issued to, as it was issued */
  name: string;
  text: string;
  /** a document issued before names were kept as issued: its holder's personal number, hashed before the name */
  personal_id?: string;
}

/**
 * The text a document's digest is the SHA-256 of (its UTF-8 bytes): its number, date, whom it was issued to and its
 * text, as a JSON array. The same words give the same digest, any change another; a reader takes it again from
 * /api/verify/<code>'s digest_of.
 */
export function digestSource(issued: Digested): string {
  const holder = issued.personal_id === undefined ? [issued.name] : [issued.personal_id, issued.name];
  return JSON.stringify([issued.number, issued.date, ...holder, issued.text]);
}

export const documentDigest = (source: string): string => createHash('sha256').update(source, 'utf8').digest('hex');

/**
 * The student's academic record as a document says it, in the reader's language: each semester's results (the
 * courses whose sheets were approved) with the course's code and name, ECTS, score and grade, and the semester's GPA;
 * then the cumulative GPA and the credits earned.
 */
async function academicRecord(tx: Queryable, student: number, t: Translator): Promise<{ results: string; gpa: string; credits: string }> {
  const results = await tx.query<{ semester: number | null; code: string; name: string; ects: string; total: string; grade: string | null; points: string }>(
    `SELECT r.semester, c.code, c.name, r.ects::text, r.total::text, r.grade, r.points::text FROM course_results r JOIN journal_courses c ON c.id = r.course_id
     WHERE r.student_id = $1 ORDER BY r.semester NULLS LAST, c.code`, [student],
  );
  const [record] = await tx.query<{ gpa: string | null; credits: string | null }>('SELECT gpa::text, credits::text FROM students WHERE id = $1', [student]);
  const gpaOf = (weighted: number, ects: number): string => (ects === 0 ? '—' : (Math.round((weighted / ects) * 100) / 100).toFixed(2));
  // each semester's results under its heading, closed by the semester's GPA (grade points weighted by ECTS)
  const semesters = new Map<number | null, typeof results>();
  for (const result of results) semesters.set(result.semester, [...(semesters.get(result.semester) ?? []), result]);
  const blocks = [...semesters].map(([semester, taken]) => [
    t.t('server.documents.semester', { semester: semester ?? '—' }),
    ...taken.map((result) => t.t('server.documents.result', { code: result.code, name: result.name, ects: Number(result.ects), total: Number(result.total), grade: result.grade ?? '—' })),
    t.t('server.documents.semester_gpa', {
      gpa: gpaOf(taken.reduce((sum, result) => sum + Number(result.points) * Number(result.ects), 0), taken.reduce((sum, result) => sum + Number(result.ects), 0)),
    }),
  ].join('\n'));
  return {
    results: blocks.length > 0 ? blocks.join('\n\n') : t.t('server.documents.no_results'),
    gpa: record?.gpa === null || record?.gpa === undefined ? '—' : Number(record.gpa).toFixed(2),
    credits: String(Number(record?.credits ?? 0)),
  };
}

/** An issued document as its PDF draws it: its words, number and date, its template's letterhead and its verification. */
export interface IssuedDocument {
  document: Row;
  head: Letterhead;
  code: string;
  digest: string;
}

/** What issuing reads of the app: the lists (a template's language) and the words of each language. */
export type IssuingContext = Pick<AppContext, 'registry' | 'locales'>;

/** The language a template writes its documents in: its option's name in the languages list (ka, en). */
function languageOf(ctx: IssuingContext, option: unknown): Language {
  const label = ctx.registry.lookups.languages?.options?.find((candidate: { id: number | string }) => candidate.id === option)?.label;
  const name = label === undefined ? DEFAULT_LANGUAGE : optionName(label);
  return (LANGUAGES as readonly string[]).includes(name) ? name as Language : DEFAULT_LANGUAGE;
}

/**
 * Issues a template to a student in the transaction: the next number of its pattern, its text filled from the
 * student's record in the template's language (its programme's and school's names, a transcript's words), whoever
 * issues it, a verification code and the digest of what it says; in the issuer's sent list and the student's inbox.
 * A student who is not there is refused at the field.
 */
export async function issueTo(
  tx: Queryable, ctx: IssuingContext, issuer: { id: number }, templateId: number, studentId: unknown, now: Date, timeZone: string,
): Promise<IssuedDocument> {
  const [source] = await tx.query<Letterhead & { id: number; name: string; number_pattern: string; text: string; language: number | null }>(
    'SELECT id, name, number_pattern, text, language, institution, letterhead, signer_position, signer_name FROM edoc_templates WHERE id = $1', [templateId]);
  if (!source) throw new HttpError(404, 'server.errors.not_found');
  const t = ctx.locales.translator(languageOf(ctx, source.language));
  const [student] = await tx.query<Row & { id: number }>(
    `SELECT s.id, s.name, s.surname, s.personal_id, p.name_ka AS program_ka, p.name_en AS program_en, sc.name_ka AS school_ka,
       sc.name_en AS school_en, (SELECT u.id FROM users u WHERE u.student_id = s.id ORDER BY u.id LIMIT 1) AS account
     FROM students s LEFT JOIN programs p ON p.id = s.program_id LEFT JOIN schools sc ON sc.id = s.school_id WHERE s.id = $1`,
    [studentId],
  );
  if (!student) throw fieldError('student_id', 'validation.unknown_option', { ids: String(studentId) });
  const number = await nextDocumentNumber(tx, source.number_pattern, now);
  const named = (prefix: string): string => labelIn({ name_ka: student[`${prefix}_ka`] as string | null, name_en: student[`${prefix}_en`] as string | null }, t.language);
  const record = /\{\{\s*(results|gpa|credits)\s*\}\}/.test(source.text) ? await academicRecord(tx, student.id, t) : {};
  const text = renderTemplate(source.text, {
    name: String(student.name ?? ''), surname: String(student.surname ?? ''), personal_id: String(student.personal_id ?? ''),
    program: named('program'), school: named('school'), date: documentDate(now, timeZone), number, ...record,
  });
  const issuedTo = `${String(student.name ?? '')} ${String(student.surname ?? '')}`.trim();
  const digest = documentDigest(digestSource({ number, date: documentDate(now, timeZone), name: issuedTo, text }));
  const code = verificationCode();
  const [issued] = await tx.query<{ id: number }>(
    `INSERT INTO edocs (sender_id, recipient_id, template_id, student_id, text, document_number, verify_code, digest, issued_to, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [issuer.id, student.account ?? null, source.id, student.id, text, number, code, digest, issuedTo, now],
  ).catch((error: unknown) => {
    // another template's pattern made the same number (unique_violation): said, and nothing is issued
    throw (error as { code?: unknown } | null)?.code === '23505' ? new HttpError(409, 'server.documents.number_taken', { number }) : error;
  });
  return {
    document: { id: issued.id, template_name: source.name, document_number: number, created_at: now.toISOString(), text, surname: student.surname, name: student.name },
    head: source, code, digest,
  };
}

const issueDocument: Operation = async ({ ctx, user, t, rows, values }) => {
  const [template] = rows;
  const issued = await ctx.db.transaction((tx) => issueTo(tx, ctx, user, Number(template.id), values.student_id, new Date(), ctx.config.timeZone));
  const number = String(issued.document.document_number);
  ctx.totals.invalidate('edocs');
  return { done: 1, message: t.t('server.documents.issued', { number }) };
};

/** Documents issued to the ticked students (their transcripts), as a job whose file is a zip of their PDFs. */
const issueDocuments: Operation = async ({ ctx, user, t, rows, values }) => {
  const id = await ctx.jobs.enqueue('issueDocuments', user, { template: values.template_id, students: rows.map((row) => row.id) }, t.language);
  return { done: 0, message: t.t('server.documents.issuing', { count: rows.length }), job: { id } };
};

/** What a template puts around a document's text: the letterhead above it, the signer below it. */
export interface Letterhead {
  institution: string | null;
  letterhead: string | null;
  signer_position: string | null;
  signer_name: string | null;
  /** the template's language (an option of the languages list), which the whole document is written in */
  language: number | null;
}

/** Where a document can be verified: its code, its digest and the page that shows what was issued. */
export interface Verification {
  code: string;
  digest: string;
  /** the verification page's address, which the QR code holds */
  url: string;
}

/**
 * A document as a PDF: the letterhead (the institution's name, the lines under it and a rule), its template's name,
 * its number and date, its text, and the signature block (the signer's position and name, a line to sign on and
 * the place of the seal), every word of it in the template's language.
 */
export async function documentPdf(document: Row, head: Letterhead, ctx: IssuingContext, timeZone: string, verification?: Verification): Promise<Buffer> {
  // the signature's, the seal's and the verification's words too are the template's language, whoever reads it
  const t = ctx.locales.translator(languageOf(ctx, head.language));
  const { pdf, finished } = startPdf({ size: 'A4', margin: 56, info: { Title: String(document.document_number ?? '') } });
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
    .text(`№ ${String(document.document_number ?? '')}    ${documentDate(document.created_at, timeZone)}`, { align: 'center' });
  pdf.moveDown(1.5);
  pdf.fillColor('#000000').fontSize(12).text(String(document.text ?? ''), { align: 'left', lineGap: 4 });
  signatureBlock(pdf, head, t, left, width);
  if (verification) await verificationBlock(pdf, verification, t, left, width);
  return finished();
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

/** The QR code of the verification page beside the code and the digest, under the signature block. */
async function verificationBlock(pdf: PDFKit.PDFDocument, verification: Verification, t: Translator, left: number, width: number): Promise<void> {
  const size = 72;
  pdf.moveDown(4);
  if (pdf.y + size > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y;
  pdf.image(await QRCode.toBuffer(verification.url, { margin: 0, width: size * 4 }), left, top, { width: size, height: size });
  const textLeft = left + size + 14;
  pdf.font('bold').fontSize(9).fillColor('#000000').text(t.t('server.documents.verify_title'), textLeft, top, { width: width - size - 14 });
  pdf.font('text').fontSize(9).fillColor('#444444')
    .text(t.t('server.documents.verify_code', { code: verification.code }), { width: width - size - 14 })
    .text(verification.url, { width: width - size - 14 })
    .text(t.t('server.documents.verify_digest', { digest: verification.digest }), { width: width - size - 14 });
}

const downloadDocument: Operation = async ({ ctx, rows }) => {
  const [document] = rows;
  const [head] = await ctx.db.query<Letterhead & { verify_code: string | null; digest: string | null }>(
    `SELECT t.institution, t.letterhead, t.signer_position, t.signer_name, t.language, e.verify_code, e.digest FROM edocs e
     LEFT JOIN edoc_templates t ON t.id = e.template_id WHERE e.id = $1`,
    [document.id],
  );
  const name = `${String(document.document_number ?? document.id).replace(/[^\p{L}\p{N}-]+/gu, '_')}.pdf`;
  const none: Letterhead = { institution: null, letterhead: null, signer_position: null, signer_name: null, language: null };
  const verification = head?.verify_code && head.digest
    ? { code: head.verify_code, digest: head.digest, url: `${ctx.config.publicUrl}/verify/${head.verify_code}` } : undefined;
  return { done: 1, message: '', file: { content: await documentPdf(document, head ?? none, ctx, ctx.config.timeZone, verification), name } };
};

export const documentOperations = { issueDocument, issueDocuments, downloadDocument };
