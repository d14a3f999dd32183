// Background jobs over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: report 365 and a long list's
// export are queued and answered at once; the job reports its progress and ends with a workbook read back with
// exceljs; a job is its user's alone; a failing job ends failed with the reason in the user's language; a job a
// stopped server never ran is done by the next one.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/server';
import { registry } from '../../server/generated/registry';
import { TotalsCache } from '../../server/kernel/paged-list';
import { client, engines, signIn, signInHolding, startTestServer, testHash, type Call, type TestServer } from './support/server';
import { finished } from './support/jobs';

async function workbook(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe.each(engines)('background jobs on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer(engine, { jobCheckSeconds: 1, jobRetries: 1 });
    call = client(test.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('queues report 365 at once, and its job ends with every finance row in a workbook', async () => {
    const queued = await call('POST', '/api/finances/export-student-finance-job', { token, language: 'en' });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ success: true, message: 'The file is being prepared; it will be offered here when it is ready.' });
    const { id } = queued.body.job as { id: string };
    const job = await finished(call, token, id);
    expect(job).toMatchObject({ state: 'completed', progress: 100, file_name: 'finances.xlsx' });
    const [{ n }] = await test.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM finances');
    expect(job.message).toBe(`Rows exported: ${n}`);
    const file = await call('GET', `/api/jobs/${id}/file`, { token });
    expect(file.headers.get('content-disposition')).toContain('finances.xlsx');
    expect((await workbook(file.bytes)).rowCount).toBe(n + 1);
  });

  it.each([
    { language: 'ka' as const, sheet: 'სტუდენტების ფინანსები', program: 'სამართალი' },
    { language: 'en' as const, sheet: 'Student finances', program: 'Law' },
  ])('writes report 365 in $language: its sheet named so, programmes and years by their labels, no ids', async ({ language, sheet: sheetName, program }) => {
    const { id } = (await call('POST', '/api/finances/export-student-finance-job', { token, language })).body.job as { id: string };
    expect((await finished(call, token, id)).state).toBe('completed');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await call('GET', `/api/jobs/${id}/file`, { token })).bytes as unknown as ArrayBuffer);
    const [sheet] = book.worksheets;
    expect(sheet.name).toBe(sheetName);
    const columns = registry.screens.finances.columns.map((column) => column.key);
    const programs = new Set<unknown>();
    const years = new Set<unknown>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      programs.add(row.getCell(columns.indexOf('program_id') + 1).value);
      years.add(row.getCell(columns.indexOf('learn_year_id') + 1).value);
    });
    expect(programs).toContain(program);
    for (const value of [...programs, ...years]) expect(typeof value, String(value)).toBe('string');
    const [labels] = await test.server.ctx.db.query<{ programs: string[] }>(
      `SELECT array_agg(DISTINCT ${language === 'en' ? 'p.name_en' : 'p.name_ka'}) AS programs
       FROM finances f JOIN students s ON s.id = f.student_id JOIN programs p ON p.id = s.program_id`,
    );
    expect([...programs].sort()).toEqual([...labels.programs].sort());
  });

  it('exports a list under its filters as a job, and twenty at once all finish whole', async () => {
    const { students } = (await call('GET', '/api/students?status_id=1&per_page=1', { token })).body as { students: { total: number } };
    const ids = await Promise.all(Array.from({ length: 20 }, async () => {
      const queued = await call('POST', '/api/students/export-job?status_id=1&sort=surname', { token, language: 'en' });
      expect(queued.status).toBe(202);
      return (queued.body.job as { id: string }).id;
    }));
    for (const id of ids) {
      expect((await finished(call, token, id)).state).toBe('completed');
      const sheet = await workbook((await call('GET', `/api/jobs/${id}/file`, { token })).bytes);
      expect(sheet.rowCount).toBe(students.total + 1);
    }
  });

  it('says the rows it wrote when the list\'s total is the database\'s estimate, not the estimate', async () => {
    // forty more students in the status than the statistics the planner estimates by (made before) know of
    const moved = await test.server.ctx.db.query<{ id: number; status_id: number }>('SELECT id, status_id FROM students WHERE status_id <> 1 ORDER BY id LIMIT 40');
    await test.server.ctx.db.query('UPDATE students SET status_id = 1 WHERE id = ANY($1::int[])', [moved.map((row) => row.id)]);
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM students WHERE status_id = 1');
    // every total above ten rows the planner's estimate, as a list of more than 100,000 rows answers
    test.server.ctx.totals = new TotalsCache(undefined, 10);
    try {
      const { students } = (await call('GET', '/api/students?status_id=1&per_page=1', { token })).body as { students: { total: number; total_estimated?: boolean } };
      expect(students.total_estimated).toBe(true);
      expect(students.total).not.toBe(count);
      const queued = await call('POST', '/api/students/export-job?status_id=1&sort=surname', { token, language: 'en' });
      const id = (queued.body.job as { id: string }).id;
      const job = await finished(call, token, id);
      expect(job).toMatchObject({ state: 'completed', progress: 100, message: `Rows exported: ${count}` });
      expect((await workbook((await call('GET', `/api/jobs/${id}/file`, { token })).bytes)).rowCount).toBe(count + 1);
    } finally {
      test.server.ctx.totals = new TotalsCache();
      for (const { id, status_id } of moved) await test.server.ctx.db.query('UPDATE students SET status_id = $2 WHERE id = $1', [id, status_id]);
    }
  });

  it('shows a job to its user alone, and refuses a bad export query before queuing it', async () => {
    const { id } = (await call('POST', '/api/finances/export-student-finance-job', { token })).body.job as { id: string };
    const other = await signInHolding(test, 'jobs-other@example.com', ['finances.index']);
    expect((await call('GET', `/api/jobs/${id}`, { token: other })).status).toBe(404);
    expect((await call('GET', `/api/jobs/${id}/file`, { token: other })).status).toBe(404);
    expect((await call('GET', '/api/jobs/not-a-job', { token })).status).toBe(404);
    const before = await test.server.ctx.db.query('SELECT id FROM jobs');
    expect((await call('POST', '/api/students/export-job?status_id=abc', { token })).status).toBe(422);
    expect(await test.server.ctx.db.query('SELECT id FROM jobs')).toHaveLength(before.length);
    expect((await call('POST', '/api/finances/export-student-finance-job', { token: await signInHolding(test, 'jobs-none@example.com', []) })).status).toBe(403);
  });

  it('shows a student the job they started, and its file, and another student neither', async () => {
    const studentsOwn = async (email: string, studentId: number): Promise<string> => {
      await test.server.ctx.db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ($1, $2, 'Own', 'Job', 3, $3)`,
        [email, await testHash('a student password'), studentId],
      );
      return signIn(call, email, 'a student password');
    };
    const [first, second] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 2');
    const student = await studentsOwn(`job-student-${engine}@example.com`, first.id);
    const queued = await call('POST', '/api/student/grades/export-job', { token: student });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const { id } = queued.body.job as { id: string };
    expect(await finished(call, student, id)).toMatchObject({ state: 'completed', file_name: expect.stringMatching(/\.xlsx$/) });
    expect((await call('GET', `/api/jobs/${id}/file`, { token: student })).status).toBe(200);
    const classmate = await studentsOwn(`job-classmate-${engine}@example.com`, second.id);
    expect((await call('GET', `/api/jobs/${id}`, { token: classmate })).status).toBe(404);
    expect((await call('GET', `/api/jobs/${id}/file`, { token: classmate })).status).toBe(404);
  });

  it('ends a job that keeps failing as failed, with the reason in the user\'s language', async () => {
    const [admin] = await test.server.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'");
    const id = await test.server.ctx.jobs.enqueue('exportList', admin, { screen: 'no-such-screen' }, 'en');
    const job = await finished(call, token, id);
    expect(job).toMatchObject({ state: 'failed', message: 'The requested record was not found.' });
    const [{ attempts }] = await test.server.ctx.db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [id]);
    expect(attempts).toBe(2);
  });

  it('lists the jobs newest first with who started them, filtered by state, to a holder of jobs.index alone', async () => {
    const list = await call('GET', '/api/jobs?state=completed&kind=financeReport', { token });
    expect(list.status).toBe(200);
    const { jobs } = list.body as { jobs: { total: number; data: { kind: string; state: string; user_name: string; file: string | null }[] } };
    expect(jobs.total).toBeGreaterThanOrEqual(1);
    expect(jobs.data.every((job) => job.kind === 'financeReport' && job.state === 'completed' && job.file?.startsWith('/storage/'))).toBe(true);
    expect((await call('GET', '/api/jobs', { token: await signInHolding(test, 'jobs-finance@example.com', ['finances.index']) })).status).toBe(403);
  });

  it('forgets a job finished longer ago than the kept days, with its file, while the server runs', async () => {
    const { id } = (await call('POST', '/api/finances/export-student-finance-job', { token })).body.job as { id: string };
    expect((await finished(call, token, id)).state).toBe('completed');
    const [{ file }] = await test.server.ctx.db.query<{ file: string }>("UPDATE jobs SET finished_at = now() - interval '30 days' WHERE id = $1 RETURNING file", [id]);
    const stored = () => test.server.ctx.storage.size(file).then(() => true, () => false);
    expect(await stored()).toBe(true);
    // the row goes first, its file a moment after: both are waited for
    const deadline = Date.now() + 10_000;
    const kept = async () => (await test.server.ctx.db.query('SELECT 1 FROM jobs WHERE id = $1', [id])).length > 0 || stored();
    while (await kept() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await call('GET', `/api/jobs/${id}`, { token })).status).toBe(404);
    expect(await stored()).toBe(false);
  });

  it('does a job a stopped server queued, when the next server starts on the same data, whose queue takes the next server\'s settings', async () => {
    const first = await startTestServer(engine, { memoryDatabase: false, jobCheckSeconds: 1 });
    const [admin] = await first.server.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'");
    const id = await first.server.ctx.jobs.enqueue('financeReport', admin, {}, 'en', 1);
    const queue = async (server: typeof first.server) => (await server.ctx.db.query<{ expire_seconds: number; retry_limit: number }>(
      `SELECT expire_seconds, retry_limit FROM ${first.config.jobSchema}.queue WHERE name = 'aula-jobs'`))[0];
    expect(await queue(first.server)).toEqual({ expire_seconds: first.config.jobTimeLimitSeconds, retry_limit: first.config.jobRetries });
    await first.server.close();
    const next = await createServer({ ...first.config, jobTimeLimitSeconds: first.config.jobTimeLimitSeconds + 300, jobRetries: first.config.jobRetries + 2 }, registry);
    try {
      const deadline = Date.now() + 20_000;
      let state = '';
      while (state !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [{ state }] = await next.ctx.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]);
      }
      expect(state).toBe('completed');
      expect(await queue(next)).toEqual({ expire_seconds: first.config.jobTimeLimitSeconds + 300, retry_limit: first.config.jobRetries + 2 });
    } finally {
      await next.close();
      await first.stop();
    }
  });
});
