// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BAR_ROOM_PERCENT, BarChart, layoutBars, type Bar } from '../../../src/runtime/charts/BarChart';

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
    language="ka"
  />,
);

describe('bar chart', () => {
  it('makes the largest bar take the bar room and the others in proportion, a zero bar empty', () => {
    expect(layoutBars(bars).map((row) => row.share)).toEqual([BAR_ROOM_PERCENT, BAR_ROOM_PERCENT / 4, 0]);
  });

  it('scales bars to the value a full bar stands for when given (a rate to 100 %), not to the largest', () => {
    const rates = [{ id: 1, label: 'a', value: 55 }, { id: 2, label: 'b', value: 44.1 }, { id: 3, label: 'c', value: 100 }];
    // 55 % and 44.1 % of the bar room
    expect(layoutBars(rates.slice(0, 2), 100).map((row) => row.share)).toEqual([47.3, 37.9]);
    expect(layoutBars(rates, 100).map((row) => row.share)[2]).toBe(BAR_ROOM_PERCENT);
    // against the largest, the same 55 % would fill the room
    expect(layoutBars(rates.slice(0, 2))[0].share).toBe(BAR_ROOM_PERCENT);
    // a value past the scale draws no longer than a full bar
    expect(layoutBars([{ id: 1, label: 'a', value: 120 }], 100)[0].share).toBe(BAR_ROOM_PERCENT);
  });

  it('keeps a small count visible beside a very large one', () => {
    const [, small] = layoutBars([{ id: 1, label: 'a', value: 100_000 }, { id: 2, label: 'b', value: 1 }]);
    expect(small.share).toBeGreaterThan(0);
  });

  it('draws every bar with its label and number, named for assistive technology, under its title and total', () => {
    const { container } = draw(bars);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('ლექტორები')).toBeTruthy();
    expect(within(figure).getByText('სულ: 10')).toBeTruthy();
    expect(screen.getAllByRole('img').map((bar) => bar.getAttribute('aria-label')))
      .toEqual(['პროფესორი: 8', 'ასოცირებული პროფესორი: 2', 'ასისტენტი: 0']);
    expect([...container.querySelectorAll('.bar-chart__label')].map((label) => label.textContent))
      .toEqual(['პროფესორი', 'ასოცირებული პროფესორი', 'ასისტენტი']);
    expect([...container.querySelectorAll('text.bar-chart__value')].map((value) => value.textContent)).toEqual(['8', '2', '0']);
    const widths = [...container.querySelectorAll('rect.bar-chart__bar')].map((rect) => rect.getAttribute('width'));
    expect(widths).toEqual([`${BAR_ROOM_PERCENT}%`, `${BAR_ROOM_PERCENT / 4}%`, '0%']);
    // each number sits just past the end of its bar
    expect([...container.querySelectorAll('text.bar-chart__value')].map((value) => value.getAttribute('x'))).toEqual(widths);
  });

  it('writes its numbers as the language does, a mean with a decimal comma in Georgian', () => {
    const { container } = draw([{ id: 1, label: 'ფინანსები', value: 1.77 }, { id: 2, label: 'სამართალი', value: 12345 }]);
    expect([...container.querySelectorAll('text.bar-chart__value')].map((value) => value.textContent)).toEqual(['1,77', '12\u00a0345']);
  });

  it('says there is nothing to count rather than drawing empty bars', () => {
    const { container } = draw([{ id: 1, label: 'პროფესორი', value: 0 }]);
    expect(screen.getByText('მონაცემები არ არის.')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    draw([]);
    expect(screen.getAllByText('მონაცემები არ არის.')).toHaveLength(2);
  });
});
