// GET /storage/<name>: a stored file, to whoever may read the record that holds it, and 404 to anyone else, the same
// answer as for a file that does not exist. A record's file is read through the screens that show its field, each as
// the user asking may read it: an administrator's screen when they hold its permission, an area's screen within the
// area's scope (a student's own record, the news published to them); a deleted record's kept file by those who may
// bring it back; an account's photo by its owner and the holders of accounts.index; a job's file, or the spreadsheet
// an import reads, by the account that started it (and a job's file by the jobs screen's holders, who list it). Every
// request is checked, so a path that travels (a log, a shared link) opens nothing for another: the answer may be kept
// by the browser of the one who asked, and asked again before each use (no-cache, with the stored name as its ETag:
// the bytes under a name never change).
import type { FastifyInstance } from 'fastify';
import type { ServerScreen } from '../../contract/model';
import { authenticate, mayCall } from '../auth/guard';
import type { SessionUser } from '../core/user';
import type { AppContext } from '../kernel/context';
import { HttpError } from '../core/errors';
import { contentDisposition, downloadNameOf } from '../files/download-name';
import { contentTypeOf, isMissing, STORAGE_PREFIX, STORED_NAME } from '../files/storage';
import type { ScreenPolicy } from '../kernel/policy';
import { tableSource, type TableSource } from '../kernel/table-source';
import { policyOf } from './served';

const IMAGE_FILE = /\.(jpg|png|gif|webp)$/;

/** A screen that shows files: its policy over its rows, its table's source, and which of its columns hold them. */
interface FileScreen {
  screen: ServerScreen;
  policy: ScreenPolicy;
  stored?: TableSource;
  fields: string[];
}

function fileScreens(ctx: AppContext): FileScreen[] {
  const shown: FileScreen[] = [];
  for (const screen of Object.values(ctx.registry.screens)) {
    // a public form takes files and shows none
    if (screen.area === 'public' || screen.view === 'dashboard') continue;
    // its form's files, and the files its list and detail show (a mailbox's attachment, which only the sender writes)
    const files = [...new Set([
      ...screen.fields.filter((field) => field.kind === 'file').map((field) => field.key),
      ...screen.columns.filter((column) => column.kind === 'file' || column.kind === 'image').map((column) => column.key),
    ])];
    if (files.length === 0) continue;
    const stored = screen.table ? tableSource(ctx, screen) : undefined;
    if (screen.reader || stored) shown.push({ screen, policy: policyOf(ctx, screen, stored), stored, fields: files });
  }
  return shown;
}

/** Whether `user` may read the stored file `value` (/storage/<name>). */
export type FileCheck = (user: SessionUser, value: string) => Promise<boolean>;

/** The name `locating` gives a file that is the asking account's own: its photo, its job's file, its import's spreadsheet. */
const OWN = '';

/**
 * One statement that says whether the file is the asking account's own (or an account's photo the user manages
 * accounts for), and which tables hold it: in a row now (each table's file columns, indexed), or in a deleted record's
 * kept copy (indexed by the copy's values). Only the screens over those tables are asked then.
 */
function locating(screens: readonly FileScreen[]): string {
  const columns = new Map<string, Set<string>>();
  for (const { screen, stored, fields } of screens) {
    // the table's own columns: a column a list reads through a lookup (another table's picture) is that table's
    const own = fields.filter((key) => stored?.columns.get(key)?.sql === `${screen.table}.${key}`);
    if (screen.table && own.length > 0) columns.set(screen.table, new Set([...(columns.get(screen.table) ?? []), ...own]));
  }
  const current = [...columns].map(([table, held]) => `(SELECT '${table}' AS table_name, false AS kept FROM ${table} WHERE ${[...held].map((column) => `${column} = $1`).join(' OR ')} LIMIT 1)`);
  const kept = "(SELECT DISTINCT c.table_name, true AS kept FROM record_changes c WHERE c.action = 'delete' AND (c.record -> 'row') @> ANY($2::jsonb[]))";
  const own = `(SELECT '${OWN}' AS table_name, false AS kept
    WHERE EXISTS (SELECT 1 FROM jobs WHERE user_id = $3 AND (file = $1 OR params -> 'file' ->> 'location' = $1))
       OR EXISTS (SELECT 1 FROM users WHERE photo = $1 AND (id = $3 OR $4)))`;
  return [own, ...current, kept].join(' UNION ALL ');
}

