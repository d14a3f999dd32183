// A stored file is removed once no row names it (a photo replaced, a person erased, a job's file expired), but never
// while a backup copies the files: a backup dumps the rows first and copies the files after, so a file its rows name
// must still be there when the copy reaches it. A backup holds the files' lock (an advisory lock of the database,
// exclusive) from before its dump to the end of its copy; a removal holds it shared while it removes, and while a
// backup holds it the file is noted in files_to_remove instead, to be removed once the backup is done. PGlite
// needs none of this: its backup is taken with the server stopped.
import type pg from 'pg';
import { withSession, type Database } from '../db/database';
import type { FileStorage } from './storage';

/** The files' lock, one per database schema (the schemas of one database are separate Aulas). */
const FILES_LOCK = `hashtext('aula:files'), hashtext(current_schema())`;

/** A session of the database: a pooled client, or a backup's own. */
type Session = Pick<pg.ClientBase, 'query'>;

/** Takes the files' lock for a backup, waiting for the removals under way; `release` lets it go. */
export async function holdFiles(session: Session): Promise<{ release(): Promise<void> }> {
  await session.query(`SELECT pg_advisory_lock(${FILES_LOCK})`);
  return { release: async () => { await session.query(`SELECT pg_advisory_unlock(${FILES_LOCK})`); } };
}

/**
 * Removes the stored files `values` (a removal of a file that is not there does nothing) now, unless a backup holds
 * the files: then notes them. On the way, removes the files whose removal waited for a backup that is done, each
 * name let go once its file is gone.
 */
export async function removeFiles(session: Session, storage: FileStorage, values: readonly string[]): Promise<void> {
  const [{ free }] = (await session.query<{ free: boolean }>(`SELECT pg_try_advisory_lock_shared(${FILES_LOCK}) AS free`)).rows;
  if (!free) {
    await session.query('INSERT INTO files_to_remove (value) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [values]);
    return;
  }
  try {
    for (const value of values) await storage.remove(value);
    for (const { value } of (await session.query<{ value: string }>('SELECT value FROM files_to_remove')).rows) {
      await storage.remove(value);
      await session.query('DELETE FROM files_to_remove WHERE value = $1', [value]);
    }
  } finally {
    await session.query(`SELECT pg_advisory_unlock_shared(${FILES_LOCK})`);
  }
}

/** The storage as the server uses it: its removals wait for a backup that copies the files (on PostgreSQL). */
export function heldForBackups(storage: FileStorage, db: Database): FileStorage {
  if (db.engine === 'pglite') return storage;
  return {
    location: storage.location,
    save: (content, extension) => storage.save(content, extension),
    copy: (value) => storage.copy(value),
    open: (value) => storage.open(value),
    size: (value) => storage.size(value),
    names: () => storage.names(),
    put: (name, content) => storage.put(name, content),
    replace: (name, content) => storage.replace(name, content),
    remove: (value) => withSession(db.pool, (session) => removeFiles(session, storage, [value])),
  };
}
