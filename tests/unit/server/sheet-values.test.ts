// A spreadsheet's cells read as a person typed them (server/kernel/sheet-values.ts, sheet-rows.ts), and a file's
// headers matched to a screen's fields (server/kernel/import.ts), and the limits a file is read within.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cellLabels, cellText, cellValue, plainName } from '../../../server/kernel/sheet-values';
import { checkUnpackedSize, csvDelimiter, sheetRows } from '../../../server/kernel/sheet-rows';
import { IMPORT_MAX_ROWS } from '../../../contract/import';
import { matchColumns } from '../../../server/kernel/import';
import { Locales } from '../../../server/core/i18n';
import { registry } from '../../../server/generated/registry';
import { spreadsheetBomb } from '../../integration/support/spreadsheet-bomb';

const truth = { yes: new Set(['კი', 'yes', 'true', '1', 'x']), no: new Set(['არა', 'no', 'false', '0']) };

describe('a cell as its field\'s value', () => {
  it('reads a day from a date cell or from text written day first or as ISO, and leaves other text for the schema to refuse', () => {
    expect(cellValue('date', new Date(Date.UTC(2004, 2, 15)), truth)).toBe('2004-03-15');
    expect(cellValue('date', '5.1.2026', truth)).toBe('2026-01-05');
    expect(cellValue('date', '05/01/2026', truth)).toBe('2026-01-05');
    expect(cellValue('date', '2026-1-5', truth)).toBe('2026-01-05');
    expect(cellValue('date', 'next Monday', truth)).toBe('next Monday');
  });

  it('reads times and date-times from cells and text', () => {
    expect(cellValue('time', new Date(Date.UTC(1899, 11, 30, 9, 5)), truth)).toBe('09:05');
    expect(cellValue('time', 0.5625, truth)).toBe('13:30');
    expect(cellValue('time', '9:05', truth)).toBe('09:05');
    expect(cellValue('datetime', '05.01.2026 14:30', truth)).toBe('2026-01-05T14:30');
    expect(cellValue('datetime', new Date(Date.UTC(2026, 0, 5, 14, 30)), truth)).toBe('2026-01-05T14:30');
  });

  it('reads numbers written as text with spaces, a decimal comma or thousands commas', () => {
    expect(cellValue('money', '1 234,50', truth)).toBe(1234.5);
    expect(cellValue('money', '1,234.50', truth)).toBe(1234.5);
    expect(cellValue('integer', '42', truth)).toBe(42);
    expect(cellValue('decimal', 3.75, truth)).toBe(3.75);
    expect(cellValue('integer', 'forty', truth)).toBe('forty');
  });

  it('keeps a personal number a program read as a number as its digits, and writes a phone as the form does', () => {
    expect(cellValue('personalNumber', 99900000002, truth)).toBe('99900000002');
    expect(cellText(1e10)).toBe('10000000000');
    expect(cellValue('phone', '555 12 302', truth)).toBe('555-12-302');
    expect(cellValue('phone', '+995 555 12 302', truth)).toBe('+995 555 12 302');
  });

  it('reads yes and no in either language, and each line of a formatted text as a paragraph', () => {
    expect(cellValue('boolean', 'კი', truth)).toBe(true);
    expect(cellValue('boolean', 'No', truth)).toBe(false);
    expect(cellValue('boolean', true, truth)).toBe(true);
    expect(cellValue('boolean', 'maybe', truth)).toBe('maybe');
    expect(cellValue('richtext', 'one\n<two>', truth)).toBe('<p>one</p><p>&lt;two&gt;</p>');
  });

  it('splits a list of labels at semicolons, or at commas where there are none', () => {
    expect(cellLabels('Law; Finance, and Tax')).toEqual(['Law', 'Finance, and Tax']);
    expect(cellLabels('Law, Finance')).toEqual(['Law', 'Finance']);
  });
});

describe('a file\'s rows', () => {
  it('takes the separator a CSV\'s first line uses most, outside quotes', () => {
    expect(csvDelimiter('a;b;"c,d,e"')).toBe(';');
    expect(csvDelimiter('a,b,c')).toBe(',');
    expect(csvDelimiter('a\tb\tc;d')).toBe('\t');
  });

  it('reads a CSV with a BOM, quoted separators and line breaks, numbering rows as a spreadsheet does', async () => {
    const text = '\uFEFFname;notes\r\n"Nino";"one; two"\r\n;\r\n"Levan";"first\nsecond"\r\nAna;x\r\n';
    const rows = [];
    for await (const row of sheetRows('csv', () => Readable.from([Buffer.from(text)]))) rows.push(row);
    expect(rows.map((row) => row.cells)).toEqual([['name', 'notes'], ['Nino', 'one; two'], [null, null], ['Levan', 'first\nsecond'], ['Ana', 'x']]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 5, 6]);
  });
});

