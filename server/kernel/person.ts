// A person's data (screen key person): everything Aula holds about one person given back as a zip, and erased on
// request or once the screen's retention has passed. The kernel gathers what the screens hold — the person's record
// with its parts, the rows of every screen that names it by a lookup, their history and their files — and the
// domains add what their own tables hold (the account, its messages, the mail sent to it, the documents issued)
// through the hooks personData and erasePerson. Erasure empties the identifying fields, blanks their values in the
// record's history (a deleted copy's too) and removes their files with the copies kept for a restore; the rows that
// name the person (grades, finances) are kept. The erasure is in the history with its reason, never the values.
import archiver from 'archiver';
import { once } from 'node:events';
import type { ServerScreen } from '../../contract/model';
import { DEFAULT_LANGUAGE, ERASED_NAME } from '../../contract/constants';
import type { SessionUser } from '../core/user';
import type { AppContext } from './context';
import { HttpError } from '../core/errors';
import type { Translator } from '../core/i18n';
import type { Queryable, Row } from '../db/database';
import { isMissing, jobFileName, STORAGE_PREFIX } from '../files/storage';
import { blankValues, keptValues, lastDeleted, recordErasure, recordExport, rowWithoutSecrets, type Deleted } from './history';
import type { PersonEvent } from './hooks';
import { afterTableWrite } from './records';
import { findRow, partitionCondition } from './versions';
import { names, screenReferencesTo, type Reference } from './references';
import { tableSource } from './table-source';

/** The person's record as its screen reads it, or as it was when deleted; none when neither. */
async function personRow(db: Queryable, ctx: AppContext, resource: ServerScreen, id: number): Promise<{ row?: Row; deleted?: Deleted }> {
  try {
    return { row: await findRow(db, resource, tableSource(ctx, resource), id) };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
  }
  const deleted = await lastDeleted(db, resource.table!, id);
  if (!deleted || (resource.partition && deleted.row[resource.partition.column] !== resource.name)) return {};
  return { deleted };
}

/** The rows of each screen's table that name the person, by table. */
async function relatedRows(db: Queryable, ctx: AppContext, table: string, id: number): Promise<Map<Reference, Row[]>> {
  const related = new Map<Reference, Row[]>();
  for (const reference of screenReferencesTo(ctx.registry, table)) {
    const rows = await db.query<{ row: Row }>(`SELECT ${rowWithoutSecrets('t')} AS row FROM ${reference.table} t WHERE ${names(reference)} ORDER BY id`, [id]);
    if (rows.length > 0) related.set(reference, rows.map((found) => found.row));
  }
  return related;
}

/** The file fields of the screens over a table. */
function fileFields(ctx: AppContext, table: string): Set<string> {
  return new Set(Object.values(ctx.registry.screens).filter((screen) => screen.table === table)
    .flatMap((screen) => screen.fields.filter((field) => field.kind === 'file').map((field) => field.key)));
}

const storedFile = (value: unknown): value is string => typeof value === 'string' && value.startsWith(STORAGE_PREFIX);

interface Gathered {
  record: Row | undefined;
  deleted: Deleted | undefined;
  related: Map<Reference, Row[]>;
  /** every value an identifying field has had, as text */
  values: string[];
  /** the stored files of the person's record (now, in its history, in a deleted copy) */
  files: string[];
}

async function gather(db: Queryable, ctx: AppContext, resource: ServerScreen, id: number): Promise<Gathered> {
  const table = resource.table!;
  const { row, deleted } = await personRow(db, ctx, resource, id);
  if (!row && !deleted) throw new HttpError(404, 'server.errors.not_found');
  const identifying = resource.person!.identifying;
  const current = identifying.map((key) => (row ?? deleted!.row)[key]);
  const held = [...current, ...await keptValues(db, table, id, identifying)];
  const values = [...new Set(held.filter((value) => value !== null && value !== undefined && value !== '').map(String))];
  const files = [...new Set([...held, ...[...fileFields(ctx, table)].map((key) => (row ?? deleted!.row)[key])].filter(storedFile))];
  return { record: row, deleted, related: await relatedRows(db, ctx, table, id), values, files };
}

