// A background job outlives its server's sudden death, on PGlite and (when DATABASE_URL is set) PostgreSQL: the
// server runs as `npm start` runs it, in a process of its own, over a register big enough that its export is still
// being written when the process is killed with SIGKILL (nothing of it gets to tidy up); the next server on the same
// data gives the job back to the queue when it starts (on PostgreSQL, a server already running beside it within
// seconds), well before its ten-minute time limit, and the export ends with every row. While it runs, its server is
// heard from every few seconds; a killed one's job is seen to go quiet.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/core/config';
import { openDatabase } from '../../server/db/database';
import { registry } from '../../server/generated/registry';
import { HEARTBEAT_MS, OWNER_LOCKS } from '../../server/jobs/runner';
import { fillStudents } from '../../server/seed/bulk';
import { prepareDatabase } from '../../server/server';
import { ADMIN, client, engines, freshData, signIn, testSettings, type Call, type TestData } from './support/server';
import { startChildAula as startAula, type ChildAula } from './support/child-aula';

// enough rows that the export goes in several batches, its progress told after each, so it is caught part-way (its
// progress is written at most every half second: at 15,000 rows a fast PostgreSQL run went from its first figure to
// its last between two looks 20 ms apart, a red CI run); few enough that it is soon done again
const STUDENTS = 40_000;

interface Job { id: string; state: string; progress: number; message: string | null; quiet_seconds: number | null }

async function jobOf(call: Call, token: string, id: string): Promise<Job> {
  const answer = await call('GET', `/api/jobs/${id}`, { token, language: 'en' });
  // an answer without the job says why (a CI run once read none here, part-way through the export)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Job;
}

/** The job as its user sees it, once `until` holds (or after a minute, to fail on). */
async function jobWhen(call: Call, token: string, id: string, until: (job: Job) => boolean): Promise<Job> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await jobOf(call, token, id);
    if (until(job) || Date.now() > deadline) return job;
    // often enough to see the export part-way, which a fast run is for only a moment
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(engines)('a background job on %s', (engine) => {
  let data: TestData;
  let config: ServerConfig;
  const running: ChildAula[] = [];

  beforeAll(async () => {
    data = await freshData(engine, 'demo');
    config = {
      ...testSettings(), dataDir: data.dataDir, databaseUrl: data.databaseUrl, pgliteImage: data.pgliteImage, jobSchema: data.jobSchema,
      adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true,
    };
    const db = await prepareDatabase(config, registry);
    try {
      await fillStudents(db, STUDENTS);
    } finally {
      await db.close();
    }
  });

  afterAll(async () => {
    for (const aula of running) await aula.stop();
    await data?.remove();
  });

  // a minute for each wait below, so that a job left stuck fails on its state rather than on the test's time
  it('survives kill -9 of its server and is finished by the next server, or on PostgreSQL by one running beside it', { timeout: 180_000 }, async () => {
    const first = await startAula(data);
    running.push(first);
    let call = client(first.baseUrl);
    const token = await signIn(call);
    const { students } = (await call('GET', '/api/students?per_page=1', { token })).body as { students: { total: number } };
    expect(students.total).toBe(STUDENTS);
    const queued = await call('POST', '/api/students/export-job?sort=surname', { token, language: 'en' });
    expect(queued.status).toBe(202);
    const { id } = queued.body.job as { id: string };

    // killed with rows written and rows to go
    const cut = await jobWhen(call, token, id, (job) => job.state !== 'queued' && (job.state !== 'running' || job.progress > 0));
    expect(cut).toMatchObject({ state: 'running' });
    expect(cut.progress).toBeLessThan(100);
    // its server is heard from as it works
    expect(cut.quiet_seconds).toBeGreaterThanOrEqual(0);
    expect(cut.quiet_seconds).toBeLessThanOrEqual(HEARTBEAT_MS / 1000);
    await first.kill();

    if (engine === 'postgres') {
      // servers share a PostgreSQL database: one that starts, or runs beside, leaves alone a job whose lock a live
      // server's session holds, as this one now does
      const live = new pg.Client({ connectionString: data.databaseUrl });
      await live.connect();
      try {
        await live.query('SELECT pg_advisory_lock_shared(hashtext($1), hashtext($2))', [OWNER_LOCKS, id]);
        // as the killed server left it, which may be a batch further than last seen
        const [left] = (await live.query<{ state: string; progress: number }>('SELECT state, progress FROM jobs WHERE id = $1', [id])).rows;
        expect(left.state).toBe('running');
        const beside = await startAula(data);
        running.push(beside);
        call = client(beside.baseUrl);
        expect(await jobOf(call, token, id)).toMatchObject(left);
        // the killed server is heard from no more: the job's sign of life grows old, as its user sees
        await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS + 1_000));
        expect((await jobOf(call, token, id)).quiet_seconds).toBeGreaterThan(HEARTBEAT_MS / 1000);
      } finally {
        // the holder's session ends as a killed server's does: a server running on takes the job up within seconds
        await live.end();
      }
    } else {
      const next = await startAula(data);
      running.push(next);
      call = client(next.baseUrl);
    }
    const job = await jobWhen(call, token, id, (seen) => seen.state === 'completed' || seen.state === 'failed');
    expect(job).toMatchObject({ state: 'completed', progress: 100, message: `Rows exported: ${students.total}`, quiet_seconds: null });
    const file = await call('GET', `/api/jobs/${id}/file`, { token });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(students.total + 1);

    // the export was begun twice, cut off once: done by the server after, not found finished
    for (const aula of running) await aula.stop();
    const db = await openDatabase(config);
    try {
      expect(await db.query('SELECT attempts FROM jobs WHERE id = $1', [id])).toEqual([{ attempts: 2 }]);
    } finally {
      await db.close();
    }
  });
});
