// The rows of a spreadsheet an import reads: the first sheet of an XLSX workbook (exceljs' streaming reader) or a
// CSV file (csv-parse), each row as its cells, read as they stream so 100,000 rows are never whole in memory.
// A file past the limits (contract/import.ts) is refused in the reader's words: an XLSX that unpacks to more than it
// may (a zip bomb: a small file whose sheet inflates to gigabytes) with 413 before a row is read, one with too many
// rows or cells with 422 when the reading reaches them.
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';
import { BYTES_PER_MB } from '../../contract/uploads';
import { IMPORT_INFLATED_LIMIT_MB, IMPORT_MAX_CELLS, IMPORT_MAX_ROWS, type ImportExtension } from '../../contract/import';
import { HttpError } from '../core/errors';

/** A zip's part as its directory lists it: its name, what the directory says it unpacks to, and its bytes unpacked. */
interface ZipPart {
  path: string;
  uncompressedSize: number;
  stream(): Readable;
}

/** The zip reader exceljs reads workbooks with (its own dependency, so the two read a file alike). */
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as {
  Open: { buffer(bytes: Buffer): Promise<{ files: ZipPart[] }> };
};

/** A zip's parts, read from its directory: rejects when the bytes are no zip. */
async function zipParts(bytes: Buffer): Promise<ZipPart[]> {
  return (await unzipper.Open.buffer(bytes)).files;
}

/** Text chunks of a stream of UTF-8 bytes, a character a chunk's end cuts carried over whole to the next. */
async function* decodedUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The methods of exceljs' streaming reader that read one part of a workbook each (exceljs is pinned to the version
 * whose methods these are).
 */
interface WorkbookParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/** A cell as the file holds it: text, a number, a yes/no, a date (an XLSX date cell), or nothing. */
export type SheetCell = string | number | boolean | Date | null;

/** One row of the file: its number as a spreadsheet program shows it (from 1), and its cells from the first column. */
export interface SheetRow {
  line: number;
  cells: SheetCell[];
}


/** An XLSX cell's value as one of SheetCell: a formula by its result, rich text and links by their text. */
function cellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  // an error value (#N/A) holds nothing
  return null;
}

/** The number of each worksheet part of a workbook (xl/worksheets/sheet3.xml: 3). */
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The rows of a workbook's first sheet, its parts read through the zip's directory in the order they depend on each
 * other: the workbook and its shared strings and styles, then the sheet, row by row. exceljs' own reading takes the
 * parts in the order the file stores them, in one pass that now and then ends before the last one (exceljs issue
 * #3064, open): a LibreOffice workbook stores its shared strings after its sheet, and one reading in about 300 lost
 * every text cell. The sheet's text and the shared strings are decoded across chunks, since exceljs decodes each
 * chunk on its own and a Georgian letter a chunk's end cuts (three bytes in UTF-8) came out as "�" (exceljs issue
 * #2063: a workbook of 5,000 students lost a letter in one row of 800).
 */
async function* workbookRows(parts: readonly ZipPart[]): AsyncGenerator<SheetRow> {
  const part = (name: string): Readable | undefined => parts.find((entry) => entry.path === name)?.stream();
  const options = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), options) as unknown as WorkbookParts;
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const book = part('xl/workbook.xml');
  if (book) await reader._parseWorkbook(book);
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.setEncoding('utf8')));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  // the first sheet is the data; a second one (notes, a list of options) is not read
  const [first] = parts.flatMap((entry) => WORKSHEET.exec(entry.path)?.[1] ?? []).map(Number).sort((a, b) => a - b);
  if (first === undefined) return;
  for (const { value: sheet } of reader._parseWorksheet(decodedUtf8(part(`xl/worksheets/sheet${first}.xml`)!), String(first))) {
    for await (const row of sheet) {
      // row.values starts at index 1, as the columns do
      const values = row.values as ExcelJS.CellValue[];
      yield { line: row.number, cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellValue(values[i + 1])) };
    }
  }
}

