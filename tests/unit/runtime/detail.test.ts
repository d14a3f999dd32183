import { describe, expect, it } from 'vitest';
import { fieldColumn } from '../../../src/runtime/format/fieldColumn';
import { formatDate } from '../../../src/runtime/format/values';
import { rowOf } from '../../../src/runtime/core/rows';

describe('the detail view reads fields as list columns', () => {
  it('maps each field kind to the column kind that draws it', () => {
    expect(fieldColumn({ key: 'photo', label: 'fields.photo', kind: 'file', accept: 'image' })).toEqual({ key: 'photo', label: 'fields.photo', kind: 'image' });
    expect(fieldColumn({ key: 'cv', label: 'fields.cv', kind: 'file', accept: 'document' }).kind).toBe('file');
    expect(fieldColumn({ key: 'sex', label: 'fields.sex', kind: 'lookup', lookup: 'sex' })).toEqual({ key: 'sex', label: 'fields.sex', kind: 'lookup', lookup: 'sex' });
    expect(fieldColumn({ key: 'tags', label: 'fields.tags', kind: 'lookupMany', lookup: 'tags' }).kind).toBe('lookup');
    expect(fieldColumn({ key: 'birthday', label: 'fields.birthday', kind: 'date' }).kind).toBe('date');
    expect(fieldColumn({ key: 'mobility', label: 'fields.mobility', kind: 'boolean' }).kind).toBe('boolean');
    expect(fieldColumn({ key: 'gpa', label: 'fields.gpa', kind: 'decimal' }).kind).toBe('decimal');
    expect(fieldColumn({ key: 'phone', label: 'fields.phone', kind: 'phone' }).kind).toBe('text');
  });

  it('takes the row out of a {data: row} answer or a bare one', () => {
    expect(rowOf({ data: { id: 3 } })).toEqual({ id: 3 });
    expect(rowOf({ id: 4 })).toEqual({ id: 4 });
    expect(rowOf(undefined)).toEqual({});
  });

  it('shows a calendar day as that day in any time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatDate('2025-03-07')).toBe('07-03-2025');
      expect(formatDate('2025-03-07 14:05', true)).toBe('07-03-2025 14:05');
    } finally {
      process.env.TZ = zone;
    }
  });
});
