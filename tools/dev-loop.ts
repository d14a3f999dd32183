// `npm run dev` follows the YAML (issue 21). A save in screens/, locales/ or schemas/ is generated again, making only
// what the save changed (codegen/memo.ts). Before a generated file is written, the migration the save needs is
// applied, through the same migration files a deploy applies, and the API's routes are built on the registry read
// from the YAML just saved and take over the port's requests with no restart (the database, sessions, jobs and
// connections stay); then the browser's modules are written and reach the page through Vite. A broken file, a
// migration that would drop values or one the data refuses is reported (the terminal, and the browser's overlay
// through `report`), nothing is written, and the last good routes serve on until it is fixed. A migration written by
// hand (or by `npm run gen`) is applied when it is saved.
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../contract/model';
import type { Paths } from '../codegen/load';
import { generate } from '../codegen/pipeline';
import { formatProblem, type Problem } from '../codegen/core/problems';
import { MIGRATIONS_DIR, type NewMigration } from '../codegen/write';
import { watchDefinitions } from '../codegen/watch';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/core/config';
import type { AppContext } from '../server/kernel/context';
import { openDatabase, type Database } from '../server/db/database';
import { MIGRATIONS_DIR as PRODUCT_MIGRATIONS, runMigrations } from '../server/db/migrate';
import { TotalsCache } from '../server/kernel/paged-list';
import { bootstrap } from '../server/seed/bootstrap';
import { bootstrapOptions, closeWithGrace, contextOf } from '../server/server';

export interface DevReport {
  /** nothing was written and the routes serve as they did: the definitions are broken, or their migration refused */
  failed: (problems: readonly Problem[]) => void;
  /**
   * generated, migrated, and the API answers on the new registry: the files written and the migrations applied, as
   * paths from the project's root (none when a fix leaves the files as they were before the problem)
   */
  reloaded: (changed: readonly string[]) => void;
}

export interface DevLoop {
  /** the API's address */
  apiUrl: string;
  /** resolves once every save so far has been dealt with */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/** A column's values that a drop would lose: those not null (a list's, those not empty). */
async function valuesIn(db: Database, table: string, column: string): Promise<number> {
  const [found] = await db.query<{ type: string }>(
    'SELECT data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
    [table, column],
  );
  if (!found) return 0;
  const held = found.type === 'ARRAY' ? `cardinality(${column}) > 0` : `${column} IS NOT NULL`;
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM ${table} WHERE ${held}`);
  return count;
}

/** Problems of a migration that would drop values: dev never loses data; the author writes that migration (below). */
async function lossOf(db: Database, migration: NewMigration): Promise<Problem[]> {
  const lost: Problem[] = [];
  for (const drop of migration.drops) {
    const count = await valuesIn(db, drop.table, drop.column);
    if (count === 0) continue;
    lost.push({
      ...drop.at,
      code: 'AULA-E902',
      message: `${drop.table}.${drop.column} is no longer a field and holds ${count} value(s): npm run dev does not drop them. `
        + `Put the field back, or write the migration that drops them with npm run gen (${migration.path}), review it, and the loop applies it`,
    });
  }
  return lost;
}

export async function startDevLoop(paths: Paths, config: ServerConfig, report: DevReport): Promise<DevLoop> {
  const migrationsDir = config.migrationsDir ?? PRODUCT_MIGRATIONS;
  const db = await openDatabase(config);
  let ctx: AppContext | undefined;
  let app: FastifyInstance | undefined;
  let http: Server | undefined;
  const closeAll = async () => {
    await app?.close();
    await ctx?.jobs.stop();
    await db.close();
  };
  /** The routes built on a registry take the port's requests from now on; the ones before finish what they have. */
  const serve = async (registry: Registry): Promise<void> => {
    if (!ctx) return;
    ctx.registry = registry;
    // a count kept for a filter may be of columns that changed
    ctx.totals = new TotalsCache();
    const next = await buildApp(ctx, { logger: false });
    await next.ready();
    const previous = app;
    app = next;
    await previous?.close();
  };
  /**
   * Generates what the save changed. Before the files are written, the migration it needs is applied (unless it
   * would drop values or the data refuses it, which writes nothing) with any the author saved, and the API takes
   * the new registry, so the browser's modules change over an API that answers them.
   */
  const follow = async (): Promise<{ registry?: Registry; changed: string[]; problems: Problem[] }> => {
    let registry: Registry | undefined;
    let applied: string[] = [];
    const result = await generate(paths, {
      check: false,
      beforeWrite: async ({ migration, changed, registry: generated }) => {
        const lost = migration ? await lossOf(db, migration) : [];
        if (lost.length > 0) return lost;
        try {
          applied = await runMigrations(db.pool, migrationsDir);
        } catch (error) {
          return [{ file: migration?.path ?? MIGRATIONS_DIR, line: 1, column: 1, code: 'AULA-E903', message: (error as Error).message }];
        }
        // at start the API is yet to be built on it, whatever changed
        if (ctx && changed.length === 0 && applied.length === 0) return [];
        registry = generated;
        // a new screen's permissions, held by the full-access role (and, on a first start, the administrator)
        await bootstrap(db, registry, bootstrapOptions(config));
        await serve(registry);
        return [];
      },
    });
    // a migration applied is a change of its own, though no file was written (the author saved it)
    const migrated = applied.map((name) => `${MIGRATIONS_DIR}/${name}.sql`).filter((path) => !result.changed.includes(path));
    return { registry, changed: [...result.changed, ...migrated], problems: result.problems };
  };
  try {
    await runMigrations(db.pool, migrationsDir);
    const { registry, problems } = await follow();
    if (!registry) throw new Error(problems.map(formatProblem).join('\n'));
    ctx = contextOf(config, db, registry);
    app = await buildApp(ctx, { logger: false });
    await app.ready();
    await ctx.jobs.start(ctx, (error) => console.error(error));
    // one listener for the life of the loop; each request goes to the routes current when it arrives
    http = createHttpServer((request, response) => app!.routing(request, response));
    await new Promise<void>((listening, failing) => {
      http!.once('error', failing).listen(config.port, '127.0.0.1', () => listening());
    });
  } catch (error) {
    await closeAll();
    throw error;
  }
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let failing = false;
  let work = Promise.resolve();
  // the migrations the loop writes (and takes back when refused) are its own news, not the author's
  let following = false;
  const again = (): void => {
    work = work.then(async () => {
      following = true;
      const { registry, changed, problems } = await follow().finally(() => {
        following = false;
      });
      if (problems.length > 0) {
        failing = true;
        console.error(problems.map(formatProblem).join('\n'));
        report.failed(problems);
        return;
      }
      if (registry) console.log(`Aula: ${changed.length} file(s) generated or applied; the API answers on the new definitions.`);
      // a fix that brings the files back to what they were changes nothing, and still ends the problem shown
      if (registry || failing) report.reloaded(changed);
      failing = false;
    }).catch((error: unknown) => {
      console.error('Aula: the API could not take the new definitions:', error);
    });
  };
  const stopWatching = watchDefinitions(paths, again, [{
    directory: migrationsDir,
    heed: (file) => file.endsWith('.sql') && !following && existsSync(join(migrationsDir, file)),
  }]);
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    settled: async () => { await work; },
    close: async () => {
      stopWatching();
      await work;
      await closeWithGrace(http!, () => new Promise<void>((closed) => http!.close(() => closed())));
      await closeAll();
    },
  };
}
