// The shape of server/generated/registry.ts, which `npm run gen` emits from screens/.
// The server never trusts a field, sort key or filter that no definition names.
import type { Area, RowCondition, FieldComputed, FieldKind, FilterKind, Grid, LookupDefinition, OnDelete, Questionnaire, ScopeTo, ScreenView, ShowWhen, Widget } from '../contract/dsl';

export type { Area, RowCondition, FieldComputed, FieldKind, FilterKind, Grid, LookupDefinition, OnDelete, Questionnaire, ScopeTo, ScreenView, ShowWhen, Widget };

export interface ResourceField {
  key: string;
  kind: FieldKind;
  required: boolean;
  lookup?: string;
  accept?: 'image' | 'document' | 'table';
  unique?: boolean;
  /** shown only while another field holds a value; hidden, the server clears it and refuses a value for it */
  showWhen?: ShowWhen;
  /** for a lookup over a table: what deleting the referenced row does here (absent: restrict, refused with 409) */
  onDelete?: OnDelete;
  /** the field whose value narrows this one's options (a lookup list's parent) */
  dependsOn?: string;
  /** computed by the server at every write, never written by a client (field key computed) */
  computed?: FieldComputed;
  /** set by the server, never by a client: author is the signed-in account that added the record or part */
  stamp?: 'author';
  /** a field of the same kind this one may not be earlier than (an end and its start) */
  after?: string;
  /** the latest day a date field takes: today (a birth date) */
  notAfter?: 'today';
  /** for kind repeat: the fields of each part */
  fields?: readonly ResourceField[];
}

export interface ResourceFilter {
  key: string;
  kind: FilterKind;
  /** the column compared (age compares birthday) */
  column: string;
  lookup?: string;
  min?: number;
  max?: number;
  /** for kind search: the text columns searched by prefix */
  searchIn?: readonly string[];
  /** the list answers only with a value of it (422 without) */
  required?: boolean;
}

/** How the enrol bulk action turns a row of this resource into a row of another (screen key enrol). */
export interface ResourceEnrolment {
  /** the screen whose table receives the new rows */
  into: string;
  /** each target field, and the field of this resource it is copied from */
  fields: Readonly<Record<string, string>>;
  /** fixed values of target fields; 'today' in a date field is the day of the enrolment */
  values: Readonly<Record<string, string | number | boolean>>;
  /** the target fields' labels (i18n keys), to name them in a refusal */
  labels: Readonly<Record<string, string>>;
}

/** A column's mark of the signed-in account (column key mine): the table naming the rows it marks, and the column naming them. */
export interface Mark {
  table: string;
  names: string;
}

/** A screen's unique constraint (screen key constraints): its fields, the unique index that keeps it, and its message. */
export interface ResourceConstraint {
  unique: readonly string[];
  index: string;
  /** i18n key of the sentence a refused write gets under the last of the fields */
  message: string;
}

/** What a screen's action is to the server (screen key actions): its route, the rows it takes and what it runs. */
export interface ResourceAction {
  id: string;
  on: 'screen' | 'row' | 'selection';
  /** the named server action (server/actions) */
  run: string;
  /** the screen's fields are its form, checked as a write is */
  form: boolean;
  /** a row action applies only to rows holding these values */
  when?: Readonly<Record<string, string | number | boolean>>;
  /** needed besides the screen's permission */
  permission?: string;
  /** the action answers a file */
  download?: boolean;
  /** the action's form is a row's parts read as questions (screen key actions[].questionnaire) */
  questionnaire?: Questionnaire;
  /** a form of the action's own and its JSON Schema */
  fields?: readonly ResourceField[];
  schema?: Record<string, unknown>;
}

export interface ResourceDefinition {
  screen: string;
  /** i18n key of the screen's title, to name its rows in a message */
  title: string;
  endpoint: string;
  responseKey?: string;
  adapter?: string;
  /** absent for a dashboard, whose widgets are guarded by their own screens */
  permission?: string;
  /** absent for screens whose rows the server assembles itself (calendar, HR, journal) */
  table?: string;
  /** for those: the reader in server/reads that assembles them */
  source?: string;
  /** lookup lists the list answers beside its page, each under its name */
  withLookups?: readonly string[];
  view: ScreenView;
  /** the area's home dashboard, which greets every user even with no widget of theirs */
  home?: boolean;
  /** a dashboard's widgets, each reading another screen */
  widgets?: readonly Widget[];
  /** a grid's rows, columns and cell value */
  grid?: Grid;
  /** columns summed over every row the filters choose */
  totals?: readonly string[];
  readOnly: boolean;
  /** whether the screen offers an export of its list */
  export: boolean;
  /** the column holding the signed-in user's id: every read and action sees only their own rows */
  scope?: string;
  /** which of the user's ids the scope column holds: the account's, its student record's or its lecturer record's */
  scopeTo?: ScopeTo;
  /** the student, lecturer or public area the screen belongs to (absent: the admin area) */
  area?: Area;
  /** a public page: its address (/bachelor) */
  path?: string;
  /** a public form: the screens whose table its sending adds a row to */
  into?: readonly string[];
  /** conditions every row of the screen meets, whatever the query asks */
  only?: readonly RowCondition[];
  /** the columns a row's detail shows, for a screen whose rows open without fields to show */
  detail?: readonly string[];
  /** what the screen's actions run */
  actions?: readonly ResourceAction[];
  enrol?: ResourceEnrolment;
  /** rules over several fields the table keeps: unique together, with the index that keeps it and the sentence that says it */
  constraints?: readonly ResourceConstraint[];
  /** the keys of the list's columns, in order */
  columns: readonly string[];
  /** each column's header as an i18n key (export headers) */
  columnLabels: Readonly<Record<string, string>>;
  /** the lookup list of each lookup column (a widget's bars are its options) */
  columnLookups?: Readonly<Record<string, string>>;
  /** the columns that say yes for the rows the signed-in account is named with in a table (a survey it has answered) */
  mine?: Readonly<Record<string, Mark>>;
  fields: readonly ResourceField[];
  sortable: readonly string[];
  defaultSort?: string;
  filters: readonly ResourceFilter[];
  /** JSON Schema of a write body: the same schema the form validates with */
  schema: Record<string, unknown>;
}

export interface Registry {
  resources: Readonly<Record<string, ResourceDefinition>>;
  lookups: Readonly<Record<string, LookupDefinition>>;
  /** every permission the sidebar and the screens name */
  permissions: readonly string[];
}
