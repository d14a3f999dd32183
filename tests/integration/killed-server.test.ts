// What a server killed with SIGKILL mid-work leaves to the one running beside it, over PostgreSQL with two servers in
// processes of their own. An Idempotency-Key: a keyed write held up in the database (the students' table locked by
// another session) stays "in progress" on the other server for as long as its own server works on it, however long
// that is; once that server is killed, the write sent again with its key is carried out by the other within seconds,
// and once only. A job, taken up by the other server within a minute: a bulk edit ends with every row set and each
// row's change kept once in its history, an import with each row of its file created once, a recomputation of every
// record with each as its results give it, documents issued to many students with each given one and all of them in
// the zip, a person's data given once (one entry in their history, one zip). A keyed write that committed is not
// carried out again, even when its server was killed before its answer.
// PostgreSQL only: servers share a PostgreSQL database, never a PGlite data directory (whose next start lets such a
// key go, and gives such a job back: jobs-restart.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { ABANDONED_AFTER_S } from '../../server/kernel/idempotency';
import { fillStudents } from '../../server/seed/bulk';
import { startChildAula, type ChildAula } from './support/child-aula';
import { finished, type Job } from './support/jobs';
import { client, freshData, signIn, testSettings, type Call, type CallResult, type TestData } from './support/server';

