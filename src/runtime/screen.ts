// The contract between generated screen modules (src/generated/) and the runtime that renders them.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorType } from '@rjsf/utils';

export type ColumnKind =
  | 'text' | 'phone' | 'image' | 'date' | 'datetime' | 'money' | 'decimal' | 'number' | 'boolean'
  | 'lookup' | 'relative' | 'file' | 'link' | 'color' | 'checkbox' | 'actions';

export interface ColumnDefinition {
  key: string;
  /** i18n key of the header */
  label: string;
  kind: ColumnKind;
  sort?: string;
  lookup?: string;
  width?: number;
  hidden?: boolean;
}

export type FilterKind = 'select' | 'boolean' | 'range' | 'dateRange' | 'search';

export interface FilterDefinition {
  key: string;
  label: string;
  kind: FilterKind;
  lookup?: string;
  dependsOn?: string;
  min?: number;
  max?: number;
}

export type FieldKind =
  | 'text' | 'longtext' | 'phone' | 'email' | 'digits' | 'date' | 'datetime' | 'money' | 'decimal'
  | 'integer' | 'boolean' | 'color' | 'file' | 'lookup' | 'lookupMany';

/** A field shown only while another field holds a value (the DSL's showWhen). */
export interface ShowWhen {
  field: string;
  equals: number | string | boolean;
}

/** Whether a showWhen condition holds for the values given. */
export function isShown(condition: ShowWhen | undefined, values: Readonly<Record<string, unknown>>): boolean {
  return condition === undefined || values[condition.field] === condition.equals;
}

export interface FieldDefinition {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  lookup?: string;
  dependsOn?: string;
  accept?: 'image' | 'document';
  showWhen?: ShowWhen;
  display?: 'select' | 'radio';
}

/** What a form module (loaded only when a modal opens) exports. */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

/** What the checkbox column's selection can be given to at once (screen key bulkActions). */
export type BulkAction = 'export' | 'delete' | 'enrol';

/** What deleting a referenced row does to a lookup field that names it (screen key onDelete). */
export type OnDelete = 'restrict' | 'clear';

/** The value of an enrolment's `values` that stands for the day of the enrolment. */
export const ENROL_TODAY = 'today';

export interface ScreenDefinition {
  name: string;
  title: string;
  addTitle?: string;
  permission: string;
  endpoint: string;
  responseKey?: string;
  adapter?: string;
  readOnly: boolean;
  filter: boolean;
  export: boolean;
  forwardQuery: boolean;
  collapseSidebar: boolean;
  opensAdd: boolean;
  /** absent when the screen offers none */
  bulkActions?: readonly BulkAction[];
  /** for the enrol action: the permission of the screen the rows are enrolled into */
  enrolPermission?: string;
  defaultSort?: string;
  columns: readonly ColumnDefinition[];
  filters: readonly FilterDefinition[];
  fields: readonly FieldDefinition[];
  /** Present when the screen has a form; resolves to its schema and precompiled validator. */
  loadForm?: () => Promise<FormModule>;
}

/** The Laravel-style page every list call answers with (spec section 3). */
export interface Paged<Row> {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  data: Row[];
}

export interface SidebarEntry {
  id: string;
  label: string;
  icon?: string;
  screen?: string;
  path?: string;
  action?: string;
  permission?: string;
  /** instead of permission: shown to a holder of any one of these */
  anyPermission?: readonly string[];
  badge?: 'unreadMessages';
  children?: readonly SidebarEntry[];
}

export interface LookupOption {
  id: number | string;
  /** i18n key for fixed lists; absent for table-backed ones, which carry name_ka / name_en */
  label?: string;
  name_ka?: string;
  name_en?: string;
  parent_id?: number | null;
}

export interface LookupDefinition {
  name: string;
  table?: string;
  label?: string;
  parent?: string;
  options?: readonly LookupOption[];
}
