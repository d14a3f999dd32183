// The parsed shapes of the YAML files in screens/, after they have passed schemas/.
import type { BulkAction, ColumnKind, FieldKind, FilterKind, OnDelete, ShowWhen, SidebarEntry } from '../src/runtime/screen';

export interface ColumnSource {
  key: string;
  label: string;
  kind?: ColumnKind;
  sort?: string;
  lookup?: string;
  width?: number;
  hidden?: boolean;
}

export interface FilterSource {
  key: string;
  label: string;
  kind: FilterKind;
  lookup?: string;
  dependsOn?: string;
  min?: number;
  max?: number;
  column?: string;
  searchIn?: string[];
}

export interface FieldSource {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  lookup?: string;
  dependsOn?: string;
  accept?: 'image' | 'document';
  maxLength?: number;
  unique?: boolean;
  showWhen?: ShowWhen;
  display?: 'select' | 'radio';
  groupBy?: 'sidebar';
  onDelete?: OnDelete;
  renamedFrom?: string;
}

export interface EnrolSource {
  into: string;
  fields: Record<string, string>;
  values?: Record<string, string | number | boolean>;
}

export interface ScreenSource {
  screen: string;
  title: string;
  addTitle?: string;
  permission: string;
  endpoint: string;
  responseKey?: string;
  adapter?: string;
  table?: string;
  readOnly?: boolean;
  filter?: boolean;
  export?: boolean;
  forwardQuery?: boolean;
  collapseSidebar?: boolean;
  opensAdd?: boolean;
  bulkActions?: BulkAction[];
  enrol?: EnrolSource;
  defaultSort?: string;
  columns: ColumnSource[];
  filters?: FilterSource[];
  fields?: FieldSource[];
}

export interface LookupOptionSource {
  id: number | string;
  label: string;
}

export interface LookupSource {
  table?: string;
  label?: string;
  parent?: string;
  options?: LookupOptionSource[];
}

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
  sidebar: Located<{ sidebar: SidebarEntrySource[] }>;
  locales: Record<string, Record<string, unknown>>;
  adapters: readonly string[];
}
