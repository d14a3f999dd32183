// Aula through PgBouncer (Debian's pgbouncer 1.18) in session pooling, the mode it supports: each of Aula's connections
// keeps one server connection while it is open, so LISTEN/NOTIFY, the advisory locks of jobs and starts, named
// prepared statements and each session's settings (the university's time zone, sent as SET: PgBouncer refuses them as
// startup parameters) work as on a direct connection. A server through the pooler serves a list and a write, a search
// through its plan-once statements, reads times on the university's clock, hears over LISTEN what another server did,
// and its job queue runs a job. PostgreSQL only.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../contract/notifications';
import type { RunningServer } from '../../server/server';
import { finished } from './support/jobs';
import { freePort } from './support/ports';
import { client, serverBeside, signIn, startTestServer, type Call, type TestServer } from './support/server';
import { openStream } from './support/stream';

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describe('a server through PgBouncer in session pooling', () => {
  let direct: TestServer;
  let bouncer: ChildProcess | undefined;
  let folder: string;
  let log = '';
  let server: RunningServer;
  let base: string;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    direct = await startTestServer('postgres', { jobCheckSeconds: 1 });
    const target = new URL(direct.config.databaseUrl!);
    const port = await freePort();
    folder = mkdtempSync(path.join(tmpdir(), 'aula-pgbouncer-'));
    chmodSync(folder, 0o755);
    writeFileSync(path.join(folder, 'userlist.txt'), `"${decodeURIComponent(target.username)}" "${decodeURIComponent(target.password)}"\n`, { mode: 0o644 });
    writeFileSync(path.join(folder, 'pgbouncer.ini'), [
      '[databases]', `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]', 'listen_addr = 127.0.0.1', `listen_port = ${port}`, 'unix_socket_dir =',
      'auth_type = plain', `auth_file = ${path.join(folder, 'userlist.txt')}`,
      'pool_mode = session', 'max_client_conn = 200', 'default_pool_size = 40', 'ignore_startup_parameters = extra_float_digits',
    ].join('\n'), { mode: 0o644 });
    // it will not run as root: as the database's own user, when the test is root
    const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    bouncer = spawn('pgbouncer', [...asUser, path.join(folder, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
    bouncer.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    bouncer.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    const accepts = () => new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); done(true); }).once('error', () => done(false));
    });
    for (let waited = 0; !(await accepts()); waited += 100) {
      if (waited > 10_000) throw new Error(`PgBouncer did not start:\n${log}`);
      await pause(100);
    }
    target.host = `127.0.0.1:${port}`;
    ({ server, baseUrl: base } = await serverBeside(direct.config, { databaseUrl: target.toString() }));
    call = client(base);
    token = await signIn(call);
  });

  afterAll(async () => {
    await server?.close();
    bouncer?.kill('SIGTERM');
    await direct?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('serves lists, searches and writes, each session on the university\'s clock', async () => {
    expect(server.ctx.config.timeZone).toBe('Asia/Tbilisi');
    expect(await server.ctx.db.query('SHOW TimeZone')).toEqual([{ TimeZone: 'Asia/Tbilisi' }]);
    expect(await server.ctx.db.query('SHOW plan_cache_mode', [], { planOnce: true })).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    expect((await call('GET', '/api/students?per_page=5&sort=surname', { token })).status).toBe(200);
    const found = await call('GET', '/api/students?per_page=5&search=%E1%83%9C%E1%83%98', { token });
    expect(found.status).toBe(200);
    const [student] = await direct.server.ctx.db.query<{ school_id: number; program_id: number }>(
      'SELECT school_id, program_id FROM students WHERE school_id IS NOT NULL AND program_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const created = await call('POST', '/api/students', { token, body: {
      name: 'Nino', surname: 'Pooled', personal_id: '66600000001', sex: 0, birthday: '2004-02-02', citizenship: 1,
      phone: '555-30-303', email: 'pooled@example.ge', status_id: 1, school_id: student.school_id, program_id: student.program_id,
    }, headers: { 'idempotency-key': 'pooled-1' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // an instant answered with the university's offset (+04:00), as on a direct connection
    expect(String((created.body.data as { created_at: string }).created_at)).toMatch(/\+04:00$/);
  });

  it('hears over LISTEN what another server did, and its job queue runs a job', async () => {
    const stream = await openStream(base, token);
    try {
      await stream.next('ready');
      const started = await client(direct.baseUrl)('POST', '/api/finances/export-student-finance-job', { token });
      expect(started.status).toBe(202);
      expect(((await stream.next('notification', 30_000)).data as NotificationEvent).item.kind).toBe('job');
    } finally {
      stream.close();
    }
    const own = await call('POST', '/api/students/export-job?per_page=5', { token });
    expect(own.status).toBe(202);
    expect((await finished(call, token, (own.body.job as { id: string }).id)).state).toBe('completed');
  });
});
