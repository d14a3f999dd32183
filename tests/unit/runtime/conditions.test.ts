// Whether a row meets an action's `when` (contract/conditions.ts), which the browser offers an action by and the server
// refuses a row by.
import { describe, expect, it } from 'vitest';
import { meetsWhen } from '../../../contract/conditions';

describe('an action\'s when', () => {
  it('holds while each key holds its value', () => {
    expect(meetsWhen({ published: false }, { published: false, title: 'News' })).toBe(true);
    expect(meetsWhen({ published: false }, { published: true })).toBe(false);
    expect(meetsWhen(undefined, { published: true })).toBe(true);
  });

  it('holds while a key holds one of the values a list gives (a proposal edited while proposed or returned)', () => {
    const when = { state: ['proposed', 'returned'] };
    expect(meetsWhen(when, { state: 'proposed' })).toBe(true);
    expect(meetsWhen(when, { state: 'returned' })).toBe(true);
    expect(meetsWhen(when, { state: 'approved' })).toBe(false);
    expect(meetsWhen(when, null)).toBe(false);
  });

  it('takes a value and its text as different (1 is not "1")', () => {
    expect(meetsWhen({ status: [1, 2] }, { status: '1' })).toBe(false);
    expect(meetsWhen({ status: [1, 2] }, { status: 2 })).toBe(true);
  });
});
