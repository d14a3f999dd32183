// Starts the real server on a free port, over PGlite (in memory) or over the PostgreSQL server
// DATABASE_URL names (in a database of its own, dropped afterwards), and talks to it over HTTP.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../../server/auth/passwords';
import { readConfig, type ServerConfig } from '../../../server/core/config';
import { registry } from '../../../server/generated/registry';
import { createServer, type RunningServer } from '../../../server/server';
import type { AppOptions } from '../../../server/app';
import { inject } from 'vitest';
import type { DatabaseTemplate, TemplateKind } from './templates';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };

export type Engine = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set (.ci/run sets it when a server answers). The test runner's
 * two integration projects name one engine each (AULA_TEST_ENGINE, vitest.config.ts), so they run side by side.
 */
export const engines: Engine[] = process.env.AULA_TEST_ENGINE === 'pglite' || process.env.AULA_TEST_ENGINE === 'postgres'
  ? [process.env.AULA_TEST_ENGINE]
  : process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer {
  server: RunningServer;
  baseUrl: string;
  config: ServerConfig;
  stop(): Promise<void>;
}

/** Where a test's data lives: a data directory of its own and, on PostgreSQL, a database of its own. */
export interface TestData {
  dataDir: string;
  /** DATABASE_URL naming the test's own database (PostgreSQL only) */
  databaseUrl?: string;
  /** PGlite's starting image: the run's prepared first start (PGlite only, when the test starts from one) */
  pgliteImage?: string;
  /** the job queue's schema */
  jobSchema: string;
  /** drops the database and removes the data directory */
  remove(): Promise<void>;
}

/** DATABASE_URL with another database of the same server. */
export function databaseNamed(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the PostgreSQL server DATABASE_URL names (creating or dropping a database). */
export async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The run's prepared first start of this kind (tests/integration/support/templates.ts), if the run made them. */
function template(kind: TemplateKind): DatabaseTemplate | undefined {
  try {
    return inject('databaseTemplates')[kind];
  } catch {
    return undefined;
  }
}

/**
 * A data directory, and on PostgreSQL a database, of the test's own: empty, or a copy of the run's prepared first start
 * (`from`: with the demo data, or the administrator alone) with its stored files.
 */
export async function freshData(engine: Engine, from?: TemplateKind): Promise<TestData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const prepared = from && template(from);
  if (prepared) fs.cpSync(prepared.storage, path.join(dataDir, 'storage'), { recursive: true });
  if (engine === 'pglite') return { dataDir, pgliteImage: prepared?.image, jobSchema: 'pgboss', remove: removeDir };
  // unique among the files that run side by side (two workers) and the servers one file starts in a millisecond
  const database = `aula_test_${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${database}${prepared?.database ? ` TEMPLATE ${prepared.database}` : ''}`);
  return {
    dataDir, databaseUrl: databaseNamed(database), jobSchema: 'pgboss',
    async remove() {
      await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await removeDir();
    },
  };
}

/** What a server's first start would make of a database, when it is one the run prepared: none for other accounts or migrations. */
function firstStartOf(overrides: Partial<ServerConfig>): TemplateKind | undefined {
  if (overrides.adminEmail !== undefined || overrides.adminPassword !== undefined || overrides.migrationsDir !== undefined) return undefined;
  return overrides.seedDemo === false ? 'bare' : 'demo';
}

/**
 * A server's settings from an environment of the tests' own (`env`), not the developer's: the defaults, with passwords
 * hashed at the cost the run set (vitest.config.ts).
 */
export const testSettings = (env: NodeJS.ProcessEnv = {}): ServerConfig => readConfig({ ...env, PASSWORD_COST: process.env.PASSWORD_COST });

/** A password hashed as the run's servers hash one, for an account a test writes into the database itself. */
export const testHash = (password: string): Promise<string> => hashPassword(password, testSettings().passwordCost);

