// What every check of one screen works with: its definition, where it sits, the project's other definitions, and
// the helpers that say the problems more than one concern meets.
import type { ProblemCode, ProblemList, YamlPath } from '../core/problems';
import type { Definitions, Located, LookupSource, ScreenSource } from '../load/sources';
import { iconCatalogue } from '../../contract/catalogue';

export interface ScreenCheck {
  problems: ProblemList;
  definitions: Definitions;
  source: Located<ScreenSource>;
  screen: ScreenSource;
  lookups: Record<string, LookupSource>;
  /** keys of the screen's fields and columns, and of the state its workflow keeps in its rows */
  known: ReadonlySet<string>;
  add(path: YamlPath, code: ProblemCode, message: string): void;
}

export function screenCheck(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): ScreenCheck {
  const screen = source.value;
  return {
    problems, definitions, source, screen,
    lookups: definitions.lookups.value.lookups,
    // a row holding its own workflow state has that column too
    known: new Set([
      ...(screen.fields ?? []).map((field) => field.key), ...(screen.columns ?? []).map((column) => column.key),
      ...(screen.workflow && screen.workflow.of === undefined ? [screen.workflow.field] : []),
    ]),
    add: (path, code, message) => problems.add(source, path, code, message),
  };
}

/** Whether a catalogue of the locale has a message under the dotted key. */
export function hasKey(locale: Record<string, unknown>, key: string): boolean {
  let node: unknown = locale;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

/** Every i18n key a definition uses resolves to a message in every locale. */
export function checkLabel(problems: ProblemList, definitions: Definitions, source: Located<unknown>, path: YamlPath, key: string | undefined): void {
  if (key === undefined) return;
  for (const [locale, messages] of Object.entries(definitions.locales)) {
    if (!hasKey(messages, key)) problems.add(source, path, 'AULA-E101', `the label key '${key}' is missing from locales/${locale}.json`);
  }
}

export function duplicates(keys: readonly string[]): Set<string> {
  return new Set(keys.filter((key, index) => keys.indexOf(key) !== index));
}

/** A key that needs a lookup list names one screens/lookups.yaml declares. */
export function requireLookup(check: ScreenCheck, path: YamlPath, name: string | undefined, what: string): void {
  if (name === undefined) check.add(path, 'AULA-E202', `${what} needs a 'lookup' naming the list of its options`);
  else if (!(name in check.lookups)) check.add([...path, 'lookup'], 'AULA-E202', `the lookup '${name}' is not provided by screens/lookups.yaml; declare it there or use one of: ${Object.keys(check.lookups).sort().join(', ')}`);
}

/** Another screen of the project, by name. */
export function screenNamed(definitions: Definitions, name: string | undefined): ScreenSource | undefined {
  return name === undefined ? undefined : definitions.screens.find((candidate) => candidate.value.screen === name)?.value;
}

/** Whether a screen of the table has an integer field of the key (a course's seats), which a record of it then holds. */
export function hasIntegerField(definitions: Definitions, table: string | undefined, key: string): boolean {
  return definitions.screens.some(({ value }) => value.table === table && (value.fields ?? []).some((field) => field.key === key && field.kind === 'integer'));
}

/** What the codegen says of an icon the runtime does not draw; nothing for a known one or none. */
export function iconProblem(icon: string | undefined): string | undefined {
  return icon === undefined || (iconCatalogue as readonly string[]).includes(icon) ? undefined
    : `the icon '${icon}' is not in iconCatalogue of contract/catalogue.ts (it has: ${iconCatalogue.join(', ')})`;
}
