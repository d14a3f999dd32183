import { describe, expect, it } from 'vitest';
import { displayDate, isoDate, shapeTypedDate, shapeTypedTime } from '../../../src/runtime/format/dates';

describe('dates as typed and read (dd-mm-yyyy) and as stored (yyyy-mm-dd)', () => {
  it('shows a stored day as day-month-year and leaves half-typed text alone', () => {
    expect(displayDate('2003-04-17')).toBe('17-04-2003');
    expect(displayDate('17-04')).toBe('17-04');
    expect(displayDate('')).toBe('');
  });

  it('puts the dashes in as digits are typed, and keeps at most eight digits', () => {
    expect(['1', '17', '170', '1704', '17042', '17042003', '170420031'].map(shapeTypedDate))
      .toEqual(['1', '17', '17-0', '17-04', '17-04-2', '17-04-2003', '17-04-2003']);
    expect(shapeTypedDate('17/04/2003')).toBe('17-04-2003');
    expect(shapeTypedDate('17-a04')).toBe('17-04');
  });

  it('lets backspace take a dash away with the digit before it', () => {
    expect(shapeTypedDate('17-')).toBe('17');
    expect(shapeTypedDate('17-04-')).toBe('17-04');
  });

  it('turns a pasted year-month-day round instead of reading its digits as a day', () => {
    expect(shapeTypedDate('2003-04-17')).toBe('17-04-2003');
    expect(shapeTypedDate(' 2003-04-17 ')).toBe('17-04-2003');
  });

  it('reads a whole, real day in either order of the spec, and nothing else', () => {
    expect(isoDate('17-04-2003')).toBe('2003-04-17');
    expect(isoDate('2003-04-17')).toBe('2003-04-17');
    expect(isoDate('29-02-2024')).toBe('2024-02-29');
    expect(isoDate('29-02-2023')).toBeUndefined();
    expect(isoDate('31-04-2003')).toBeUndefined();
    expect(isoDate('17-13-2003')).toBeUndefined();
    expect(isoDate('17-04-20')).toBeUndefined();
    expect(isoDate('')).toBeUndefined();
  });

  it('keeps a time on a 24-hour clock as typed: the colon put in after the hour, at most hh:mm', () => {
    expect(['1', '18', '183', '1830', '18305', '18:3', '18:30', '6:05'].map(shapeTypedTime))
      .toEqual(['1', '18', '18:3', '18:30', '18:30', '18:3', '18:30', '6:05']);
    // a colon typed stays until it is taken away; a pasted 10.30 or 10h30 reads as digits
    expect(shapeTypedTime('18:')).toBe('18:');
    expect(shapeTypedTime('10.30')).toBe('10:30');
    expect(shapeTypedTime('10h30')).toBe('10:30');
  });
});
