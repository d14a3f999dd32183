// Background jobs: work that outlasts a request (an export of 100,000 rows, report 365) runs in pg-boss, a job
// queue kept in the same PostgreSQL (PGlite by default, the server when DATABASE_URL is set) through the app's own
// pool, so it needs nothing installed and survives a restart: a job a killed or stopped server left running is
// given back to the queue when the next server starts or, on PostgreSQL, when another server running beside it sees
// within seconds that its lock is free (reclaimOrphans), or else when its time limit passes, and is tried again (up to
// JOB_RETRIES times). Chosen over graphile-worker because pg-boss takes any connection that runs SQL (PGlite has no
// second connection to LISTEN on) and has time limits, retries and retention built in. The jobs table says what the
// office sees of each: its state, progress, message and file.
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { HttpError } from '../core/errors';
import type { Locales, Translator } from '../core/i18n';
import type { SessionUser } from '../core/user';
import { databaseUnreachable, poolQuery, type Database, type Queryable } from '../db/database';
import { jobFileName, type FileStorage } from '../files/storage';
import type { JobEvents, JobQueue, NewNotification, NotificationCentre } from '../core/ports';

/** What the runner works with of the app: its database, its cached totals, its words, its files, and whom it tells. */
export interface JobContext {
  db: Database;
  totals: { invalidate(table: string): void };
  locales: Locales;
  storage: FileStorage;
  notifications: Pick<NotificationCentre, 'notify'>;
}

export interface JobRow {
  id: string;
  kind: string;
  user_id: number | null;
  params: Record<string, unknown>;
  language: string;
  /** when it was queued: what a run taken up again after its server died finds it had done since */
  created_at: string;
}

export interface JobCall<C extends JobContext = JobContext> {
  ctx: C;
  job: JobRow;
  t: Translator;
  /** how far the job is, 0 to 1 (written at most every half second) */
  progress(fraction: number): void;
}

export interface JobResult {
  /** what was done, in the job's language */
  message: string;
  /** the job's file: its content, or one it stored itself as it made it (a zip written as its parts are drawn) */
  file?: { content: Buffer; name: string; extension: string } | { stored: string; name: string };
}

export type JobWork<C extends JobContext = JobContext> = (call: JobCall<C>) => Promise<JobResult>;

export interface JobOptions {
  /** a job running longer fails and is tried again */
  timeLimitSeconds: number;
  /** how often a stopped server's jobs and old jobs are looked for */
  checkSeconds: number;
  /** how long a finished job and its file are kept */
  keepDays: number;
  retries: number;
  /** pg-boss's schema */
  schema: string;
}

/** A job's kind as a notification names it, in its reader's language (notifications.jobKinds). */
const jobName = (kind: string): string => `$t(notifications.jobKinds.${kind})`;

const QUEUE = 'aula-jobs';
/**
 * How long the queue's statements are tried again while the database cannot be reached (a restart, a failover), and
 * how often: pg-boss does not wait for some of its own (a job's completion), and such a statement's failure, heard by
 * nobody, would end the process.
 */
const QUEUE_PATIENCE_MS = 30_000;
const QUEUE_RETRY_MS = 500;
/**
 * How often, on PostgreSQL, a server looks for jobs whose server died while it runs on (their lock free): such a job
 * is taken up again within this and the queue's retry delay, not at its time limit.
 */
const TAKEOVER_CHECK_MS = 5_000;
const PROGRESS_EVERY_MS = 500;
/** How often a running job's server writes its sign of life into the job's row (heartbeat_at), progress or not. */
export const HEARTBEAT_MS = 5_000;
const STOP_GRACE_MS = 2_000;
/** The advisory locks of running jobs (see claim) are keyed by this text and the job's id. */
export const OWNER_LOCKS = 'aula-jobs';

export class Jobs<C extends JobContext = JobContext> extends EventEmitter<JobEvents> implements JobQueue<C> {
  private boss: PgBoss | undefined;
  private context: C | undefined;
  private forgetting: NodeJS.Timeout | undefined;
  private watching: NodeJS.Timeout | undefined;
  /** Past the stop: the queue's own statements are not run (see start's executeSql). */
  private stopped = false;

  constructor(private readonly kinds: Readonly<Record<string, JobWork<C>>>, private readonly options: JobOptions) {
    super();
  }

  private get ctx(): C {
    if (!this.context) throw new Error('the job runner has not started');
    return this.context;
  }

