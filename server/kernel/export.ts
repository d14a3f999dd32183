// A list as an XLSX workbook: every filtered, sorted row (not one page), the sheet's name, headers and lookup
// labels in the user's language, dates as date cells, periods and yes/no as the list shows them and numbers as numbers,
// written by exceljs' streaming writer so memory stays flat. Every workbook the server makes is written so (addRows,
// workbookBuffer): the server's other requests go ahead while its rows are.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { labelIn } from '../../contract/labels';
import { periodParts } from '../../contract/periods';
import { richTextWords } from './rich-text';
import type { Queryable, Row } from '../db/database';
import type { Registry, ServerScreen } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import type { Locales, Translator } from '../core/i18n';
import type { ListQuery, ListSource } from './list-query';
import { readAll } from './paged-list';
import { lookupRows } from './lookups';
import { wallClockOf } from '../../contract/instants';
import { authorsColumns } from '../../contract/list-views';

/** A column's header in the user's language: the label the screen gives the column. */
function headerOf(t: Translator, resource: ServerScreen, key: string): string {
  const label = resource.columns.find((column) => column.key === key)?.label;
  return label !== undefined && t.has(label) ? t.t(label) : key;
}

/** The longest name a spreadsheet gives a sheet. */
const SHEET_NAME_LENGTH = 31;

/** A sheet's name: the screen's title in the user's language, as a spreadsheet allows it (none of []:*?/\), whole words. */
function sheetNameOf(t: Translator, resource: ServerScreen): string {
  const title = (t.has(resource.title) ? t.t(resource.title) : resource.name).replace(/[[\]:*?/\\]/g, ' ').trim();
  if (title.length <= SHEET_NAME_LENGTH) return title || resource.name;
  const cut = title.slice(0, SHEET_NAME_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SHEET_NAME_LENGTH).trim();
}

/** How long ago a day was, in the words the list shows it in (1 year 2 months). */
function periodText(t: Translator, value: unknown, now: Date): string | null {
  const parts = periodParts(value, now);
  return parts ? parts.map(({ unit, count }) => t.t(`app.relative.${unit}`, { count })).join(' ') : null;
}

/** How a date cell reads, as the lists show a date (SPEC section 9). */
export const DATE_FORMAT = 'dd-mm-yyyy';
const DATETIME_FORMAT = 'dd-mm-yyyy hh:mm';
const OUTPUT_BUFFER_BYTES = 512 * 1024;
const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set(['integer', 'money', 'decimal']);

/**
 * A stored value as a cell. Dates come from the database as 'YYYY-MM-DD' and instants with their offset; a sheet's
 * time has no zone, so an instant is written as the university's clock (`timeZone`) reads it. Both are given to
 * exceljs as UTC, which turns a Date into a serial from its UTC fields.
 */
export function cellOf(kind: FieldKind | undefined, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (kind === 'datetime') {
    const wall = wallClockOf(value, timeZone);
    return wall ? new Date(`${wall}Z`) : value;
  }
  // a formatted text is its words in a cell, a paragraph a line
  if (kind === 'richtext' && typeof value === 'string') return richTextWords(value);
  if (kind && NUMERIC_KINDS.has(kind) && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  return value;
}

/**
 * Rows written between two turns of the event loop, when the server's other requests go ahead. A batch of 2,000
 * written at once held them for up to 0.45 s on a quiet machine and longer on a loaded one: a connection to
 * PostgreSQL opened meanwhile, each of whose round trips waited for a batch, passed its time limit, and a request was
 * answered "the database cannot be reached". In slices of 200 the longest hold was 85 ms (on PGlite, its statement
 * reading 2,000 rows); slices of 100 go with readAll's batches of 250, which says what they changed.
 */
const ROWS_PER_TURN = 100;

/** A streamed sheet's first row: its columns' headings, in bold, committed. */
export function addHeadings(sheet: ExcelJS.Worksheet, headings: readonly string[]): void {
  const row = sheet.addRow([...headings]);
  row.font = { bold: true };
  row.commit();
}

/** Adds each item's row to a streamed sheet and commits it, the event loop turning every ROWS_PER_TURN rows. */
export async function addRows<T>(items: readonly T[], add: (item: T) => ExcelJS.Row): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    add(item).commit();
  }
}

