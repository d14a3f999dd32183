// One query interface over both engines: node-postgres' Pool, either against a PostgreSQL
// server or against PGlite through its node-postgres adapter, so every query takes one code path.
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Run as a named prepared statement, parsed once per connection. For the hot paths (lists, the token check).
   */
  prepared?: boolean;
  /**
   * Prepared and also planned once for any values (a generic plan), on PostgreSQL: for a statement whose best
   * plan does not depend on its values (a page of the sort index, a search prefix as an index range, a token),
   * where planning costs more than running. PGlite, one session for every statement, plans as usual.
   */
  planOnce?: boolean;
}

export interface Queryable {
  query<R extends object = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]>;
}

function statement(sql: string, params: readonly unknown[], options?: QueryOptions): pg.QueryConfig {
  const values = params as unknown[];
  if (!options?.prepared && !options?.planOnce) return { text: sql, values };
  return { name: `q${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, text: sql, values };
}

/** What a listener on a notification channel is told. */
export interface ChannelHandlers {
  /** a NOTIFY on the channel, with its payload */
  message(payload: string): void;
  /** the listening connection is up (again) or gone: notifications in between may have been missed */
  reset(listening: boolean): void;
}

export interface Database extends Queryable {
  engine: 'pglite' | 'postgres';
  /** the connections themselves, for a tool that takes a pool (kysely's Migrator) */
  pool: pg.Pool;
  /** every pool queries draw connections from, by name (the metrics count each): `pool`, and planOnce's on PostgreSQL */
  pools: Readonly<Record<string, pg.Pool>>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Notifications between the processes sharing a PostgreSQL server (LISTEN/NOTIFY). Absent on PGlite,
   * whose data directory one process owns, so there is nobody else to tell.
   */
  listen?(channel: string, handlers: ChannelHandlers): void;
  close(): Promise<void>;
}

/** What a scope (a request) asks of every transaction begun within it. */
export interface CommitScope {
  /** run last in each of the scope's transactions, before its COMMIT, so that it commits with the work or not at all */
  beforeCommit?: (tx: Queryable) => Promise<void>;
}

/**
 * The scope the work at hand runs in: every transaction begun within it, wherever in the server it is begun (a route,
 * the kernel's write path, a domain's operation), does what the scope asks before it commits, and so does every
 * statement that may write run outside one (in a transaction of its own). A keyed request notes its key carried out
 * so (kernel/idempotency.ts).
 */
export const commitScope = new AsyncLocalStorage<CommitScope>();

const OID = { int8: 20, numeric: 1700, date: 1082, time: 1083, timestamp: 1114, timestamptz: 1184 } as const;

/** An instant as the session writes it (2026-11-28 20:30:12.345+04) as ISO 8601 (2026-11-28T20:30:12.345+04:00). */
function isoInstant(value: string): string {
  const parts = /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::(\d{2}))?(?::\d{2})?$/.exec(value);
  return parts ? `${parts[1]}T${parts[2]}${parts[3]}:${parts[4] ?? '00'}` : value;
}

// pg turns int8 and numeric into strings and dates and instants into Date objects; the API answers numbers, plain
// 'YYYY-MM-DD' dates, 'hh:mm' times and instants with their offset on the university's clock (the session's zone,
// TIME_ZONE), the same on both engines.
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID.int8 || oid === OID.numeric) return (value: string) => Number(value);
    if (oid === OID.date) return (value: string) => value;
    if (oid === OID.timestamptz) return isoInstant;
    if (oid === OID.timestamp) return (value: string) => value.replace(' ', 'T').slice(0, 19);
    if (oid === OID.time) return (value: string) => value.slice(0, 5);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Connections whose prepared statements keep one plan for all values (see QueryOptions.planOnce). Planning a
 * search page costs PostgreSQL 0.9 ms against 0.3 ms to run it at 100,000 students; but a plan made without
 * the values can be worse where they matter (two equality filters), so only chosen statements come here.
 */
const PLAN_ONCE = 'SET plan_cache_mode = force_generic_plan';

/** Whether an error is the database's refusal of a statement (an SQLSTATE it answered), after which its session serves on. */
function refusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !databaseUnreachable(error);
}

/**
 * Work on one connection of the pool, which is given back to serve on after it ends or the database refused a
 * statement of it, and closed after anything else. node-postgres' own pool.query closes it after any error: a
 * reconnect each time on PostgreSQL, and on PGlite, whose one connection every client of the pool shares, the end of
 * the database for the process (the statements after it failed, then answered wrong rows).
 */
export async function withSession<T>(pool: pg.Pool, work: (session: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (!refusal(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A statement on a connection of the pool (withSession). */
export async function poolQuery<R extends pg.QueryResultRow>(pool: pg.Pool, query: pg.QueryConfig): Promise<pg.QueryResult<R>> {
  return withSession(pool, (client) => client.query<R>(query));
}

/** A statement that reads alone: its first word one of those that cannot change a row. */
const READS = /^\s*(SELECT|SHOW|EXPLAIN|VALUES|TABLE)\b/i;

function wrap(pool: pg.Pool, planOncePool = pool): Queryable & { transaction: Database['transaction'] } {
  const db = {
    async query<R extends object>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<R[]> {
      // a statement that may write, run by work whose scope asks something of each commit (a keyed request's), commits
      // in a transaction of its own that does what the scope asks: as if the work had begun one
      if (commitScope.getStore()?.beforeCommit && !READS.test(sql)) return db.transaction((tx) => tx.query<R>(sql, params, options));
      return (await poolQuery<R & pg.QueryResultRow>(options?.planOnce ? planOncePool : pool, statement(sql, params, options))).rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const tx: Queryable = {
        async query<R extends object>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
          return (await client.query<R & pg.QueryResultRow>(statement(sql, params, options))).rows;
        },
      };
      // a connection the rollback cannot reach (the server restarted, the network cut) is closed, not lent again
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await commitScope.getStore()?.beforeCommit?.(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((lost: Error) => { broken = lost; });
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
  return db;
}

const RELISTEN_MS = 1_000;

/**
 * How long a connection to PostgreSQL may take to open: past it the request that waits for one is answered 503 rather
 * than left hanging (a server restarting, a network cut). Connections also send TCP keepalives, so one the network
 * dropped is found dead while idle rather than at its next query.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
const CONNECTION_SETTINGS = { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true } as const;

/** SQLSTATEs that say the database went away, not that it refused a statement: a connection exception, a shutdown. */
const GONE_STATES = /^(08...|57P0[1-3])$/;
/** What node-postgres and the system say of a connection lost or never made. */
const GONE_MESSAGES = /^(Connection terminated|timeout expired$|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const GONE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

/**
 * Whether an error says the database could not be reached (so the request may be tried again in a moment: 503), not
 * that it refused what was asked.
 */
export function databaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (GONE_CODES.has(code) || GONE_STATES.test(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(databaseUnreachable);
  return GONE_MESSAGES.test(error.message);
}

/**
 * A session of its own, outside the pools (a lock held around a start, a backup's): one the server ends under it (a
 * restart, a terminate, a network cut) fails what is asked of it, rather than ending the process with an error nobody
 * hears.
 */
export async function ownSession(url: string): Promise<pg.Client> {
  const session = new pg.Client({ connectionString: url });
  session.on('error', () => undefined);
  await session.connect();
  return session;
}

/** One connection per channel that LISTENs, reconnecting after a loss until the database closes. */
function listener(url: string) {
  const clients = new Set<pg.Client>();
  let closed = false;
  function listen(channel: string, handlers: ChannelHandlers): void {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, ...CONNECTION_SETTINGS });
    clients.add(client);
    let lost = false;
    const retry = (): void => {
      if (lost) return;
      lost = true;
      clients.delete(client);
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      handlers.reset(false);
      if (!closed) setTimeout(() => listen(channel, handlers), RELISTEN_MS).unref();
    };
    client.on('notification', (note) => { if (note.channel === channel) handlers.message(note.payload ?? ''); });
    client.on('error', retry);
    client.on('end', retry);
    client.connect()
      .then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => { if (!lost) handlers.reset(true); }, retry);
  }
  async function close(): Promise<void> {
    closed = true;
    await Promise.all([...clients].map((client) => {
      client.removeAllListeners();
      client.on('error', () => undefined);
      return client.end().catch(() => undefined);
    }));
    clients.clear();
  }
  return { listen, close };
}

/**
 * node-postgres' client whose session runs `settings` (SET statements) once connected, before the pool lends it:
 * as the session's first statement, not as startup parameters, which a pooler in front of the server (PgBouncer)
 * refuses. Its connection has the time limit on opening (given here, since the pool's own limit of that name also
 * refuses a request that waits for a busy pool's connection: load, not an outage).
 */
function sessionClient(settings: string): typeof pg.Client {
  return class SessionClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, ...CONNECTION_SETTINGS });
      // the connection's 'error' event, when the server ends it while it is not idle in the pool (its settings
      // running, a transaction's, a job's lock, a migration's), which the pool does not listen for then: unheard, it
      // would end the process. The connection fails what is asked of it, and leaves the pool when given back
      this.on('error', () => undefined);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
      const ready = super.connect().then(async () => {
        await this.query(settings);
        return this as pg.Client;
      });
      if (!callback) return ready;
      ready.then((client) => callback(null, client), callback);
    }
  };
}

/** A pool of sessions that each run `settings` first (sessionClient). */
function sessionPool(url: string, poolSize: number, settings: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers, Client: sessionClient(settings) });
  // an idle connection the server ends (a restart, an administrator's terminate) leaves the pool, which opens another
  // at the next query; unheard, the pool's 'error' event would end the process
  pool.on('error', () => undefined);
  return pool;
}

/**
 * The sessions on PostgreSQL, all in the university's time zone: an instant is answered on its clock, a time written
 * without a zone is read as its clock's, and today (current_date) is its day.
 */
export async function openPostgres(url: string, timeZone: string, poolSize = 10): Promise<Database> {
  const zone = `SET TIME ZONE ${pg.escapeLiteral(timeZone)}`;
  const pool = sessionPool(url, poolSize, zone);
  const planOncePool = sessionPool(url, poolSize, `${zone}; ${PLAN_ONCE}`);
  await pool.query('SELECT 1');
  const channels = listener(url);
  return {
    engine: 'postgres',
    pool,
    pools: { main: pool, plan_once: planOncePool },
    ...wrap(pool, planOncePool),
    listen: channels.listen,
    async close() {
      await channels.close();
      await Promise.all([pool.end(), planOncePool.end()]);
    },
  };
}

/**
 * The extensions every PGlite open loads (PGlite loads none by itself): btree_gist, whose equalities the screens'
 * noOverlap constraints use beside a range's overlap, and intarray, whose overlap of integer arrays a constraint over a
 * key of several values (a course's groups) uses.
 */
export const PGLITE_EXTENSIONS = { btree_gist, intarray };

/** The images read so far, each once: a process starts a hundred databases from one (the tests), 28 MB a read. */
const images = new Map<string, Blob>();

/** A dumped data directory, read once (a Blob keeps its bytes outside the JavaScript heap). */
function imageOf(file: string): Blob {
  let image = images.get(file);
  if (!image) images.set(file, image = new Blob([fs.readFileSync(file)]));
  return image;
}

/**
 * The buffers of a database in memory (a test's, copied from an image and thrown away with it), where PostgreSQL's
 * 128 MB default is set up at each start: 16 MB made a start from the test image take 0.72 processor-seconds instead
 * of 0.93, and the process 80 MB less; its "disk" is memory as well, so what the buffers do not hold is a copy away.
 */
const MEMORY_SHARED_BUFFERS = '16MB';

/**
 * PGlite in dataDir/pglite (or in memory for 'memory://'), owned by this process alone; made, where it is not yet, as
 * `image` (a dumped data directory) holds it, or empty.
 */
export async function openPglite(dataDir: string, timeZone: string, image?: string): Promise<Database> {
  let lock: DataDirLock | undefined;
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    location = path.join(dataDir, 'pglite');
  }
  const made = location !== 'memory://' && fs.existsSync(path.join(location, 'PG_VERSION'));
  const pglite = await PGlite.create(location, {
    extensions: PGLITE_EXTENSIONS,
    ...(image && !made ? { loadDataDir: imageOf(image) } : {}),
    ...(location === 'memory://' ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${MEMORY_SHARED_BUFFERS}`] } : {}),
  });
  // its one session, in the university's time zone as a server's are
  await pglite.exec(`SET TIME ZONE ${pg.escapeLiteral(timeZone)}`);
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers });
  return {
    engine: 'pglite',
    pool,
    pools: { main: pool },
    ...wrap(pool),
    async close() {
      await pool.end();
      await pglite.close();
      lock?.release();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string; dataDir: string; timeZone: string; poolSize?: number; memoryDatabase?: boolean; pgliteImage?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.timeZone, options.poolSize);
  return openPglite(options.memoryDatabase ? 'memory://' : options.dataDir, options.timeZone, options.pgliteImage);
}
