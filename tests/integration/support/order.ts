// What a sorted list must look like: the order both engines give with text columns in the "C" collation.

/** Byte order of the UTF-8 text: the "C" collation both engines sort text columns by. */
function compareText(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

/** Whether rows follow `key` (then id) in the direction given, with NULLs last either way. */
export function isOrdered(rows: readonly (Record<string, unknown> & { id: number })[], key: string, descending: boolean): boolean {
  return rows.every((row, i) => {
    if (i === 0) return true;
    const previous = rows[i - 1];
    const [x, y] = [previous[key], row[key]];
    const idsInOrder = descending ? previous.id > row.id : previous.id < row.id;
    if (x === null || y === null) return y === null && (x !== null || idsInOrder);
    const order = compareValues(x, y) * (descending ? -1 : 1);
    return order < 0 || (order === 0 && idsInOrder);
  });
}
