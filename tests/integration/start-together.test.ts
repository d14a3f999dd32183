// Servers that start together: three replicas deployed at once on one empty PostgreSQL database all serve, the
// migrations run once between them, and the first start's permissions, full-access role, administrator and demo
// data are made once. (PGlite's data directory has one process, tests/integration/data-dir-lock.test.ts.)
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { registry } from '../../server/generated/registry';
import { createServer, type RunningServer } from '../../server/server';
import { ADMIN, client, freshData, signIn, testSettings, type TestData } from './support/server';

const SERVERS = 3;
/** Tables the demo data fills, none of them with a unique key that would refuse a second seeding. */
const DEMO_TABLES = ['roles', 'user_roles', 'students', 'journal_courses', 'grades', 'finances', 'news'];

describe('servers started at the same instant on an empty PostgreSQL database', () => {
  let data: TestData;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await data?.remove();
  });

  it('all serve, each migration ran once, and the administrator and the demo data exist once', async () => {
    data = await freshData('postgres');
    const config = {
      ...testSettings(), dataDir: data.dataDir, databaseUrl: data.databaseUrl, jobSchema: data.jobSchema, poolSize: 4,
      adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true,
    };
    const started = await Promise.allSettled(Array.from({ length: SERVERS }, () => createServer(config, registry, { announce: () => undefined })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);

    const committed = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, ''));
    const applied = servers.flatMap((server) => server.migrated);
    expect(applied.sort()).toEqual(committed.sort());

    for (const server of servers) {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const call = client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      expect((await call('GET', '/api/health')).body).toMatchObject({ status: 'ok', migrations: committed.length });
      const token = await signIn(call);
      expect((await call('GET', '/api/students?per_page=1', { token })).status).toBe(200);
    }

    const { db } = servers[0].ctx;
    const count = async (sql: string, params: unknown[] = []) => (await db.query<{ count: number }>(sql, params))[0].count;
    expect(await count('SELECT count(*)::integer AS count FROM users WHERE lower(email) = $1', [ADMIN.email])).toBe(1);
    expect(await count('SELECT count(*)::integer AS count FROM app_settings')).toBe(1);
    expect(await count('SELECT count(*)::integer AS count FROM permissions')).toBe(registry.permissions.length);
    // the demo data once: its lecturer's and student's accounts, and as many rows as one start seeds
    expect(await count('SELECT count(*)::integer AS count FROM users')).toBe(3);
    const once = await freshData('postgres', 'demo');
    const reference = new pg.Client({ connectionString: once.databaseUrl });
    await reference.connect();
    try {
      for (const table of DEMO_TABLES) {
        const { rows: [{ count: seeded }] } = await reference.query<{ count: number }>(`SELECT count(*)::integer AS count FROM ${table}`);
        expect({ table, count: await count(`SELECT count(*)::integer AS count FROM ${table}`) }).toEqual({ table, count: seeded });
      }
    } finally {
      await reference.end();
      await once.remove();
    }
  });
});
