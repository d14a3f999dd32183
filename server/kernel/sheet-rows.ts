// The rows of a spreadsheet an import reads: the first sheet of an XLSX workbook (exceljs' streaming reader) or a
// CSV file (csv-parse), each row as its cells, read as they stream so a file of 100,000 rows is never whole in memory.
// A file past the limits (contract/import.ts) is refused in the reader's words: an XLSX that unpacks to more than it
// may (a zip bomb: a small file whose sheet inflates to gigabytes) with 413 before a row is read, one with too many
// rows or cells with 422 when the reading reaches them.
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';
import { BYTES_PER_MB } from '../../contract/uploads';
import { IMPORT_INFLATED_LIMIT_MB, IMPORT_MAX_CELLS, IMPORT_MAX_ROWS, type ImportExtension } from '../../contract/import';
import { HttpError } from '../core/errors';

/** The zip reader exceljs reads workbooks with (its own dependency, so the two read a file alike). */
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as {
  Parse(options: { forceStream: true }): NodeJS.ReadWriteStream & AsyncIterable<Readable & { autodrain(): unknown }>;
  Open: {
    custom(source: { size(): Promise<number>; stream(offset: number): Readable }): Promise<{ files: { uncompressedSize: number }[] }>;
  };
};

/** Text chunks of a stream of UTF-8 bytes, a character a chunk's end cuts carried over whole to the next. */
async function* decodedUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * exceljs' streaming reader decodes each chunk of a sheet's XML on its own, so a Georgian letter (three bytes in UTF-8)
 * that a chunk's end cuts comes out as "�" (exceljs issue #2063, open since 2022: a workbook of 5,000 students lost a
 * letter in one row of 800). Its reader is handed each sheet, and the shared strings, as text decoded across chunks —
 * the fix proposed in that issue — by wrapping the two methods that take them (exceljs is pinned to the version whose
 * methods these are; a unit test reads 5,000 Georgian rows back whole).
 */
function readSheetsAsUtf8(): void {
  const reader = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as {
    _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
    _parseSharedStrings(entry: Readable): unknown;
  };
  const parseWorksheet = reader._parseWorksheet;
  reader._parseWorksheet = function (this: unknown, iterator, sheetNo) {
    return parseWorksheet.call(this, decodedUtf8(iterator), sheetNo);
  };
  const parseSharedStrings = reader._parseSharedStrings;
  reader._parseSharedStrings = function (this: unknown, entry) {
    entry.setEncoding('utf8');
    return parseSharedStrings.call(this, entry);
  };
}
readSheetsAsUtf8();

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

async function* workbookRows(input: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // row.values starts at index 1, as the columns do
      const values = row.values as ExcelJS.CellValue[];
      yield { line: row.number, cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellValue(values[i + 1])) };
    }
    // the first sheet is the data; a second one (notes, a list of options) is not read
    return;
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

/** The end of a file kept as it streams by, for its zip directory: an XLSX's takes a few kilobytes. */
const DIRECTORY_TAIL = 1024 * 1024;

/**
 * What a zip's directory says its entries unpack to, read as the file streams by without unpacking anything (its end
 * kept); undefined when it cannot tell (no zip, or a directory longer than the end kept).
 */
async function declaredUnpackedSize(input: Readable): Promise<number | undefined> {
  let size = 0;
  let kept = 0;
  const tail: Buffer[] = [];
  for await (const chunk of input) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    tail.push(bytes);
    kept += bytes.length;
    while (kept - tail[0].length >= DIRECTORY_TAIL) kept -= tail.shift()!.length;
  }
  const end = Buffer.concat(tail);
  const start = size - end.length;
  const source = { size: async () => size, stream: (offset: number) => Readable.from(offset < start ? [] : [end.subarray(offset - start)]) };
  return unzipper.Open.custom(source).then(({ files }) => files.reduce((sum, entry) => sum + entry.uncompressedSize, 0), () => undefined);
}

/**
 * Refuses (413) an XLSX file whose entries unpack to more than an import may read: at once when the zip's directory
 * says so, else by unpacking it once and counting the bytes as they come, stopping at the limit, since what the
 * directory says of its sizes may lie. A file that is no zip is left for the reading to refuse.
 */
export async function checkUnpackedSize(extension: ImportExtension, open: () => Readable): Promise<void> {
  if (extension !== 'xlsx') return;
  const limit = IMPORT_INFLATED_LIMIT_MB * BYTES_PER_MB;
  const refused = () => new HttpError(413, 'server.import.inflated', { limit: IMPORT_INFLATED_LIMIT_MB });
  if ((await declaredUnpackedSize(open()) ?? 0) > limit) throw refused();
  const input = open();
  const zip = unzipper.Parse({ forceStream: true });
  input.pipe(zip);
  let unpacked = 0;
  try {
    for await (const entry of zip) {
      for await (const chunk of entry) {
        unpacked += (chunk as Buffer).length;
        if (unpacked > limit) throw refused();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
  } finally {
    input.destroy();
  }
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
 * unpacked once to measure it first; a CSV is opened twice: its first line says its separator), within the limits
 * of an import. A file that is not what its extension says ends in an error.
 */
export async function* sheetRows(extension: ImportExtension, open: () => Readable): AsyncGenerator<SheetRow> {
  if (extension === 'xlsx') {
    await checkUnpackedSize(extension, open);
    yield* withinLimits(workbookRows(open()));
    return;
  }
  const start = (await headOf(open())).replace(/^\uFEFF/, '');
  yield* withinLimits(csvRows(open(), csvDelimiter(start.split(/\r?\n/)[0] ?? '')));
}
