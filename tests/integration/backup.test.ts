// Backup and restore as a round trip, on PGlite (a data directory) and PostgreSQL (a schema): the demo university
// and an uploaded file are backed up, the database is restored into an empty data directory (or a dropped and
// re-made schema), and the restored Aula starts, signs in and holds the same rows and the same files.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../server/backup';
import type { ServerConfig } from '../../server/core/config';
import { registry } from '../../server/generated/registry';
import { createServer, type RunningServer } from '../../server/server';
import { ADMIN, client, engines, freshData, signIn, testSettings } from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const TABLES = ['students', 'lecturers', 'administrations', 'roles', 'permissions', 'users', 'applicants', 'finances', 'kysely_migration'];

describe.each(engines)('backup and restore on %s', (engine) => {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const schema = `aula_backup_${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  const databaseUrl = () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };

  afterAll(async () => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const client = admin();
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  function configFor(dataDir: string): ServerConfig {
    return {
      ...testSettings(), dataDir, adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true, poolSize: 2,
      databaseUrl: engine === 'postgres' ? databaseUrl() : undefined,
    };
  }

  async function start(config: ServerConfig): Promise<RunningServer & { call: ReturnType<typeof client>; token: string }> {
    const server = await createServer(config, registry);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const call = client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    return { ...server, call, token: await signIn(call) };
  }

  async function contents(server: RunningServer): Promise<Record<string, string>> {
    const digests: Record<string, string> = {};
    for (const table of TABLES) {
      // an account's last sign-in is the test's own doing (it signs in to each server), not the backup's
      const rows = table === 'users' ? `(SELECT (u #- '{last_sign_in_at}') AS t FROM (SELECT to_jsonb(users) AS u FROM users) j)` : table;
      const [row] = await server.ctx.db.query<{ digest: string; count: number }>(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, count(*)::integer AS count FROM ${rows} t`,
      );
      digests[table] = `${row.count} ${row.digest}`;
    }
    return digests;
  }

  it('restores into an empty place the rows and files it backed up, and the restored Aula runs', async () => {
    if (engine === 'postgres') {
      const client = admin();
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    // on PGlite, a copy of the run's prepared first start (its database and stored files) rather than a first start of its own
    const prepared = engine === 'pglite' ? await freshData(engine, 'demo') : undefined;
    if (prepared) dirs.push(prepared.dataDir);
    const original = { ...configFor(prepared?.dataDir ?? tempDir('aula-backup-data-')), pgliteImage: prepared?.pgliteImage };
    const first = await start(original);
    let before: Record<string, string>;
    let photo: string;
    try {
      const [student] = await first.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      photo = String(((await first.call('PUT', `/api/students/${student.id}`, { token: first.token, form })).body.data as { photo: string }).photo);
      before = await contents(first);
    } finally {
      await first.close();
    }

    const file = path.join(tempDir('aula-backups-'), 'aula.tar.gz');
    const { manifest } = await backup(original, file);
    expect(manifest.engine).toBe(engine);
    expect(manifest.files).toBeGreaterThan(1);
    expect(manifest.migrations).toContain('0001_accounts');

    const restoredDir = tempDir('aula-restored-');
    if (engine === 'postgres') {
      const client = admin();
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
    const restoredConfig = { ...configFor(restoredDir), seedDemo: false };
    await restore(restoredConfig, file);
    await expect(restore(restoredConfig, file)).rejects.toThrow(/already holds/);

    const restored = await start(restoredConfig);
    try {
      expect(await contents(restored)).toEqual(before);
      const served = await fetch(`http://127.0.0.1:${(restored.app.server.address() as { port: number }).port}${photo}`, { headers: { authorization: `Bearer ${restored.token}` } });
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      expect(fs.readdirSync(path.join(restoredDir, 'storage')).sort()).toEqual(fs.readdirSync(path.join(original.dataDir, 'storage')).sort());
      // the restored database goes on: a new row takes the next id
      const created = await restored.call('POST', '/api/campuses', { token: restored.token, body: { name_ka: 'ახალი', name_en: 'New', address_ka: 'ა', address_en: 'A' } });
      expect(created.status).toBe(201);
    } finally {
      await restored.close();
    }
  });
});
