// Electronic documents over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a template issued to
// a student becomes a document with the student's details filled in and a number of its own; twenty issued at
// once take twenty numbers in a row, and a refused issue takes none; the document is in the issuer's sent list
// and the student's inbox, and nobody else's, and downloads as a PDF with its Georgian text's font embedded, headed by
// the template's letterhead and closed by its signature block (read back with poppler's pdftotext); the number follows
// the template's pattern, and templates sharing a pattern share its series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { pdfText } from './support/pdf';

const INSTITUTION = 'საზოგადოებრივ საქმეთა ინსტიტუტი';

interface DocumentRow { id: number; user_name: string; template_name: string; status: number; text: string; document_number: string }

describe.each(engines)('documents on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let studentToken: string;
  let outsider: string;
  let templateId: number;
  let templateIndex: string;
  let student: { id: number; name: string; surname: string; personal_id: string };

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const issue = (body: Record<string, unknown>, id = templateId, language: 'ka' | 'en' = 'ka') =>
    call('POST', `/api/edoc-templates/actions/issue?id=${id}`, { token: adminToken, body, language });
  const list = async (endpoint: string, token: string) => {
    const answer = await call('GET', `/api${endpoint}?per_page=100&sort=-created_at`, { token });
    expect(answer.status).toBe(200);
    return (answer.body as { edocs: { data: DocumentRow[] } }).edocs.data;
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    // a student with no account of the demo's, so the document's recipient is the account made here
    [student] = await sql('SELECT id, name, surname, personal_id FROM students s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.student_id = s.id) ORDER BY id LIMIT 1');
    studentToken = await signInHolding(test, 'doc-student@example.com', ['edoc-inbox.index']);
    await sql('UPDATE users SET student_id = $1 WHERE email = $2', [student.id, 'doc-student@example.com']);
    outsider = await signInHolding(test, 'doc-outsider@example.com', ['edoc-inbox.index', 'edoc-sent.index']);
    const created = await call('POST', '/api/edoc-templates', {
      token: adminToken,
      body: {
        name: 'ცნობა სტატუსის შესახებ', index: 'CS', user_type_id: 3, number_pattern: 'CS-{year}/{seq:4}',
        institution: INSTITUTION, letterhead: 'ჭავჭავაძის გამზ. 52, თბილისი', signer_position: 'რექტორი', signer_name: 'ნინო ბერიძე',
        text: 'ეძლევა {{name}} {{surname}}-ს (პ/ნ {{personal_id}}), რომ ის სწავლობს პროგრამაზე „{{program}}“. № {{number}}, {{date}}.',
      },
    });
    expect(created.status).toBe(201);
    templateId = (created.body.data as { id: number }).id;
    templateIndex = 'CS';
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('fills the template for the student and numbers the document by its template and year', async () => {
    const answer = await issue({ student_id: student.id }, templateId, 'en');
    expect(answer.status).toBe(200);
    const number = `${templateIndex}-${new Date().getFullYear()}/0001`;
    expect(answer.body.message).toBe(`Document ${number} was issued`);
    const [sent] = (await list('/edoc/sent', adminToken)).filter((row) => row.document_number === number);
    expect(sent.text).toContain(`ეძლევა ${student.name} ${student.surname}-ს (პ/ნ ${student.personal_id})`);
    expect(sent.text).toContain(`№ ${number}`);
    expect(sent.text).not.toContain('{{');
    expect(sent.status).toBe(3);
    expect(sent.user_name).toBe('Test Holder');
    const [received] = (await list('/edoc/inbox', studentToken)).filter((row) => row.document_number === number);
    const [sender] = await sql<{ name: string }>(`SELECT trim(u.first_name || ' ' || u.last_name) AS name FROM edocs e JOIN users u ON u.id = e.sender_id WHERE e.document_number = $1`, [number]);
    expect(received.user_name).toBe(sender.name);
    expect(received.text).toBe(sent.text);
    expect((await list('/edoc/inbox', outsider)).some((row) => row.document_number === number)).toBe(false);
    expect((await list('/edoc/sent', outsider)).some((row) => row.document_number === number)).toBe(false);
  });

  it('gives twenty documents issued at once twenty numbers in a row, none twice', async () => {
    const series = `CS-${new Date().getFullYear()}/{seq:4}`;
    const before = Number((await sql<{ last: number }>('SELECT coalesce(max(last), 0) AS last FROM edoc_series WHERE series = $1', [series]))[0].last);
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue({ student_id: student.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = (await sql<{ document_number: string }>('SELECT document_number FROM edocs WHERE template_id = $1', [templateId]))
      .map((row) => Number(row.document_number.split('/')[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: before + 20 }, (_, i) => i + 1));
  });

  it('refuses an issue without a student, or for one that does not exist, in the user\'s language, taking no number', async () => {
    const before = [await tableDigest(test, 'edocs'), await tableDigest(test, 'edoc_series')];
    const missing = await issue({}, templateId, 'en');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object)).toEqual(['student_id']);
    const unknown = await issue({ student_id: 2_000_000_000 });
    expect(unknown.status).toBe(422);
    expect(await issue({ student_id: student.id }, 2_000_000_000)).toMatchObject({ status: 404 });
    expect((await call('POST', `/api/edoc-templates/actions/issue`, { token: adminToken, body: { student_id: student.id } })).status).toBe(404);
    expect([await tableDigest(test, 'edocs'), await tableDigest(test, 'edoc_series')]).toEqual(before);
    const next = await issue({ student_id: student.id }, templateId, 'en');
    expect(next.body.message).toBe(`Document ${templateIndex}-${new Date().getFullYear()}/0022 was issued`);
  });

  it('refuses a number pattern without {seq}, saying what it needs, and counts a pattern shared by two templates once', async () => {
    const template = (pattern: string, index: string) => call('POST', '/api/edoc-templates', {
      token: adminToken, language: 'en',
      body: { name: 'ბრძანება', index, user_type_id: 1, number_pattern: pattern, institution: INSTITUTION, text: '№ {{number}}' },
    });
    const refused = await template('CS-{year}', 'NO-SEQ');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ number_pattern: ['The pattern needs {seq} (the number) and may have {year} (the year), e.g. ED-{year}/{seq:4}.'] });
    const first = ((await template('JOINT-{year}-{seq:3}', 'J1')).body.data as { id: number }).id;
    const second = ((await template('JOINT-{year}-{seq:3}', 'J2')).body.data as { id: number }).id;
    const year = new Date().getFullYear();
    const issued = [];
    for (const id of [first, second, first]) issued.push(String((await issue({ student_id: student.id }, id, 'en')).body.message));
    expect(issued).toEqual([1, 2, 3].map((n) => `Document JOINT-${year}-00${n} was issued`));
  });

  it('downloads a document as a PDF with its font embedded, and only for its sender or recipient', async () => {
    const sent = (await list('/edoc/sent', adminToken)).find((row) => row.document_number.startsWith('CS-'))!;
    const pdf = await call('POST', '/api/edoc/sent/actions/pdf', { token: adminToken, body: { ids: [sent.id] } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent(`${sent.document_number.replace('/', '_')}.pdf`));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain('DejaVuSans');
    expect(pdf.bytes.length).toBeGreaterThan(5_000);
    // the letterhead, the number in its template's pattern and the signature block, in the template's language
    const text = pdfText(pdf.bytes);
    expect(text).toContain(INSTITUTION);
    expect(text).toContain('ჭავჭავაძის გამზ. 52, თბილისი');
    expect(sent.document_number).toMatch(new RegExp(`^CS-${new Date().getFullYear()}/\\d{4}$`));
    expect(text).toContain(`№ ${sent.document_number}`);
    expect(text).toContain('რექტორი');
    expect(text).toContain('ნინო ბერიძე');
    expect(text).toContain('ხელმოწერა');
    expect(text).toContain('ბ. ა.');
    // downloaded by someone reading Aula in English, the Georgian document is the same, to its last words
    const downloaded = pdfText((await call('POST', '/api/edoc/sent/actions/pdf', { token: adminToken, body: { ids: [sent.id] }, language: 'en' })).bytes);
    expect(downloaded).toBe(text);
    expect(downloaded).not.toMatch(/Signature|Place of the seal/);
    expect((await call('POST', '/api/edoc/sent/actions/pdf', { token: outsider, body: { ids: [sent.id] } })).status).toBe(404);
    expect((await call('GET', `/api/edoc/sent/${sent.id}`, { token: outsider })).status).toBe(404);
    expect(((await call('GET', `/api/edoc/sent/${sent.id}`, { token: adminToken })).body.data as DocumentRow).text).toBe(sent.text);
  });
});