/** The separator a CSV file's first line uses most: a comma, a semicolon (a spreadsheet in a comma-decimal locale) or a tab. */
export function csvDelimiter(firstLine: string): string {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: outsideQuotes.split(delimiter).length - 1 }));
  return counts.reduce((best, candidate) => (candidate.count > best.count ? candidate : best)).delimiter;
}

async function* csvRows(input: Readable, delimiter: string): AsyncGenerator<SheetRow> {
  const parser = input.pipe(parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, info: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: info.lines, cells: record.map((cell) => (cell.trim() === '' ? null : cell)) };
  }
}

/** A stream's first chunk (a CSV's first line, for its separator); the stream is not read further. */
async function headOf(stream: Readable): Promise<string> {
  try {
    for await (const chunk of stream) return Buffer.from(chunk as Buffer).toString('utf8');
    return '';
  } finally {
    stream.destroy();
  }
}

/**
 * Refuses (413) a zip whose parts unpack to more than an import may read: at once when its directory says so, else by
 * unpacking it once and counting the bytes as they come, stopping at the limit, since what the directory says of its
 * sizes may lie.
 */
async function checkUnpacked(parts: readonly ZipPart[]): Promise<void> {
  const limit = IMPORT_INFLATED_LIMIT_MB * BYTES_PER_MB;
  const refused = () => new HttpError(413, 'server.import.inflated', { limit: IMPORT_INFLATED_LIMIT_MB });
  if (parts.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > limit) throw refused();
  let unpacked = 0;
  for (const entry of parts) {
    for await (const chunk of entry.stream()) {
      unpacked += (chunk as Buffer).length;
      if (unpacked > limit) throw refused();
    }
  }
}

/**
 * Refuses (413) an XLSX file whose parts unpack to more than an import may read, before a row is read (a zip bomb: a
 * small file whose sheet inflates to gigabytes). A file that is no zip, or a broken one, is left for the reading to
 * refuse as unreadable.
 */
export async function checkUnpackedSize(extension: ImportExtension, open: () => Readable): Promise<void> {
  if (extension !== 'xlsx') return;
  const parts = await zipParts(await buffer(open())).catch(() => undefined);
  if (parts) await checkUnpacked(parts).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
  });
}

/** The rows as they come, refused (422) once they pass the most rows or cells a file may hold. */
async function* withinLimits(rows: AsyncIterable<SheetRow>): AsyncGenerator<SheetRow> {
  let count = 0;
  let cells = 0;
  for await (const row of rows) {
    count += 1;
    cells += row.cells.length;
    if (count > IMPORT_MAX_ROWS) throw new HttpError(422, 'server.import.too_many_rows', { max: IMPORT_MAX_ROWS });
    if (cells > IMPORT_MAX_CELLS) throw new HttpError(422, 'server.import.too_many_cells', { max: IMPORT_MAX_CELLS });
    yield row;
  }
}

/**
 * The rows of a file of the extension given, which `open` reads as a new stream each time it is called (an XLSX is
 * read once, and unpacked once to measure it first; a CSV is opened twice: its first line says its separator), within
 * the limits of an import. A file that is not what its extension says ends in an error.
 */
export async function* sheetRows(extension: ImportExtension, open: () => Readable): AsyncGenerator<SheetRow> {
  if (extension === 'xlsx') {
    // a workbook is read through its zip's directory at its end, so it is held whole (an import's file is at most
    // IMPORT_LIMIT_MB); its rows are still unpacked and read as they come
    const parts = await zipParts(await buffer(open()));
    await checkUnpacked(parts);
    yield* withinLimits(workbookRows(parts));
    return;
  }
  const start = (await headOf(open())).replace(/^\uFEFF/, '');
  yield* withinLimits(csvRows(open(), csvDelimiter(start.split(/\r?\n/)[0] ?? '')));
}
