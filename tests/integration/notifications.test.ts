// Notifications over real HTTP, on PGlite and PostgreSQL (server/notifications/): a job's end tells the account that
// started it, with its file, and nobody else; a grade sheet submitted tells those who may approve it (led to the sheet)
// and not others; a statement answered tells its student, led to their own page; read and unread, each account's own;
// a page's open stream hears a new one at once; on PostgreSQL a page open on another server hears what this one did;
// and a server closes at once though a stream is open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent, NotificationList } from '../../contract/notifications';
import { client, engines, serverBeside, signIn, signInHolding, startTestServer, testHash, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';
import { openStream } from './support/stream';

const PASSWORD = 'notified-password-1';

describe.each(engines)('notifications on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let approver: string;
  let bystander: string;
  const ids: Record<string, number> = {};

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);
  const listOf = async (token: string, language: 'ka' | 'en' = 'en') => {
    const answer = await call('GET', '/api/notifications', { token, language });
    expect(answer.status).toBe(200);
    return answer.body as unknown as NotificationList;
  };
  /** An account of a person's (a lecturer's, a student's), signed in. */
  const personSignedIn = async (email: string, type: 2 | 3, column: 'lecturer_id' | 'student_id', record: number): Promise<string> => {
    await sql(`INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, ${column}) VALUES ($1, $2, 'Nino', 'Beridze', $3, $4)`, [email, await testHash(PASSWORD), type, record]);
    return signIn(call, email, PASSWORD);
  };
  const message = (token: string, to: number, subject: string) => call('POST', '/api/messages/actions/compose', { token, body: { to_users: [to], subject, body: 'Hello' }, language: 'en' });

  beforeAll(async () => {
    test = await startTestServer(engine, { jobCheckSeconds: 1 });
    call = client(test.baseUrl);
    admin = await signIn(call);
    approver = await signInHolding(test, `approver-${engine}@example.com`, ['grades.approve', 'curriculum.index', 'students.index']);
    bystander = await signInHolding(test, `bystander-${engine}@example.com`, ['students.index']);
    for (const [name, email] of [['admin', 'admin@example.com'], ['approver', `approver-${engine}@example.com`], ['bystander', `bystander-${engine}@example.com`]]) {
      [{ id: ids[name] }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    }
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('tells the account that started a job, and no other, when it ends: its words in the reader\'s language, its file', async () => {
    const { id } = (await call('POST', '/api/finances/export-student-finance-job', { token: admin, language: 'en' })).body.job as { id: string };
    const job = await finished(call, admin, id);
    expect(job.state).toBe('completed');
    const [told] = (await listOf(admin)).data.filter((item) => item.job_id === id);
    expect(told).toMatchObject({ kind: 'job', file_name: 'finances.xlsx', link: null, read_at: null, text: `Report 365 is done: ${job.message}` });
    const [inGeorgian] = (await listOf(admin, 'ka')).data.filter((item) => item.job_id === id);
    expect(inGeorgian.text).toMatch(/^ანგარიში 365 დასრულდა: /);
    expect((await call('GET', `/api/jobs/${id}/file`, { token: admin })).status).toBe(200);
    for (const other of [approver, bystander]) expect((await listOf(other)).data.filter((item) => item.kind === 'job')).toEqual([]);
  });

  it('tells those who may approve a grade sheet when its lecturer submits it, led to the sheet, and nobody else', async () => {
    const [course] = await sql<{ id: number; lecturer_id: number; name: string }>(
      // named as the courses' list names it
      `SELECT id, lecturer_id, name || ' ' || code AS name FROM journal_courses WHERE grades_state = 'open' AND lecturer_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const lecturer = await personSignedIn(`lecturer-${engine}@example.com`, 2, 'lecturer_id', course.lecturer_id);
    const before = { approver: (await listOf(approver)).unread, bystander: (await listOf(bystander)).unread };
    const moved = await call('POST', `/api/lecturer/grades/${course.id}/transition`, { token: lecturer, body: { transition: 'submit' } });
    expect(moved.status).toBe(200);

    const told = await listOf(approver);
    expect(told.unread).toBe(before.approver + 1);
    expect(told.data[0]).toMatchObject({
      kind: 'workflow', link: `/admin/course-grades?course_id=${course.id}`, job_id: null, read_at: null,
      text: `The grade sheet of ${course.name} was submitted for approval by Nino Beridze.`,
    });
    // the administrator of full access may approve too; the lecturer who submitted it and a holder of other permissions are not told
    expect((await listOf(admin)).data.some((item) => item.link === told.data[0].link)).toBe(true);
    expect((await listOf(bystander)).unread).toBe(before.bystander);
    expect((await listOf(lecturer)).data).toEqual([]);
    // a holder of grades.approve who cannot open the sheet is told without a link
    const approveOnly = await signInHolding(test, `approve-only-${engine}@example.com`, ['grades.approve']);
    // returned, the lecturer is told why, led to their own sheet; a return without a reason is refused
    expect((await call('POST', `/api/course-grades/${course.id}/transition`, { token: admin, body: { transition: 'return' } })).status).toBe(422);
    const returned = await call('POST', `/api/course-grades/${course.id}/transition`, { token: admin, body: { transition: 'return', reason: 'The final exam is missing.' } });
    expect(returned.status).toBe(200);
    const toldBack = (await listOf(lecturer)).data[0];
    expect(toldBack).toMatchObject({ kind: 'workflow', link: `/lecturer/lecturer-grades?course_id=${course.id}` });
    expect(toldBack.text).toMatch(new RegExp(`^The grade sheet of ${course.name} was returned to you by .+: The final exam is missing\\.$`));
    await call('POST', `/api/lecturer/grades/${course.id}/transition`, { token: lecturer, body: { transition: 'submit' } });
    expect((await listOf(approveOnly)).data[0]).toMatchObject({ kind: 'workflow', link: null });
    // approved, the lecturer is told it stands, and each of its students that their grades are out; a student of
    // another course is not told
    const [taker] = await sql<{ id: number }>('SELECT s.id FROM students s JOIN journal_courses c ON s.group_id = ANY(c.group_ids) WHERE c.id = $1 ORDER BY s.id LIMIT 1', [course.id]);
    const [other] = await sql<{ id: number }>('SELECT s.id FROM students s JOIN journal_courses c ON c.id = $1 WHERE NOT (s.group_id = ANY(c.group_ids)) ORDER BY s.id LIMIT 1', [course.id]);
    const takerToken = await personSignedIn(`taker-${engine}@example.com`, 3, 'student_id', taker.id);
    const otherToken = await personSignedIn(`non-taker-${engine}@example.com`, 3, 'student_id', other.id);
    expect((await call('POST', `/api/course-grades/${course.id}/transition`, { token: admin, body: { transition: 'approve' } })).status).toBe(200);
    expect((await listOf(lecturer)).data[0].text).toMatch(new RegExp(`^The grade sheet of ${course.name} was approved by .+; its students see their grades\\.$`));
    expect((await listOf(takerToken)).data[0]).toMatchObject({ kind: 'workflow', link: '/student/student-grades', text: `Your grades in ${course.name} are published: see them in “My grades”.` });
    expect((await listOf(takerToken, 'ka')).data[0].text).toBe(`„${course.name}“: თქვენი შეფასებები გამოქვეყნდა, იხილეთ „ჩემ შეფასებებში“.`);
    expect((await listOf(otherToken)).data).toEqual([]);
  });

  it('tells a student their statement was answered, led to their own page, in the action that answers it', async () => {
    const [student] = await sql<{ id: number }>('SELECT id FROM students WHERE id NOT IN (SELECT student_id FROM users WHERE student_id IS NOT NULL) ORDER BY id LIMIT 1');
    const studentToken = await personSignedIn(`student-${engine}@example.com`, 3, 'student_id', student.id);
    const [statement] = await sql<{ id: number }>(`INSERT INTO finance_statements (student_id, status_id, comment) VALUES ($1, 1, 'A schedule, please') RETURNING id`, [student.id]);
    const answered = await call('POST', `/api/finance-statement/actions/answer?id=${statement.id}`, { token: admin, body: { status_id: 2, comment: 'Done' }, language: 'en' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { data } = await listOf(studentToken, 'ka');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ kind: 'action', text: 'თქვენს განცხადებას უპასუხეს.', link: `/student/student-statements?rowId=${statement.id}` });
    // and the page it leads to shows the student that statement
    expect((await call('GET', `/api/student/statements/${statement.id}`, { token: studentToken })).status).toBe(200);
  });

  it('marks one read, then all, each account\'s own alone', async () => {
    for (const subject of ['First', 'Second', 'Third']) expect((await message(admin, ids.bystander, subject)).status).toBe(200);
    const listed = await listOf(bystander);
    expect(listed.unread).toBeGreaterThanOrEqual(3);
    expect(listed.data.slice(0, 3).every((item) => item.kind === 'action' && item.text.startsWith('New message from '))).toBe(true);
    const [newest] = listed.data;
    expect((await call('POST', `/api/notifications/${newest.id}/read`, { token: approver })).status).toBe(404);
    expect((await call('POST', '/api/notifications/abc/read', { token: bystander })).status).toBe(404);
    expect((await call('POST', `/api/notifications/${newest.id}/read`, { token: bystander, xsrf: false })).status).toBe(419);
    const marked = await call('POST', `/api/notifications/${newest.id}/read`, { token: bystander, language: 'en' });
    expect(marked.status).toBe(200);
    const after = marked.body as unknown as NotificationList;
    expect(after.unread).toBe(listed.unread - 1);
    // unread first: the one read goes below those still unread
    expect(after.data.find((item) => item.id === newest.id)?.read_at).not.toBeNull();
    expect(after.data.slice(0, after.unread).every((item) => item.read_at === null)).toBe(true);
    expect((await call('POST', '/api/notifications/read', { token: bystander })).body).toMatchObject({ unread: 0 });
    expect((await listOf(bystander)).data.every((item) => item.read_at !== null)).toBe(true);
    expect((await call('GET', '/api/notifications')).status).toBe(401);
  });

  it('sends a new one at once to the page whose stream is open, and says when the list changed elsewhere', async () => {
    expect((await openStream(test.baseUrl, 'not-a-token')).status).toBe(401);
    const stream = await openStream(test.baseUrl, bystander);
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      // the notifications there were before, whose delivery a busy machine may still have on its way
      const before = new Set((await listOf(bystander)).data.map((each) => each.id));
      const sent = performance.now();
      expect((await message(admin, ids.bystander, 'Streamed')).status).toBe(200);
      let heard = await stream.next('notification');
      while (before.has((heard.data as NotificationEvent).item.id)) heard = await stream.next('notification');
      const { item, unread } = heard.data as NotificationEvent;
      expect(item).toMatchObject({ kind: 'action', link: '/admin/messages', read_at: null });
      expect(item.text).toMatch(/^New message from /);
      expect(unread).toBe((await listOf(bystander)).unread);
      expect(heard.at - sent).toBeLessThan(2_000);
      // marked read in another tab: this one reads its list again
      await call('POST', `/api/notifications/${item.id}/read`, { token: bystander });
      await stream.next('changed');
      // nobody else's
      await message(admin, ids.approver, 'Not for the bystander');
      await expect(stream.next('notification', 500)).rejects.toThrow(/no 'notification' event/);
      expect(test.server.ctx.notifications.openStreams).toBe(1);
    } finally {
      stream.close();
    }
    // the page gone, the server lets its stream go
    await expect.poll(() => test.server.ctx.notifications.openStreams).toBe(0);
  });

  if (engine === 'postgres') it('delivers what one server raised to a page open on another server over the same database', async () => {
    const { server: other, baseUrl } = await serverBeside(test.config);
    try {
      const stream = await openStream(baseUrl, approver);
      await stream.next('ready');
      const { id } = (await call('POST', '/api/finances/export-student-finance-job', { token: admin })).body.job as { id: string };
      const sent = performance.now();
      expect((await message(admin, ids.approver, 'Across servers')).status).toBe(200);
      const heard = await stream.next('notification');
      expect((heard.data as NotificationEvent).item.text).toMatch(/^New message from /);
      expect(heard.at - sent).toBeLessThan(2_000);
      // the job's end is told to its owner alone: not on the approver's page
      await finished(call, admin, id);
      await expect(stream.next('notification', 500)).rejects.toThrow();
      // the other server closes though the page's stream is open
      const closing = performance.now();
      await other.close();
      expect(performance.now() - closing).toBeLessThan(1_500);
    } finally {
      await other.close();
    }
  });

  it('closes at once though a page\'s stream is open', async () => {
    const stream = await openStream(test.baseUrl, admin);
    await stream.next('ready');
    const closing = performance.now();
    const closed = test.server.close();
    // the server ends the page's stream itself as it begins to close, rather than its connection being cut at the
    // grace's end (CLOSE_GRACE_MS); what the close does after (a job step's own grace, the database let go) is not
    // the stream's doing, and a busy machine's run once took 2 s over it
    const over = await stream.over;
    expect(over.how).toBe('ended');
    expect(over.at - closing).toBeLessThan(1_500);
    await closed;
  });
});

/** Every job kind has its name in both locales (a job's notification names it). */
describe('job kinds', () => {
  it('are named in both locales', async () => {
    const { jobKinds } = await import('../../server/job-kinds');
    const { Locales } = await import('../../server/core/i18n');
    const locales = new Locales();
    for (const language of ['ka', 'en'] as const) {
      const missing = Object.keys(jobKinds).filter((kind) => !locales.translator(language).has(`notifications.jobKinds.${kind}`));
      expect(missing, language).toEqual([]);
    }
  });
});
