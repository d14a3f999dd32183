// A failed read is asked again only when asking again can help: not after the server's own answer (403, 404), but
// after no answer or a server error, waiting longer each time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/runtime/core/api';
import { retryRead } from '../../../src/runtime/core/retry';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryRead', () => {
  it('does not ask again what the server answered with a refusal', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    for (const status of [401, 403, 404, 422]) retryRead(new ApiError(status, 'no'), '/students', {}, revalidate, { retryCount: 1 });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('asks again after no answer or a server error, waiting 1, 2, 4 … s up to 30 s, and stops after ten tries', () => {
    vi.useFakeTimers();
    const waits: number[] = [];
    for (const retryCount of [1, 2, 3, 6, 10, 11]) {
      const revalidate = vi.fn();
      retryRead(retryCount % 2 ? new TypeError('Failed to fetch') : new ApiError(503, 'down'), '/students', {}, revalidate, { retryCount });
      let waited = 0;
      while (revalidate.mock.calls.length === 0 && waited <= 60_000) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(revalidate.mock.calls.length === 0 ? -1 : waited);
      if (revalidate.mock.calls.length > 0) expect(revalidate).toHaveBeenCalledWith({ retryCount });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 30_000, 30_000, -1]);
  });
});
