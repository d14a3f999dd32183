// Named states: where a screen compares a lookup field with a value (a capacity's counting and waiting rows, an
// action's when, a tile's filter, an enrolment's fixed values, the choice a sheet's share counts, a condition on a
// field: a form field shown or required while another holds a value, a calendar's entries that may be edited or
// moved), or a list of lookups.yaml keeps to some rows of its table (where, read by the screens over that table; a
// fixed option's where, the rows of the field it narrows), the value is the name of one of the field's fixed options,
// the last part of its label (options.registrationStates.registered: registered), not its stored id. The load stage
// puts the id in its place, so every later stage, and the SQL it writes, reads the id; a name the list does not have
// is refused (AULA-E207) with the names it has, and so is the id of an option that has a name, with its name.
import type { Definitions, LookupSource, Located, ScreenSource } from './sources';
import type { ProblemList } from '../core/problems';
import { optionName } from '../../contract/labels';

type Values = Record<string, unknown>;

/** Each lookup field, column or filter of a screen with its fixed options, by its key. */
function fixedOptionsOf(screen: ScreenSource | undefined, lookups: Readonly<Record<string, LookupSource>>): Map<string, { lookup: string; options: readonly { id: string | number; label: string }[] }> {
  const fixed = new Map<string, { lookup: string; options: readonly { id: string | number; label: string }[] }>();
  // a field's list, or else a column's or filter's (a list read by a reader has no fields)
  const keyed = [...(screen?.fields ?? []), ...(screen?.columns ?? []), ...(screen?.filters ?? [])] as { key: string; lookup?: string }[];
  for (const { key, lookup } of keyed) {
    const options = lookup === undefined ? undefined : lookups[lookup]?.options;
    if (options && !fixed.has(key)) fixed.set(key, { lookup: lookup!, options });
  }
  return fixed;
}

/**
 * Each condition on a field ({ field, equals }) within `node` given to `resolve` with the fields it is over: those of
 * the nearest object holding a list of fields (a repeat field's parts, an action's form), else the screen's.
 */
function resolveConditions(
  node: unknown, over: ScreenSource, at: (string | number)[], resolve: (values: Values, over: ScreenSource, at: (string | number)[]) => void,
): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => resolveConditions(item, over, [...at, index], resolve));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  if (typeof object.field === 'string' && object.equals !== undefined) {
    const values: Values = { [object.field]: object.equals };
    resolve(values, over, [...at, 'equals']);
    object.equals = values[object.field];
    return;
  }
  const inner = at.length > 0 && Array.isArray(object.fields) ? { screen: over.screen, fields: object.fields } as ScreenSource : over;
  for (const [key, value] of Object.entries(object)) resolveConditions(value, inner, [...at, key], resolve);
}

/**
 * The screens and lookup lists with each option named where an id is compared given its id. `at` is where a set of
 * values is in its file, and `over`, the screen whose fields the values are of (the screen itself, a tile's, an
 * enrolment's, the first over a list's table).
 */
export function resolveNamedStates(
  screens: readonly Located<ScreenSource>[], lookupsFile: Definitions['lookups'], problems: ProblemList,
): { screens: Located<ScreenSource>[]; lookups: Definitions['lookups'] } {
  const lookups = lookupsFile.value.lookups;
  const byName = new Map(screens.map((screen) => [screen.value.screen, screen.value]));
  // `at` is where the values are, each under its key; or, `keyed` false, where the one value is (a condition's equals)
  const resolver = (source: Located<unknown>) => (values: Values | undefined, over: ScreenSource | undefined, at: (string | number)[], keyed = true): void => {
    if (!values) return;
    const fixed = fixedOptionsOf(over, lookups);
    for (const [key, value] of Object.entries(values)) {
      const list = fixed.get(key);
      if (!list) continue;
      // one value, or one of several (an action's when)
      const idOf = (given: unknown, place: (string | number)[]): unknown => {
        const option = list.options.find((candidate) => candidate.id === given);
        if (option) {
          if (typeof given !== 'string' && option.label !== undefined) {
            const name = optionName(option.label);
            problems.add(source, place, 'AULA-E207', `${String(given)} is the id of '${name}' in ${list.lookup}: name the option, not its id (npm run gen writes it)`, { from: String(given), to: name });
          }
          return given;
        }
        if (typeof given !== 'string') return given;
        const named = list.options.find((candidate) => optionName(candidate.label) === given);
        if (!named) problems.add(source, place, 'AULA-E207', `'${given}' is not an option of ${list.lookup}, which ${key} takes (it has: ${list.options.map((candidate) => optionName(candidate.label)).join(', ')})`);
        return named?.id ?? given;
      };
      const place = keyed ? [...at, key] : at;
      values[key] = Array.isArray(value) ? value.map((item, index) => idOf(item, [...place, index])) : idOf(value, place);
    }
  };
  const resolvedScreens = screens.map((source) => {
    const screen = structuredClone(source.value);
    const resolve = resolver(source);
    screen.constraints?.forEach((constraint, index) => {
      resolve(constraint.capacity?.counting as Values | undefined, screen, ['constraints', index, 'capacity', 'counting']);
      resolve(constraint.capacity?.waiting as Values | undefined, screen, ['constraints', index, 'capacity', 'waiting']);
    });
    screen.actions?.forEach((action, index) => resolve(action.when as Values | undefined, screen, ['actions', index, 'when']));
    screen.tiles?.forEach((tile, index) => resolve(tile.filter as Values | undefined, byName.get(tile.screen), ['tiles', index, 'filter']));
    if (screen.enrol) resolve(screen.enrol.values as Values | undefined, byName.get(screen.enrol.into), ['enrol', 'values']);
    resolveConditions(screen, screen, [], (values, over, at) => resolve(values, over, at, false));
    // the choice a sheet's total counts the share of (an absence), an option of its value's list
    const share = screen.grid?.share;
    if (share) {
      const values: Values = { [screen.grid!.value]: share.value };
      resolve(values, screen, ['grid', 'share', 'value'], false);
      share.value = values[screen.grid!.value] as typeof share.value;
    }
    return { ...source, value: screen };
  });
  // a table's list keeps to rows by columns the screens over that table name with their lists
  const value = structuredClone(lookupsFile.value);
  const resolveList = resolver(lookupsFile);
  for (const [name, lookup] of Object.entries(value.lookups)) {
    if (lookup.table === undefined || !lookup.where) continue;
    // the screens over the list's table, or (a system table no screen stores: the accounts) those reading its rows
    const over = screens.find((screen) => screen.value.table === lookup.table)?.value
      ?? screens.find((screen) => Object.keys(lookup.where!).every((key) => fixedOptionsOf(screen.value, lookups).has(key)))?.value;
    resolveList(lookup.where as Values, over, ['lookups', name, 'where']);
  }
  // a fixed option keeps the field it narrows to rows by their columns' options (a register's programmes by degree)
  for (const [name, lookup] of Object.entries(value.lookups)) {
    lookup.options?.forEach((option, index) => {
      if (!option.where) return;
      const over = screens.find((screen) => Object.keys(option.where!).every((key) => fixedOptionsOf(screen.value, lookups).has(key)))?.value;
      resolveList(option.where as Values, over, ['lookups', name, 'options', index, 'where']);
    });
  }
  return { screens: resolvedScreens, lookups: { ...lookupsFile, value } };
}
