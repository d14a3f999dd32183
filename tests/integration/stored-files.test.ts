// Files follow their record: each kind of stored file (a student's photo and document, an applicant's CV, a public
// form's upload, a job's file, a deleted record's kept file, an account's photo, a message's attachment, a news item's
// picture) answers exactly the accounts that may read the record holding it, and 404 (as a file that does not exist)
// to any other; a guessed or altered name opens nothing.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../contract/constants';
import { client, engines, signIn, signInHolding, startTestServer, testHash, type Call, type TestServer } from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

type Reader = 'admin' | 'studentsOffice' | 'lecturersOffice' | 'admissions' | 'student' | 'otherStudent' | 'lecturer';
const READERS: readonly Reader[] = ['admin', 'studentsOffice', 'lecturersOffice', 'admissions', 'student', 'otherStudent', 'lecturer'];

describe.each(engines)('stored files on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  const tokens = {} as Record<Reader, string>;
  const files: Record<string, string> = {};

  /** An account of a student's or lecturer's area, belonging to a record, signed in. */
  async function areaAccount(email: string, type: number, link: { student_id?: number; lecturer_id?: number }): Promise<string> {
    await test.server.ctx.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id, lecturer_id) VALUES ($1, $2, 'Area', 'Person', $3, $4, $5)`,
      [email, await testHash('area password'), type, link.student_id ?? null, link.lecturer_id ?? null],
    );
    return signIn(call, email, 'area password');
  }

  /** A file stored as the record's field. */
  async function storedInto(table: string, column: string, id: number, content: Buffer, extension: string): Promise<string> {
    const value = await test.server.ctx.storage.save(content, extension);
    await test.server.ctx.db.query(`UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [value, id]);
    return value;
  }

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    const { db } = test.server.ctx;
    tokens.admin = await signIn(call);
    tokens.studentsOffice = await signInHolding(test, 'students-office@example.com', ['students.index']);
    tokens.lecturersOffice = await signInHolding(test, 'lecturers-office@example.com', ['lecturers.index']);
    tokens.admissions = await signInHolding(test, 'admissions@example.com', ['bachelor.index']);
    const [first, second] = await db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 2');
    const [lecturer] = await db.query<{ id: number }>('SELECT id FROM lecturers ORDER BY id LIMIT 1');
    tokens.student = await areaAccount('own-student@example.com', USER_TYPE.student, { student_id: first.id });
    tokens.otherStudent = await areaAccount('other-student@example.com', USER_TYPE.student, { student_id: second.id });
    tokens.lecturer = await areaAccount('a-lecturer@example.com', USER_TYPE.lecturer, { lecturer_id: lecturer.id });

    files.studentPhoto = await storedInto('students', 'photo', first.id, PNG, 'png');
    files.studentDocument = await storedInto('students', 'diploma_file_name', first.id, PDF, 'pdf');
    const [applicant] = await db.query<{ id: number }>("SELECT id FROM applicants WHERE register = 'bachelor' ORDER BY id LIMIT 1");
    files.applicantCv = await storedInto('applicants', 'cv', applicant.id, PDF, 'pdf');
    files.lecturerCv = await storedInto('lecturers', 'cv', lecturer.id, PDF, 'pdf');

    // a visitor's application with a photo, through the public form
    const form = new FormData();
    const application = {
      first_name: 'ნინო', last_name: 'ფაილაძე', identity_number: '62000009901', date_of_birth: '2007-03-04', sex: 0, citizenship: 1,
      phone: '555-12-345', email: 'visitor-files@example.com', program_id: 1, previous_education: 'სკოლა', exam_score: 180,
    };
    for (const [key, value] of Object.entries(application)) form.append(key, String(value));
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const applied = await call('POST', '/api/public/bachelor/actions/apply', { form });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    files.publicUpload = (await db.query<{ photo: string }>("SELECT photo FROM applicants WHERE email = 'visitor-files@example.com'"))[0].photo;

    // the students office's export: a job's file, its own
    const [office] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'students-office@example.com'");
    files.jobFile = await test.server.ctx.storage.save(PDF, 'xlsx');
    await db.query("INSERT INTO jobs (id, kind, user_id, state, file, file_name) VALUES ($1, 'exportList', $2, 'completed', $3, 'students.xlsx')", [randomBytes(8).toString('hex'), office.id, files.jobFile]);

    // a student with a photo, deleted: its photo is kept for the restore (a student nothing else names, as grades would)
    const [free] = await db.query<{ id: number }>('SELECT max(id) AS id FROM students');
    files.deletedPhoto = await storedInto('students', 'photo', free.id, PNG, 'png');
    const deleted = await call('DELETE', `/api/students/${free.id}`, { token: tokens.admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

    // a message from the administrator to the student, with a PDF: the boxes it is in, the sender's and the student's
    const [studentAccount] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'own-student@example.com'");
    const message = new FormData();
    message.append('to_users', JSON.stringify([studentAccount.id]));
    message.append('subject', 'The plan');
    message.append('body', 'Attached.');
    message.append('attachment', new Blob([PDF]), 'plan.pdf');
    const sent = await call('POST', '/api/messages/actions/compose', { token: tokens.admin, form: message });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    files.messageAttachment = (await db.query<{ attachment: string }>("SELECT attachment FROM messages WHERE subject = 'The plan'"))[0].attachment;

    files.accountPhoto = await storedInto('users', 'photo', (await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'own-student@example.com'"))[0].id, PNG, 'png');
    const [published] = await db.query<{ id: number }>('SELECT id FROM news WHERE published AND published_at <= now() ORDER BY id LIMIT 1');
    files.publishedNews = await storedInto('news', 'photo', published.id, PNG, 'png');
    const [draft] = await db.query<{ id: number }>('INSERT INTO news (title, published) VALUES ($1, false) RETURNING id', ['A draft']);
    files.draftNews = await storedInto('news', 'photo', draft.id, PNG, 'png');
  });

  afterAll(async () => {
    await test?.stop();
  });

  /** Who of READERS is answered the file (200), every other one being answered 404. */
  const READABLE: Record<string, readonly Reader[]> = {
    studentPhoto: ['admin', 'studentsOffice'],
    studentDocument: ['admin', 'studentsOffice'],
    applicantCv: ['admin', 'admissions'],
    publicUpload: ['admin', 'admissions'],
    lecturerCv: ['admin', 'lecturersOffice'],
    // its owner's, and the jobs screen's (jobs.index: the administrator), as the job's own download route
    jobFile: ['admin', 'studentsOffice'],
    deletedPhoto: ['admin', 'studentsOffice'],
    accountPhoto: ['admin', 'student'],
    messageAttachment: ['admin', 'student'],
    publishedNews: ['admin', 'student', 'otherStudent', 'lecturer'],
    draftNews: ['admin'],
  };

  it.each(Object.keys(READABLE))('%s is read exactly by those who may read its record', async (kind) => {
    const answers = Object.fromEntries(await Promise.all(READERS.map(async (reader) => [reader, (await call('GET', files[kind], { token: tokens[reader] })).status] as const)));
    expect(answers).toEqual(Object.fromEntries(READERS.map((reader) => [reader, READABLE[kind].includes(reader) ? 200 : 404])));
  });

  it('answers the bytes with their type, kept by the browser of the one who asked and asked again before each use', async () => {
    const answer = await call('GET', files.studentPhoto, { token: tokens.studentsOffice });
    expect(answer.bytes.equals(PNG)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const again = await call('GET', files.studentPhoto, { token: tokens.studentsOffice, headers: { 'if-none-match': String(answer.headers.get('etag')) } });
    expect(again.status).toBe(304);
    // the ETag opens nothing for another: the check comes first
    expect((await call('GET', files.studentPhoto, { token: tokens.lecturer, headers: { 'if-none-match': String(answer.headers.get('etag')) } })).status).toBe(404);
    const document = await call('GET', files.studentDocument, { token: tokens.admin });
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('opens nothing by a guessed, altered or made-up name, nor without a session', async () => {
    const altered = files.studentPhoto.replace(/[0-9a-f](?=\.png$)/, (digit) => (digit === '0' ? '1' : '0'));
    for (const path of [`/storage/${randomBytes(16).toString('hex')}.png`, altered, '/storage/..%2f..%2fpackage.json', '/storage/students.png']) {
      expect((await call('GET', path, { token: tokens.admin })).status, path).toBe(404);
    }
    expect((await call('GET', files.studentPhoto)).status).toBe(401);
  });

  it('brings a restored record\'s file back to those who read its record, and a deleted record\'s file is gone when it is', async () => {
    const [third] = await test.server.ctx.db.query<{ id: number }>("SELECT record_id AS id FROM record_changes WHERE table_name = 'students' AND action = 'delete' ORDER BY id DESC LIMIT 1");
    expect((await call('POST', `/api/students/${third.id}/restore`, { token: tokens.admin })).status).toBe(200);
    expect((await call('GET', files.deletedPhoto, { token: tokens.studentsOffice })).status).toBe(200);
    expect((await call('GET', files.deletedPhoto, { token: tokens.student })).status).toBe(404);
  });
});