describe('a workbook\'s Georgian text', () => {
  const rows = 5_000;
  const georgian = (i: number): string[] => [`სახელი${i}`, 'საქართველო', 'სამართლის სკოლა'];
  const damaged = async (content: Buffer): Promise<number> => {
    let count = 0;
    for await (const row of sheetRows('xlsx', () => Readable.from([content]))) if (row.cells.some((cell) => String(cell).includes('\uFFFD'))) count += 1;
    return count;
  };

  it('reads back whole however the file\'s chunks cut its letters: text in the sheet, written as a stream (the sheet before the workbook)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aula-sheet-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'streamed.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = workbook.addWorksheet('s');
    for (let i = 0; i < rows; i += 1) sheet.addRow(georgian(i)).commit();
    await workbook.commit();
    expect(await damaged(readFileSync(file))).toBe(0);
  });

  it('reads back whole from a CSV that arrives a few bytes at a time', async () => {
    const bytes = Buffer.from(['a;b', ...Array.from({ length: rows }, (_, i) => georgian(i).join(';'))].join('\n'));
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const read = [];
    for await (const row of sheetRows('csv', () => Readable.from(chunks))) read.push(row);
    expect(read).toHaveLength(rows + 1);
    expect(read.filter((row) => row.cells.some((cell) => String(cell).includes('\uFFFD')))).toEqual([]);
    expect(read[rows].cells).toEqual(georgian(rows - 1));
  });

  it('reads a LibreOffice workbook, its shared strings stored after its sheet, the same every time (100 readings)', async () => {
    const content = readFileSync('tests/fixtures/import/students.xlsx');
    const readings = new Set<string>();
    for (let i = 0; i < 100; i += 1) {
      const read = [];
      for await (const row of sheetRows('xlsx', () => Readable.from([content]))) read.push(row.cells);
      readings.add(JSON.stringify(read));
    }
    expect(readings.size).toBe(1);
    const [only] = readings;
    expect((JSON.parse(only) as unknown[][])[1].slice(0, 3)).toEqual(['სახელი', 'გვარი', 'პირადი ნომერი']);
  });

  it('reads back whole from shared strings', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    for (let i = 0; i < rows; i += 1) sheet.addRow(georgian(i));
    expect(await damaged(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe(0);
  });
});

describe('a file\'s columns matched to a screen\'s fields', () => {
  const locales = new Locales();
  const students = registry.screens.students;

  it('matches headers by the Georgian or English label or the key, however they are spelt, each field once', () => {
    const columns = matchColumns({ locales }, students, ['სახელი', 'SURNAME', 'personal-id', 'Date of birth', 'Name', 'GPA', 'Photo', ''], {});
    expect(columns.map((column) => column.field)).toEqual(['name', 'surname', 'personal_id', 'birthday', null, null, null, null]);
  });

  it('takes the user\'s choice for a header over what it names, and refuses a field the screen does not import', () => {
    expect(matchColumns({ locales }, students, ['Notes', 'Name'], { Notes: 'bio', Name: '' }).map((column) => column.field)).toEqual(['bio', null]);
    expect(() => matchColumns({ locales }, students, ['GPA'], { GPA: 'gpa' })).toThrow();
  });

  it('compares names by their letters and digits alone', () => {
    expect(plainName('Personal ID')).toBe(plainName('personal_id'));
    expect(plainName('ელ. ფოსტა')).toBe('ელფოსტა');
  });
});

describe('a file read within an import\'s limits', () => {
  const csv = (text: string) => () => Readable.from([Buffer.from(text)]);

  // two readings of 200,000 rows: about 2 s on a quiet machine, over the default 5 s on a busy one
  it('refuses a file of more rows than an import reads (422) once the reading passes them', { timeout: 60_000 }, async () => {
    const read = async () => {
      let rows = 0;
      for await (const row of sheetRows('csv', csv('name\n'.repeat(IMPORT_MAX_ROWS + 1)))) rows += row.cells.length;
      return rows;
    };
    await expect(read()).rejects.toMatchObject({ status: 422, messageKey: 'server.import.too_many_rows', params: { max: IMPORT_MAX_ROWS } });
    let all = 0;
    for await (const row of sheetRows('csv', csv('name\n'.repeat(IMPORT_MAX_ROWS)))) all += row.cells.length;
    expect(all).toBe(IMPORT_MAX_ROWS);
  });

  it('refuses a workbook that unpacks to more than the limit (413) before a row is read, and reads one within it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Students').addRows([['name'], ['Nino']]);
    const small = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(checkUnpackedSize('xlsx', () => Readable.from([small]))).resolves.toBeUndefined();
    // not a zip at all: left for the reading to refuse as unreadable
    await expect(checkUnpackedSize('xlsx', csv('name\nNino\n'))).resolves.toBeUndefined();
  });

  it('refuses a bomb from what its zip directory says, and one whose directory lies by unpacking it to the limit', { timeout: 60_000 }, async () => {
    const bomb = await spreadsheetBomb(210);
    const inflated = { status: 413, messageKey: 'server.import.inflated' };
    await expect(checkUnpackedSize('xlsx', () => Readable.from([bomb]))).rejects.toMatchObject(inflated);
    // each entry of the directory (PK 1 2) saying it unpacks to a kilobyte
    const lying = Buffer.from(bomb);
    let entries = 0;
    for (let at = lying.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = lying.indexOf('PK\x01\x02', at + 4, 'latin1')) {
      lying.writeUInt32LE(1024, at + 24);
      entries += 1;
    }
    expect(entries).toBeGreaterThan(1);
    await expect(checkUnpackedSize('xlsx', () => Readable.from([lying]))).rejects.toMatchObject(inflated);
  });
});
