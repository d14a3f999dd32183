// Documents issued to many students at once (their transcripts), as a background job: each issued in its own
// transaction as a single one is (number, text from the record, verification code), drawn as a PDF and added to a
// zip that is written to storage as it grows, one document at a time, so a run of thousands keeps one in memory.
import archiver from 'archiver';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../core/context';
import { HttpError } from '../../core/errors';
import type { Translator } from '../../core/i18n';
import type { JobResult } from '../../jobs/runner';
import { documentPdf, issueTo } from './operations';

/** A document's name in the zip: its number and the student's surname, in letters a file system keeps. */
function entryName(document: Readonly<Record<string, unknown>>): string {
  return `${[document.document_number, document.surname].map((part) => String(part ?? '')).join('-').replace(/[^\p{L}\p{N}-]+/gu, '_')}.pdf`;
}

export async function issueDocumentsAsZip(
  ctx: AppContext, issuer: { id: number }, template: number, students: readonly number[], t: Translator, progress: (share: number) => void,
): Promise<JobResult> {
  // PDFs are compressed already: stored as they are, the zip costs no time to deflate them again
  const zip = archiver('zip', { store: true });
  const stored = ctx.storage.save(zip, 'zip');
  let issued = 0;
  const refused: string[] = [];
  const issueOne = async (student: number): Promise<void> => {
    try {
      const made = await ctx.db.transaction((tx) => issueTo(tx, issuer, template, student, t, new Date(), ctx.config.timeZone));
      const pdf = await documentPdf(made.document, made.head, t, ctx.config.timeZone, { code: made.code, digest: made.digest, url: `${ctx.config.publicUrl}/verify/${made.code}` });
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
