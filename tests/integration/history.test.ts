// Every record's history, over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: each write through a
// screen keeps who made it, when, and each changed field before and after, in the write's own transaction; a
// finance statement's status changes can be read back with who and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

interface Entry { action: string; at: string; user_id: number | null; user_name: string | null; changes: Record<string, { from: unknown; to: unknown }> }

describe.each(engines)('record history on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let studentId: number;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    [{ id: studentId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
  });

  afterAll(async () => {
    await test?.stop();
  });

  const accountId = async (email: string) =>
    (await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0].id;

  it('keeps each status change of a finance statement with who made it and when, newest first', async () => {
    const clerk = await signInHolding(test, `statements-${engine}@example.com`, ['finance-statement.index']);
    const created = await call('POST', '/api/finance-statement', { token, body: { student_id: studentId, status_id: 1, comment: 'Schedule' } });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect((await call('PUT', `/api/finance-statement/${id}`, { token: clerk, body: { status_id: 2 } })).status).toBe(200);
    // a save that changes nothing is no change
    expect((await call('PUT', `/api/finance-statement/${id}`, { token: clerk, body: { status_id: 2, comment: 'Schedule' } })).status).toBe(200);
    expect((await call('PUT', `/api/finance-statement/${id}`, { token, body: { status_id: 3, comment: 'No grounds' } })).status).toBe(200);

    const history = await call('GET', `/api/finance-statement/${id}/history`, { token: clerk });
    expect(history.status).toBe(200);
    const entries = history.body.data as Entry[];
    const [admin, clerkId] = [await accountId('admin@example.com'), await accountId(`statements-${engine}@example.com`)];
    expect(entries.map((entry) => [entry.action, entry.user_id, entry.changes])).toEqual([
      ['update', admin, { status_id: { from: 2, to: 3 }, comment: { from: 'Schedule', to: 'No grounds' } }],
      ['update', clerkId, { status_id: { from: 1, to: 2 } }],
      ['create', admin, { student_id: { from: null, to: studentId }, status_id: { from: null, to: 1 }, comment: { from: null, to: 'Schedule' } }],
    ]);
    expect(history.body.total).toBe(3);
    expect(entries[1].user_name).toBe('Test Holder');
    expect(entries.every((entry, i) => i === 0 || Date.parse(entries[i - 1].at) >= Date.parse(entry.at))).toBe(true);
    expect(Math.abs(Date.parse(entries[0].at) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a deleted record\'s values, answers only for a record the screen opens, and only to who may open it', async () => {
    const created = await call('POST', '/api/finance-statement', { token, body: { student_id: studentId, status_id: 1 } });
    const id = (created.body.data as { id: number }).id;
    expect((await call('DELETE', `/api/finance-statement/${id}`, { token })).status).toBe(204);
    const [kept] = await test.server.ctx.db.query<{ changes: Record<string, [unknown, unknown]> }>(
      `SELECT changes FROM record_changes WHERE table_name = 'finance_statements' AND record_id = $1 AND action = 'delete'`, [id],
    );
    expect(kept.changes).toEqual({ student_id: [studentId, null], status_id: [1, null] });
    expect((await call('GET', `/api/finance-statement/${id}/history`, { token })).status).toBe(404);
    const outsider = await signInHolding(test, `outsider-${engine}@example.com`, ['students.index']);
    const [{ id: existing }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finance_statements ORDER BY id LIMIT 1');
    expect((await call('GET', `/api/finance-statement/${existing}/history`, { token: outsider })).status).toBe(403);
    // a user's own rows (a mailbox) show no history to anyone
    expect((await call('GET', '/api/messages/1/history', { token })).status).toBe(404);
  });

  it('leaves no history of a refused write', async () => {
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM finance_statements ORDER BY id LIMIT 1');
    const count = async () => Number((await test.server.ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM record_changes WHERE table_name = 'finance_statements'`))[0].n);
    const before = await count();
    expect((await call('PUT', `/api/finance-statement/${id}`, { token, body: { status_id: 99 } })).status).toBe(422);
    expect(await count()).toBe(before);
  });
});
