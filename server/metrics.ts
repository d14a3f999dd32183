// GET /metrics, for Prometheus: requests by route and status with their latency (a stream of notifications counted,
// not timed), the database's pools, the job queue, sign-in failures and mail, the open streams of notifications, and
// Node's own process metrics, in Prometheus' text format. Only the bearer of
// METRICS_TOKEN reads it; without that token it is the 404 of an unknown path, so nobody learns it exists. Counters
// are this process's (Prometheus sums the servers); the queue's depth is read from the database, every server's.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from './kernel/context';
import { bearerToken } from './core/bearer';
import type { Letter } from './mail/mailer';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched (an unknown path, or a page of the app the not-found handler serves). */
const UNMATCHED = 'unmatched';
/**
 * Seconds, from a remembered list page (a millisecond) to an export (seconds); the bench's budgets (20, 50, 150, 250 ms)
 * fall on edges.
 */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Whether the request carries the metrics token, compared in constant time (digests, so lengths do not tell either). */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  return timingSafeEqual(digest(bearerToken(request) ?? ''), expected);
}

/** The metrics of one app, in a registry of its own (one process may run several apps: the tests, `npm run dev`). */
function metricsOf(ctx: AppContext) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'aula_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const, registers,
  });
  const latency = new Histogram({
    name: 'aula_http_request_duration_seconds', help: 'Time from a request\'s arrival to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers,
  });
  // read as Prometheus scrapes, from each pool of connections (PostgreSQL's has two: see Database.pools)
  const pools = Object.entries(ctx.db.pools);
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number): Gauge<'pool'> => new Gauge({
    name, help, labelNames: ['pool'] as const, registers,
    collect() { for (const [pool, connections] of pools) this.set({ pool }, read(connections)); },
  });
  poolGauge('aula_db_pool_connections', 'Connections the pool holds open to the database', (pool) => pool.totalCount);
  poolGauge('aula_db_pool_idle_connections', 'Open connections no query is using', (pool) => pool.idleCount);
  poolGauge('aula_db_pool_waiting_queries', 'Queries waiting for a connection of the pool', (pool) => pool.waitingCount);
  new Gauge({
    name: 'aula_job_queue_depth', help: 'Background jobs waiting to run, every server\'s (NaN when the queue did not answer)',
    registers,
    // a database that does not answer leaves the depth unknown, not the other metrics unanswered
    async collect() { this.set(await ctx.jobs.queueDepth().catch(() => undefined) ?? NaN); },
  });
  const jobFailures = new Counter({
    name: 'aula_job_failures_total', help: 'Attempts at background jobs that failed, by kind; final: no retry is left',
    labelNames: ['kind', 'final'] as const, registers,
  });
  const signInFailures = new Counter({
    name: 'aula_sign_in_failures_total', help: 'Failures counted by the sign-in limit (wrong passwords and second-factor codes)', registers,
  });
  const mails = new Counter({
    name: 'aula_mails_total', help: 'Mail sent or failed, by occasion, as the mail log keeps it',
    labelNames: ['occasion', 'status'] as const, registers,
  });
  new Gauge({
    name: 'aula_notification_streams', help: 'Pages holding a stream of notifications open on this server', registers,
    collect() { this.set(ctx.notifications.openStreams); },
  });
  return { registry, requests, latency, jobFailures, signInFailures, mails };
}

/** GET /metrics and the hooks that count requests, when METRICS_TOKEN is set; otherwise nothing, at no cost. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.metricsToken) return;
  const expected = digest(ctx.config.metricsToken);
  const metrics = metricsOf(ctx);

  // the scrapes themselves are left out: one a second would outnumber a quiet server's requests, and Prometheus
  // times each scrape itself (scrape_duration_seconds)
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route === METRICS_PATH) return;
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    // a stream of notifications answers for as long as its page is open: counted when it ends, never timed
    if (request.routeOptions.config?.stream !== true) metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const jobFailed = (kind: string, final: boolean): void => metrics.jobFailures.inc({ kind, final: String(final) });
  const signInFailed = (): void => metrics.signInFailures.inc();
  const mailSent = (letter: Letter): void => metrics.mails.inc({ occasion: letter.occasion, status: 'sent' });
  const mailFailed = (letter: Letter): void => metrics.mails.inc({ occasion: letter.occasion, status: 'failed' });
  ctx.jobs.on('failed', jobFailed);
  ctx.signIns.on('failed', signInFailed);
  ctx.mailer.on('sent', mailSent).on('failed', mailFailed);
  // `npm run dev` builds a new app over the same context at each save: the old one's counters stop listening
  app.addHook('onClose', async () => {
    ctx.jobs.off('failed', jobFailed);
    ctx.signIns.off('failed', signInFailed);
    ctx.mailer.off('sent', mailSent).off('failed', mailFailed);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!holdsToken(request, expected)) return reply.callNotFound();
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
