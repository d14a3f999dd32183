// Transcripts and verification over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: an e-document
// template naming {{results}}, {{gpa}} and {{credits}} issued to a student with approved results becomes their
// transcript, whose PDF (read back with poppler's pdftotext) names the student in Georgian, every course of their
// record and their GPA, with its verification code and digest, and which the student downloads from their area; /verify/<code> and /api/verify/<code> answer without a
// session what was issued with what its digest is the SHA-256 of, a later transcript marks the first as superseded, and
// a code that was never issued (or one changed by a letter) is not genuine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { client, engines, signIn, signInHolding, startTestServer, testHash, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';
import { pdfText } from './support/pdf';
import { jobKinds } from '../../server/job-kinds';
import type { JobRow } from '../../server/jobs/runner';

describe.each(engines)('transcripts on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let own: string;
  let other: string;
  let template: number;
  let student: { id: number; name: string; surname: string; gpa: string; credits: string };

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const issued = async () => (await sql<{ id: number; document_number: string; verify_code: string; digest: string }>(
    'SELECT id, document_number, verify_code, digest FROM edocs WHERE template_id = $1 AND student_id = $2 ORDER BY id', [template, student.id]));

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    // a student of a course the demo approved, so their record has a result, with no account yet
    [student] = await sql(
      `SELECT s.id, s.name, s.surname, s.gpa::text, s.credits::text FROM students s
       WHERE EXISTS (SELECT 1 FROM course_results r WHERE r.student_id = s.id) AND s.gpa IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.student_id = s.id) ORDER BY s.id LIMIT 1`);
    [{ id: template }] = await sql<{ id: number }>(`SELECT id FROM edoc_templates WHERE index = 'TR-01'`);
    // the student's account, where their documents arrive, and another student's
    const hashed = await testHash('transcript-pass-1');
    const [{ id: another }] = await sql<{ id: number }>('SELECT id FROM students WHERE id <> $1 ORDER BY id LIMIT 1', [student.id]);
    for (const [email, id] of [[`own-${engine}@example.com`, student.id], [`other-${engine}@example.com`, another]] as const) {
      await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'T', 'S', 3, $3)`, [email, hashed, id]);
    }
    own = await signIn(call, `own-${engine}@example.com`, 'transcript-pass-1');
    other = await signIn(call, `other-${engine}@example.com`, 'transcript-pass-1');
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('issues a transcript whose PDF names the student in Georgian, every course of their record and their GPA, with its code', async () => {
    const answer = await call('POST', `/api/edoc-templates/actions/issue?id=${template}`, { token: admin, body: { student_id: student.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [document] = await issued();
    expect(document.verify_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(document.digest).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await call('POST', '/api/edoc/sent/actions/pdf', { token: admin, body: { ids: [document.id] } });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain(`${student.name} ${student.surname}`);
    const courses = await sql<{ code: string; name: string; grade: string }>(
      'SELECT c.code, c.name, r.grade FROM course_results r JOIN journal_courses c ON c.id = r.course_id WHERE r.student_id = $1', [student.id]);
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(text).toContain(`${course.code} ${course.name}`);
    expect(text).toContain(`GPA: ${Number(student.gpa).toFixed(2)}`);
    // each semester closes with its own GPA
    expect(text).toMatch(/სემესტრის GPA: \d\.\d\d/);
    expect(text).toContain(`${Number(student.credits)} ECTS`);
    expect(text).toContain(document.verify_code);
    expect(text).toContain(document.digest.slice(0, 32));
    expect(text).toContain(`/verify/${document.verify_code}`);
    // the student finds it in their area and downloads the same PDF; another student neither sees nor downloads it
    const mine = (await call('GET', '/api/student/documents', { token: own })).body.edocs as { data: { id: number; document_number: string }[] };
    expect(mine.data.map((row) => row.document_number)).toContain(document.document_number);
    const downloaded = await call('POST', '/api/student/documents/actions/pdf', { token: own, body: { ids: [document.id] } });
    expect(downloaded.status).toBe(200);
    expect(pdfText(downloaded.bytes)).toContain(document.verify_code);
    const theirs = (await call('GET', '/api/student/documents', { token: other })).body.edocs as { data: { id: number }[] };
    expect(theirs.data.map((row) => row.id)).not.toContain(document.id);
    expect((await call('POST', '/api/student/documents/actions/pdf', { token: other, body: { ids: [document.id] } })).status).toBe(404);
  });

  it('writes a document in its template\'s language, whoever issues it', async () => {
    const [english] = await sql<{ id: number }>(`SELECT id FROM edoc_templates WHERE index = 'TR-02'`);
    const [program] = await sql<{ name_ka: string; name_en: string }>(
      'SELECT p.name_ka, p.name_en FROM students s JOIN programs p ON p.id = s.program_id WHERE s.id = $1', [student.id]);
    // the documents issued here go again at the end: the next tests count the transcripts issued before
    const [{ last }] = await sql<{ last: number }>('SELECT coalesce(max(id), 0) AS last FROM edocs');
    const textOf = async (id: number, language: 'ka' | 'en'): Promise<string> => {
      const answer = await call('POST', `/api/edoc-templates/actions/issue?id=${id}`, { token: admin, body: { student_id: student.id }, language });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [{ text }] = await sql<{ text: string }>('SELECT text FROM edocs WHERE template_id = $1 AND student_id = $2 ORDER BY id DESC LIMIT 1', [id, student.id]);
      return text;
    };
    // the English transcript, issued by someone reading Aula in Georgian
    const inEnglish = await textOf(english.id, 'ka');
    expect(inEnglish).toContain(`programme “${program.name_en}”`);
    expect(inEnglish).toMatch(/Semester GPA: \d\.\d\d/);
    expect(inEnglish).not.toMatch(/სემესტრ/);
    // the Georgian one, issued by someone reading Aula in English
    const inGeorgian = await textOf(template, 'en');
    expect(inGeorgian).toContain(`პროგრამა „${program.name_ka}“`);
    expect(inGeorgian).toMatch(/სემესტრის GPA: \d\.\d\d/);
    expect(inGeorgian).not.toMatch(/Semester/);
    // its PDF, downloaded by someone reading Aula in English, as pdftotext reads it: the signature's, the seal's and
    // the verification's words are the template's too, and the English twin's are all English
    const pdfOf = async (id: number): Promise<string> => {
      const [{ id: issued }] = await sql<{ id: number }>('SELECT id FROM edocs WHERE template_id = $1 AND student_id = $2 ORDER BY id DESC LIMIT 1', [id, student.id]);
      const pdf = await call('POST', '/api/edoc/sent/actions/pdf', { token: admin, body: { ids: [issued] }, language: 'en' });
      expect(pdf.status).toBe(200);
      return pdfText(pdf.bytes).replace(/\s+/g, ' ');
    };
    const georgianPdf = await pdfOf(template);
    for (const words of ['შემოწმების კოდი:', 'ხელმოწერა', 'სემესტრის GPA']) expect(georgianPdf).toContain(words);
    expect(georgianPdf).not.toMatch(/Semester|Signature|Verification code|Verify this document|Place of the seal/);
    const englishPdf = await pdfOf(english.id);
    for (const words of ['Verification code:', 'Signature', 'Semester GPA']) expect(englishPdf).toContain(words);
    expect(englishPdf).not.toMatch(/[\u10D0-\u10FF]{3,} GPA|შემოწმების|ხელმოწერა/);
    await sql('DELETE FROM edocs WHERE id > $1', [last]);
  });

  it('answers /verify/<code> without a session: genuine, then superseded by a later transcript; a code never issued is not genuine', async () => {
    const [first] = await issued();
    const genuine = await call('GET', `/api/verify/${first.verify_code}`, { language: 'en' });
    expect(genuine.status).toBe(200);
    expect(genuine.body).toMatchObject({
      genuine: true, superseded: false,
      document: { number: first.document_number, name: `${student.name} ${student.surname}`, digest: first.digest, superseded_by: null },
    });
    // the digest taken again from the answer alone: the SHA-256 of digest_of, the number, the day, the name and the
    // text as they were issued
    const { document } = genuine.body as { document: { digest_of: string; text: string; issued_at: string } };
    expect(createHash('sha256').update(document.digest_of, 'utf8').digest('hex')).toBe(first.digest);
    const [{ text: stored }] = await sql<{ text: string }>('SELECT text FROM edocs WHERE id = $1', [first.id]);
    // the day as the document prints it, on the university's clock (the instant answered carries its offset)
    const day = document.issued_at.slice(0, 10).split('-').reverse().join('.');
    expect(JSON.parse(document.digest_of)).toEqual([first.document_number, day, `${student.name} ${student.surname}`, stored]);
    expect(document.text).toBe(stored);
    const page = await fetch(`${test.baseUrl}/verify/${first.verify_code}?lang=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This document is genuine');
    expect(html).toContain(first.digest);
    expect(html).toContain('/api/verify/&#60;code&#62; answers under digest_of');
    expect(html).toContain(stored.split('\n')[0].replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`));
    // issued by the institution its template's letterhead names, said above all else
    const { issuer } = (genuine.body as { document: { issuer: string } }).document;
    expect(issuer).not.toBe('');
    expect(html).toContain(`<p class="issuer">${issuer}</p>`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    // typed as a person types it (Crockford's base 32): without the hyphens, in small letters, with spaces, an O for
    // a nought and an I or L for a one
    const typed = first.verify_code.replace(/-/g, '').toLowerCase();
    const misread = first.verify_code.replace(/0/g, 'O').replace(/1/g, 'l');
    for (const code of [typed, ` ${first.verify_code.replace(/-/g, ' ')} `, misread]) {
      expect((await call('GET', `/api/verify/${encodeURIComponent(code)}`, { language: 'en' })).body, code).toMatchObject({ genuine: true, document: { number: first.document_number } });
    }

    expect((await call('POST', `/api/edoc-templates/actions/issue?id=${template}`, { token: admin, body: { student_id: student.id } })).status).toBe(200);
    const [, second] = await issued();
    const superseded = await call('GET', `/api/verify/${first.verify_code}`, { language: 'en' });
    expect(superseded.body).toMatchObject({ genuine: true, superseded: true, document: { superseded_by: { number: second.document_number } } });
    expect(await (await fetch(`${test.baseUrl}/verify/${first.verify_code}`, { headers: { 'accept-language': 'ka' } })).text()).toContain(`№ ${second.document_number}`);

    // one letter changed, a made-up code, and text that is no code at all: not genuine, and the page says so
    const changed = `${first.verify_code.slice(0, -1)}${first.verify_code.endsWith('0') ? '1' : '0'}`;
    for (const code of [changed, 'ZZZZ-ZZZZ-ZZZZ', "x'; DROP TABLE edocs; --"]) {
      const refused = await call('GET', `/api/verify/${encodeURIComponent(code)}`, { language: 'en' });
      expect(refused.status, code).toBe(404);
      expect(refused.body).toEqual({ genuine: false, message: 'This document is not genuine.' });
    }
    const refusedPage = await fetch(`${test.baseUrl}/verify/${changed}`, { headers: { 'accept-language': 'ka' } });
    expect(refusedPage.status).toBe(404);
    expect(await refusedPage.text()).toContain('დოკუმენტი ნამდვილი არ არის.');
  });

  it('takes again the digest of a document issued before names were kept as issued: its holder\'s personal number and name as the record holds them', async () => {
    const [first] = await issued();
    const [holder] = await sql<{ personal_id: string }>('SELECT personal_id FROM students WHERE id = $1', [student.id]);
    const [copy] = await sql<{ id: number; document_number: string; text: string; day: string }>(
      `INSERT INTO edocs (sender_id, recipient_id, template_id, student_id, text, document_number, verify_code, digest, created_at)
       SELECT sender_id, recipient_id, template_id, student_id, text, document_number || '-L', 'AGED-CY00-0001', 'pending', created_at - interval '1 year' FROM edocs WHERE id = $1
       RETURNING id, document_number, text, to_char(created_at AT TIME ZONE $2, 'DD.MM.YYYY') AS day`, [first.id, test.server.ctx.config.timeZone]);
    const before = JSON.stringify([copy.document_number, copy.day, holder.personal_id, `${student.name} ${student.surname}`, copy.text]);
    const digest = createHash('sha256').update(before, 'utf8').digest('hex');
    await sql('UPDATE edocs SET digest = $1 WHERE id = $2', [digest, copy.id]);
    const answer = await call('GET', '/api/verify/AGED-CY00-0001', { language: 'en' });
    expect(answer.body).toMatchObject({ genuine: true, document: { digest, digest_of: before, name: `${student.name} ${student.surname}` } });
    await sql('DELETE FROM edocs WHERE id = $1', [copy.id]);
  });

  it('issues transcripts to ticked students as a job whose file is a zip of their PDFs, each read back by unzip and pdftotext', async () => {
    const ticked = await sql<{ id: number; name: string; surname: string }>(
      'SELECT id, name, surname FROM students s WHERE EXISTS (SELECT 1 FROM course_results r WHERE r.student_id = s.id) ORDER BY id LIMIT 3');
    const path = `/api/students/actions/issueDocuments?ids=${ticked.map((row) => row.id).join(',')}`;
    // a holder of the students alone may not issue documents
    const clerk = await signInHolding(test, `students-clerk-${engine}@example.com`, ['students.index']);
    expect((await call('POST', path, { token: clerk, body: { template_id: template } })).status).toBe(403);
    // a template that is not there is refused at its field, and nothing starts
    const unknown = await call('POST', path, { token: admin, language: 'en', body: { template_id: 999_999 } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['template_id']);
    const before = (await sql<{ count: number }>('SELECT count(*)::integer AS count FROM edocs'))[0].count;
    const started = await call('POST', path, { token: admin, language: 'en', body: { template_id: template } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(call, admin, (started.body.job as { id: string }).id);
    expect(job.state, job.message ?? '').toBe('completed');
    expect(job.message).toBe('Documents issued: 3.');
    expect((await sql<{ count: number }>('SELECT count(*)::integer AS count FROM edocs'))[0].count).toBe(before + 3);
    // run again, as a run cut off by its server's death is taken up by another: the same three, no second document
    const numbers = async () => (await sql<{ number: string }>('SELECT document_number AS number FROM edocs ORDER BY id')).map((row) => row.number);
    const issued = await numbers();
    const [row] = await test.server.ctx.db.query<JobRow>('SELECT id, kind, user_id, params, language, created_at FROM jobs WHERE id = $1', [job.id]);
    const again = await jobKinds.issueDocuments({ ctx: test.server.ctx, job: row, t: test.server.ctx.locales.translator('en'), progress: () => undefined });
    expect(again.message).toBe('Documents issued: 3.');
    expect(await numbers()).toEqual(issued);
    const file = await call('GET', `/api/jobs/${job.id}/file`, { token: admin });
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toContain('documents.zip');
    const folder = fs.mkdtempSync(join(os.tmpdir(), 'aula-zip-'));
    try {
      fs.writeFileSync(join(folder, 'documents.zip'), file.bytes);
      execFileSync('unzip', ['-q', 'documents.zip', '-d', 'out'], { cwd: folder });
      const pdfs = fs.readdirSync(join(folder, 'out')).sort();
      expect(pdfs).toHaveLength(3);
      const texts = pdfs.map((name) => pdfText(fs.readFileSync(join(folder, 'out', name))).replace(/\s+/g, ' '));
      for (const row of ticked) expect(texts.some((text) => text.includes(`${row.name} ${row.surname}`)), row.surname).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
