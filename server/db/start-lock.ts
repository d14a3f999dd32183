// The servers sharing a PostgreSQL database start one at a time. Started together, they broke each other three ways:
// each found no administrator and made the full-access role (two stopped on its unique title); kysely's Migrator,
// though it applies each migration under its own lock, first reads every table of the database to find its own, and
// that catalog read fails ("relation … does not exist") when another server's migration drops a table under it; and
// pg-boss's first start makes its queue's table, which two starts deadlock over. A session-level advisory lock, held on
// a connection of its own around each (the migrations with the first start's set-up, then the job queue's start),
// makes the second server wait until the first is done, and then find it done. The lock goes with its session: a
// server that dies starting leaves none behind. PGlite's data directory has one process (./lock.ts): it takes none.
import { ownSession } from './database';

/** The lock's key among the database's advisory locks. */
const START_LOCK = "hashtext('aula: start')";

export async function oneStartAtATime<T>(databaseUrl: string | undefined, start: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return start();
  // the database going away mid-start fails the start's own queries, which say so
  const session = await ownSession(databaseUrl);
  try {
    await session.query(`SELECT pg_advisory_lock(${START_LOCK})`);
    return await start();
  } finally {
    await session.end().catch(() => undefined);
  }
}
