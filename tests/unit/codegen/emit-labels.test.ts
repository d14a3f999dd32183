import { describe, expect, it } from 'vitest';
import { labelKeys } from '../../../codegen/emit/labels';
import type { LookupSource } from '../../../codegen/load/sources';

const catalogue = {
  fields: { name: 'Name', status: 'Status' },
  options: { status: { active: 'Active', left: 'Left' } },
  screens: { rooms: { title: 'Rooms', count_one: '{{count}} room', count_other: '{{count}} rooms' } },
};
const lookups: Record<string, LookupSource> = { status: { options: [{ id: 1, label: 'options.status.active' }, { id: 2, label: 'options.status.left' }] } };

describe('the words a screen needs', () => {
  it('takes every string of its definition that names a message, plural ones too, and the options of the lists it names', () => {
    const definition = {
      title: 'screens.rooms.title',
      summary: 'screens.rooms.count',
      columns: [{ key: 'name', label: 'fields.name' }, { key: 'status_id', label: 'fields.status', lookup: 'status' }],
      endpoint: '/rooms',
    };
    expect(labelKeys([definition], catalogue, lookups)).toEqual([
      'fields.name', 'fields.status', 'options.status.active', 'options.status.left', 'screens.rooms.count', 'screens.rooms.title',
    ]);
  });

  it('leaves out text that only looks like a key, and keys of subtrees', () => {
    expect(labelKeys([{ a: 'fields.missing', b: 'fields', c: 'options.status', d: 'name' }], catalogue, {})).toEqual([]);
  });
});
