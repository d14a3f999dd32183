// Named states: where a screen compares a lookup field with a value (a capacity's counting and waiting rows, an
// action's when, a tile's filter, an enrolment's fixed values), or a list of lookups.yaml keeps to some rows of its
// table (where, read by the screens over that table), the value may be the name of one of the field's fixed
// options, the last part of its label (options.registrationStates.registered: registered), instead of its stored id.
// The load stage puts the id in its place, so every later stage, and the SQL it writes, reads the id; a name the list
// does not have is refused (AULA-E207) with the names it has.
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
 * The screens and lookup lists with each option named where an id is compared given its id. `at` is where a set of
 * values is in its file, and `over`, the screen whose fields the values are of (the screen itself, a tile's, an
 * enrolment's, the first over a list's table).
 */
export function resolveNamedStates(
  screens: readonly Located<ScreenSource>[], lookupsFile: Definitions['lookups'], problems: ProblemList,
): { screens: Located<ScreenSource>[]; lookups: Definitions['lookups'] } {
  const lookups = lookupsFile.value.lookups;
  const byName = new Map(screens.map((screen) => [screen.value.screen, screen.value]));
  const resolver = (source: Located<unknown>) => (values: Values | undefined, over: ScreenSource | undefined, at: (string | number)[]): void => {
    if (!values) return;
    const fixed = fixedOptionsOf(over, lookups);
    for (const [key, value] of Object.entries(values)) {
      const list = fixed.get(key);
      if (!list) continue;
      // one value, or one of several (an action's when)
      const idOf = (given: unknown, place: (string | number)[]): unknown => {
        if (typeof given !== 'string' || list.options.some((option) => option.id === given)) return given;
        const named = list.options.find((option) => optionName(option.label) === given);
        if (!named) problems.add(source, place, 'AULA-E207', `'${given}' is not an option of ${list.lookup}, which ${key} takes (it has: ${list.options.map((option) => optionName(option.label)).join(', ')})`);
        return named?.id ?? given;
      };
      values[key] = Array.isArray(value) ? value.map((item, index) => idOf(item, [...at, key, index])) : idOf(value, [...at, key]);
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
  return { screens: resolvedScreens, lookups: { ...lookupsFile, value } };
}