export async function startTestServer(engine: Engine, overrides: Partial<ServerConfig> = {}, appOptions: AppOptions = {}): Promise<TestServer> {
  const data = await freshData(engine, firstStartOf(overrides));
  const config: ServerConfig = {
    ...testSettings(),
    dataDir: data.dataDir, databaseUrl: data.databaseUrl, memoryDatabase: engine === 'pglite', pgliteImage: data.pgliteImage,
    adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true,
    signInFailuresPerAccount: 1000, signInFailuresPerAddress: 1000, uploadLimitBytes: 256 * 1024, poolSize: 4, jobSchema: data.jobSchema,
    ...overrides,
  };
  // the demo accounts' passwords are told at a first start; a test server keeps them to itself
  const server = await createServer(config, registry, { announce: () => undefined, ...appOptions });
  return {
    server, config, baseUrl: await listening(server),
    async stop() {
      await server.close();
      await data.remove();
    },
  };
}

/** Where a started server answers, once it listens on a free local port. */
async function listening(server: RunningServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * A second server over a test server's data (on PostgreSQL, its database: servers side by side), with settings of its
 * own (`overrides`: a database reached through a proxy or a pooler), listening on a free port; the caller closes it.
 */
export async function serverBeside(config: ServerConfig, overrides: Partial<ServerConfig> = {}): Promise<{ server: RunningServer; baseUrl: string }> {
  const server = await createServer({ ...config, seedDemo: false, ...overrides }, registry, { announce: () => undefined });
  try {
    return { server, baseUrl: await listening(server) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  language?: 'ka' | 'en';
  /** send the XSRF cookie and header (default true) */
  xsrf?: boolean;
  /** further headers (If-Match, Idempotency-Key) */
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  bytes: Buffer;
}

const XSRF = 'test-xsrf-token-value';

export function client(baseUrl: string) {
  return async function call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'accept-language': options.language ?? 'ka', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.xsrf !== false) {
      headers.cookie = `XSRF-TOKEN=${XSRF}`;
      headers['x-xsrf-token'] = XSRF;
    }
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(baseUrl + url, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: Record<string, unknown> = {};
    if ((response.headers.get('content-type') ?? '').includes('json') && bytes.length > 0) {
      parsed = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    }
    return { status: response.status, body: parsed, headers: response.headers, bytes };
  };
}

export type Call = ReturnType<typeof client>;

/** A request and how long its answer took, in milliseconds. */
export async function timedCall(call: Call, ...args: Parameters<Call>): Promise<CallResult & { ms: number }> {
  const started = performance.now();
  const answer = await call(...args);
  return { ...answer, ms: performance.now() - started };
}

export async function signIn(call: Call, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const result = await call('POST', '/api/auth/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return String(result.body.token);
}

const HOLDER_PASSWORD = 'another password';

export interface HolderOptions {
  /** user_type_id of the account (default 1, an administrator) */
  userType?: number;
  /** the staff record the account belongs to */
  administrationId?: number;
}

/** Adds a user who holds only `permissions` (through a role of their own; none, no role at all) and signs them in. */
export async function signInHolding(
  test: TestServer, email: string, permissions: readonly string[] = [], options: HolderOptions = {},
): Promise<string> {
  const { db } = test.server.ctx;
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, administration_id)
     VALUES ($1, $2, 'Test', 'Holder', $3, $4) RETURNING id`,
    [email, await testHash(HOLDER_PASSWORD), options.userType ?? 1, options.administrationId ?? null],
  );
  if (permissions.length > 0) {
    const [role] = await db.query<{ id: number }>(
      `INSERT INTO roles (title, permissions) VALUES ($1, ARRAY(SELECT id FROM permissions WHERE title = ANY($2))) RETURNING id`,
      [`${email}: ${permissions.join(', ')}`, permissions],
    );
    await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [user.id, role.id]);
  }
  return signIn(client(test.baseUrl), email, HOLDER_PASSWORD);
}

/** A digest of everything a table holds, to show that a refused write changed nothing. */
export async function tableDigest(test: TestServer, table: string): Promise<string> {
  const [row] = await test.server.ctx.db.query<{ digest: string }>(
    `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`,
  );
  return row.digest;
}
