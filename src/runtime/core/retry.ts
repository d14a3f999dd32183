// How a signed-in page asks again for a read that failed (SWR's onErrorRetry, set for the whole area).
import { ApiError } from './api';

/** The longest wait before a read that got no answer is asked again. */
const RETRY_CAP_MS = 30_000;

/**
 * A read the server answered (a 403, a 404) is not asked again; one that got no answer, or a server error, is,
 * after 1, 2, 4 … s (at most 30 s), ten times at most.
 */
export function retryRead(error: unknown, _key: string, _config: unknown, revalidate: (options: { retryCount: number }) => void, { retryCount }: { retryCount: number }): void {
  if (error instanceof ApiError && error.status < 500) return;
  if (retryCount > 10) return;
  setTimeout(() => revalidate({ retryCount }), Math.min(RETRY_CAP_MS, 1000 * 2 ** (retryCount - 1)));
}
