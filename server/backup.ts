// A backup is one .tar.gz: the database as a pg_dump SQL file (aula.sql), the uploaded files (storage/, from the
// folder or the bucket the server keeps them in, and back into it) and a manifest. The embedded PGlite is dumped by
// pg_dump compiled to WebAssembly (@electric-sql/pglite-tools), a PostgreSQL server by its own pg_dump; either dump
// restores into either engine. The server must be stopped for a backup of the embedded database (it holds the data
// directory); a PostgreSQL server's is taken while Aula runs, no file its rows name removed until the files are
// copied. A restore goes into an empty one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import * as tar from 'tar';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from './core/config';
import { storageOf, type FileStorage } from './files/storage';
import { holdFiles, removeFiles } from './files/removals';
import { acquireDataDirLock } from './db/lock';
import { ownSession, PGLITE_EXTENSIONS } from './db/database';

const run = promisify(execFile);

const DUMP = 'aula.sql';
const STORAGE = 'storage';
const MANIFEST = 'manifest.json';
const FORMAT = 1;

export interface Manifest {
  format: number;
  engine: 'pglite' | 'postgres';
  created_at: string;
  /** the migrations the database had run: a restore into older code refuses what it does not know */
  migrations: string[];
  files: number;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** The connection URL's schema (search_path in its options), which a test or a shared server may use. */
function schemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([a-z0-9_]+)/i.exec(options)?.[1];
}

/** The connection URL without its options, which pg_dump and psql do not read. */
function plainUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  return parsed.toString();
}

async function migrationsOf(query: (sql: string) => Promise<{ name: string }[]>): Promise<string[]> {
  return (await query('SELECT name FROM kysely_migration ORDER BY name').catch(() => [])).map((row) => row.name);
}

/** Every stored file into `directory`, one stream at a time; answers how many. */
async function copyOut(storage: FileStorage, directory: string): Promise<number> {
  const names = await storage.names();
  for (const name of names) await pipeline(storage.open(name), fs.createWriteStream(path.join(directory, name)));
  return names.length;
}

/** Writes a backup of the database and the uploaded files to `file`. */
export async function backup(config: ServerConfig, file: string): Promise<BackupResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-backup-'));
  try {
    let engine: Manifest['engine'];
    let migrations: string[];
    let files: number;
    const storage = storageOf(config);
    fs.mkdirSync(path.join(work, STORAGE));
    if (config.databaseUrl) {
      engine = 'postgres';
      const schema = schemaOf(config.databaseUrl);
      const client = await ownSession(config.databaseUrl);
      try {
        // no file the dump's rows name is removed until the files are copied (./files/removals.ts)
        const held = await holdFiles(client);
        try {
          await run('pg_dump', ['--no-owner', '--no-privileges', ...(schema ? ['--schema', schema] : []), '--file', path.join(work, DUMP), plainUrl(config.databaseUrl)]);
          migrations = await migrationsOf(async (sql) => (await client.query<{ name: string }>(sql)).rows);
          files = await copyOut(storage, path.join(work, STORAGE));
        } finally {
          await held.release();
        }
        // the removals that waited for it (a database whose server has not yet made their table has none)
        const [{ waiting }] = (await client.query<{ waiting: boolean }>(`SELECT to_regclass('files_to_remove') IS NOT NULL AS waiting`)).rows;
        if (waiting) await removeFiles(client, storage, []);
      } finally {
        await client.end();
      }
    } else {
      engine = 'pglite';
      const lock = acquireDataDirLock(config.dataDir);
      const db = await PGlite.create(path.join(config.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      try {
        const dump = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges'] });
        fs.writeFileSync(path.join(work, DUMP), Buffer.from(await dump.arrayBuffer()));
        migrations = await migrationsOf(async (sql) => (await db.query<{ name: string }>(sql)).rows);
        files = await copyOut(storage, path.join(work, STORAGE));
      } finally {
        await db.close();
        lock.release();
      }
    }
    const manifest: Manifest = { format: FORMAT, engine, created_at: new Date().toISOString(), migrations, files };
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: work, portable: true }, [MANIFEST, DUMP, STORAGE]);
    return { file, manifest, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The extensions the schema's constraints need (btree_gist and intarray: noOverlap), made before a dump is read: a dump of one
 * schema holds none, and a dump of a whole database creates them only if they are not there. In public, as the
 * migrations make them: the schema restored into may not exist before the dump makes it.
 */
const CREATE_EXTENSIONS = 'CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public; CREATE EXTENSION IF NOT EXISTS intarray SCHEMA public';

/** Restores a backup into an empty data directory (PGlite) or an empty database (PostgreSQL). */
export async function restore(config: ServerConfig, file: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-restore-'));
  try {
    await tar.extract({ file, cwd: work });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new Error(`${file} is a backup of format ${manifest.format}; this Aula reads format ${FORMAT}.`);
    const storage = storageOf(config);
    if ((await storage.names()).length > 0) throw new Error(`${storage.location} already holds files; restore into an empty storage.`);
    const sql = path.join(work, DUMP);
    if (config.databaseUrl) {
      const client = await ownSession(config.databaseUrl);
      let tables: number;
      try {
        [{ tables }] = (await client.query<{ tables: number }>(
          "SELECT count(*)::integer AS tables FROM pg_tables WHERE schemaname = coalesce($1, current_schema())", [schemaOf(config.databaseUrl) ?? null],
        )).rows;
        if (tables === 0) await client.query(CREATE_EXTENSIONS);
      } finally {
        await client.end();
      }
      if (tables > 0) throw new Error('The database already holds tables; restore into an empty database.');
      await run('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--file', sql, plainUrl(config.databaseUrl)]);
    } else {
      fs.mkdirSync(config.dataDir, { recursive: true });
      if (fs.existsSync(path.join(config.dataDir, 'pglite'))) throw new Error(`${config.dataDir} already holds a database; restore into an empty data directory.`);
      const lock = acquireDataDirLock(config.dataDir);
      const location = path.join(config.dataDir, 'pglite');
      const db = await PGlite.create(location, { extensions: PGLITE_EXTENSIONS });
      let restored = false;
      try {
        await db.exec(CREATE_EXTENSIONS);
        await db.exec(fs.readFileSync(sql, 'utf8'));
        restored = true;
      } finally {
        await db.close();
        // half a database is none: the directory is left empty again
        if (!restored) fs.rmSync(location, { recursive: true, force: true });
        lock.release();
      }
    }
    const saved = path.join(work, STORAGE);
    for (const name of fs.readdirSync(saved)) await storage.put(name, fs.createReadStream(path.join(saved, name)));
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
