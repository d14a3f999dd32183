// The parsed shapes of the YAML files in screens/, after they have passed schemas/ (their types are generated
// from the schemas into contract/generated/dsl.ts), and what the codegen says about them.
import type { Area, ColumnSource, EnrolSource, FieldSource, FilterSource, LookupSource, ScreenSource, SidebarEntry } from '../contract/dsl';

export type { ColumnSource, EnrolSource, FieldSource, FilterSource, LookupSource, ScreenSource };

/** A sidebar entry as screens/sidebar.yaml writes it: the runtime's SidebarEntry. */
export type SidebarEntrySource = SidebarEntry;

/** Where a value sits in its YAML file. */
export interface Position {
  line: number;
  column: number;
}

export type YamlPath = readonly (string | number)[];

export interface Located<T> {
  file: string;
  value: T;
  locate(path: YamlPath, key?: string): Position;
}

export interface Problem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface Definitions {
  screens: Located<ScreenSource>[];
  lookups: Located<{ lookups: Record<string, LookupSource> }>;
  sidebar: Located<{ sidebar: SidebarEntrySource[]; areas?: Partial<Record<Area, SidebarEntrySource[]>> }>;
  locales: Record<string, Record<string, unknown>>;
  adapters: readonly string[];
  /** the server's readers a screen may name as its source */
  readers: readonly string[];
  /** the server's readers of a grid's rows and columns */
  axes: readonly string[];
  /** the server's named actions a screen's actions may run */
  actions: readonly string[];
  /** the server's named actions a public form may run, for visitors without an account */
  publicActions: readonly string[];
}

/**
 * The fixed list of the field a field depends on, when its options say where (lookups.yaml): the chosen option then
 * narrows the field's rows by those columns instead of by the list's parent.
 */
export function narrowingList(screen: Pick<ScreenSource, 'fields'>, field: FieldSource, lookups: Record<string, LookupSource>): string | undefined {
  const decider = field.dependsOn === undefined ? undefined : (screen.fields ?? []).find((other) => other.key === field.dependsOn);
  const name = decider?.lookup;
  return name !== undefined && lookups[name]?.options?.some((option) => option.where) ? name : undefined;
}