  /** Starts working the queue of the app `ctx`; `log` is told what fails inside the queue itself. */
  async start(ctx: C, log: (error: Error) => void): Promise<void> {
    this.context = ctx;
    const pool = ctx.db.pool;
    // once the runner has stopped, the queue's completion of a job the stop's grace cut off (which pg-boss does not
    // wait for, nor hear fail) is not run: the pool may be closed by then, and the job's own row has the next server
    // take it up; pg-boss reads no answer as nothing done
    const executeSql = async (text: string, values?: unknown[]) => {
      for (let waited = 0; !this.stopped; waited += QUEUE_RETRY_MS) {
        try {
          return await poolQuery(pool, { text, values });
        } catch (error) {
          if (this.stopped) break;
          if (!databaseUnreachable(error) || waited >= QUEUE_PATIENCE_MS) throw error;
          await new Promise((wait) => setTimeout(wait, QUEUE_RETRY_MS));
        }
      }
    };
    const boss = new PgBoss({
      db: { executeSql },
      schema: this.options.schema,
      maintenanceIntervalSeconds: this.options.checkSeconds,
    } as PgBoss.ConstructorOptions);
    boss.on('error', log);
    await boss.start();
    // the queue is made at the first start; every start gives it this start's settings (a time limit raised since)
    const settings = {
      name: QUEUE, expireInSeconds: this.options.timeLimitSeconds, retryLimit: this.options.retries, retryDelay: 1, retentionDays: this.options.keepDays,
    } as PgBoss.Queue;
    await boss.createQueue(QUEUE, settings);
    await boss.updateQueue(QUEUE, settings);
    await this.reclaimOrphans(boss);
    await boss.work<{ id: string }>(QUEUE, { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => this.run(job));
    this.boss = boss;
    await this.forgetOld();
    // a server that runs for weeks forgets old jobs as it goes, not only when it starts
    this.forgetting = setInterval(() => { this.forgetOld().catch(log); }, this.options.checkSeconds * 1000);
    this.forgetting.unref();
    // servers sharing a PostgreSQL database watch for each other's death as they run (PGlite has one server)
    if (ctx.db.engine === 'postgres') {
      this.watching = setInterval(() => { this.reclaimOrphans(boss).catch(log); }, TAKEOVER_CHECK_MS);
      this.watching.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.forgetting);
    clearInterval(this.watching);
    // a job under way has a moment to finish; one cut off is tried again by the next server
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: STOP_GRACE_MS });
    this.stopped = true;
    this.boss = undefined;
  }

  /** The jobs waiting in the queue (queued, or failed and to be tried again), every server's; undefined before the start. */
  async queueDepth(): Promise<number | undefined> {
    return this.boss?.getQueueSize(QUEUE);
  }

  /** Queues a job of a kind for a user, to start now or after some seconds; answers its id. */
  async enqueue(kind: string, user: Pick<SessionUser, 'id'>, params: Record<string, unknown>, language: string, startAfterSeconds = 0): Promise<string> {
    if (!this.boss || !this.kinds[kind]) throw new Error(`no job runner for ${kind}`);
    const id = await this.boss.send(QUEUE, {}, startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {});
    if (!id) throw new Error('the job queue took no job');
    await this.ctx.db.query('INSERT INTO jobs (id, kind, user_id, params, language) VALUES ($1, $2, $3, $4, $5)', [id, kind, user.id, JSON.stringify(params), language]);
    this.ctx.totals.invalidate('jobs');
    return id;
  }

  /**
   * Jobs a killed server was running go back to the queue now, as a failed attempt, rather than at the end of their
   * time limit (ten minutes by default). A job is a killed server's when its row says running and its lock is free
   * (see claim): on PostgreSQL a live server holds the lock of each job it runs, this server's own included, from
   * before its row says running until after it says otherwise, and this statement's own try for it fails, so a live
   * server's job is left alone; on PGlite nobody else can be running jobs in this data directory, so every running
   * job is a dead one's. Called when this server starts, before it works the queue, and on PostgreSQL every
   * TAKEOVER_CHECK_MS while it runs. The row goes back to queued in the statement that tells, so two servers starting
   * together give a job back once. One case slips through: a job whose time limit gave it back after its server died, started by another
   * server a moment before that server takes its lock, is given back once more and done twice.
   */
  private async reclaimOrphans(boss: PgBoss): Promise<void> {
    const orphans = await this.ctx.db.query<{ id: string }>(
      `UPDATE jobs SET state = 'queued', progress = 0
       WHERE state = 'running' AND pg_try_advisory_xact_lock(hashtext($1), hashtext(id)) RETURNING id`, [OWNER_LOCKS],
    );
    for (const { id } of orphans) {
      await boss.fail(QUEUE, id, { message: 'the server running the job ended' });
      // a job out of retries (or one the queue no longer has) will not run again
      const queued = await boss.getJobById(QUEUE, id);
      if (queued?.state !== 'retry') await this.ctx.db.query(`UPDATE jobs SET state = 'failed', finished_at = now() WHERE id = $1`, [id]);
    }
    if (orphans.length > 0) this.ctx.totals.invalidate('jobs');
  }

  /**
   * Holds a job as this server's while it runs, so that a server starting meanwhile tells it from a killed server's
   * (reclaimOrphans); answers how to let go, which comes after the job's row says it is no longer running. On
   * PostgreSQL a session of the pool holds a shared lock named for the job, which the database drops the moment the
   * session ends, however the server ended. PGlite needs none: its data directory is one process's alone, and its
   * pool is a single session that must not be held.
   */
  private async claim(id: string): Promise<() => Promise<void>> {
    const { db } = this.ctx;
    if (db.engine === 'pglite') return async () => undefined;
    const session = await db.pool.connect();
    // a lost session loses the lock with it (the pool hears its loss: server/db/database.ts); a session that failed is
    // closed rather than lent again, which drops its lock as well
    const letGo = (failure?: Error): void => session.release(failure);
    try {
      await session.query('SELECT pg_advisory_lock_shared(hashtext($1), hashtext($2))', [OWNER_LOCKS, id]);
    } catch (error) {
      letGo(error as Error);
      throw error;
    }
    return async () => {
      try {
        await session.query('SELECT pg_advisory_unlock_shared(hashtext($1), hashtext($2))', [OWNER_LOCKS, id]);
        letGo();
      } catch (error) {
        letGo(error as Error);
      }
    };
  }

  private async run(job: PgBoss.JobWithMetadata<{ id: string }>): Promise<void> {
    const letGo = await this.claim(job.id);
    try {
      await this.attempt(job);
    } finally {
      await letGo();
    }
  }

  private async attempt(job: PgBoss.JobWithMetadata<{ id: string }>): Promise<void> {
    const [row] = await this.ctx.db.query<JobRow>(
      `UPDATE jobs SET state = 'running', started_at = now(), heartbeat_at = now(), attempts = attempts + 1, progress = 0 WHERE id = $1
       RETURNING id, kind, user_id, params, language, created_at`, [job.id],
    );
    // queued a moment before its row was written: the queue tries it again
    if (!row) throw new Error(`job ${job.id} has no row yet`);
    const t = this.ctx.locales.translator(row.language === 'en' ? 'en' : 'ka');
    // a progress figure and a sign of life are hints, written without waiting: one that fails (the server stopping) is
    // not the job's failure, and must not go unhandled
    const hint = (sql: string, values: unknown[]): void => { this.ctx.db.query(sql, values).catch(() => undefined); };
    let written = 0;
    const progress = (fraction: number): void => {
      const now = Date.now();
      if (now - written < PROGRESS_EVERY_MS && fraction < 1) return;
      written = now;
      hint('UPDATE jobs SET progress = $2, heartbeat_at = now() WHERE id = $1 AND state = \'running\'', [row.id, Math.min(100, Math.round(fraction * 100))]);
    };
    const heartbeat = setInterval(() => hint('UPDATE jobs SET heartbeat_at = now() WHERE id = $1 AND state = \'running\'', [row.id]), HEARTBEAT_MS);
    try {
      const result = await this.kinds[row.kind]({ ctx: this.ctx, job: row, t, progress });
      const file = !result.file ? null
        : 'stored' in result.file ? result.file.stored : await this.ctx.storage.replace(jobFileName(row.id, result.file.extension), result.file.content);
      const fileName = result.file?.name ?? null;
      await this.ctx.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE jobs SET state = 'completed', progress = 100, message = $2, file = $3, file_name = $4, finished_at = now() WHERE id = $1`,
          [row.id, result.message, file, fileName],
        );
        await this.tellOwner(tx, row, { kind: 'job', text: 'notifications.job.completed', params: { what: jobName(row.kind), message: result.message }, job: { id: row.id, fileName } });
      });
    } catch (error) {
      // the user reads a refusal in their language; anything else says nothing, and the browser says "an error occurred"
      const message = error instanceof HttpError ? t.t(error.messageKey, error.params) : null;
      const last = job.retryCount >= job.retryLimit;
      await this.ctx.db.transaction(async (tx) => {
        await tx.query(`UPDATE jobs SET state = $2, message = $3, finished_at = CASE WHEN $2 = 'failed' THEN now() END WHERE id = $1`, [row.id, last ? 'failed' : 'queued', message]);
        if (last) await this.tellOwner(tx, row, { kind: 'job', text: 'notifications.job.failed', params: { what: jobName(row.kind) }, job: { id: row.id, fileName: null } });
      });
      this.emit('failed', row.kind, last);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The account that started a job is told it ended, in the transaction that says so. */
  private async tellOwner(tx: Queryable, row: JobRow, notification: NewNotification): Promise<void> {
    if (row.user_id !== null) await this.ctx.notifications.notify(tx, [row.user_id], notification);
  }

  /** Finished jobs older than the kept days go, with their files. */
  private async forgetOld(): Promise<void> {
    const gone = await this.ctx.db.query<{ file: string | null }>(
      `DELETE FROM jobs WHERE finished_at < now() - make_interval(days => $1) RETURNING file`, [this.options.keepDays],
    );
    await Promise.all(gone.flatMap((job) => (job.file ? [this.ctx.storage.remove(job.file)] : [])));
    if (gone.length > 0) this.ctx.totals.invalidate('jobs');
  }
}