export function fileCheck(ctx: AppContext): FileCheck {
  const screens = fileScreens(ctx);
  const locate = locating(screens);
  const fieldNames = [...new Set(screens.flatMap(({ fields }) => fields))];
  const held = async (sql: string, params: unknown[]) => (await ctx.db.query(sql, params, { prepared: true })).length > 0;

  /** A row the user reads through this screen holds the file. */
  async function shownBy({ policy, fields }: FileScreen, user: SessionUser, value: string): Promise<boolean> {
    const source = policy.rows(user);
    const columns = fields.flatMap((key) => {
      const column = source.columns.get(key)?.sql;
      return column ? [column] : [];
    });
    if (columns.length === 0) return false;
    const params = [...(source.where?.params ?? []), value];
    const holding = columns.map((column) => `${column} = $${params.length}`).join(' OR ');
    return held(`SELECT 1 FROM ${source.from} WHERE (${source.where?.sql ?? 'true'}) AND (${holding}) LIMIT 1`, params);
  }

  /** A deleted record of this screen, not brought back since, kept the file: who may restore it reads it. */
  async function keptBy({ screen, fields }: FileScreen, value: string): Promise<boolean> {
    if (!screen.routes.includes('restore')) return false;
    const copies = fields.map((key) => JSON.stringify(screen.partition ? { [key]: value, [screen.partition.column]: screen.name } : { [key]: value }));
    return held(
      `SELECT 1 FROM record_changes c WHERE c.action = 'delete' AND c.table_name = $1 AND (c.record -> 'row') @> ANY($2::jsonb[]) LIMIT 1`,
      [screen.table, copies],
    );
  }

  return async (user, value) => {
    const located = await ctx.db.query<{ table_name: string; kept: boolean }>(
      locate, [value, fieldNames.map((key) => JSON.stringify({ [key]: value })), user.id, mayCall(user, { permission: 'accounts.index' })], { prepared: true },
    );
    const holding = new Set(located.filter((row) => !row.kept).map((row) => row.table_name));
    if (holding.has(OWN)) return true;
    const keeping = new Set(located.filter((row) => row.kept).map((row) => row.table_name));
    const mayAsk = screens.filter((shown) => mayCall(user, shown.screen));
    for (const shown of mayAsk) {
      const { table } = shown.screen;
      if (table === undefined) continue;
      if (holding.has(table) && await shownBy(shown, user, value)) return true;
      if (keeping.has(table) && await keptBy(shown, value)) return true;
    }
    // a screen a reader assembles may show a file of a table no screen has (a message's attachment)
    for (const shown of mayAsk) {
      if (shown.screen.table === undefined && await shownBy(shown, user, value)) return true;
    }
    return false;
  };
}

export function registerStoredFiles(app: FastifyInstance, ctx: AppContext): void {
  const mayRead = fileCheck(ctx);
  app.get('/storage/:name', async (request, reply) => {
    // an <img> sends no header: the token cookie authenticates a file's request too
    const user = await authenticate(ctx.sessions, request, true);
    const { name } = request.params as { name: string };
    const value = STORAGE_PREFIX + name;
    if (!STORED_NAME.test(name) || !(await mayRead(user, value))) throw new HttpError(404, 'server.errors.not_found');
    // a file that is not there is 404; a bucket that cannot be reached, 503
    const size = await ctx.storage.size(value).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (size === undefined) throw new HttpError(404, 'server.errors.not_found');
    const image = IMAGE_FILE.test(name);
    reply
      .header('cache-control', 'private, no-cache')
      .header('etag', `"${name}"`)
      .header('vary', 'cookie, authorization')
      .header('content-security-policy', "default-src 'none'")
      // an image opens in the browser, a document downloads: under its record's name where its screen gives one
      .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', name, image ? undefined : await downloadNameOf(ctx.db, ctx.registry, name)));
    if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).send();
    return reply.type(contentTypeOf(name))
      .header('content-length', size).send(ctx.storage.open(value));
  });
}