/** Enough students that an edit of them all is caught part-way (it writes a few hundred a second), few enough to be soon done. */
const STUDENTS = 2_000;
/** The rows of the file imported, and the documents issued (each drawn as a PDF, a few a second on a busy machine), with the same in mind. */
const IMPORTED = 3_000;
const DOCUMENTS = 40;
/** How long the server beside a killed one has to finish its job once it took it up: a busy machine's CI run shares its two cores with two more. */
const FINISHING_MS = 90_000;
const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
const serverError = (english.server as { errors: Record<string, string> }).errors;

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('a server killed mid-work', () => {
  let data: TestData;
  let servers: ChildAula[] = [];
  let database: pg.Client;

  beforeAll(async () => {
    data = await freshData('postgres', 'demo');
    const db = await openDatabase({ ...testSettings(), dataDir: data.dataDir, databaseUrl: data.databaseUrl });
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

  /** A new student's form, in the school and programme of the first student who has both. */
  async function newStudent(surname: string, personalId: string, phone: string): Promise<Record<string, string | number>> {
    const [student] = (await database.query<{ school_id: number; program_id: number }>(
      'SELECT school_id, program_id FROM students WHERE school_id IS NOT NULL AND program_id IS NOT NULL ORDER BY id LIMIT 1',
    )).rows;
    return {
      name: 'Nino', surname, personal_id: personalId, sex: 0, birthday: '2004-01-01', citizenship: 1,
      phone, email: `${surname.toLowerCase()}@example.ge`, status_id: 1, school_id: student.school_id, program_id: student.program_id,
    };
  }

  it('leaves its idempotency key in progress while it works, taken up by another server soon after it is killed', { timeout: 120_000 }, async () => {
    const [first, second] = servers.map((server) => client(server.baseUrl));
    const token = await signIn(first);
    const body = await newStudent('Heldup', '77700000001', '555-20-202');
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
    await pause((ABANDONED_AFTER_S + 2) * 1000);
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

  it('carries out a keyed write once when its server is killed after the write committed and before its answer was kept', { timeout: 120_000 }, async () => {
    const doomed = await startChildAula(data);
    servers.push(doomed);
    const [first, second] = [client(doomed.baseUrl), client(servers[1].baseUrl)];
    const token = await signIn(first);
    const body = await newStudent('Lostanswer', '77700000002', '555-20-203');
    const key = 'lost-answer-1';
    // the database holds up keeping this key's answer, so the server is killed between its commit and its answer
    await database.query(`CREATE FUNCTION answer_held_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.key = '${key}' AND NEW.status IS NOT NULL THEN PERFORM pg_sleep(60); END IF; RETURN NEW; END $$`);
    await database.query('CREATE TRIGGER answer_held_up BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION answer_held_up()');
    try {
      const cut = first('POST', '/api/students', { token, body, headers: { 'idempotency-key': key } }).catch(() => undefined);
      const keeping = async () => (await database.query(
        `SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND query LIKE 'UPDATE idempotency_keys SET status%'`,
      )).rows as { pid: number }[];
      for (let waited = 0; (await keeping()).length === 0; waited += 100) {
        expect(waited).toBeLessThan(20_000);
        await pause(100);
      }
      await doomed.kill();
      await cut;
      for (const { pid } of await keeping()) await database.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await database.query('DROP TRIGGER answer_held_up ON idempotency_keys');
      await database.query('DROP FUNCTION answer_held_up()');
    }
    expect((await database.query('SELECT id FROM students WHERE personal_id = $1', [body.personal_id])).rows).toHaveLength(1);

    const killedAt = Date.now();
    let answer = await second('POST', '/api/students', { token, body, headers: { 'idempotency-key': key }, language: 'en' });
    while (answer.status === 409 && answer.body.message === serverError.in_progress && Date.now() - killedAt < 60_000) {
      await pause(500);
      answer = await second('POST', '/api/students', { token, body, headers: { 'idempotency-key': key }, language: 'en' });
    }
    // told it was done, not done again
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(serverError.carried_out);
    expect((await database.query('SELECT id FROM students WHERE personal_id = $1', [body.personal_id])).rows).toHaveLength(1);
  });

  /**
   * A job started on a server of its own and run by it (the server beside it frozen meanwhile, so that its queue does
   * not take the job first), which is killed with SIGKILL once the job has done part of its work; answers the job as
   * the server beside it finishes it, after checking it was taken up (its second attempt begun) within a minute.
   * `cut` says when it is far enough in to be killed (by default once it has told some progress); `killed` runs once
   * the server is gone (a lock that held the job up let go).
   */
  async function cutOff(start: (call: Call, token: string) => Promise<CallResult>, { cut: farEnough, killed }: {
    cut?: (progress: number) => Promise<boolean>; killed?: () => Promise<void>;
  } = {}): Promise<Job & { id: string }> {
    const [survivor, call] = [servers[1], client(servers[1].baseUrl)];
    const token = await signIn(call);
    const row = async (id: string) => (await database.query<{ state: string; progress: number; attempts: number }>(
      'SELECT state, progress, attempts FROM jobs WHERE id = $1', [id],
    )).rows[0];
    const doomed = await startChildAula(data);
    servers.push(doomed);
    survivor.freeze();
    let id: string;
    try {
      const answer = await start(client(doomed.baseUrl), token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(202);
      id = (answer.body.job as { id: string }).id;
      const ready = farEnough ?? (async (progress: number) => progress > 0);
      for (let waited = 0; !await ready((await row(id)).progress); waited += 50) {
        expect(waited).toBeLessThan(20_000);
        await pause(50);
      }
      await doomed.kill();
    } finally {
      survivor.thaw();
    }
    await killed?.();
    // cut part-way in its first attempt: still said running, or already given back to the queue by the server beside
    // it, whose check for a dead server's jobs was due while it was frozen and runs the moment it is thawed
    const cut = await row(id);
    expect(cut.attempts).toBe(1);
    expect(['running', 'queued']).toContain(cut.state);
    expect(cut.progress).toBeLessThan(100);
    const killedAt = Date.now();
    while ((await row(id)).attempts < 2) {
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      await pause(250);
    }
    const job = await finished(call, token, id, FINISHING_MS);
    expect(job.state, job.message ?? '').toBe('completed');
    expect((await row(id)).attempts).toBe(2);
    return { ...job, id };
  }

  it('leaves its bulk edit to the server beside it, which sets every row and keeps each change once', { timeout: 150_000 }, async () => {
    const [{ total, already }] = (await database.query<{ total: number; already: number }>(
      'SELECT count(*)::integer AS total, (count(*) FILTER (WHERE mobility))::integer AS already FROM students',
    )).rows;
    expect(total).toBeGreaterThanOrEqual(STUDENTS);
    const since = (await database.query<{ now: Date }>('SELECT now()')).rows[0].now;
    const job = await cutOff((call, token) => call('POST', '/api/students/actions/bulkEdit?all=1', { token, body: { mobility: true }, language: 'en' }));
    const [{ set }] = (await database.query<{ set: number }>('SELECT count(*)::integer AS set FROM students WHERE mobility')).rows;
    expect(set).toBe(total);
    // each row changed once: one entry of its history for it, whichever run wrote it
    const { rows: kept } = await database.query<{ record_id: number; entries: number }>(
      `SELECT record_id, count(*)::integer AS entries FROM record_changes
       WHERE table_name = 'students' AND changes ? 'mobility' AND at >= $1 GROUP BY record_id`, [since],
    );
    expect(kept.length).toBe(total - already);
    expect(kept.filter((entry) => entry.entries > 1)).toEqual([]);
    // the run that finished tells what it did: what the cut-off run wrote, it found holding the value already
    const [, changed, held] = /^Changed: (\d+)\. Held the values already: (\d+)\. Not changed: 0\./.exec(job.message ?? '') ?? [];
    expect(Number(changed) + Number(held)).toBe(total);
    expect(Number(held)).toBeGreaterThan(already);
  });

  it('leaves its import to the server beside it, which creates each row of the file once, with one history entry', { timeout: 150_000 }, async () => {
    const [student] = (await database.query<{ school: string; program: string }>(
      `SELECT sc.name_en AS school, p.name_en AS program FROM students s JOIN schools sc ON sc.id = s.school_id
       JOIN programs p ON p.id = s.program_id ORDER BY s.id LIMIT 1`,
    )).rows;
    const { sex, citizenship, status } = english.options as Record<string, Record<string, string>>;
    const personal = (i: number): string => `666${String(i).padStart(8, '0')}`;
    const csv = ['name,surname,personal_id,sex,birthday,citizenship,phone,email,status_id,school_id,program_id', ...Array.from({ length: IMPORTED },
      (_, i) => `Nino,Imported,${personal(i)},${sex.female},2004-01-01,${citizenship.georgia},555-20-202,imported-${i}@example.ge,${status.active},${student.school},${student.program}`)].join('\n');
    const job = await cutOff((call, token) => {
      const form = new FormData();
      form.append('key', 'personal_id');
      form.append('file', new Blob([csv]), 'students.csv');
      return call('POST', '/api/students/import', { token, form, language: 'en' });
    });
    const { rows } = await database.query<{ personal_id: string; created: number }>(
      `SELECT s.personal_id, (SELECT count(*)::integer FROM record_changes c WHERE c.table_name = 'students' AND c.record_id = s.id AND c.action = 'create') AS created
       FROM students s WHERE s.surname = 'Imported' ORDER BY s.personal_id`,
    );
    expect(rows).toEqual(Array.from({ length: IMPORTED }, (_, i) => ({ personal_id: personal(i), created: 1 })));
    // the run that finished found what the cut-off run created, and wrote it again to no one's notice
    const [, created, updated, skipped] = /^Created (\d+), updated (\d+), skipped (\d+); refused: 0\./.exec(job.message ?? '') ?? [];
    expect(Number(created) + Number(updated) + Number(skipped)).toBe(IMPORTED);
    expect(Number(created)).toBeLessThan(IMPORTED);
  });

  it('leaves its recomputation of every record to the server beside it, which ends with each record as its results give it', { timeout: 150_000 }, async () => {
    const recorded = async () => (await database.query<{ id: number; gpa: number | null; credits: number; standing_id: number | null }>(
      'SELECT id, gpa::float8 AS gpa, credits::float8 AS credits, standing_id FROM students ORDER BY id',
    )).rows;
    const records = (await database.query<{ id: number }>('SELECT DISTINCT student_id AS id FROM course_results ORDER BY 1')).rows;
    expect(records.length).toBeGreaterThan(0);
    // every record with results to be written again, the last of them held by another session: the job's writing waits
    // there, after the results were taken (its progress told), until its server is killed
    await database.query('UPDATE students SET gpa = NULL, credits = 0, standing_id = NULL WHERE id = ANY($1::integer[])', [records.map((record) => record.id)]);
    const holder = new pg.Client({ connectionString: data.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [records.at(-1)!.id]);
      const job = await cutOff(
        (call, token) => call('POST', '/api/grade-scale/actions/recompute', { token, body: {}, language: 'en' }),
        { killed: async () => { await holder.query('ROLLBACK'); } },
      );
      const [{ all }] = (await database.query<{ all: number }>('SELECT count(*)::integer AS all FROM students')).rows;
      expect(job.message).toMatch(new RegExp(`^Records recomputed: ${all} students from \\d+ approved sheets\\.$`));
      // each record as its results give it: a recomputation run again, uninterrupted, finds nothing to change
      const after = await recorded();
      expect(after.filter((record) => record.gpa !== null).length).toBeGreaterThanOrEqual(records.length);
      const call = client(servers[1].baseUrl);
      const token = await signIn(call);
      const again = await call('POST', '/api/grade-scale/actions/recompute', { token, body: {}, language: 'en' });
      expect((await finished(call, token, (again.body.job as { id: string }).id)).state).toBe('completed');
      expect(await recorded()).toEqual(after);
    } finally {
      await holder.end();
    }
  });

  it('leaves documents it was issuing to the server beside it, which gives each student one and zips them all', { timeout: 150_000 }, async () => {
    const [{ template }] = (await database.query<{ template: number }>(`SELECT id AS template FROM edoc_templates WHERE index = 'ED-01'`)).rows;
    const ticked = (await database.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT $1', [DOCUMENTS])).rows.map((row) => row.id);
    const since = (await database.query<{ now: Date }>('SELECT now()')).rows[0].now;
    const job = await cutOff((call, token) => call('POST', `/api/students/actions/issueDocuments?ids=${ticked.join(',')}`, { token, body: { template_id: template }, language: 'en' }));
    expect(job.message).toBe(`Documents issued: ${DOCUMENTS}.`);
    const { rows } = await database.query<{ student_id: number; issued: number }>(
      'SELECT student_id, count(*)::integer AS issued FROM edocs WHERE template_id = $1 AND created_at >= $2 GROUP BY student_id ORDER BY student_id', [template, since],
    );
    expect(rows).toEqual(ticked.map((id) => ({ student_id: id, issued: 1 })));
    const zip = await client(servers[1].baseUrl)('GET', `/api/jobs/${job.id}/file`, { token: await signIn(client(servers[1].baseUrl)) });
    expect(zip.status).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'aula-killed-'));
    try {
      writeFileSync(join(folder, 'documents.zip'), zip.bytes);
      const listed = execFileSync('unzip', ['-Z1', 'documents.zip'], { cwd: folder, encoding: 'utf8' }).trim().split('\n');
      expect(listed).toHaveLength(DOCUMENTS);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('leaves a person\'s data it was giving to the server beside it, which keeps the giving once and one zip of it', { timeout: 150_000 }, async () => {
    const [{ student }] = (await database.query<{ student: number }>('SELECT id AS student FROM students ORDER BY id LIMIT 1')).rows;
    const given = async () => (await database.query<{ job: string }>(
      `SELECT changes->'job'->>1 AS job FROM record_changes WHERE table_name = 'students' AND record_id = $1 AND action = 'export'`, [student],
    )).rows.map((entry) => entry.job);
    const before = await given();
    // the zip stored, the giving about to be kept in the student's history: the history's writes wait behind a lock
    // another session holds, and the killed server's statement, left waiting in the database, goes on once it is let go
    const holder = new pg.Client({ connectionString: data.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE record_changes IN SHARE MODE');
      const waitingOnHistory = async () => (await database.query(
        `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'record_changes'::regclass`,
      )).rowCount! > 0;
      const job = await cutOff(
        (call, token) => call('POST', '/api/students/actions/personalData', { token, body: { ids: [student] }, language: 'en' }),
        { cut: waitingOnHistory, killed: async () => { await holder.query('ROLLBACK'); } },
      );
      expect(await given()).toEqual([...before, job.id]);
      // one file, the finishing run's, in the place the cut-off run wrote to
      const [{ file }] = (await database.query<{ file: string }>('SELECT file FROM jobs WHERE id = $1', [job.id])).rows;
      const stored = readdirSync(join(data.dataDir, 'storage')).filter((name) => name.startsWith(job.id.replaceAll('-', '')));
      expect(stored.map((name) => `/storage/${name}`)).toEqual([file]);
      const call = client(servers[1].baseUrl);
      const zip = await call('GET', `/api/jobs/${job.id}/file`, { token: await signIn(call) });
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const folder = mkdtempSync(join(tmpdir(), 'aula-killed-'));
      try {
        writeFileSync(join(folder, 'person.zip'), zip.bytes);
        const person = JSON.parse(execFileSync('unzip', ['-p', 'person.zip', 'person.json'], { cwd: folder, encoding: 'utf8' })) as { record: { id: number } };
        expect(person.record.id).toBe(student);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    } finally {
      await holder.end();
    }
  });
});
