// The lookup lists of screens/lookups.yaml: their options' words, and the columns they show and narrow by, which
// their table must have.
import type { Definitions } from '../load/sources';
import type { ProblemList } from '../core/problems';
import { checkLabel } from './context';

export function checkLookups(problems: ProblemList, definitions: Definitions): void {
  const source = definitions.lookups;
  const columnsOf = new Map<string, Set<string>>();
  for (const screen of definitions.screens) {
    if (!screen.value.table) continue;
    const columns = columnsOf.get(screen.value.table) ?? new Set<string>();
    for (const field of screen.value.fields ?? []) columns.add(field.key);
    columnsOf.set(screen.value.table, columns);
  }
  for (const [name, lookup] of Object.entries(source.value.lookups)) {
    lookup.options?.forEach((option, index) => checkLabel(problems, definitions, source, ['lookups', name, 'options', index, 'label'], option.label));
    // a system table's columns are the migrations' to say; a screen's table has its screens' fields
    const columns = lookup.table && !lookup.system ? columnsOf.get(lookup.table) : undefined;
    if (lookup.where && !lookup.table) problems.add(source, ['lookups', name, 'where'], 'AULA-E206', `'where' narrows the rows of a table; the lookup '${name}' has none`);
    for (const item of lookup.shows ?? []) {
      // a column, or a column and the lookup whose row it names (program_id.programs: the programme's name)
      const [column, through] = item.split('.');
      if (columns && !columns.has(column)) problems.add(source, ['lookups', name, 'shows'], 'AULA-E801', `'${column}' is not a field of any screen of the table ${lookup.table}`);
      const target = through === undefined ? undefined : source.value.lookups[through];
      if (through !== undefined && (!target?.table || target.shows)) problems.add(source, ['lookups', name, 'shows'], 'AULA-E801', `'${through}' is not a lookup over a table whose rows are named by their label`);
    }
    for (const column of Object.keys(lookup.where ?? {})) {
      if (columns && !columns.has(column)) problems.add(source, ['lookups', name, 'where', column], 'AULA-E801', `'${column}' is not a field of any screen of the table ${lookup.table}`);
    }
  }
}
