// A screen's rows brought in from a spreadsheet (XLSX or CSV): its columns matched to the screen's fields by their
// Georgian or English labels or keys (or as the user maps them), each row read as a person typed it (sheet-values.ts),
// its lookups by their labels, and checked and written by the screen's own write path — schema, options, uniqueness,
// constraints, the domains' hooks — row by row in batches, each row in a savepoint so a refused one leaves nothing.
// A dry run does all of it and rolls every batch back: what it answers (created, updated, skipped, refused with the
// reasons) is what the import would do. With an identity field (a unique one: a personal number) a row whose value a
// record holds updates that record, or is skipped; a row that would change nothing is skipped, so running a file
// again writes nothing new. Each row written is in its record's history with the file's name.
import type { Readable } from 'node:stream';
import { addHeadings, addRows, workbookBuffer } from './export';
import type { Queryable, Row } from '../db/database';
import type { FieldModel, ServerScreen } from '../../contract/model';
import {
  IMPORT_BATCH_ROWS, identityFields, importableFields, LISTED_UPDATES, WHOLE_ROW,
  type ExistingRows, type ImportColumn, type ImportExtension, type ImportOutcome, type UpdatedRow,
} from '../../contract/import';
import type { AppContext } from './context';
import type { SessionUser } from '../core/user';
import { fieldError, fieldMessages, HttpError, ValidationFailed, type Message } from '../core/errors';
import { isMissing } from '../files/storage';
import type { Translator } from '../core/i18n';
import { checkBody, type CheckedBody } from './write-body';
import { afterTableWrite, createInWrite, createRowsInWrite, updateInWrite } from './records';
import { recordsHolding, uniqueText } from './constraints';
import type { TableSource } from './table-source';
import { labelKey, lookupIdsByLabel } from './lookups';
import { sameValue, type HistoryNotes } from './history';
import { sheetRows, type SheetCell, type SheetRow } from './sheet-rows';
import { cellLabels, cellText, cellValue, isEmptyCell, plainName, type TruthWords } from './sheet-values';
import { leaveIn, mayLeaveIn } from './workflow';
import { IMPORTED_FROM } from '../../contract/constants';

/** An import as asked: the file (stored), its columns' fields, the identity field and what existing rows do. */
export interface ImportRequest {
  file: { location: string; name: string; extension: ImportExtension };
  /** the unique field naming a row's record, if any; without one every row is a new record */
  key?: string;
  existing: ExistingRows;
  /** a header's field, where the user chose it ('' for a column not imported); the others are proposed */
  columns: Readonly<Record<string, string>>;
  /** the workflow's state the records the rows belong to are left in once written (a past sheet: approved) */
  state?: string;
}

/** A grid row's cell as text (its scope, row and column ids), unless one of them is missing. */
function cellKey(cell: readonly string[], values: Readonly<Record<string, unknown>>): string | undefined {
  const ids = cell.map((key) => values[key]);
  return ids.every((id) => typeof id === 'number') ? ids.join('/') : undefined;
}

/** How many rows from the top may stand above the header (a title, a merged heading). */
const HEADER_SEARCH_ROWS = 10;

/** The names a header may give a field: its key and its label in each language, compared as plainName does. */
function namesOf(ctx: Pick<AppContext, 'locales'>, field: FieldModel): Set<string> {
  return new Set([field.key, ...(['ka', 'en'] as const).map((language) => ctx.locales.translator(language).t(field.label))].map(plainName));
}

/** Each column's field: the user's choice for its header, else the field its header names; a field is filled once. */
export function matchColumns(
  ctx: Pick<AppContext, 'locales'>, screen: Pick<ServerScreen, 'fields'>, headers: readonly string[], chosen: Readonly<Record<string, string>>,
): ImportColumn[] {
  const fields = importableFields(screen.fields);
  for (const [header, key] of Object.entries(chosen)) {
    if (key !== '' && !fields.some((field) => field.key === key)) throw fieldError('columns', 'server.import.unknown_field', { header, field: key });
  }
  const names = new Map(fields.map((field) => [field.key, namesOf(ctx, field)]));
  const taken = new Set<string>();
  return headers.map((header) => {
    const choice = Object.hasOwn(chosen, header) ? chosen[header] || null
      : fields.find((field) => header.trim() !== '' && names.get(field.key)!.has(plainName(header)))?.key ?? null;
    if (choice === null || taken.has(choice)) return { header, field: null };
    taken.add(choice);
    return { header, field: choice };
  });
}

