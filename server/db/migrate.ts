// Brings the database up to date at start: every SQL file of server/db/migrations, in order, once, each in a
// transaction of its own. The hand-written ones make the accounts and the assembled screens' tables; `npm run
// gen` writes the rest from the screens. kysely's Migrator records them (kysely_migration), holds a lock while
// it runs so two processes starting together over PostgreSQL apply each migration once, and refuses a
// database that has run a migration this code no longer has.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';

/** The committed migrations (codegen's MIGRATIONS_DIR). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

function sqlMigrations(directory: string): Record<string, Migration> {
  const files = fs.readdirSync(directory).filter((name) => name.endsWith('.sql')).sort();
  return Object.fromEntries(files.map((name) => [name.replace(/\.sql$/, ''), {
    up: async (db: Kysely<unknown>) => {
      await sql.raw(fs.readFileSync(path.join(directory, name), 'utf8')).execute(db);
    },
  }]));
}

/** Applies the pending migrations, one transaction each; answers their names. A refused one stops with its reason. */
export async function runMigrations(pool: pg.Pool, directory = MIGRATIONS_DIR): Promise<string[]> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  // named outright: the Migrator looks for its tables in any schema, and a server may share one database with others
  const { rows: [{ schema }] } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
  const migrator = new Migrator({
    db, migrationTableSchema: schema, provider: { getMigrations: async () => sqlMigrations(directory) },
  });
  const applied: string[] = [];
  // kysely only borrows the database's pool, so it is not destroyed here (that would end the pool)
  for (;;) {
    // one step at a time: the Migrator runs a call's migrations in one transaction, and each must be its own
    const { error, results = [] } = await migrator.migrateUp();
    const failed = results.find((result) => result.status === 'Error');
    if (error || failed) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(failed ? `the migration ${failed.migrationName} was not applied: ${reason}` : reason);
    }
    if (results.length === 0) return applied;
    applied.push(...results.map((result) => result.migrationName));
  }
}
