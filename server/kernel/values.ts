// What a value may be before it reaches SQL, beyond the field kinds' own rules (contract/values.ts): the
// database refuses the rest with an error the client would see as a 500 (an integer past int4, an id written
// 0x10), so each is caught here and answered as a 422 or a 404 instead.
import { containsNul } from '../../contract/values';

/** The largest integer and id a column holds (PostgreSQL's integer). */
export const INT4_MAX = 2_147_483_647;

const INTEGER = /^-?\d{1,10}$/;

/** A whole number a PostgreSQL integer holds. */
export function isInt4(text: string): boolean {
  return INTEGER.test(text) && Math.abs(Number(text)) <= INT4_MAX;
}

/** An id in a path: a plain positive decimal integer a column holds (not 0x10, 1e1 or +5), or undefined. */
export function parseId(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= INT4_MAX ? Number(text) : undefined;
}

/** The top-level key of a query or JSON body under which a NUL hides (in a text or a key, however deep). */
export function keyHoldingNul(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const holds = (inner: unknown): boolean => {
    if (typeof inner === 'string') return containsNul(inner);
    if (inner === null || typeof inner !== 'object') return false;
    return Object.entries(inner).some(([key, item]) => containsNul(key) || holds(item));
  };
  return Object.entries(value).find(([key, item]) => containsNul(key) || holds(item))?.[0];
}
