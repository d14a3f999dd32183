// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/runtime/core/i18n';
import { withFixedLookups } from '../../../src/runtime/core/lookups';
import { recordName, useRecordNamer } from '../../../src/runtime/format/recordNames';
import type { ScreenDefinition } from '../../../src/runtime/core/screen';

type Named = Pick<ScreenDefinition, 'recordTitle' | 'columns' | 'fields'>;

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
  withFixedLookups({ fixedLookups: { terms: [{ id: 1, name_ka: 'შემოდგომა', name_en: 'Autumn' }, { id: 2, name_ka: 'გაზაფხული', name_en: 'Spring' }] } });
});

afterEach(cleanup);

const window: Named = {
  recordTitle: ['term_id', 'opens_on'],
  columns: [{ key: 'term_id', label: 'fields.semester', kind: 'lookup', lookup: 'terms' }, { key: 'opens_on', label: 'fields.from_date', kind: 'date' }],
  fields: [],
};

describe('a record\'s name', () => {
  it('says a lookup of its title by the option\'s label and a date day-month-year, not the values stored', async () => {
    const { result } = renderHook(() => useRecordNamer(window));
    await waitFor(() => expect(result.current({ id: 7, term_id: 2, opens_on: '2026-09-15' })).toBe('გაზაფხული 15-09-2026'));
    // a value the list does not have is said as it is stored; an empty one is left out
    expect(result.current({ id: 8, term_id: 9, opens_on: null })).toBe('9');
    expect(result.current({ id: 9, term_id: null, opens_on: '' })).toBeNull();
  });

  it('is the first text column where the screen names no title', () => {
    const people: Named = { recordTitle: undefined, columns: [{ key: 'id', label: 'fields.id', kind: 'number' }, { key: 'surname', label: 'fields.surname', kind: 'text' }], fields: [] };
    expect(recordName(people, { id: 3, surname: 'ბერიძე' })).toBe('ბერიძე');
  });
});
