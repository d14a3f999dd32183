// An Idempotency-Key outlives the server that took it, over PostgreSQL with two servers in processes of their own: a
// keyed write held up in the database (the students' table locked by another session) stays "in progress" on the
// other server for as long as its own server works on it, however long that is; once that server is killed with
// SIGKILL, the write sent again with its key is carried out by the other within seconds, and once only. PostgreSQL
// only: servers share a PostgreSQL database, never a PGlite data directory (whose next start lets such a key go).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_S } from '../../server/kernel/idempotency';
import { startChildAula, type ChildAula } from './support/child-aula';
import { client, freshData, signIn, type TestData } from './support/server';

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('an idempotency key whose server dies', () => {
  let data: TestData;
  let servers: ChildAula[] = [];
  let database: pg.Client;

  beforeAll(async () => {
    data = await freshData('postgres', 'demo');
    servers = await Promise.all([1, 2].map(() => startChildAula(data)));
    database = new pg.Client({ connectionString: data.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    for (const server of servers) await server.stop();
    await data?.remove();
  });

  it('is in progress while its server works, and taken up by another server soon after it is killed', { timeout: 120_000 }, async () => {
    const [first, second] = servers.map((server) => client(server.baseUrl));
    const token = await signIn(first);
    const [student] = (await database.query<{ school_id: number; program_id: number }>(
      'SELECT school_id, program_id FROM students WHERE school_id IS NOT NULL AND program_id IS NOT NULL ORDER BY id LIMIT 1',
    )).rows;
    const body = {
      name: 'Nino', surname: 'Heldup', personal_id: '77700000001', sex: 0, birthday: '2004-01-01', citizenship: 1,
      phone: '555-20-202', email: 'heldup@example.ge', status_id: 1, school_id: student.school_id, program_id: student.program_id,
    };
    const headers = { 'idempotency-key': 'held-up-1' };

    // the first server's write waits behind a lock another session holds
    const blocker = new pg.Client({ connectionString: data.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE students IN SHARE MODE');
    const cut = first('POST', '/api/students', { token, body, headers }).catch(() => undefined);
    for (let waited = 0; (await database.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [headers['idempotency-key']])).rowCount === 0; waited += 100) {
      expect(waited).toBeLessThan(10_000);
      await pause(100);
    }
    // longer than a silent server's key is kept: still in progress, for its server still says it works on it
    await pause((ABANDONED_AFTER_S + 5) * 1000);
    const waiting = await second('POST', '/api/students', { token, body, headers, language: 'en' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe('The same request is still being carried out. Try again in a moment.');

    // killed mid-work: its transaction ends with its connection, and the key's holder is heard from no more
    await servers[0].kill();
    await cut;
    await blocker.query('ROLLBACK');
    await blocker.end();
    const killedAt = Date.now();
    let answer = waiting;
    while (answer.status === 409 && Date.now() - killedAt < 60_000) {
      await pause(500);
      answer = await second('POST', '/api/students', { token, body, headers });
    }
    expect(answer.status).toBe(201);
    expect(Date.now() - killedAt).toBeLessThanOrEqual((ABANDONED_AFTER_S + 5) * 1000);
    // sent again: the answer kept, not a second student
    const again = await second('POST', '/api/students', { token, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(answer.body);
    const { rows } = await database.query('SELECT id FROM students WHERE personal_id = $1', [body.personal_id]);
    expect(rows).toHaveLength(1);
  });
});