/** The header among the file's first rows: the one naming most fields, or the first row when none names any. */
function headerRow(ctx: Pick<AppContext, 'locales'>, screen: ServerScreen, rows: readonly SheetRow[], chosen: Readonly<Record<string, string>>): number {
  let best = 0;
  let bestCount = 0;
  rows.forEach((row, index) => {
    const count = matchColumns(ctx, screen, row.cells.map(cellText), chosen).filter((column) => column.field !== null).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  return best;
}

/** The rows of a stored file: its header and its columns' fields, then each non-empty row below it. */
async function* fileRows(
  ctx: AppContext, screen: ServerScreen, request: ImportRequest, bytesRead: (bytes: number) => void,
): AsyncGenerator<{ columns: ImportColumn[] } | SheetRow> {
  const counted = (): Readable => {
    const stream = ctx.storage.open(request.file.location);
    stream.on('data', (chunk: Buffer) => bytesRead(chunk.length));
    return stream;
  };
  // the first rows, until the header is found among them, then the columns' fields and the rows below it
  const top: SheetRow[] = [];
  let headed = false;
  function* headedBy(): Generator<{ columns: ImportColumn[] } | SheetRow> {
    headed = true;
    const at = headerRow(ctx, screen, top, request.columns);
    yield { columns: matchColumns(ctx, screen, top[at].cells.map(cellText), request.columns) };
    yield* top.slice(at + 1);
  }
  try {
    for await (const row of sheetRows(request.file.extension, counted)) {
      if (row.cells.every(isEmptyCell)) continue;
      if (headed) {
        yield row;
        continue;
      }
      top.push(row);
      if (top.length === HEADER_SEARCH_ROWS) yield* headedBy();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // exceljs and csv-parse refuse a file that is not what it says (a renamed PDF, a broken zip)
    throw fieldError('file', 'server.import.unreadable');
  }
  if (headed) return;
  if (top.length === 0) throw fieldError('file', 'server.import.empty');
  yield* headedBy();
}

/** A row of the file read for its screen: its values by field, and what could not be read (a label naming nothing). */
interface ReadRow {
  line: number;
  cells: SheetCell[];
  values: Record<string, unknown>;
  problems: Record<string, Message[]>;
}

/** Thrown to roll a dry run's batch back once it has been checked. */
class DryRunDone extends Error {}

/** An import under way: its request, its counts, the refused rows with their cells (for the file of refused rows). */
class ImportRun {
  readonly outcome: ImportOutcome = { columns: [], create: 0, update: 0, skip: 0, refused: [], updated: [], misnamed: 0 };
  readonly refusedCells = new Map<number, SheetCell[]>();
  /** the records of the workflow the rows written belong to (a grid's courses), to leave in the state asked */
  private readonly written = new Set<number>();
  /** each unique field's values seen so far in the file, with the row that had it first */
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly truth: TruthWords;
  /** what each row written says in its history: the file it came from */
  private readonly notes: HistoryNotes;

  constructor(
    private readonly ctx: AppContext, private readonly actor: SessionUser, private readonly t: Translator,
    private readonly screen: ServerScreen, private readonly source: TableSource, private readonly request: ImportRequest,
    private readonly dryRun: boolean,
  ) {
    const words = (key: string) => (['ka', 'en'] as const).map((language) => ctx.locales.translator(language).t(key).toLowerCase());
    this.truth = { yes: new Set([...words('app.yes'), 'true', '1', 'x']), no: new Set([...words('app.no'), 'false', '0']) };
    this.notes = { importedFrom: request.file.name };
  }

  /** Each field's messages in the user's language. */
  private said(errors: Readonly<Record<string, readonly Message[]>>): Record<string, string[]> {
    return fieldMessages((key, params) => this.t.t(key, params), errors);
  }

  private field(key: string): FieldModel {
    return this.screen.fields.find((field) => field.key === key)!;
  }

  refuse(row: ReadRow, errors: Record<string, string[]>): void {
    this.outcome.refused.push({ row: row.line, errors });
    this.refusedCells.set(row.line, row.cells);
  }

  /** The values each mapped cell of a row gives, lookups still as their labels. */
  read(row: SheetRow): ReadRow {
    const values: Record<string, unknown> = {};
    this.outcome.columns.forEach((column, index) => {
      const cell = row.cells[index] ?? null;
      if (column.field === null || isEmptyCell(cell)) return;
      const field = this.field(column.field);
      values[field.key] = field.kind === 'lookup' ? cellText(cell)
        : field.kind === 'lookupMany' ? cellLabels(cell)
          : cellValue(field.kind, cell, this.truth);
    });
    return { line: row.line, cells: row.cells, values, problems: {} };
  }

  /**
   * Each lookup label of the batch as its option's id; a label naming none, or several, is the row's problem. A field
   * whose options depend on another's (a component on its course) is read among the options of the row's own.
   */
  private async resolveLabels(rows: readonly ReadRow[]): Promise<void> {
    for (const field of importableFields(this.screen.fields)) {
      if (field.kind !== 'lookup' && field.kind !== 'lookupMany') continue;
      const lookup = field.lookup ? this.ctx.registry.lookups[field.lookup] : undefined;
      if (!lookup) continue;
      const labelsOf = (row: ReadRow): string[] => {
        const value = row.values[field.key];
        return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
      };
      const parent = field.dependsOn !== undefined && lookup.parent !== undefined ? field.dependsOn : undefined;
      // rows by the option their field depends on (all together when it depends on none)
      const groups = new Map<unknown, ReadRow[]>();
      for (const row of rows) {
        if (labelsOf(row).length === 0) continue;
        const within = parent === undefined ? undefined : row.values[parent];
        if (parent !== undefined && (within === undefined || row.problems[parent])) continue;
        groups.set(within, [...groups.get(within) ?? [], row]);
      }
      for (const [within, group] of groups) {
        const narrowing = parent === undefined ? undefined : { column: lookup.parent!, value: within };
        const ids = await lookupIdsByLabel(this.ctx.db, this.ctx.locales, lookup, group.flatMap(labelsOf), narrowing);
        // a label none of the row's own options has, but one option elsewhere has (a programme of another school), is
        // taken as that one, so that the write's check says whose it is rather than that there is none
        const missing = narrowing ? [...ids].filter(([, options]) => options.length === 0).map(([label]) => label) : [];
        if (missing.length > 0) {
          for (const [label, options] of await lookupIdsByLabel(this.ctx.db, this.ctx.locales, lookup, missing)) if (options.length === 1) ids.set(label, options);
        }
        for (const row of group) {
          const chosen: (number | string)[] = [];
          for (const label of labelsOf(row)) {
            const options = ids.get(labelKey(label)) ?? [];
            if (options.length === 1) chosen.push(options[0]);
            else (row.problems[field.key] ??= []).push({ key: options.length === 0 ? 'server.import.no_option' : 'server.import.ambiguous', params: { label, count: options.length } });
          }
          row.values[field.key] = field.kind === 'lookup' ? chosen[0] : chosen;
        }
      }
    }
  }

  /** A second row with a unique value (or a grid's cell) the file has already given: its problem, naming the first row. */
  private checkSeenInFile(row: ReadRow): void {
    const cell = this.screen.imports?.cell;
    const named = cell
      ? [{ key: cell[cell.length - 1], text: cellKey(cell, row.values) }]
      : identityFields(this.screen.fields).map((field) => ({ key: field.key, text: row.values[field.key] == null ? undefined : uniqueText(field, row.values[field.key]) }));
    for (const { key, text } of named) {
      if (text === undefined) continue;
      const seen = this.seen.get(key) ?? new Map<string, number>();
      this.seen.set(key, seen);
      const first = seen.get(text);
      if (first !== undefined) (row.problems[key] ??= []).push({ key: 'server.import.twice_in_file', params: { row: first } });
      else seen.set(text, row.line);
    }
  }

  /** A row refused by a write: its reasons under its fields, or as the row's. */
  private refusedBy(row: ReadRow, error: unknown): void {
    if (error instanceof ValidationFailed) this.refuse(row, this.said(error.fieldErrors));
    else if (error instanceof HttpError) this.refuse(row, { [WHOLE_ROW]: [this.t.t(error.messageKey, error.params)] });
    else throw error;
  }

  /** One write in a savepoint of its own, so that its refusal leaves nothing behind. */
  private async inSavepoint(tx: Queryable, row: ReadRow, write: () => Promise<void>): Promise<void> {
    await tx.query('SAVEPOINT import_row');
    try {
      await write();
      await tx.query('RELEASE SAVEPOINT import_row');
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT import_row');
      this.refusedBy(row, error);
    }
  }

  /** A row whose record exists (read and locked as `current`): skipped, or its record updated unless it changes nothing. */
  private async updateRow(tx: Queryable, row: ReadRow, current: Row): Promise<void> {
    if (this.request.existing === 'skip') {
      this.outcome.skip += 1;
      return;
    }
    await this.inSavepoint(tx, row, async () => {
      const checked = await checkBody(this.screen, { values: row.values, files: [], multipart: false }, this.ctx.config.timeZone, current);
      if (Object.entries(checked.values).every(([key, value]) => sameValue(this.field(key).kind, current[key], value))) {
        this.outcome.skip += 1;
        return;
      }
      await updateInWrite(tx, this.ctx, this.actor, this.screen, this.source, current, checked, this.notes);
      this.outcome.update += 1;
      this.noteUpdate(row, current);
    });
  }

  /**
   * Names the record a row updates, as the record is named (its recordTitle) and, where the file names it otherwise, as
   * the file does: the rows naming their record otherwise are listed first, so a person matched by a number under
   * another's name is seen before the import is started.
   */
  private noteUpdate(row: ReadRow, current: Row): void {
    const naming = this.screen.recordTitle ?? [];
    const words = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
    const record = naming.map((key) => words(current[key])).filter(Boolean).join(' ') || `#${String(current.id)}`;
    const misnamed = naming.some((key) => key in row.values && words(row.values[key]).toLocaleLowerCase() !== words(current[key]).toLocaleLowerCase());
    const updated: UpdatedRow = { row: row.line, id: Number(current.id), record };
    if (misnamed) {
      this.outcome.misnamed += 1;
      updated.named = naming.map((key) => words(key in row.values ? row.values[key] : current[key])).filter(Boolean).join(' ');
    }
    const listed = this.outcome.updated;
    if (listed.length < LISTED_UPDATES) listed.push(updated);
    else if (misnamed) {
      // a full list keeps room for the misnamed: one named alike gives its place
      const alike = listed.findLastIndex((entry) => entry.named === undefined);
      if (alike >= 0) listed.splice(alike, 1, updated);
    }
  }

  /**
   * New rows, checked against the schema, then written together (createRowsInWrite); where the database refuses the
   * batch (a constraint only it keeps: a room's overlap, a course's places), each row is written alone to say which.
   */
  private async createRows(tx: Queryable, rows: readonly ReadRow[]): Promise<void> {
    const fresh: { row: ReadRow; checked: CheckedBody }[] = [];
    for (const row of rows) {
      try {
        fresh.push({ row, checked: await checkBody(this.screen, { values: row.values, files: [], multipart: false }, this.ctx.config.timeZone) });
      } catch (error) {
        this.refusedBy(row, error);
      }
    }
    if (fresh.length === 0) return;
    await tx.query('SAVEPOINT import_rows');
    try {
      const refused = await createRowsInWrite(tx, this.ctx, this.actor, this.screen, this.source, fresh.map((item) => item.checked), this.notes);
      await tx.query('RELEASE SAVEPOINT import_rows');
      fresh.forEach((item, index) => (refused.has(index) ? this.refusedBy(item.row, refused.get(index)) : undefined));
      this.outcome.create += fresh.length - refused.size;
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT import_rows');
      for (const { row, checked } of fresh) {
        await this.inSavepoint(tx, row, async () => {
          await createInWrite(tx, this.ctx, this.actor, this.screen, this.source, checked, this.notes);
          this.outcome.create += 1;
        });
      }
    }
  }

  /**
   * Leaves the workflow's records the written rows belong to (a grid's courses) in the state asked, each in its own
   * transaction, with the file named in its history (a past semester's sheet is approved, its results recorded).
   */
  async leaveWritten(): Promise<void> {
    const workflow = this.screen.workflow;
    if (!workflow || !this.request.state) return;
    for (const id of [...this.written].sort((a, b) => a - b)) {
      const { written, afterCommit } = await this.ctx.db.transaction((tx) => this.ctx.hooks.inWrite(tx, workflow.table, () => (
        leaveIn(tx, this.ctx.hooks, workflow, id, this.actor, this.request.state!, { [IMPORTED_FROM]: [null, this.request.file.name] })
      )));
      for (const table of new Set([workflow.table, ...written])) await afterTableWrite(this.ctx, table);
      for (const work of afterCommit) await work();
    }
  }

  /** The records the batch's rows name: by the identity field asked, or a grid's by their cell. */
  private async recordsNamed(read: readonly ReadRow[]): Promise<{ held: Map<string, number>; recordOf: (row: ReadRow) => number | undefined }> {
    const cell = this.screen.imports?.cell;
    if (cell) {
      const named = read.filter((row) => cellKey(cell, row.values) !== undefined);
      const held = new Map((await this.ctx.db.query<{ id: number; cell: string }>(
        `SELECT id, concat_ws('/', ${cell.join(', ')}) AS cell FROM ${this.source.table}
         WHERE (${cell.join(', ')}) IN (SELECT * FROM unnest(${cell.map((_, i) => `$${i + 1}::integer[]`).join(', ')}))`,
        cell.map((key) => named.map((row) => row.values[key])),
      )).map((found) => [found.cell, Number(found.id)]));
      return { held, recordOf: (row) => { const text = cellKey(cell, row.values); return text === undefined ? undefined : held.get(text); } };
    }
    const key = this.request.key === undefined ? undefined : this.field(this.request.key);
    const held = key ? await recordsHolding(this.ctx.db, this.screen, key, [...new Set(read.flatMap((row) => (row.values[key.key] === undefined ? [] : [row.values[key.key]])))]) : new Map<string, number>();
    return { held, recordOf: (row) => (key && row.values[key.key] !== undefined ? held.get(uniqueText(key, row.values[key.key])) : undefined) };
  }

  /** A batch of rows, read, checked and written in one transaction (rolled back in a dry run). */
  async batch(rows: readonly SheetRow[]): Promise<void> {
    const read = rows.map((row) => this.read(row));
    await this.resolveLabels(read);
    for (const row of read) this.checkSeenInFile(row);
    const { held, recordOf } = await this.recordsNamed(read);
    const work = async (tx: Queryable): Promise<void> => {
      const current = await lockedRows(tx, this.source, [...held.values()]);
      const fresh: ReadRow[] = [];
      for (const row of read) {
        const existing = recordOf(row);
        if (Object.keys(row.problems).length > 0) this.refuse(row, this.said(row.problems));
        else if (existing !== undefined && current.has(existing)) await this.updateRow(tx, row, current.get(existing)!);
        else fresh.push(row);
      }
      await this.createRows(tx, fresh);
      if (this.dryRun) throw new DryRunDone();
      const of = this.screen.workflow?.of;
      const refused = new Set(this.outcome.refused.map((item) => item.row));
      if (of && this.request.state) for (const row of read) if (!refused.has(row.line) && typeof row.values[of] === 'number') this.written.add(row.values[of] as number);
    };
    try {
      await this.ctx.db.transaction((tx) => this.ctx.hooks.inWrite(tx, this.source.table, () => work(tx)));
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    if (!this.dryRun) await afterTableWrite(this.ctx, this.source.table);
  }
}

/** The rows of some records as a write reads them, locked for it, by their ids. */
async function lockedRows(tx: Queryable, source: TableSource, ids: readonly number[]): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<Row>(`SELECT ${source.rowSelect} FROM ${source.table} WHERE id = ANY($1::integer[]) FOR UPDATE`, [ids]);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * An import's request checked against its screen before a row is read: the identity field is one of its unique fields,
 * and a state to leave its records in is one of its workflow's the user may move records into.
 */
export function checkImportRequest(screen: ServerScreen, request: ImportRequest, actor: SessionUser): void {
  if (request.key !== undefined && !identityFields(screen.fields).some((field) => field.key === request.key)) {
    throw fieldError('key', 'server.import.bad_key', { fields: identityFields(screen.fields).map((field) => field.key).join(', ') || '—' });
  }
  if (request.state === undefined) return;
  if (!screen.workflow || !screen.imports?.states?.includes(request.state)) throw fieldError('state', 'server.import.bad_state', { states: screen.imports?.states?.join(', ') || '—' });
  if (!mayLeaveIn(screen.workflow, request.state, actor)) throw new HttpError(403, 'server.errors.forbidden');
}

/**
 * Reads a stored file into a screen, or, as a dry run, checks it and writes nothing; `progress` hears after each batch
 * how much of the file has been read (0 to 1). Answers what was (or would be) done, and the cells of the refused rows.
 */
export async function importRows(
  ctx: AppContext, actor: SessionUser, t: Translator, screen: ServerScreen, source: TableSource, request: ImportRequest,
  options: { dryRun: boolean; progress?: (fraction: number) => void },
): Promise<{ outcome: ImportOutcome; refusedCells: ReadonlyMap<number, SheetCell[]> }> {
  checkImportRequest(screen, request, actor);
  const run = new ImportRun(ctx, actor, t, screen, source, request, options.dryRun);
  const size = await ctx.storage.size(request.file.location).catch((error: unknown) => {
    throw isMissing(error) ? new HttpError(410, 'server.import.gone') : error;
  });
  let read = 0;
  let batch: SheetRow[] = [];
  for await (const item of fileRows(ctx, screen, request, (bytes) => { read += bytes; })) {
    if ('columns' in item) {
      run.outcome.columns = item.columns;
      if (request.key !== undefined && !item.columns.some((column) => column.field === request.key)) {
        throw fieldError('key', 'server.import.key_not_mapped');
      }
      continue;
    }
    batch.push(item);
    if (batch.length < IMPORT_BATCH_ROWS) continue;
    await run.batch(batch);
    options.progress?.(size === 0 ? 1 : Math.min(1, read / size));
    batch = [];
  }
  if (batch.length > 0) await run.batch(batch);
  if (!options.dryRun) await run.leaveWritten();
  run.outcome.refused.sort((a, b) => a.row - b.row);
  return { outcome: run.outcome, refusedCells: run.refusedCells };
}

/** The colour a refused cell is marked with in the workbook of refused rows (a light red, ARGB). */
export const REFUSED_FILL = 'FFFDE2E1';

/**
 * The refused rows as a workbook: the file's own columns, each refused row as it was, its refused cells marked, and
 * a last column with its reasons under the columns' names.
 */
export async function refusedWorkbook(t: Translator, outcome: ImportOutcome, cells: ReadonlyMap<number, SheetCell[]>): Promise<Buffer> {
  const headers = outcome.columns.map((column) => column.header);
  const headerOf = (field: string): string => (field === WHOLE_ROW ? t.t('server.import.row') : outcome.columns.find((column) => column.field === field)?.header ?? field);
  return workbookBuffer(async (workbook) => {
    const sheet = workbook.addWorksheet(t.t('server.import.refused_sheet'));
    addHeadings(sheet, [t.t('server.import.row'), ...headers, t.t('server.import.reasons')]);
    await addRows(outcome.refused, (refused) => {
      const row = sheet.addRow([refused.row, ...(cells.get(refused.row) ?? []), Object.entries(refused.errors).map(([field, messages]) => `${headerOf(field)}: ${messages.join(' ')}`).join('\n')]);
      outcome.columns.forEach((column, index) => {
        if (column.field !== null && refused.errors[column.field]) row.getCell(index + 2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: REFUSED_FILL } };
      });
      return row;
    });
    sheet.commit();
  });
}
