// What a record's history keeps of a write: each field of the screen whose value changed, before and after.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../server/generated/registry';
import { changedFields } from '../../../server/kernel/history';

describe('a change in the history', () => {
  const students = registry.screens.students;

  it('names each field whose value changed, with what it was and what it became', () => {
    expect(changedFields(students, { name: 'ნინო', status_id: 1, phone: '555-12-345' }, { name: 'ნინო', status_id: 2, phone: '555-12-345' }))
      .toEqual({ status_id: [1, 2] });
  });

  it('holds an empty text, no value and an empty list as the same: a form saved unchanged changes nothing', () => {
    expect(changedFields(students, { address: '', notes: null, mobility: false }, { address: null, mobility: false })).toEqual({});
  });

  it('is the whole record for a new one and for one deleted, and ignores what no field of the screen holds', () => {
    expect(changedFields(students, undefined, { name: 'ნინო', row_version: '7' })).toEqual({ name: [null, 'ნინო'] });
    expect(changedFields(students, { surname: 'ბერიძე' }, undefined)).toEqual({ surname: ['ბერიძე', null] });
  });
});
