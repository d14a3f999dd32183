import { describe, expect, it } from 'vitest';
import { optionsFromRows } from '../../../src/runtime/list/FilterPanel';

describe('a select\'s options from the rows shown, when its lookup cannot be read', () => {
  it('offers each id once, with the label its rows carry, in the order they come', () => {
    const rows = [
      { flow_id: 3, flow_name: 'LAW 2024' }, { flow_id: 1, flow_name: 'BA 2023' }, { flow_id: 3, flow_name: 'LAW 2024' }, { flow_id: null, flow_name: '' },
    ];
    expect(optionsFromRows(rows, { id: 'flow_id', label: 'flow_name' })).toEqual([
      { id: 3, name_ka: 'LAW 2024', name_en: 'LAW 2024' },
      { id: 1, name_ka: 'BA 2023', name_en: 'BA 2023' },
    ]);
  });

  it('names an option by its id when its rows carry no label', () => {
    expect(optionsFromRows([{ flow_id: 7 }], { id: 'flow_id', label: 'flow_name' })).toEqual([{ id: 7, name_ka: '7', name_en: '7' }]);
  });
});
