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
import { PGLITE_EXTENSIONS } from '../../../server/db/database';
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

async function makeTemplate(engine: Engine, kind: TemplateKind, directory: string): Promise<DatabaseTemplate> {
  const dataDir = path.join(directory, kind);
  const database = engine === 'postgres' ? `aula_template_${kind}_${process.pid}` : undefined;
  if (database) await onServer(`CREATE DATABASE ${database}`);
  const config: ServerConfig = {
    ...testSettings(), dataDir, databaseUrl: database && databaseNamed(database),
    adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: kind === 'demo',
  };
  if (!database) {
    // made empty first with WAL segments of 1 MB, not initdb's 16 (the image held two, 33 of its 70 MB, which every
    // PGlite test server reads and writes into its memory at start)
    fs.mkdirSync(dataDir, { recursive: true });
    await (await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS, initDbStartParams: ['--wal-segsize=1'] })).close();
  }
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
  const [demo, bare] = await Promise.all([makeTemplate(engine, 'demo', directory), makeTemplate(engine, 'bare', directory)]);
  project.provide('databaseTemplates', { demo, bare });
  return async () => {
    for (const template of [demo, bare]) {
      if (template.database) await onServer(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
