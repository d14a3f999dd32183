// What a sorted list must look like: the order both engines give with text columns in the "C" collation.

/** Byte order of the UTF-8 text: the "C" collation both engines sort text columns by. */
function compareText(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

/** Whether rows follow `key` (then id) in the direction given, with NULLs last going up, first going down. */
export function isOrdered(rows: readonly (Record<string, unknown> & { id: number })[], key: string, descending: boolean): boolean {
  return rows.every((row, i) => {
    if (i === 0) return true;
    const [before, after] = descending ? [row, rows[i - 1]] : [rows[i - 1], row];
    const [x, y] = [before[key], after[key]];
    if (x === null && y === null) return before.id < after.id;
    if (x === null) return false;
    if (y === null) return true;
    const order = compareValues(x, y);
    return order < 0 || (order === 0 && before.id < after.id);
  });
}
