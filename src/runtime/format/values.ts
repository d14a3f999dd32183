// How cell values read (SPEC section 9): dates day-month-year, files as links (numbers: contract/numbers.ts).
import { parseDay } from '../../../contract/periods';
import { onUniversityClock } from '../core/clock';

const pad = (n: number): string => String(n).padStart(2, '0');

/** dd-mm-yyyy, with hh:mm when asked: a time as the university's clock reads it, whatever the browser's zone. */
export function formatDate(value: unknown, withTime = false): string {
  const wall = onUniversityClock(value);
  if (wall) {
    const [year, month, day] = wall.slice(0, 10).split('-');
    return `${day}-${month}-${year}${withTime ? ` ${wall.slice(11, 16)}` : ''}`;
  }
  const date = parseDay(value);
  if (!date) return typeof value === 'string' ? value : '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** A stored file path as a URL on the API host's storage. */
export function storageUrl(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '') return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
