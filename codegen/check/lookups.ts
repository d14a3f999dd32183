// The lookup lists of screens/lookups.yaml: their options' words, and the columns they show and narrow by, which
// their table must have; the kinds of account, which the server knows by their ids, listed as it knows them.
import { USER_TYPE } from '../../contract/constants';
import type { Definitions } from '../load/sources';
import type { ProblemList } from '../core/problems';
import { checkLabel } from './context';

/** The lookup of the kinds of account. */
const USER_TYPES = 'userTypes';

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
  checkUserTypes(problems, definitions);
}

/**
 * The kinds of account are the server's (USER_TYPE: who signs in where, whose area is whose), and the list a screen
 * shows and narrows by names them: each kind an option at the kind's id, its label ending in the kind's name
 * (options.userTypes.student), and no other option.
 */
function checkUserTypes(problems: ProblemList, definitions: Definitions): void {
  const source = definitions.lookups;
  const options = source.value.lookups[USER_TYPES]?.options;
  if (!options) return;
  const known = new Map<string, number>(Object.entries(USER_TYPE));
  const listed = new Set<string>();
  options.forEach((option, index) => {
    const kind = String(option.label).split('.').at(-1) ?? '';
    listed.add(kind);
    if (known.get(kind) !== option.id) {
      problems.add(source, ['lookups', USER_TYPES, 'options', index], 'AULA-E802', known.has(kind)
        ? `the kind of account '${kind}' is ${known.get(kind)} to the server (USER_TYPE of contract/constants.ts), not ${String(option.id)}`
        : `'${kind}' is no kind of account the server knows (USER_TYPE of contract/constants.ts has: ${[...known.keys()].join(', ')})`);
    }
  });
  const missing = [...known.keys()].filter((kind) => !listed.has(kind));
  if (missing.length > 0) problems.add(source, ['lookups', USER_TYPES, 'options'], 'AULA-E802', `the kinds of account ${missing.join(', ')} are not listed (USER_TYPE of contract/constants.ts)`);
}
