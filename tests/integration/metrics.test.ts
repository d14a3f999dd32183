// GET /metrics over real HTTP on both engines: absent without METRICS_TOKEN, refused (the same 404) without the token
// or with another, and with it Prometheus' text format, checked by Prometheus' own parser, holding the requests by
// route pattern and status, the pools, the job queue and its failures, sign-in failures and mail; then a real
// Prometheus server scrapes it every second and a query over what it scraped answers the requests the test made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';
import { promtoolProblems, startPrometheus } from './support/prometheus';
import { startSmtp, type TestSmtp } from './support/smtp';
import { finished } from './support/jobs';

const METRICS_TOKEN = 'metrics-token-for-the-test';

/** One sample of a metrics text, by name and labels (those given must match; others may be there), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const parsed = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!parsed || parsed[1] !== name) continue;
    const held = Object.fromEntries([...(parsed[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => held[key] === value)) return Number(parsed[3]);
  }
  return undefined;
}

describe.each(engines)('metrics on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let smtp: TestSmtp;

  const scrape = (token?: string) => call('GET', '/metrics', { token, xsrf: false });
  const metricsText = async (): Promise<string> => {
    const answer = await scrape(METRICS_TOKEN);
    expect(answer.status).toBe(200);
    return answer.bytes.toString('utf8');
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestServer(engine, { metricsToken: METRICS_TOKEN, smtpUrl: smtp.url, jobRetries: 1 });
    call = client(test.baseUrl);
  });

  afterAll(async () => {
    await test?.stop();
    await smtp?.stop();
  });

  it('is a 404 like an unknown API path when METRICS_TOKEN is unset, never the app\'s page', async () => {
    // a built app of one page, so that an unknown path outside the API is the page, as under npm start
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-metrics-app-'));
    fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><head></head><body>Aula</body></html>');
    const bare = await startTestServer(engine, { metricsToken: undefined }, { staticDir: built });
    try {
      const bareCall = client(bare.baseUrl);
      expect((await bareCall('GET', '/no-such-page', { xsrf: false })).status).toBe(200);
      const unknown = await bareCall('GET', '/api/no-such-path', { token: METRICS_TOKEN, xsrf: false });
      const metrics = await bareCall('GET', '/metrics', { token: METRICS_TOKEN, xsrf: false });
      expect(metrics.status).toBe(404);
      expect(metrics.body).toEqual(unknown.body);
    } finally {
      await bare.stop();
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it('answers nobody without the token, nor with another or a session\'s: the same 404 as an unknown path', async () => {
    const unknown = await call('GET', '/no-such-path', { xsrf: false });
    const session = await signIn(call);
    for (const token of [undefined, 'a-wrong-token', `${METRICS_TOKEN}x`, METRICS_TOKEN.slice(1), session]) {
      const refused = await scrape(token);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(unknown.body);
      expect(refused.bytes.toString('utf8')).not.toContain('aula_');
    }
  });

  it('holds the requests by route pattern and status, the pools and the queue, in a text Prometheus parses', async () => {
    const session = await signIn(call);
    const before = sample(await metricsText(), 'aula_http_requests_total', { method: 'GET', route: '/api/students', status: '200' }) ?? 0;
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    for (const page of [1, 2, 3]) expect((await call('GET', `/api/students?page=${page}`, { token: session })).status).toBe(200);
    expect((await call('GET', `/api/students/${id}`, { token: session })).status).toBe(200);
    expect((await call('GET', '/api/students/999999999', { token: session })).status).toBe(404);
    expect((await call('GET', '/no-such-path', { xsrf: false })).status).toBe(404);

    const answer = await scrape(METRICS_TOKEN);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = answer.bytes.toString('utf8');
    // the route's pattern, never the URL: no id and no query in a label
    expect(sample(text, 'aula_http_requests_total', { method: 'GET', route: '/api/students', status: '200' })).toBe(before + 3);
    expect(sample(text, 'aula_http_requests_total', { method: 'GET', route: '/api/students/:id', status: '200' })).toBe(1);
    expect(sample(text, 'aula_http_requests_total', { method: 'GET', route: '/api/students/:id', status: '404' })).toBe(1);
    expect(sample(text, 'aula_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="[^"]*(\?|\/\d)/);
    expect(sample(text, 'aula_http_request_duration_seconds_count', { method: 'GET', route: '/api/students' })).toBe(before + 3);
    expect(sample(text, 'aula_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/students', le: '+Inf' })).toBe(before + 3);
    // the scrapes count nowhere
    expect(text).not.toContain('route="/metrics"');

    const pools = engine === 'postgres' ? ['main', 'plan_once'] : ['main'];
    for (const pool of pools) {
      expect(sample(text, 'aula_db_pool_connections', { pool })).toBeGreaterThanOrEqual(engine === 'postgres' && pool === 'main' ? 1 : 0);
      expect(sample(text, 'aula_db_pool_idle_connections', { pool })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'aula_db_pool_waiting_queries', { pool })).toBe(0);
    }
    expect(sample(text, 'aula_job_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const checked = promtoolProblems(text);
    expect(checked.parsed, checked.problems.join('\n')).toBe(true);
    // prom-client's own Node gauges end in _total, which the linter dislikes; Aula's metrics pass it
    expect(checked.problems.filter((problem) => problem.startsWith('aula_'))).toEqual([]);
  });

  it('counts a wrong password as a sign-in failure', async () => {
    const before = sample(await metricsText(), 'aula_sign_in_failures_total');
    const refused = await call('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'not the password' } });
    expect(refused.status).toBe(422);
    expect(sample(await metricsText(), 'aula_sign_in_failures_total')).toBe((before ?? 0) + 1);
  });

  it('counts mail sent and mail that failed, by occasion', async () => {
    const forgot = () => call('POST', '/api/auth/forgot-password', { body: { email: ADMIN.email }, language: 'en' });
    expect((await forgot()).status).toBe(200);
    smtp.refuse(true);
    try {
      expect((await forgot()).status).toBe(200);
    } finally {
      smtp.refuse(false);
    }
    const text = await metricsText();
    expect(sample(text, 'aula_mails_total', { occasion: 'password-reset', status: 'sent' })).toBe(1);
    expect(sample(text, 'aula_mails_total', { occasion: 'password-reset', status: 'failed' })).toBe(1);
  });

  it('counts the failed attempts at a job, the last one final, and the jobs waiting in the queue', async () => {
    const session = await signIn(call);
    const [admin] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    const failing = await test.server.ctx.jobs.enqueue('exportList', admin, { screen: 'no-such-screen' }, 'en');
    expect((await finished(call, session, failing)).state).toBe('failed');
    const waiting = sample(await metricsText(), 'aula_job_queue_depth') ?? 0;
    await test.server.ctx.jobs.enqueue('exportList', admin, { screen: 'students' }, 'en', 3600);
    const text = await metricsText();
    expect(sample(text, 'aula_job_failures_total', { kind: 'exportList', final: 'false' })).toBe(1);
    expect(sample(text, 'aula_job_failures_total', { kind: 'exportList', final: 'true' })).toBe(1);
    expect(sample(text, 'aula_job_queue_depth')).toBe(waiting + 1);
  });

  it('is scraped by a real Prometheus server, whose query answers the requests the test made', async () => {
    const session = await signIn(call);
    const before = sample(await metricsText(), 'aula_http_requests_total', { method: 'GET', route: '/api/roles', status: '200' }) ?? 0;
    for (let i = 0; i < 4; i += 1) expect((await call('GET', '/api/roles', { token: session })).status).toBe(200);
    const prometheus = await startPrometheus(new URL(test.baseUrl).host, METRICS_TOKEN);
    try {
      await prometheus.waitFor('up{job="aula"}', 1);
      await prometheus.waitFor('sum(aula_http_requests_total{route="/api/roles", method="GET", status="200"})', before + 4);
      expect(await prometheus.query('sum(aula_db_pool_connections)')).toBeGreaterThanOrEqual(0);
      expect(await prometheus.query('aula_sign_in_failures_total')).toBeGreaterThanOrEqual(1);
    } finally {
      await prometheus.stop();
    }
  }, 60_000);
});
