// The contract between generated screen modules (src/generated/) and the runtime that renders them. What the
// server and the codegen share with the browser is in contract/.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorType } from '@rjsf/utils';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';
import type { Area, CalendarKeys, FieldComputed, LookupOption, ColumnKind, FieldKind, FilterKind, Grid, ListTab, ScreenAction, ScreenView, ShowWhen, Widget } from '../../contract/dsl';

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

export interface FilterDefinition {
  key: string;
  label: string;
  kind: FilterKind;
  lookup?: string;
  dependsOn?: string;
  min?: number;
  max?: number;
  /** the list shows nothing until it has a value */
  required?: boolean;
  /** where a select's options come from when its lookup cannot be read: the list rows' id and label columns */
  fallback?: { id: string; label: string };
}

export interface FieldDefinition {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  lookup?: string;
  dependsOn?: string;
  accept?: 'image' | 'document' | 'table';
  /** computed by the server at every write: shown, never in a form */
  computed?: FieldComputed;
  /** set by the server (author: who added it): shown, never in a form */
  stamp?: 'author';
  showWhen?: ShowWhen;
  display?: 'select' | 'radio';
  /** the latest day a date field takes: today (a birth date) */
  notAfter?: 'today';
  /** for kind repeat: the fields of each part */
  fields?: readonly FieldDefinition[];
}

/** A page's form (view form): drawn without rjsf (runtime/form/PageForm.tsx), checked by its precompiled validator alone. */
export interface PageFormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validate: CompiledValidateFunction;
}

/** What a form module (loaded only when a modal opens) exports. */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

export interface ScreenDefinition {
  name: string;
  title: string;
  addTitle?: string;
  /** a text under the title (a form page's instructions) */
  intro?: string;
  /** absent for a dashboard, whose widgets are guarded by their own screens */
  permission?: string;
  /** the student, lecturer or public area it belongs to (absent: the admin area) */
  area?: Area;
  endpoint: string;
  responseKey?: string;
  adapter?: string;
  readOnly: boolean;
  /** its recently deleted records can be listed and brought back */
  restorable?: boolean;
  filter: boolean;
  export: boolean;
  forwardQuery: boolean;
  collapseSidebar: boolean;
  opensAdd: boolean;
  /** what can be done on the screen, a row or a selection besides adding and editing */
  actions?: readonly ScreenAction[];
  /** tabs above the list, each a fixed set of filter values */
  tabs?: readonly ListTab[];
  /** the columns a row's detail shows instead of the fields */
  detail?: readonly string[];
  /** the columns or fields whose values name a record (its detail's title) */
  recordTitle?: readonly string[];
  /** the columns a row's card shows under its name on a phone (every column when not given) */
  card?: readonly string[];
  /** seconds between re-reads of the list while it is open */
  poll?: number;
  defaultSort?: string;
  view: ScreenView;
  /** the area's home page (a dashboard) */
  home?: boolean;
  calendar?: CalendarKeys;
  widgets?: readonly Widget[];
  grid?: Grid;
  /** the forms of its actions that have fields of their own, by action id, each loaded when it opens */
  actionForms?: Readonly<Record<string, () => Promise<FormModule>>>;
  /** the fixed option lists its columns, filters and fields name */
  fixedLookups?: Readonly<Record<string, readonly LookupOption[]>>;
  /** shown, marked as a sample, when the list cannot be read */
  sampleRow?: Readonly<Record<string, unknown>>;
  totals?: readonly string[];
  /** the screen a row opens, and the parameter its id fills */
  opens?: { screen: string; as: string };
  columns: readonly ColumnDefinition[];
  filters: readonly FilterDefinition[];
  fields: readonly FieldDefinition[];
  /** Present when the screen has a form; resolves to its schema and precompiled validator. */
  loadForm?: () => Promise<FormModule>;
  /** For a page's form (view form) instead: its schema and validator for a form drawn without rjsf. */
  loadPageForm?: () => Promise<PageFormModule>;
  /** the screen's words of the catalogue, by language (loaded with the screen, see runtime/i18n.ts) */
  labels: Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}
