import { describe, expect, it } from 'vitest';
import { monthsBetween } from '../../../server/capabilities/tiles';

describe('the months of a line', () => {
  it('runs from the first month to the last, the empty ones between included, across a new year', () => {
    expect(monthsBetween(['2025-02', '2024-11'])).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });

  it('is one month for one, and none for none', () => {
    expect(monthsBetween(['2025-09'])).toEqual(['2025-09']);
    expect(monthsBetween([])).toEqual([]);
  });
});
