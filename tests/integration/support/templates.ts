// The integration run's set-up: one migrated and seeded database per engine and kind of first start (with the demo
// data, or the administrator alone), made once, which every test server copies instead of migrating and seeding its
// own: a PGlite test server took 6–11 s to start on a 2-core machine, most of it the empty database, the migrations
// and the demo data; a copy takes about 2 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import type { ServerConfig } from '../../../server/core/config';
import { registry } from '../../../server/generated/registry';
import { prepareDatabase } from '../../../server/server';
import { openDatabase, PGLITE_EXTENSIONS } from '../../../server/db/database';
import { runMigrations } from '../../../server/db/migrate';
import { ADMIN, databaseNamed, onServer, testSettings, type Engine } from './server';

/** A prepared first start: where its database is (a PGlite image, or a PostgreSQL database) and its stored files. */
export interface DatabaseTemplate {
  /** the PGlite data directory dumped to a tar file */
  image?: string;
  /** the PostgreSQL database to create a test's database from */
  database?: string;
  /** the files the first start stored (the demo's photos and documents) */
  storage: string;
}

export type TemplateKind = 'demo' | 'bare';

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: Record<TemplateKind, DatabaseTemplate>;
  }
}

/** Where a first start is made: a PGlite data directory, or a PostgreSQL database named for this run. */
interface Place { dataDir: string; database?: string }

function placeOf(engine: Engine, name: string, directory: string): Place {
  return { dataDir: path.join(directory, name), database: engine === 'postgres' ? `aula_template_${name}_${process.pid}` : undefined };
}

/**
 * The schema both kinds of first start are made from, migrated once rather than once for each (on PGlite about 7
 * processor-seconds a time). A PGlite one is made empty first with WAL segments of 1 MB, not initdb's 16: its image
 * held two, 33 of its 70 MB, which every PGlite test server reads and writes into its memory at start. Nor does it keep
 * initdb's template databases, 15 of the 44 MB left: PGlite opens `postgres`, and no test creates a database over
 * PGlite; a start from the image took 0.41 processor-seconds without them, 0.53 with.
 */
async function makeMigrated(engine: Engine, directory: string): Promise<Place> {
  const place = placeOf(engine, 'migrated', directory);
  if (place.database) await onServer(`CREATE DATABASE ${place.database}`);
  else {
    fs.mkdirSync(place.dataDir, { recursive: true });
    const empty = await PGlite.create(path.join(place.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS, initDbStartParams: ['--wal-segsize=1'] });
    for (const template of ['template0', 'template1']) {
      await empty.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await empty.exec(`DROP DATABASE ${template}`);
    }
    await empty.close();
  }
  const db = await openDatabase({ ...testSettings(), dataDir: place.dataDir, databaseUrl: place.database && databaseNamed(place.database) });
  try {
    await runMigrations(db.pool);
  } finally {
    await db.close();
  }
  return place;
}

/** A kind of first start, made over a copy of the migrated schema. */
async function makeTemplate(migrated: Place, engine: Engine, kind: TemplateKind, directory: string): Promise<DatabaseTemplate> {
  const { dataDir, database } = placeOf(engine, kind, directory);
  if (database) await onServer(`CREATE DATABASE ${database} TEMPLATE ${migrated.database}`);
  else fs.cpSync(path.join(migrated.dataDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const config: ServerConfig = {
    ...testSettings(), dataDir, databaseUrl: database && databaseNamed(database),
    adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: kind === 'demo',
  };
  const db = await prepareDatabase(config, registry, () => undefined);
  await db.close();
  const storage = path.join(dataDir, 'storage');
  fs.mkdirSync(storage, { recursive: true });
  if (database) return { database, storage };
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  const image = path.join(directory, `${kind}.tar`);
  fs.writeFileSync(image, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  return { image, storage };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine: Engine = project.name === 'integration-postgres' ? 'postgres' : 'pglite';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-templates-'));
  const migrated = await makeMigrated(engine, directory);
  let demo: DatabaseTemplate, bare: DatabaseTemplate;
  try {
    [demo, bare] = await Promise.all([makeTemplate(migrated, engine, 'demo', directory), makeTemplate(migrated, engine, 'bare', directory)]);
  } finally {
    if (migrated.database) await onServer(`DROP DATABASE IF EXISTS ${migrated.database}`);
  }
  project.provide('databaseTemplates', { demo, bare });
  return async () => {
    for (const template of [demo, bare]) {
      if (template.database) await onServer(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
