// The YAML files of screens/ as the load stage hands them on: each value as its schema (schemas/) types it, with
// where each of its keys sits, so a later stage can say where a problem is.
import type { Area, ColumnSource, EnrolSource, FieldSource, FilterSource, LookupSource, ScreenSource, SidebarEntry } from '../../contract/dsl';
import type { LocatedFile, Position, YamlPath } from '../core/problems';

export type { ColumnSource, EnrolSource, FieldSource, FilterSource, LookupSource, ScreenSource };

/** A sidebar entry as screens/sidebar.yaml writes it: the runtime's SidebarEntry. */
export type SidebarEntrySource = SidebarEntry;

export interface Located<T> extends LocatedFile {
  value: T;
  locate(path: YamlPath, key?: string): Position;
}

export interface Definitions {
  screens: Located<ScreenSource>[];
  lookups: Located<{ lookups: Record<string, LookupSource> }>;
  sidebar: Located<{ sidebar: SidebarEntrySource[]; areas?: Partial<Record<Area, SidebarEntrySource[]>> }>;
  locales: Record<string, Record<string, unknown>>;
}

/**
 * The fixed list of the field a field depends on, when its options say where (lookups.yaml): the chosen option then
 * narrows the field's rows by those columns instead of by the list's parent.
 */
export function narrowingList(
  fields: readonly Pick<FieldSource, 'key' | 'lookup'>[], field: Pick<FieldSource, 'dependsOn'>, lookups: Record<string, LookupSource>,
): string | undefined {
  const decider = field.dependsOn === undefined ? undefined : fields.find((other) => other.key === field.dependsOn);
  const name = decider?.lookup;
  return name !== undefined && lookups[name]?.options?.some((option) => option.where) ? name : undefined;
}