/**
 * A workbook made whole in memory (a file a job keeps, an action's download): its sheets, added by `write` (their rows
 * with addRows, each sheet committed), written by exceljs' streaming writer, which holds no sheet's rows once
 * committed. Its in-memory writer renders every row at once at the end: 100,000 refused rows of an import held the
 * server 4.7 s in one go, with 940 MB resident.
 */
export async function workbookBuffer(write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const content = buffer(output);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    await write(workbook);
    await workbook.commit();
  } catch (error) {
    output.destroy(error as Error);
  }
  return content;
}

/**
 * Waits while the response has not taken what was written so far. exceljs' own buffers do not
 * push back, so the rows are read a batch at a time and the next batch waits for the reader.
 * The response buffer holds several batches' worth of compressed output (a batch of 250
 * students is some 10 kB zipped), so each wait lets more out than a batch puts in and what is
 * held stays at a few batches, however slow the client.
 */
async function readerCaughtUp(output: PassThrough): Promise<void> {
  while (output.writableNeedDrain && !output.destroyed) {
    await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
}

export async function exportWorkbook(
  db: Queryable, registry: Registry, locales: Locales, t: Translator,
  /** the university's, on whose clock the sheet's times are written */
  timeZone: string,
  resource: ServerScreen, source: ListSource, query: ListQuery,
  /** told how many rows are written so far, after each batch (a job's progress) */
  onRows?: (written: number) => void,
): Promise<PassThrough> {
  // the columns as the person shows them, else those the author shows in the list (not those only added on request)
  const columns = (query.shown ?? authorsColumns(resource.columns).map((column) => column.key)).filter((key) => source.columns.has(key) && key !== 'id');
  const labels = new Map<string, Map<string, string>>();
  for (const key of columns) {
    // a column's own lookup (a finance row's programme, read through its student), else its field's
    const name = resource.columns.find((column) => column.key === key)?.lookup ?? resource.fields.find((f) => f.key === key)?.lookup;
    const lookup = name ? registry.lookups[name] : undefined;
    if (!lookup) continue;
    const rows = await lookupRows(db, locales, lookup);
    labels.set(key, new Map(rows.map((row) => [String(row.id), labelIn(row, t.language)])));
  }
  const now = new Date();
  const codeNames = Object.fromEntries(resource.columns.flatMap((column) => (column.names ? [[column.key, column.names]] : [])));
  const periods = new Set(resource.columns.filter((column) => column.kind === 'relative').map((column) => column.key));
  const output = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetNameOf(t, resource));
  const kinds = new Map(columns.map((key) => [key, source.columns.get(key)?.kind]));
  sheet.columns = columns.map((key) => {
    const kind = kinds.get(key);
    const numFmt = periods.has(key) ? undefined : kind === 'date' ? DATE_FORMAT : kind === 'datetime' ? DATETIME_FORMAT : undefined;
    return { header: headerOf(t, resource, key), key, width: 20, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  const cellsOf = (row: Row): Record<string, unknown> => {
    const cells: Record<string, unknown> = {};
    for (const key of columns) {
      const value = row[key];
      const names = labels.get(key);
      if (Array.isArray(value)) cells[key] = value.map((v) => names?.get(String(v)) ?? v).join(', ');
      else if (names && value !== null && value !== undefined) cells[key] = names.get(String(value)) ?? value;
      else if (periods.has(key)) cells[key] = periodText(t, value, now);
      else if (typeof value === 'boolean') cells[key] = t.t(value ? 'app.yes' : 'app.no');
      else if (codeNames[key] && t.has(`${codeNames[key]}.${String(value)}`)) cells[key] = t.t(`${codeNames[key]}.${String(value)}`);
      else cells[key] = cellOf(kinds.get(key), value, timeZone);
    }
    return cells;
  };
  void (async () => {
    try {
      let written = 0;
      for await (const batch of readAll(db, source, query)) {
        // the client went away: stop reading the database
        if (output.destroyed) return;
        await addRows(batch, (row) => sheet.addRow(cellsOf(row)));
        written += batch.length;
        onRows?.(written);
        await readerCaughtUp(output);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
