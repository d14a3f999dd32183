// What a server killed with SIGKILL mid-work leaves to the one running beside it, over PostgreSQL with two servers in
// processes of their own. An Idempotency-Key: a keyed write held up in the database (the students' table locked by
// another session) stays "in progress" on the other server for as long as its own server works on it, however long
// that is; once that server is killed, the write sent again with its key is carried out by the other within seconds,
// and once only. A bulk edit as a job: taken up by the other server within a minute, it ends with every row set and
// each row's change kept once in its history. PostgreSQL only: servers share a PostgreSQL database, never a PGlite
// data directory (whose next start lets such a key go, and gives such a job back: jobs-restart.test.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/core/config';
import { openDatabase } from '../../server/db/database';
import { ABANDONED_AFTER_S } from '../../server/kernel/idempotency';
import { fillStudents } from '../../server/seed/bulk';
import { startChildAula, type ChildAula } from './support/child-aula';
import type { Job } from './support/jobs';
import { client, freshData, signIn, type TestData } from './support/server';

/** Enough students that the edit is caught part-way (it writes a few hundred a second), few enough to be soon done. */
const STUDENTS = 3_000;

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('a server killed mid-work', () => {
  let data: TestData;
  let servers: ChildAula[] = [];
  let database: pg.Client;

  beforeAll(async () => {
    data = await freshData('postgres', 'demo');
    const db = await openDatabase({ ...readConfig({}), dataDir: data.dataDir, databaseUrl: data.databaseUrl });
    try {
      await fillStudents(db, STUDENTS);
    } finally {
      await db.close();
    }
    servers = await Promise.all([1, 2].map(() => startChildAula(data)));
    database = new pg.Client({ connectionString: data.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    for (const server of servers) await server.stop();
    await data?.remove();
  });

  it('leaves its idempotency key in progress while it works, taken up by another server soon after it is killed', { timeout: 120_000 }, async () => {
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

  it('leaves its bulk edit to the server beside it, which sets every row and keeps each change once', { timeout: 120_000 }, async () => {
    const call = client(servers[1].baseUrl);
    const token = await signIn(call);
    const jobOf = async (id: string): Promise<Job> => (await call('GET', `/api/jobs/${id}`, { token, language: 'en' })).body.data as Job;
    const [{ total, already }] = (await database.query<{ total: number; already: number }>(
      'SELECT count(*)::integer AS total, (count(*) FILTER (WHERE mobility))::integer AS already FROM students',
    )).rows;
    expect(total).toBeGreaterThanOrEqual(STUDENTS);
    const started = await database.query<{ now: Date }>('SELECT now()');
    // the first server is gone (the test before killed it): a third takes its place beside the second
    servers.push(await startChildAula(data));
    const doomed = client(servers[2].baseUrl);
    const answer = await doomed('POST', '/api/students/actions/bulkEdit?all=1', { token, body: { mobility: true }, language: 'en' });
    expect(answer.status).toBe(202);
    const { id } = answer.body.job as { id: string };
    for (let waited = 0; (await jobOf(id)).progress === 0; waited += 50) {
      expect(waited).toBeLessThan(20_000);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    await servers[2].kill();
    const cut = await jobOf(id);
    expect(cut.state).toBe('running');
    expect(cut.progress).toBeLessThan(100);

    const killedAt = Date.now();
    let job = cut;
    while (job.state !== 'completed' && job.state !== 'failed' && Date.now() - killedAt < 90_000) {
      await new Promise((wait) => setTimeout(wait, 250));
      job = await jobOf(id);
    }
    expect(job.state).toBe('completed');
    expect(Date.now() - killedAt).toBeLessThan(60_000 + 30_000);
    const [{ set }] = (await database.query<{ set: number }>('SELECT count(*)::integer AS set FROM students WHERE mobility')).rows;
    expect(set).toBe(total);
    // each row changed once: one entry of its history for it, whichever run wrote it
    const { rows: kept } = await database.query<{ record_id: number; entries: number }>(
      `SELECT record_id, count(*)::integer AS entries FROM record_changes
       WHERE table_name = 'students' AND changes ? 'mobility' AND at >= $1 GROUP BY record_id`, [started.rows[0].now],
    );
    expect(kept.length).toBe(total - already);
    expect(kept.filter((entry) => entry.entries > 1)).toEqual([]);
    // the run that finished tells what it did: what the cut-off run wrote, it found holding the value already
    const [, changed, held] = /^Changed: (\d+)\. Held the values already: (\d+)\. Not changed: 0\./.exec(job.message ?? '') ?? [];
    expect(Number(changed) + Number(held)).toBe(total);
    expect(Number(held)).toBeGreaterThan(already);
    const { rows: attempts } = await database.query('SELECT attempts FROM jobs WHERE id = $1', [id]);
    expect(attempts).toEqual([{ attempts: 2 }]);
  });
});
