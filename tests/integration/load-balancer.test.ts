// Several Aula servers behind HAProxy (Debian's haproxy, with the repo's deploy/haproxy.cfg), over one PostgreSQL
// database, under load from autocannon: one server is stopped with SIGTERM (it says it is draining, the load balancer
// takes it out, it finishes what it holds and exits) and another killed with SIGKILL. The load goes on through the
// one left: no request fails for the server that drained, at most those in flight on the killed one, and every write
// sent with an Idempotency-Key (sent again until it is answered) lands once. PostgreSQL only: servers share a
// PostgreSQL database, never a PGlite data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildAula, type ChildAula } from './support/child-aula';
import { freePort } from './support/ports';
import { client, freshData, signIn, type Call, type TestData } from './support/server';

/** The load's connections: at most this many requests can be in flight on the killed server. */
const CONNECTIONS = 8;
const WRITES = 30;

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('servers behind a load balancer', () => {
  let data: TestData;
  let servers: ChildAula[] = [];
  let haproxy: ChildProcess | undefined;
  let log = '';
  let base: string;
  let call: Call;

  beforeAll(async () => {
    data = await freshData('postgres', 'demo');
    servers = await Promise.all([1, 2, 3].map(() => startChildAula(data, { DRAIN_SECONDS: '2', TRUST_PROXY: '1' })));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    haproxy = spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
      env: { ...process.env, AULA_BIND: `127.0.0.1:${port}`, ...Object.fromEntries(servers.map((server, i) => [`AULA_SERVER_${i + 1}`, new URL(server.baseUrl).host])) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    haproxy.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    for (let waited = 0; (await fetch(`${base}/api/health`).catch(() => undefined))?.status !== 200; waited += 200) {
      if (waited > 20_000) throw new Error(`HAProxy did not answer:\n${log}`);
      await pause(200);
    }
    // every server in: two good checks each
    await pause(1_500);
    call = client(base);
  });

  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    for (const server of servers) await server.stop();
    await data?.remove();
  });

  it('keeps answering while one server drains and another is killed, and every keyed write lands once', { timeout: 120_000 }, async () => {
    const token = await signIn(call);
    // a school and a programme that go together: a student's own
    const db = new pg.Client({ connectionString: data.databaseUrl });
    await db.connect();
    const [student] = (await db.query<{ school_id: number; program_id: number }>(
      'SELECT school_id, program_id FROM students WHERE school_id IS NOT NULL AND program_id IS NOT NULL ORDER BY id LIMIT 1',
    ).finally(() => db.end())).rows;
    const personal = (i: number): string => `888${String(i).padStart(8, '0')}`;
    const body = (i: number) => ({
      name: 'Nino', surname: 'Balanced', personal_id: personal(i), sex: 0, birthday: '2004-01-01', citizenship: 1,
      phone: '555-20-202', email: `balanced-${i}@example.ge`, status_id: 1, school_id: student.school_id, program_id: student.program_id,
    });
    const retried: (number | string)[] = [];
    // one keyed write after another, each sent again with its key until it is answered: after a 502 or 503, or after
    // the connection closed with no answer (a request in flight on the killed server, or a kept-alive connection the
    // load balancer closed as it was reused), as a client does, which cannot tell whether it arrived
    const write = async (i: number): Promise<void> => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await call('POST', '/api/students', { token, body: body(i), headers: { 'idempotency-key': `balanced-${i}` } }).catch((error: Error) => error);
        if (!(answer instanceof Error) && answer.status === 201) return;
        if (answer instanceof Error) expect(answer.message).toBe('fetch failed');
        else expect([502, 503], JSON.stringify(answer.body)).toContain(answer.status);
        retried.push(answer instanceof Error ? answer.message : answer.status);
        await pause(100);
      }
    };

    const load = autocannon({ url: `${base}/api/students?per_page=5&sort=surname`, connections: CONNECTIONS, duration: 10, headers: { authorization: `Bearer ${token}` } });
    await pause(2_000);
    // stopped as an operator stops it, with writes going on all through its drain
    const draining = servers[0].stop();
    // it says so to the load balancer's check, and still answers what reaches it
    const own = client(servers[0].baseUrl);
    for (let waited = 0; (await own('GET', '/api/health')).body.status !== 'draining'; waited += 50) {
      expect(waited).toBeLessThan(1_000);
      await pause(50);
    }
    expect((await own('GET', '/api/health')).status).toBe(503);
    expect((await own('GET', '/api/students?per_page=1', { token })).status).toBe(200);
    for (let i = 0; i < WRITES / 2; i += 1) await write(i);
    await draining;
    await pause(1_000);
    await servers[1].kill();
    for (let i = WRITES / 2; i < WRITES; i += 1) await write(i);
    const result = await load;

    expect(result['2xx']).toBeGreaterThan(100);
    // what failed is what the killed server held when it died
    expect(result.errors + result.non2xx + result.timeouts, log).toBeLessThanOrEqual(CONNECTIONS);
    expect(retried.length).toBeLessThanOrEqual(1);
    const written = await call('GET', `/api/students?per_page=100&search=Balanced`, { token });
    const created = (written.body.students as { data: { personal_id: string }[] }).data.map((row) => row.personal_id).sort();
    expect(created).toEqual(Array.from({ length: WRITES }, (_, i) => personal(i)));
    // the one left answers through the load balancer, and says it is healthy
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
