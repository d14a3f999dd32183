// Documents issued to many students at once (their transcripts), as a background job: each issued in its own
// transaction as a single one is (number, text from the record, verification code), drawn as a PDF and added to a
// zip that is written to storage as it grows, one document at a time, so a run of thousands keeps one in memory. A
// run taken up again after its server died issues no student a second document.
import archiver from 'archiver';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../kernel/context';
import { HttpError } from '../../core/errors';
import type { Translator } from '../../core/i18n';
import { jobFileName } from '../../files/storage';
import type { JobResult } from '../../jobs/runner';
import { documentPdf, issueTo, type IssuedDocument, type Letterhead } from './operations';

/** A document's name in the zip: its number and the student's surname, in letters a file system keeps. */
function entryName(document: Readonly<Record<string, unknown>>): string {
  return `${[document.document_number, document.surname].map((part) => String(part ?? '')).join('-').replace(/[^\p{L}\p{N}-]+/gu, '_')}.pdf`;
}

/** An issued document as its zip entry is drawn again: the document, its template's letterhead and its verification. */
interface IssuedRow extends Letterhead {
  id: number;
  template_name: string;
  document_number: string;
  created_at: string;
  text: string;
  surname: string;
  name: string;
  verify_code: string;
  digest: string;
}

/**
 * The document a run of the job cut off before (its server died) issued to the student: the template's, by the same
 * issuer, since the job was queued. A run taken up again draws it once more into the zip rather than issuing a second.
 */
async function issuedBefore(
  ctx: AppContext, issuer: { id: number }, template: number, student: number, since: Date,
): Promise<IssuedDocument | undefined> {
  const [found] = await ctx.db.query<IssuedRow>(
    `SELECT e.id, t.name AS template_name, e.document_number, e.created_at, e.text, s.surname, s.name, e.verify_code, e.digest,
       t.institution, t.letterhead, t.signer_position, t.signer_name, t.language
     FROM edocs e JOIN edoc_templates t ON t.id = e.template_id JOIN students s ON s.id = e.student_id
     WHERE e.template_id = $1 AND e.student_id = $2 AND e.sender_id = $3 AND e.created_at >= $4 ORDER BY e.id LIMIT 1`,
    [template, student, issuer.id, since],
  );
  if (!found) return undefined;
  const { verify_code: code, digest, institution, letterhead, signer_position: signerPosition, signer_name: signerName, language, ...document } = found;
  return { document, head: { institution, letterhead, signer_position: signerPosition, signer_name: signerName, language }, code, digest };
}

export async function issueDocumentsAsZip(
  ctx: AppContext, issuer: { id: number }, template: number, students: readonly number[], t: Translator, progress: (share: number) => void,
  since: Date, job: string,
): Promise<JobResult> {
  // PDFs are compressed already: stored as they are, the zip costs no time to deflate them again
  const zip = archiver('zip', { store: true });
  const stored = ctx.storage.replace(jobFileName(job, 'zip'), zip);
  let issued = 0;
  const refused: string[] = [];
  const issueOne = async (student: number): Promise<void> => {
    try {
      const made = await issuedBefore(ctx, issuer, template, student, since)
        ?? await ctx.db.transaction((tx) => issueTo(tx, ctx, issuer, template, student, new Date(), ctx.config.timeZone));
      const pdf = await documentPdf(made.document, made.head, ctx, ctx.config.timeZone, { code: made.code, digest: made.digest, url: `${ctx.config.publicUrl}/verify/${made.code}` });
      // the next document is drawn once this one is in the zip: one at a time in memory
      const added = once(zip, 'entry');
      zip.append(pdf, { name: entryName(made.document) });
      await added;
      issued += 1;
    } catch (error) {
      // one student's refusal (gone meanwhile, a number taken) is said in the message; the others are issued
      if (!(error instanceof HttpError)) throw error;
      refused.push(`${student}: ${t.t(error.messageKey, error.params)}`);
    }
  };
  try {
    for (const [index, student] of students.entries()) {
      await issueOne(student);
      progress((index + 1) / students.length);
      await nextTurn();
    }
  } catch (error) {
    // the zip is given up, and what was written of it removed; the documents issued so far stay issued
    zip.abort();
    await stored.then((value) => ctx.storage.remove(value), () => undefined);
    throw error;
  }
  await zip.finalize();
  ctx.totals.invalidate('edocs');
  const message = t.t('server.documents.issued_many', { count: issued }) + (refused.length > 0 ? ` ${t.t('server.documents.refused_many', { list: refused.join('; ') })}` : '');
  return { message, file: { stored: await stored, name: `${t.t('server.documents.zip_name')}.zip` } };
}
