// The arithmetic and movement of a grid sheet, pure so that each rule is tested on its own: a row's total (a sum,
// or each cell weighted by its column), the Georgian grade of a total, a column's mean, and where the arrow keys
// and Tab take the cursor.

export interface SheetColumn {
  id: number;
  /** the column's share of a weighted total, in percent */
  weight?: number;
}

export type TotalMode = 'sum' | 'weighted';

/** A row's total from its cells by column id: their sum, or each times its column's weight over 100. */
export function rowTotal(cells: ReadonlyMap<number, number>, columns: readonly SheetColumn[], mode: TotalMode): number | undefined {
  let total = 0;
  let any = false;
  for (const column of columns) {
    const value = cells.get(column.id);
    if (value === undefined) continue;
    any = true;
    total += mode === 'weighted' ? (value * (column.weight ?? 0)) / 100 : value;
  }
  return any ? Math.round(total * 100) / 100 : undefined;
}

/** The percentage (one decimal) of the values given that are `counted` (a student's lectures missed); undefined for none. */
export function shareOf(values: Iterable<number>, counted: number): number | undefined {
  let all = 0;
  let hits = 0;
  for (const value of values) {
    all += 1;
    if (value === counted) hits += 1;
  }
  return all === 0 ? undefined : Math.round((hits * 1000) / all) / 10;
}

/** A band of the sheet's grading scale (the server's): the grade a total earns from `from` up. */
export interface ScaleBand {
  grade: string;
  from: number;
}

/** The grade a total earns on the scale: the band with the highest `from` it reaches; undefined below every band. */
export function gradeOf(total: number, scale: readonly ScaleBand[]): string | undefined {
  let earned: ScaleBand | undefined;
  for (const band of scale) if (total >= band.from && (earned === undefined || band.from > earned.from)) earned = band;
  return earned?.grade;
}

/** The mean of the values given, to two decimals; undefined when there are none. */
export function meanOf(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

export interface Position {
  row: number;
  column: number;
}

/**
 * Where a key moves the cursor in a sheet of rows × columns: arrows one cell, Enter down, Tab (Shift+Tab) to the next
 * (previous) cell of the row and on to the next (previous) row, as in a spreadsheet; undefined for other keys.
 */
export function moved(at: Position, key: string, rows: number, columns: number): Position | undefined {
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  switch (key) {
    case 'Tab':
    case 'Shift+Tab': {
      const index = clamp(at.row * columns + at.column + (key === 'Tab' ? 1 : -1), rows * columns);
      return { row: Math.floor(index / columns), column: index % columns };
    }
    case 'ArrowUp': return { row: clamp(at.row - 1, rows), column: at.column };
    case 'ArrowDown':
    case 'Enter': return { row: clamp(at.row + 1, rows), column: at.column };
    case 'ArrowLeft': return { row: at.row, column: clamp(at.column - 1, columns) };
    case 'ArrowRight': return { row: at.row, column: clamp(at.column + 1, columns) };
    default: return undefined;
  }
}

/** A typed cell as a number to save: empty is no value (null), anything else a decimal with a point or a comma. */
export function parseCell(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The column a sheet shows where it shows one at a time (a phone): the one chosen, while the sheet still has it; else
 * the one its reader names current (today's lecture); else the first.
 */
export function shownColumn<T extends SheetColumn & { current?: boolean }>(columns: readonly T[], chosen: number | null): T | undefined {
  return columns.find((column) => column.id === chosen) ?? columns.find((column) => column.current) ?? columns[0];
}
