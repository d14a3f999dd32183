import { describe, expect, it } from 'vitest';
import { gradeOf, meanOf, moved, parseCell, rowTotal, shareOf, shownColumn } from '../../../src/runtime/grid/sheet';

const columns = [{ id: 1, weight: 30 }, { id: 2, weight: 30 }, { id: 3, weight: 40 }];

describe('a row total', () => {
  it('adds the cells, or weighs each by its column', () => {
    const cells = new Map([[1, 28], [2, 25], [3, 38]]);
    expect(rowTotal(cells, columns, 'sum')).toBe(91);
    expect(rowTotal(new Map([[1, 90], [2, 80], [3, 70]]), columns, 'weighted')).toBe(79);
  });

  it('has no total while no cell holds a value, and counts only the columns shown', () => {
    expect(rowTotal(new Map(), columns, 'sum')).toBeUndefined();
    expect(rowTotal(new Map([[9, 50], [1, 10]]), columns, 'sum')).toBe(10);
  });

  it('rounds to two decimals', () => {
    expect(rowTotal(new Map([[1, 33.333], [2, 33.333]]), columns, 'sum')).toBe(66.67);
  });
});

describe('the grade of a total on the scale the server answers', () => {
  const georgian = [['A', 91], ['B', 81], ['C', 71], ['D', 61], ['E', 51], ['FX', 41], ['F', 0]].map(([grade, from]) => ({ grade: String(grade), from: Number(from) }));

  it('draws each boundary where the scale does, in whatever order its bands come', () => {
    const totals = [100, 91, 90.5, 81, 80, 71, 61, 60, 51, 50, 41, 40, 0];
    const expected = ['A', 'A', 'B', 'B', 'C', 'C', 'D', 'E', 'E', 'FX', 'FX', 'F', 'F'];
    expect(totals.map((total) => gradeOf(total, georgian))).toEqual(expected);
    expect(totals.map((total) => gradeOf(total, [...georgian].reverse()))).toEqual(expected);
  });

  it('follows a scale the university changed, and gives no grade below its lowest band', () => {
    const passFail = [{ grade: 'P', from: 60 }, { grade: 'N', from: 20 }];
    expect([100, 60, 59.99, 20, 19].map((total) => gradeOf(total, passFail))).toEqual(['P', 'P', 'N', 'N', undefined]);
  });
});

describe('a column mean', () => {
  it('is the mean to two decimals, and nothing of no values', () => {
    expect(meanOf([10, 20, 25])).toBe(18.33);
    expect(meanOf([])).toBeUndefined();
  });
});

describe('moving the cursor', () => {
  it('steps with the arrows and Enter, and stops at the edges', () => {
    expect(moved({ row: 0, column: 0 }, 'ArrowDown', 3, 4)).toEqual({ row: 1, column: 0 });
    expect(moved({ row: 2, column: 0 }, 'Enter', 3, 4)).toEqual({ row: 2, column: 0 });
    expect(moved({ row: 0, column: 0 }, 'ArrowUp', 3, 4)).toEqual({ row: 0, column: 0 });
    expect(moved({ row: 1, column: 3 }, 'ArrowRight', 3, 4)).toEqual({ row: 1, column: 3 });
    expect(moved({ row: 1, column: 3 }, 'ArrowLeft', 3, 4)).toEqual({ row: 1, column: 2 });
    expect(moved({ row: 1, column: 1 }, 'Home', 3, 4)).toBeUndefined();
  });

  it('goes along the row with Tab and back with Shift+Tab, on to the next row and back to the one before, as a spreadsheet does', () => {
    expect(moved({ row: 1, column: 1 }, 'Tab', 3, 4)).toEqual({ row: 1, column: 2 });
    expect(moved({ row: 1, column: 3 }, 'Tab', 3, 4)).toEqual({ row: 2, column: 0 });
    expect(moved({ row: 1, column: 1 }, 'Shift+Tab', 3, 4)).toEqual({ row: 1, column: 0 });
    expect(moved({ row: 1, column: 0 }, 'Shift+Tab', 3, 4)).toEqual({ row: 0, column: 3 });
    // the sheet's first and last cells are its ends
    expect(moved({ row: 2, column: 3 }, 'Tab', 3, 4)).toEqual({ row: 2, column: 3 });
    expect(moved({ row: 0, column: 0 }, 'Shift+Tab', 3, 4)).toEqual({ row: 0, column: 0 });
  });
});

describe('a typed cell', () => {
  it('reads a decimal point or comma, clears on empty text and refuses anything else', () => {
    expect(parseCell(' 27,5 ')).toBe(27.5);
    expect(parseCell('30')).toBe(30);
    expect(parseCell('')).toBeNull();
    expect(parseCell('12a')).toBeUndefined();
    expect(parseCell('1e3')).toBeUndefined();
  });
});

describe('a share of choices', () => {
  it('is the percentage of the marked cells holding the counted choice, to one decimal, and none without marks', () => {
    expect(shareOf([1, 3, 2, 3], 3)).toBe(50);
    expect(shareOf([1, 1, 3], 3)).toBe(33.3);
    expect(shareOf([1, 2], 3)).toBe(0);
    expect(shareOf([], 3)).toBeUndefined();
  });
});

describe('the column a phone shows', () => {
  const lectures = [{ id: 20261102 }, { id: 20261109, current: true }, { id: 20261116 }];

  it('is the one chosen while the sheet has it, else the current one, else the first', () => {
    expect(shownColumn(lectures, 20261116)?.id).toBe(20261116);
    expect(shownColumn(lectures, null)?.id).toBe(20261109);
    expect(shownColumn(lectures, 20250101)?.id).toBe(20261109);
    expect(shownColumn([{ id: 1 }, { id: 2 }], null)?.id).toBe(1);
    expect(shownColumn([], null)).toBeUndefined();
  });
});
