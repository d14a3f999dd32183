// PostgreSQL going away under a running Aula (issue 52), over real HTTP against a real server: the connection to it
// runs through a TCP proxy (support/tcp-proxy.ts) that the test cuts, as a restart or a failover cuts it. While the
// database cannot be reached (connections refused, or taken and never answered) every request is answered 503 within
// a few seconds, in the user's language, and changes nothing; once it is back the pool opens new connections by itself, a write sent again with its Idempotency-Key lands
// once, and the LISTEN connection comes back, so a page open on this server hears what another server did.
// PostgreSQL only: PGlite runs inside the server's own process and cannot go away from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../contract/notifications';
import { CONNECT_TIMEOUT_MS, databaseUnreachable } from '../../server/db/database';
import type { RunningServer } from '../../server/server';
import { client, serverBeside, signIn, startTestServer, timedCall, type Call, type TestServer } from './support/server';
import { openStream } from './support/stream';
import { tcpProxy, type TcpProxy } from './support/tcp-proxy';

/** How long a request may take to be refused while the database is gone. */
const REFUSED_WITHIN_MS = 2_500;

describe('a server whose PostgreSQL goes away', () => {
  let direct: TestServer;
  let proxy: TcpProxy;
  let server: RunningServer;
  let baseUrl: string;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    // the other server, straight to the database: it runs the jobs and tells the rest over NOTIFY
    direct = await startTestServer('postgres', { jobCheckSeconds: 1 });
    const url = new URL(direct.config.databaseUrl!);
    proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    ({ server, baseUrl } = await serverBeside(direct.config, { databaseUrl: url.toString() }));
    call = client(baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
    await direct?.stop();
  });

  const newStudent = async (personalId: string) => {
    const [school] = await direct.server.ctx.db.query<{ id: number }>(`SELECT id FROM schools WHERE name_en = 'School of Business'`);
    const [program] = await direct.server.ctx.db.query<{ id: number }>(`SELECT id FROM programs WHERE name_en = 'Finance'`);
    return {
      name: 'Nino', surname: 'Outage', personal_id: personalId, sex: 0, birthday: '2003-05-01', citizenship: 1,
      phone: '555-10-101', email: `outage-${personalId}@example.ge`, status_id: 1, school_id: school.id, program_id: program.id,
    };
  };
  const holding = async (personalId: string) => Number((await direct.server.ctx.db.query<{ count: string }>(
    'SELECT count(*) FROM students WHERE personal_id = $1', [personalId],
  ))[0].count);

  it('answers 503 at once while the database is gone, in the user\'s language, and writes nothing', async () => {
    expect((await call('GET', '/api/students?per_page=1', { token })).status).toBe(200);
    const body = await newStudent('77700000001');
    await proxy.cut();
    try {
      const read = await timedCall(call, 'GET', '/api/students?per_page=1', { token, language: 'en' });
      expect(read.status).toBe(503);
      expect(read.ms).toBeLessThan(REFUSED_WITHIN_MS);
      expect(read.body.message).toBe('The database cannot be reached at the moment; nothing was changed. Try again in a few seconds.');
      expect(read.headers.get('retry-after')).toBe('5');
      const georgian = await timedCall(call, 'GET', '/api/students?per_page=1', { token, language: 'ka' });
      expect([georgian.status, georgian.body.message]).toEqual([503, 'მონაცემთა ბაზა ამ წუთას მიუწვდომელია; არაფერი შეცვლილა. სცადეთ თავიდან რამდენიმე წამში.']);
      const write = await timedCall(call, 'POST', '/api/students', { token, body, headers: { 'idempotency-key': 'outage-write-1' } });
      expect(write.status).toBe(503);
      expect(write.ms).toBeLessThan(REFUSED_WITHIN_MS);
      const health = await timedCall(call, 'GET', '/api/health');
      expect([health.status, health.body.database]).toEqual([503, 'unreachable']);
      expect(health.ms).toBeLessThan(REFUSED_WITHIN_MS);
      // a host that takes the connection and never answers: refused once opening one has taken too long, not left hanging
      await proxy.stall();
      const stalled = await timedCall(call, 'POST', '/api/students', { token, body, headers: { 'idempotency-key': 'outage-write-1' } });
      expect(stalled.status).toBe(503);
      expect(stalled.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 1_000);
    } finally {
      await proxy.restore();
    }
    expect(await holding('77700000001')).toBe(0);
  });

  it('answers again once the database is back, and a write sent again with its key lands once', async () => {
    await expect.poll(async () => (await call('GET', '/api/students?per_page=1', { token })).status, { timeout: 10_000 }).toBe(200);
    const body = await newStudent('77700000001');
    const first = await call('POST', '/api/students', { token, body, headers: { 'idempotency-key': 'outage-write-1' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await call('POST', '/api/students', { token, body, headers: { 'idempotency-key': 'outage-write-1' } });
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await holding('77700000001')).toBe(1);
    expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('fails a transaction whose connection is ended while it holds it as the database gone, and goes on serving', async () => {
    const work = server.ctx.db.transaction(async (tx) => {
      const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await direct.server.ctx.db.query('SELECT pg_terminate_backend($1)', [pid]);
      // the end is heard between two of the transaction's statements: unheard, it would end the server's process
      await new Promise((wait) => setTimeout(wait, 300));
      await tx.query('SELECT 1');
    });
    // refused as the database gone: a request it served is answered 503
    expect(databaseUnreachable(await work.then(() => undefined, (failure: unknown) => failure))).toBe(true);
    expect((await call('GET', '/api/students?per_page=1', { token })).status).toBe(200);
  });

  it('hears again, on a page open on it, what another server did, once its LISTEN connection is back', async () => {
    const stream = await openStream(baseUrl, token);
    try {
      await stream.next('ready');
      await proxy.cut();
      await new Promise((wait) => setTimeout(wait, 500));
      await proxy.restore();
      // listening again: the page is told to read its list, since what came meanwhile was not heard
      await stream.next('changed', 10_000);
      const sent = performance.now();
      const started = await client(direct.baseUrl)('POST', '/api/finances/export-student-finance-job', { token });
      expect(started.status).toBe(202);
      const heard = await stream.next('notification', 30_000);
      expect((heard.data as NotificationEvent).item.kind).toBe('job');
      expect(heard.at - sent).toBeLessThan(30_000);
    } finally {
      stream.close();
    }
  });
});
