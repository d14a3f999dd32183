// A screen's rows from a spreadsheet (route import, POST /<endpoint>/import, multipart): the file, the identity field
// as `key`, what existing records do as `existing` (update or skip) and a column map as `columns` (JSON: header →
// field key, '' for a column left out); a grid's rows are named by their cell, and `state` is the workflow's state the
// records written are left in (past semesters' grade sheets: approved). With dry_run=1 the file is checked as the import would write it and the
// answer says what it would do ({columns, create, update, skip, refused, and the records it updates: updated, misnamed}) — or, with refused=xlsx, is the workbook
// of the refused rows — and nothing is written; without it, the import runs as a job answered at once ({job: {id}}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BYTES_PER_MB } from '../../contract/uploads';
import { EXISTING_ROWS, IMPORT_EXTENSIONS, IMPORT_LIMIT_MB, type ExistingRows, type ImportExtension } from '../../contract/import';
import type { AppContext } from '../kernel/context';
import { fieldError, FileTooLarge } from '../core/errors';
import { languageOf } from '../core/i18n';
import { FILE_TYPES } from '../../contract/catalogue';
import { checkImportRequest, importRows, refusedWorkbook, type ImportRequest } from '../kernel/import';
import { checkUnpackedSize } from '../kernel/sheet-rows';
import { route, type ServedScreen } from './served';

/** The longest file name an import keeps (in the records' history). */
const NAME_LENGTH = 200;
/** The most columns a map may name. */
const MAPPED_COLUMNS = 500;

/** An import's request as sent: the stored file and its options, and whether it is a dry run. */
interface ImportUpload {
  request: ImportRequest;
  dryRun: boolean;
  refusedFile: boolean;
}

/**
 * A yes/no option of the request (dry_run), given in the form or the query: `true`/`1`, `false`/`0`, or not at all
 * (no). Anything else is refused (422), never taken as a no that would import for real.
 */
function flag(name: string, ...given: unknown[]): boolean {
  const values = given.filter((value) => value !== undefined);
  if (values.length === 0) return false;
  const on = values.map((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined));
  if (on.some((value) => value === undefined) || new Set(on).size > 1) throw fieldError(name, 'server.import.bad_flag', { name });
  return on[0]!;
}

/** The column map a request sends: an object of texts; anything else is refused. */
function columnMap(text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError('columns', 'server.import.bad_columns');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError('columns', 'server.import.bad_columns');
  const entries = Object.entries(parsed);
  if (entries.length > MAPPED_COLUMNS || entries.some(([header, field]) => typeof field !== 'string' || header.length > NAME_LENGTH || field.length > NAME_LENGTH)) {
    throw fieldError('columns', 'server.import.bad_columns');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** An import's request and options, from the form's fields and the query, with the file stored. */
function uploadOf(file: ImportRequest['file'], fields: Readonly<Record<string, string>>, query: Readonly<Record<string, unknown>>): ImportUpload {
  const existing = fields.existing ?? 'update';
  if (!(EXISTING_ROWS as readonly string[]).includes(existing)) throw fieldError('existing', 'server.import.bad_existing');
  return {
    request: { file, key: fields.key?.trim() || undefined, existing: existing as ExistingRows, columns: columnMap(fields.columns), state: fields.state?.trim() || undefined },
    dryRun: flag('dry_run', fields.dry_run, query.dry_run),
    refusedFile: (fields.refused ?? query.refused) === 'xlsx',
  };
}

/** Reads an import's multipart request: its file streamed into storage (never whole in memory), and its fields. */
async function readUpload(ctx: AppContext, request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw fieldError('file', 'server.import.no_file');
  const fields: Record<string, string> = {};
  let file: ImportRequest['file'] | undefined;
  let wrongKind = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMIT_MB * BYTES_PER_MB, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const extension = part.filename.slice(part.filename.lastIndexOf('.') + 1).toLowerCase();
      if (part.fieldname !== 'file' || file || !(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
        wrongKind ||= part.fieldname === 'file';
        part.file.resume();
        continue;
      }
      const name = part.filename.replace(/^.*[\\/]/, '').slice(-NAME_LENGTH);
      file = { location: await ctx.storage.save(part.file, extension), name, extension: extension as ImportExtension };
    }
    if (!file) throw fieldError('file', wrongKind ? 'server.import.kind' : 'server.import.no_file');
    return uploadOf(file, fields, request.query as Record<string, unknown>);
  } catch (error) {
    if (file) await ctx.storage.remove(file.location);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge('file', IMPORT_LIMIT_MB * BYTES_PER_MB);
    throw error;
  }
}

export async function importCapability(app: FastifyInstance, { ctx, screen, stored }: ServedScreen): Promise<void> {
  if (!stored) return;
  route(app, screen, 'import', async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const { request: asked, dryRun, refusedFile } = await readUpload(ctx, request);
    // what the request asks is checked now, not first in the job: a refused one starts nothing and keeps no file
    try {
      checkImportRequest(screen, asked, request.user!);
      await checkUnpackedSize(asked.file.extension, () => ctx.storage.open(asked.file.location));
    } catch (error) {
      await ctx.storage.remove(asked.file.location);
      throw error;
    }
    if (!dryRun) {
      const id = await ctx.jobs.enqueue('importRows', request.user!, { screen: screen.name, ...asked }, language);
      return reply.code(202).send({ job: { id } });
    }
    const t = ctx.locales.translator(language);
    try {
      const { outcome, refusedCells } = await importRows(ctx, request.user!, t, screen, stored, asked, { dryRun: true });
      if (!refusedFile) return outcome;
      return reply
        .header('content-type', FILE_TYPES.xlsx)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${screen.name}-refused.xlsx`)}`)
        .send(await refusedWorkbook(t, outcome, refusedCells));
    } finally {
      await ctx.storage.remove(asked.file.location);
    }
  });
}
