// Opens the database, brings its schema up to date, makes sure there is an administrator, and
// builds the app: everything `npm start`, the tests and the benchmark share.
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './core/config';
import type { Registry } from '../contract/model';
import type { AppContext } from './kernel/context';
import { openDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { oneStartAtATime } from './db/start-lock';
import { bootstrap, type BootstrapOptions } from './seed/bootstrap';
import { Locales } from './core/i18n';
import { Sessions } from './auth/sessions';
import { TotalsCache } from './kernel/paged-list';
import { storageOf } from './files/storage';
import { heldForBackups } from './files/removals';
import { SignInLimiter } from './auth/sign-in-limit';
import { buildApp, type AppOptions } from './app';
import { Jobs } from './jobs/runner';
import { Mailer } from './mail/mailer';
import { PaymentProvider } from './payments/provider';
import { jobKinds } from './job-kinds';
import { domainCatalogue, domainHooks } from './domains';
import { keepRetention } from './kernel/person';
import { Notifications } from './notifications/notifications';

/** How long a stopping server waits for the requests under way. */
const CLOSE_GRACE_MS = 2_000;
/** How often a stopping server shuts the connections whose answers have ended since it began to stop. */
const IDLE_SHUT_MS = 50;

/**
 * Stops a listener by `close`: requests under way may finish; a connection still open after the grace (a client that
 * never read its answer, an upload refused before its end) is cut rather than waited on for the keep-alive minute.
 * A connection whose answer ends while the server stops (a request under way, a page's stream the close ended) is
 * idle only once its last bytes are out, after the listener's close shut the connections idle then; it is shut as it
 * goes idle, not at the grace's end.
 */
export async function closeWithGrace(server: Server, close: () => Promise<unknown>): Promise<void> {
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_SHUT_MS);
  const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  try {
    await close();
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** the migrations this start applied (none when another server, or an earlier start, had) */
  migrated: string[];
  close(): Promise<void>;
}

/** What the first start seeds and where it says the generated passwords. */
export function bootstrapOptions(config: ServerConfig, announce?: (line: string) => void): BootstrapOptions {
  return {
    adminEmail: config.adminEmail, adminPassword: config.adminPassword, seedDemo: config.seedDemo, passwordCost: config.passwordCost, announce,
    storage: storageOf(config),
  };
}

/**
 * The database opened, its migrations applied and the first start's set-up made, one server at a time
 * (./db/start-lock.ts): answers which migrations this start applied.
 */
export async function startDatabase(
  config: ServerConfig, registry: Registry, announce?: (line: string) => void,
): Promise<{ db: Database; migrated: string[] }> {
  const db = await openDatabase(config);
  try {
    return await oneStartAtATime(config.databaseUrl, async () => {
      const migrated = await runMigrations(db.pool, config.migrationsDir);
      await bootstrap(db, registry, bootstrapOptions(config, announce));
      return { db, migrated };
    });
  } catch (error) {
    await db.close();
    throw error;
  }
}

export async function prepareDatabase(config: ServerConfig, registry: Registry, announce?: (line: string) => void): Promise<Database> {
  return (await startDatabase(config, registry, announce)).db;
}

/** What every route handler works with, over a prepared database (its jobs not yet started). */
export function contextOf(config: ServerConfig, db: Database, registry: Registry): AppContext {
  const locales = new Locales();
  const sessions = new Sessions(db, config.tokenTtlSeconds);
  const mailer = new Mailer(db, locales, { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom });
  return {
    db, registry, config, locales, sessions,
    totals: new TotalsCache(),
    storage: heldForBackups(storageOf(config), db),
    signIns: new SignInLimiter(db, {
      perAccount: config.signInFailuresPerAccount, perAddress: config.signInFailuresPerAddress, windowSeconds: config.signInWindowSeconds,
    }),
    jobs: new Jobs(jobKinds, {
      timeLimitSeconds: config.jobTimeLimitSeconds, retries: config.jobRetries, checkSeconds: config.jobCheckSeconds, keepDays: config.jobKeepDays, schema: config.jobSchema,
    }),
    mailer, hooks: domainHooks(registry, sessions, mailer, locales, config.timeZone), domains: domainCatalogue,
    notifications: new Notifications(db, locales),
    lifecycle: { draining: false },
    payments: config.paymentProvider && new PaymentProvider(config.paymentProvider),
  };
}

export async function createServer(
  config: ServerConfig, registry: Registry, options: AppOptions & { announce?: (line: string) => void } = {},
): Promise<RunningServer> {
  const { db, migrated } = await startDatabase(config, registry, options.announce);
  const ctx = contextOf(config, db, registry);
  const app = await buildApp(ctx, options);
  // pg-boss makes its queue's table at the first start, and two making it at once deadlock
  await oneStartAtATime(config.databaseUrl, () => ctx.jobs.start(ctx, (error) => app.log.error(error)));
  const stopRetention = keepRetention(ctx, (error) => app.log.error(error));
  let closing: Promise<void> | undefined;
  return {
    app, ctx, migrated,
    // once, however often it is asked (a test that stops a server and then cleans up after it): draining (DRAIN_SECONDS),
    // then no new connection, the requests under way finished, the pages' streams closed (their pages reconnect to
    // another server), the job step at hand given its grace, the database let go
    close() {
      closing ??= (async () => {
        // said unhealthy first, and still answering while a load balancer's check notices
        ctx.lifecycle.draining = true;
        if (config.drainSeconds > 0) await new Promise((wait) => setTimeout(wait, config.drainSeconds * 1000));
        stopRetention();
        await closeWithGrace(app.server, () => app.close());
        await ctx.jobs.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
