// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, CHART_WIDTH, layoutBars, type Bar } from '../../../src/runtime/charts/BarChart';

afterEach(cleanup);

const bars: Bar[] = [
  { id: 1, label: 'პროფესორი', value: 8 },
  { id: 2, label: 'ასოცირებული პროფესორი', value: 2 },
  { id: 3, label: 'ასისტენტი', value: 0 },
];

const draw = (shown: readonly Bar[]) => render(
  <BarChart
    title="ლექტორები"
    bars={shown}
    totalText={`სულ: ${shown.reduce((sum, bar) => sum + bar.value, 0)}`}
    emptyText="მონაცემები არ არის."
    describeBar={(bar) => `${bar.label}: ${bar.value}`}
  />,
);

describe('bar chart', () => {
  it('makes the largest bar as wide as the chart allows and the others in proportion, a zero bar empty', () => {
    const { rows, height } = layoutBars(bars);
    const longest = rows[0].width;
    expect(longest).toBeGreaterThan(CHART_WIDTH / 2);
    expect(longest).toBeLessThan(CHART_WIDTH);
    expect(rows[1].width).toBe(Math.round(longest / 4));
    expect(rows[2].width).toBe(0);
    expect(rows.map((row) => row.y)).toEqual([0, height / 3, (2 * height) / 3]);
  });

  it('keeps a small count visible beside a very large one', () => {
    const { rows } = layoutBars([{ id: 1, label: 'a', value: 10_000 }, { id: 2, label: 'b', value: 1 }]);
    expect(rows[1].width).toBeGreaterThanOrEqual(2);
  });

  it('draws every bar with its label and number, named for assistive technology, under its title and total', () => {
    const { container } = draw(bars);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('ლექტორები')).toBeTruthy();
    expect(within(figure).getByText('სულ: 10')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['პროფესორი: 8', 'ასოცირებული პროფესორი: 2', 'ასისტენტი: 0']);
    expect(items.map((item) => [...item.querySelectorAll('text')].map((text) => text.textContent))).toEqual([
      ['პროფესორი', '8'], ['ასოცირებული პროფესორი', '2'], ['ასისტენტი', '0'],
    ]);
    const widths = [...container.querySelectorAll('rect.bar-chart__bar')].map((rect) => Number(rect.getAttribute('width')));
    expect(widths).toEqual(layoutBars(bars).rows.map((row) => row.width));
    // each number sits just past the end of its bar
    const numbers = items.map((item) => Number(item.querySelectorAll('text')[1].getAttribute('x')));
    expect(numbers).toEqual(widths.map((width) => width + 8));
  });

  it('says there is nothing to count rather than drawing empty bars', () => {
    const { container } = draw([{ id: 1, label: 'პროფესორი', value: 0 }]);
    expect(screen.getByText('მონაცემები არ არის.')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    draw([]);
    expect(screen.getAllByText('მონაცემები არ არის.')).toHaveLength(2);
  });
});