const eventOf = (tx: Queryable, resource: ServerScreen, id: number, values: readonly string[]): PersonEvent => ({
  tx, table: resource.table!, id, account: resource.person!.account, values,
});

/** The history of the person's record and of the rows that name it, oldest first. */
async function historyOf(db: Queryable, table: string, id: number, related: Map<Reference, Row[]>): Promise<Row[]> {
  const tables = [table, ...[...related].flatMap(([reference, rows]) => rows.map(() => reference.table))];
  const ids = [id, ...[...related.values()].flatMap((rows) => rows.map((row) => Number(row.id)))];
  return db.query(
    `SELECT c.table_name, c.record_id, c.action, c.at, c.user_id, u.full_name AS user_name, c.changes
     FROM record_changes c LEFT JOIN users u ON u.id = c.user_id
     WHERE (c.table_name, c.record_id) IN (SELECT * FROM unnest($1::text[], $2::integer[])) ORDER BY c.id`,
    [tables, ids],
  );
}

/**
 * Everything Aula holds about the person as a zip written to storage: person.json (the record, the rows that name
 * it by table, the history of both, what the domains hold) and, under files/, the record's files and those of the
 * rows that name it. The giving is kept in the record's history, once for the `job` that gives it. Answers where the
 * zip is stored.
 */
export async function personalDataZip(ctx: AppContext, actor: Pick<SessionUser, 'id'>, resource: ServerScreen, id: number, job: string): Promise<string> {
  const table = resource.table!;
  const found = await gather(ctx.db, ctx, resource, id);
  const files = new Map<string, string>();
  const named = (location: string, prefix: string): string => {
    const name = `files/${prefix}-${location.slice(STORAGE_PREFIX.length)}`;
    files.set(name, location);
    return name;
  };
  for (const location of found.files) named(location, resource.name);
  const related = Object.fromEntries([...found.related].map(([reference, rows]) => {
    const own = fileFields(ctx, reference.table);
    for (const row of rows) for (const key of own) if (storedFile(row[key])) named(row[key] as string, reference.table);
    return [reference.table, rows];
  }));
  const data = {
    screen: resource.name,
    id,
    given_at: new Date().toISOString(),
    record: found.record ?? found.deleted?.row,
    deleted: found.record === undefined,
    related,
    history: await historyOf(ctx.db, table, id, found.related),
    ...await ctx.db.transaction((tx) => ctx.hooks.personData(eventOf(tx, resource, id, found.values))),
  };
  const zip = archiver('zip');
  const stored = ctx.storage.replace(jobFileName(job, 'zip'), zip);
  try {
    zip.append(JSON.stringify(data, null, 2), { name: 'person.json' });
    for (const [name, location] of files) {
      const present = await ctx.storage.size(location).then(() => true, (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      });
      if (!present) continue;
      const added = once(zip, 'entry');
      zip.append(ctx.storage.open(location), { name });
      await added;
    }
    await zip.finalize();
  } catch (error) {
    zip.abort();
    await stored.then((value) => ctx.storage.remove(value), () => undefined);
    throw error;
  }
  if (found.record) await recordExport(ctx.db, table, id, actor.id, job);
  return stored;
}

/** The value an identifying field is left with: a name in the record's title stands as erased, everything else is emptied. */
function erasedValue(resource: ServerScreen, key: string): string | null {
  const field = resource.fields.find((candidate) => candidate.key === key);
  return resource.recordTitle?.includes(key) && field?.kind === 'text' ? ERASED_NAME : null;
}

/**
 * Erases the person (a row, or a deleted one's copy) in one transaction: the identifying fields emptied (and the row's
 * extras, what a public form told beyond its fields), their values blanked in the record's history, the domains'
 * tables cleared of them, the erasure kept with its reason; then the files are removed, with the copies kept for a
 * restore. `actor` is none for the retention.
 */
