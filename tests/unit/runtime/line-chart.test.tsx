// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { labelled, layoutLine, LineChart, type LinePoint } from '../../../src/runtime/charts/LineChart';

afterEach(cleanup);

const months = (count: number): LinePoint[] => Array.from({ length: count }, (_, index) => ({ key: `m${index}`, label: `month ${index}`, value: index % 3 }));

describe('line chart', () => {
  it('spreads the points across and puts the highest value at the top', () => {
    const [first, second, third] = layoutLine([{ key: 'a', label: 'a', value: 0 }, { key: 'b', label: 'b', value: 10 }, { key: 'c', label: 'c', value: 5 }]);
    expect(first.x).toBeLessThan(second.x);
    expect(second.x).toBeLessThan(third.x);
    expect(second.y).toBeLessThan(third.y);
    expect(third.y).toBeLessThan(first.y);
  });

  it('labels every month of a short line, and the first, the last and at most two between on a long one', () => {
    expect([0, 1, 2, 3].map((index) => labelled(index, 4))).toEqual([true, true, true, true]);
    const long = Array.from({ length: 13 }, (_, index) => labelled(index, 13));
    expect(long[0] && long[12]).toBe(true);
    expect(long.filter(Boolean).length).toBeLessThanOrEqual(4);
    const shown = long.flatMap((on, index) => (on ? [index] : []));
    const gaps = shown.slice(1).map((index, i) => index - shown[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2);
  });

  it('names each month and its value to a screen reader, labelled or not', () => {
    render(<LineChart title="ჩარიცხვები" points={months(13)} emptyText="—" describePoint={(point) => `${point.label}: ${point.value}`} language="ka" />);
    expect(screen.getByRole('img', { name: 'month 7: 1' })).toBeTruthy();
    expect(screen.queryByText('month 7')).toBeNull();
    expect(screen.getByText('month 12')).toBeTruthy();
  });

  it('says so when there is nothing to draw', () => {
    render(<LineChart title="ჩარიცხვები" points={[]} emptyText="მონაცემები არ არის." describePoint={() => ''} language="ka" />);
    expect(screen.getByText('მონაცემები არ არის.')).toBeTruthy();
  });
});
