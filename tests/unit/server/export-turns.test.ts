// A list's export (server/kernel/export.ts) lets the server's other requests go ahead while it writes: a batch of
// rows read at once is written a slice at a time, the event loop turning between slices. Written whole, a batch held
// every request for half a second on a busy machine, and a connection opened meanwhile timed out (a red CI run). So does
// a workbook made whole in memory, as an import's refused rows are: 100,000 of them held the server 4.7 s.
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database';
import { Locales } from '../../../server/core/i18n';
import { exportWorkbook } from '../../../server/kernel/export';
import { refusedWorkbook, REFUSED_FILL } from '../../../server/kernel/import';
import { Hooks } from '../../../server/kernel/hooks';
import { parseListQuery } from '../../../server/kernel/list-query';
import { tableSource } from '../../../server/kernel/table-source';
import { registry } from '../../../server/generated/registry';

const students = registry.screens.students;
const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
/** The rows a statement of the export asked for at most (its LIMIT, the last value), statement by statement. */
const asked: number[] = [];

/** The database as the export reads it, answering at once (no I/O, so no turn of the event loop): `count` students. */
function studentsOf(count: number): Queryable {
  let read = 0;
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      if (!sql.includes('export_sort_key')) return [];
      const limit = Number(params.at(-1));
      asked.push(limit);
      const rows = Array.from({ length: Math.min(limit, count - read) }, (_, index) => {
        const id = read + index + 1;
        return { id, name: 'ნინო', surname: `ბერიძე ${id}`, personal_id: String(10_000_000_000 + id), export_sort_key: String(id).padStart(6, '0'), export_id: id };
      });
      read += rows.length;
      return rows as unknown as R[];
    },
  };
}

/** Counts the event loop's turns from now until stopped: `turns()` says how many so far. */
function turnsCounted(): { turns: () => number; stop: () => Promise<void> } {
  let turns = 0;
  let counting = true;
  const counter = (async () => {
    while (counting) {
      await nextTurn();
      turns += 1;
    }
  })();
  return {
    turns: () => turns,
    stop: async () => {
      counting = false;
      await counter;
    },
  };
}

describe('an export written while the server serves others', () => {
  it('gives the event loop a turn at least every 100 rows of a batch, and writes every row', async () => {
    const count = 1_250;
    const loop = turnsCounted();
    // the turns taken while each batch was written, told after it
    const turnsPerBatch: number[] = [];
    const writtenAfter: number[] = [];
    let turnsBefore = 0;
    const locales = new Locales();
    const output = await exportWorkbook(studentsOf(count), registry, locales, locales.translator('en'), 'Asia/Tbilisi', students, source,
      parseListQuery(students, source, { sort: 'surname' }), (written) => {
        turnsPerBatch.push(loop.turns() - turnsBefore);
        turnsBefore = loop.turns();
        writtenAfter.push(written);
      });
    const chunks: Buffer[] = [];
    for await (const chunk of output) chunks.push(chunk as Buffer);
    await loop.stop();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    // the header, then every student
    expect(book.worksheets[0].rowCount).toBe(count + 1);
    // read 250 rows a statement (PGlite runs each in the server's thread): five batches (then the rows without a
    // surname, none)
    expect([...new Set(asked)]).toEqual([250]);
    expect(writtenAfter).toEqual([250, 500, 750, 1_000, 1_250]);
    // each batch written in slices of 100: two turns between them at least in each
    for (const turns of turnsPerBatch) expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('gives the event loop a turn at least every 100 of an import\'s refused rows, and marks each refused cell', async () => {
    const count = 2_000;
    const loop = turnsCounted();
    // the turn on which each refused row was written (its number read)
    const writtenOn: number[] = [];
    const refused = Array.from({ length: count }, (_, index) => ({
      get row() {
        writtenOn[index] = loop.turns();
        return index + 2;
      },
      errors: { personal_id: ['The personal ID must be 11 digits.'] },
    }));
    const columns = [{ header: 'Surname', field: 'surname' }, { header: 'Personal ID', field: 'personal_id' }];
    const cells = new Map(refused.map((_, index) => [index + 2, [`ბერიძე ${index}`, String(index)]]));
    const locales = new Locales();
    const content = await refusedWorkbook(locales.translator('en'), { columns, create: 0, update: 0, skip: 0, refused, updated: [], misnamed: 0 }, cells);
    await loop.stop();
    expect(writtenOn.at(-1)! - writtenOn[0]).toBeGreaterThanOrEqual(count / 100 - 1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([undefined, count + 1, `ბერიძე ${count - 1}`, String(count - 1), 'Personal ID: The personal ID must be 11 digits.']);
    expect(sheet.getRow(2).getCell(3).fill).toMatchObject({ pattern: 'solid', fgColor: { argb: REFUSED_FILL } });
    expect(sheet.getRow(2).getCell(2).fill).toBeUndefined();
  });
});
