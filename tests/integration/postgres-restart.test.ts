// PostgreSQL restarted under running servers (issue 52): two servers over a PostgreSQL server of the test's own, which
// the test stops (fast: every session ended, as a restart or a failover ends them) and starts again; nothing stands in
// for it. While it is down a request is answered 503 at once and a keyed write lands nowhere; once it is up, the same
// server answers again within 15 s without being restarted, a page's stream open from before is told to read its list
// again and hears a job the other server ran, and the write sent again with its key lands once. PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../contract/notifications';
import type { RunningServer } from '../../server/server';
import { ownPostgres, type OwnPostgres } from './support/own-postgres';
import { client, serverBeside, signIn, startTestServer, timedCall, type Call, type TestServer } from './support/server';
import { openStream } from './support/stream';

/** How long a request may take to be refused while the database is down. */
const REFUSED_WITHIN_MS = 2_500;
/** How soon after the database is up again the same server answers (issue 52). */
const BACK_WITHIN_MS = 15_000;

describe('servers whose PostgreSQL is restarted', () => {
  let postgres: OwnPostgres;
  let first: TestServer;
  let second: RunningServer;
  let secondUrl: string;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    postgres = await ownPostgres();
    first = await startTestServer('postgres', { databaseUrl: postgres.url, seedDemo: false, jobCheckSeconds: 1 });
    ({ server: second, baseUrl: secondUrl } = await serverBeside(first.config));
    call = client(first.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await second?.close();
    await first?.stop();
    postgres?.remove();
  });

  const campus = { name_ka: 'კამპუსი რესტარტი', name_en: 'Restart campus', address_ka: '', address_en: '' };
  const write = () => call('POST', '/api/campuses', { token, body: campus, headers: { 'idempotency-key': 'restart-write-1' } });
  const holding = async () => Number((await first.server.ctx.db.query<{ count: string }>(
    'SELECT count(*) FROM campuses WHERE name_en = $1', [campus.name_en],
  ))[0].count);

  it('answers 503 while it is down, the same server answers again once it is up, and a page open from before hears the other server', async () => {
    expect((await call('GET', '/api/campuses', { token })).status).toBe(200);
    const stream = await openStream(first.baseUrl, token);
    try {
      await stream.next('ready');
      postgres.stop();
      const read = await timedCall(call, 'GET', '/api/campuses', { token, language: 'en' });
      expect([read.status, read.body.message]).toEqual([503, 'The database cannot be reached at the moment; nothing was changed. Try again in a few seconds.']);
      expect(read.ms).toBeLessThan(REFUSED_WITHIN_MS);
      const refused = await write();
      expect(refused.status).toBe(503);
      const health = await call('GET', '/api/health');
      expect([health.status, health.body.database]).toEqual([503, 'unreachable']);

      postgres.start();
      const up = performance.now();
      await expect.poll(async () => (await call('GET', '/api/campuses', { token })).status, { timeout: BACK_WITHIN_MS, interval: 100 }).toBe(200);
      expect(performance.now() - up).toBeLessThan(BACK_WITHIN_MS);
      expect((await call('GET', '/api/health')).status).toBe(200);

      // listening again: the page is told to read its list, since what came meanwhile was not heard
      await stream.next('changed', BACK_WITHIN_MS);
      const started = await client(secondUrl)('POST', '/api/finances/export-student-finance-job', { token });
      expect(started.status).toBe(202);
      const heard = await stream.next('notification', 30_000);
      expect((heard.data as NotificationEvent).item.kind).toBe('job');
    } finally {
      stream.close();
    }
    expect(await holding()).toBe(0);
    const landed = await write();
    expect(landed.status, JSON.stringify(landed.body)).toBe(201);
    const again = await write();
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await holding()).toBe(1);
  });
});