export async function erasePerson(ctx: AppContext, actor: Pick<SessionUser, 'id'> | undefined, resource: ServerScreen, id: number, reason: string): Promise<void> {
  const table = resource.table!;
  const identifying = resource.person!.identifying;
  const { tables, files } = await ctx.db.transaction((tx) => ctx.hooks.inWrite(tx, table, async () => {
    // two erasures of one person (two servers' retention) take turns
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [table, id]);
    const found = await gather(tx, ctx, resource, id);
    if (found.record) {
      const params: unknown[] = [id, ...identifying.map((key) => erasedValue(resource, key))];
      const assignments = [...identifying.map((key, i) => `${key} = $${i + 2}`), ...(resource.extras ? [`${resource.extras} = '{}'`] : []), 'updated_at = now()'];
      await tx.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = $1${partitionCondition(resource, params)}`, params);
    }
    await blankValues(tx, table, id, [...identifying, ...(resource.extras ? [resource.extras] : [])]);
    const domains = await ctx.hooks.erasePerson(eventOf(tx, resource, id, found.values));
    await recordErasure(tx, table, id, actor?.id ?? null, identifying, reason);
    return { tables: [table, ...domains.tables], files: [...found.files, ...domains.files] };
  }));
  await Promise.all(files.map((location) => ctx.storage.remove(location)));
  for (const written of new Set(tables)) await afterTableWrite(ctx, written);
}

/**
 * The people a screen's retention has passed: rows unchanged for its months (and deleted ones deleted as long ago)
 * that no value of `unless` keeps and that have not been erased since. Answers their ids.
 */
export async function expiredPeople(db: Queryable, resource: ServerScreen, months: number, now: Date): Promise<number[]> {
  const table = resource.table!;
  const unless = Object.entries(resource.person?.retention?.unless ?? {});
  const params: unknown[] = [now.toISOString(), months, table];
  const kept = unless.map(([key, value]) => {
    params.push(String(value));
    return `coalesce((row ->> '${key}') = $${params.length}, false)`;
  });
  let partition = '';
  if (resource.partition) {
    params.push(resource.name);
    partition = ` AND row ->> '${resource.partition.column}' = $${params.length}`;
  }
  const rows = await db.query<{ id: number }>(
    `WITH people AS (
       SELECT t.id, to_jsonb(t) AS row, t.updated_at AS at FROM ${table} t
       UNION ALL
       SELECT c.record_id, c.record -> 'row', c.at FROM record_changes c
       WHERE c.table_name = $3 AND c.action = 'delete' AND c.record IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = c.record_id)
         AND NOT EXISTS (SELECT 1 FROM record_changes later WHERE later.table_name = c.table_name AND later.record_id = c.record_id AND later.id > c.id)
     )
     SELECT id FROM people
     WHERE at < $1::timestamptz - make_interval(months => $2::integer)${partition}${kept.map((condition) => ` AND NOT ${condition}`).join('')}
       AND NOT EXISTS (SELECT 1 FROM record_changes e WHERE e.table_name = $3 AND e.record_id = people.id AND e.action = 'erase' AND e.at >= people.at)
     ORDER BY id`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Erases everyone whose screen's retention has passed (each screen of a shared table for its own rows), in the
 * default language's words; `months` overrides every screen's. Answers how many were erased.
 */
export async function eraseExpired(ctx: AppContext, t: Translator, now: Date, months?: number): Promise<number> {
  let erased = 0;
  for (const resource of Object.values(ctx.registry.screens)) {
    const retention = resource.person?.retention;
    if (!retention || !resource.table) continue;
    const kept = months ?? retention.months;
    for (const id of await expiredPeople(ctx.db, resource, kept, now)) {
      await erasePerson(ctx, undefined, resource, id, t.t('server.privacy.retention', { months: kept }));
      erased += 1;
    }
  }
  return erased;
}

const FIRST_LOOK_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Looks for people whose retention has passed a minute after the start and then every RETENTION_CHECK_HOURS, in the
 * default language; what fails is logged and tried again at the next look. Answers what stops it.
 */
export function keepRetention(ctx: AppContext, log: (error: Error) => void): () => void {
  if (!Object.values(ctx.registry.screens).some((screen) => screen.person?.retention)) return () => undefined;
  const look = (): void => {
    eraseExpired(ctx, ctx.locales.translator(DEFAULT_LANGUAGE), new Date(), ctx.config.retentionMonths).catch(log);
  };
  const first = setTimeout(look, FIRST_LOOK_MS);
  const every = setInterval(look, ctx.config.retentionCheckHours * HOUR_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
