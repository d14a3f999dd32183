// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadLocalePart } from '../../../src/runtime/core/i18n';
import { withFixedLookups } from '../../../src/runtime/core/lookups';
import { Cell, CellWords } from '../../../src/runtime/ui/Cell';
import type { ColumnModel } from '../../../src/runtime/core/screen';

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
  await loadLocalePart('admin');
  withFixedLookups({ fixedLookups: { terms: [{ id: 1, name_ka: 'შემოდგომა', name_en: 'Autumn' }, { id: 2, name_ka: 'გაზაფხული', name_en: 'Spring' }] } });
});

afterEach(cleanup);
afterAll(() => changeLanguage('ka'));

const columns: Record<string, ColumnModel> = {
  term: { key: 'term_id', label: 'fields.semester', kind: 'lookup', lookup: 'terms' },
  taken: { key: 'diploma_taken', label: 'fields.diploma_taken', kind: 'boolean' },
  gpa: { key: 'gpa', label: 'fields.gpa', kind: 'decimal' },
  since: { key: 'enrollment_date', label: 'fields.learning_period', kind: 'relative' },
};

/** A row's cells as a table draws them, each in an element of its own. */
function Row({ values }: { values: Record<string, unknown> }) {
  return <>{Object.entries(columns).map(([name, column]) => <span key={name} data-testid={name}><Cell column={column} value={values[name]} /></span>)}</>;
}

const text = (name: string) => screen.getByTestId(name).textContent;
const twoYearsAgo = `${new Date().getFullYear() - 2}-01-01`;

describe('a table\'s cells', () => {
  it('speak the words their table took once, and the new language\'s once it is switched', async () => {
    render(<CellWords><Row values={{ term: 2, taken: true, gpa: 3.5, since: twoYearsAgo }} /></CellWords>);
    expect(text('term')).toBe('გაზაფხული');
    expect(text('taken')).toBe('კი');
    expect(text('gpa')).toBe('3,50');
    expect(text('since')).toMatch(/^\d+ წელი/);

    await act(() => changeLanguage('en'));
    expect(text('term')).toBe('Spring');
    expect(text('taken')).toBe('Yes');
    expect(text('gpa')).toBe('3.50');
    expect(text('since')).toMatch(/^\d+ years?/);
    await act(() => changeLanguage('ka'));
    expect(text('taken')).toBe('კი');
  });

  it('take their own words when drawn outside a table\'s', () => {
    render(<Row values={{ term: 1, taken: false, gpa: '2', since: twoYearsAgo }} />);
    expect(text('term')).toBe('შემოდგომა');
    expect(text('taken')).toBe('არა');
    expect(text('gpa')).toBe('2,00');
    expect(text('since')).toMatch(/^\d+ წელი/);
  });
});
