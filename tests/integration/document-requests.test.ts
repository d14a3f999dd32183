// Document requests over real HTTP, on PGlite and PostgreSQL (screens/document-requests.yaml and its student area's
// variant): a student asks for a template made for students (a transcript), never another; the registry issues it,
// which issues the document to the student in the same move (numbered, in their documents, the request keeping the
// number), or refuses it with a reason; the student is told either way and sees only their own requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../contract/notifications';
import { client, engines, signIn, startTestServer, tableDigest, testHash, type Call, type CallResult, type TestServer } from './support/server';

const PASSWORD = 'requests password 1';

interface Page { data: Record<string, unknown>[] }

describe.each(engines)('document requests on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const students: { id: number; token: string }[] = [];
  const templates = { transcript: 0, order: 0 };
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const rowsOf = (answer: CallResult, key: string): Record<string, unknown>[] => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body[key] as Page).data;
  };
  const request = (student: number, template: number, comment?: string) =>
    call('POST', '/api/student/document-requests/actions/request', { token: students[student].token, language: 'en', body: { template_id: template, ...(comment ? { comment } : {}) } });
  /** A student's requests of this file's templates (the demo's students have asked for the demo's). */
  const mine = async (student: number) => rowsOf(await call('GET', '/api/student/document-requests', { token: students[student].token }), 'document_requests')
    .filter((row) => Object.values(templates).includes(Number(row.template_id)));
  const notified = async (token: string): Promise<string[]> => ((await call('GET', '/api/notifications', { token, language: 'en' })).body as unknown as NotificationList).data.map((item) => item.text);

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const records = await sql<{ id: number }>(
      'SELECT id FROM students s WHERE personal_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.student_id = s.id) ORDER BY id LIMIT 2',
    );
    for (const [index, record] of records.entries()) {
      const email = `requests-${engine}-${index}@example.com`;
      await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id, language) VALUES ($1, $2, 'Mzia', 'Baghaturia', 3, $3, 'en')`,
        [email, await testHash(PASSWORD), record.id]);
      students.push({ id: record.id, token: await signIn(call, email, PASSWORD) });
    }
    const letterhead = { number_pattern: 'RQ-{year}/{seq:4}', institution: 'Institute', text: '{{name}} {{surname}}: {{gpa}}. № {{number}}' };
    for (const [key, type] of [['transcript', 3], ['order', 1]] as const) {
      const created = await call('POST', '/api/edoc-templates', { token: admin, body: { ...letterhead, name: `Requests ${key} ${engine}`, index: `RQ-${key}-${engine}`, user_type_id: type } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      templates[key] = Number((created.body as { data: { id: number } }).data.id);
    }
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('takes a student\'s request for a template made for students, refuses another, and shows each student their own', async () => {
    const before = await tableDigest(test, 'document_requests');
    const refused = await request(0, templates.order);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['template_id']);
    expect(await tableDigest(test, 'document_requests')).toBe(before);
    const sent = await request(0, templates.transcript, 'For a scholarship abroad.');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await mine(0)).toEqual([expect.objectContaining({ template_id: templates.transcript, state: 'requested', document_number: null })]);
    expect(await mine(1)).toEqual([]);
    // the registry sees it with the student's name, to issue or refuse
    const listed = rowsOf(await call('GET', `/api/document-requests?state=requested&template_id=${templates.transcript}`, { token: admin }), 'document_requests');
    expect(listed).toEqual([expect.objectContaining({ template_id: templates.transcript, state: 'requested', personal_id: expect.any(String) })]);
  });

  it('issues the document as the request is moved to issued, and tells the student', async () => {
    const [asked] = await mine(0);
    const moved = await call('POST', `/api/document-requests/${asked.id}/transition`, { token: admin, language: 'en', body: { transition: 'issue' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [issued] = await mine(0);
    expect(issued).toMatchObject({ state: 'issued', document_number: expect.stringMatching(/^RQ-\d{4}\/0001$/) });
    const documents = rowsOf(await call('GET', '/api/student/documents', { token: students[0].token }), 'edocs');
    expect(documents.map((document) => document.document_number)).toContain(issued.document_number);
    expect(await notified(students[0].token)).toContain('The document you asked for is issued: it is in My documents.');
    // issued once: it is not issued again
    const again = await call('POST', `/api/document-requests/${asked.id}/transition`, { token: admin, language: 'en', body: { transition: 'issue' } });
    expect(again.status).toBe(409);
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM edocs WHERE template_id = $1', [templates.transcript]);
    expect(count).toBe(1);
  });

  it('refuses a request only with a reason, which the student reads beside its state, and issues nothing', async () => {
    expect((await request(1, templates.transcript)).status).toBe(200);
    const [asked] = await mine(1);
    const noReason = await call('POST', `/api/document-requests/${asked.id}/transition`, { token: admin, language: 'en', body: { transition: 'refuse' } });
    expect(noReason.status).toBe(422);
    const refused = await call('POST', `/api/document-requests/${asked.id}/transition`, { token: admin, language: 'en', body: { transition: 'refuse', reason: 'Your fees are not paid.' } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await mine(1)).toEqual([expect.objectContaining({ state: 'refused', document_number: null })]);
    // the student reads why with the request's state
    const read = await call('GET', `/api/student/document-requests/${asked.id}`, { token: students[1].token });
    expect((read.body.workflow as { state: string; reason?: string })).toMatchObject({ state: 'refused', reason: 'Your fees are not paid.' });
    expect(await notified(students[1].token)).toContain('Your request for a document was refused: the reason is with the request.');
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::integer AS count FROM edocs WHERE student_id = $1 AND template_id = $2', [students[1].id, templates.transcript]);
    expect(count).toBe(0);
    // a student neither moves a request nor writes one as staff do
    expect((await call('POST', `/api/document-requests/${asked.id}/transition`, { token: students[1].token, body: { transition: 'issue' } })).status).toBe(403);
  });
});
