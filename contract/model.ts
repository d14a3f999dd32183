// The compiled screen model: what `npm run gen` makes of one YAML file once it has been checked, and the only input
// of every emitter. The browser's screen module and the server's registry entry are both written from it, each with
// the keys its side needs, under the same names (ScreenModel → BrowserScreen, ServerScreen).
import type {
  Action, Calendar, Column, Field, Filter, Grid, Notify, RowCondition, ScreenFile, Tab, Tile, Workflow, WorkflowTransition,
} from './generated/dsl';
import type { Area, ColumnKind, FieldComputed, FieldKind, FilterKind, LookupDefinition, OnDelete, Questionnaire, ScopeTo, ScreenView, FieldCondition } from './dsl';
import type { RouteName } from './screen-routes';

/** A JSON Schema, as the forms and the server's write checks share it. */
export type JsonSchema = Record<string, unknown>;

/** A field of a screen's form and table, with its defaults filled in. */
export interface FieldModel {
  key: string;
  /** i18n key of its label */
  label: string;
  kind: FieldKind;
  /** always, or only while another field holds a value (a personal number of a Georgian citizen) */
  required: boolean | FieldCondition;
  lookup?: string;
  /** the field whose value narrows this one's options (a lookup list's parent) */
  dependsOn?: string;
  accept?: Field['accept'];
  /** for a file: the field whose value names it when downloaded (a book's title) */
  downloadName?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  /** no two rows may share a value */
  unique?: boolean;
  /** shown only while another field holds a value; hidden, the server clears it and refuses a value for it */
  showWhen?: FieldCondition;
  display?: Field['display'];
  groupBy?: Field['groupBy'];
  /** for a lookup over a table: what deleting the referenced row does here (absent: restrict, refused with 409) */
  onDelete?: OnDelete;
  /** a field of the same kind this one may not be earlier than (an end and its start) */
  after?: string;
  /** the latest day a date field takes: today (a birth date), in the form and by the server */
  notAfter?: 'today';
  /** set by the server, never by a client: author is the account that added the record or part */
  stamp?: 'author';
  /** computed by the server at every write, never written by a client */
  computed?: FieldComputed;
  /** for kind repeat: the fields of each part */
  fields?: readonly FieldModel[];
}

/** A column of a screen's list; what it does not say it takes from the field of the same key. */
export interface ColumnModel {
  key: string;
  /** i18n key of the header */
  label: string;
  kind: ColumnKind;
  sort?: string;
  lookup?: string;
  /** the locale subtree that names the column's codes (a permission's name) */
  names?: string;
  width?: number;
  hidden?: boolean;
  /** yes for the rows the signed-in account is named with in a table (a survey it has answered); the server's to work out */
  mine?: MarkModel;
  /** the places a record has left under a capacity another screen keeps over it; the server's to work out */
  placesLeft?: PlacesLeftModel;
  /** of kind open: the screen its link opens, when not the screen's own */
  opens?: { screen: string; as: string };
}

/** A capacity's places left (column key placesLeft): the table of the rows it counts, its field naming the record, the record's limit and what counts. */
export interface PlacesLeftModel {
  table: string;
  of: string;
  limit: string;
  counting: Counting;
}

/** The rows of a capacity that take a place: those whose field holds the value, or one of the values listed. */
export type Counting = Readonly<Record<string, string | number | readonly (string | number)[]>>;

/** A screen's value as an SQL literal: a number as it is, a text quoted (where SQL takes no parameter). */
export const sqlLiteral = (value: string | number): string => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/**
 * SQL true of a row of `alias` that takes a place under `counting`, null where its field is (a WHERE takes that as
 * false). The screens' literals, in no parameter: a trigger's body and a list's count take none.
 */
export function countsSql(alias: string, counting: Counting): string {
  return Object.entries(counting)
    .map(([field, value]) => (Array.isArray(value) ? `${alias}.${field} IN (${value.map(sqlLiteral).join(', ')})` : `${alias}.${field} = ${sqlLiteral(value as string | number)}`))
    .join(' AND ');
}

/** A column's mark of the signed-in account (column key mine): the table naming the rows it marks, and its column naming them. */
export interface MarkModel {
  table: string;
  names: string;
}

/**
 * A rule the database keeps over several fields of a screen's rows (screen key constraints): unique fields together, or
 * no overlap of a key's times; the index or exclusion constraint that keeps it, as the migration names it, and its
 * message.
 */
export interface ConstraintModel {
  unique?: readonly string[];
  noOverlap?: { part?: string; key: string; day: string; from: string; to: string; during?: readonly [string, string]; date?: string };
  capacity?: { of: string; limit: string; counting: Counting; waiting?: Readonly<Record<string, string | number>> };
  /** a rule of the domains' catalogue; `field`, the field a refusal shows under: `part`, else the rule's own */
  requires?: { rule: string; unless?: string; part?: string; field: string };
  /** the unique index, exclusion constraint or trigger that keeps it, by which the database names it in a refusal */
  index: string;
  /** i18n key of the sentence a refused write gets: under the last of the unique fields, the key of noOverlap, the record of capacity or the rule's field */
  message: string;
}

/**
 * The trigger on a capacity's record table that keeps its places from being lowered below the rows taking them: the
 * capacity's index with `_limit` after it, within PostgreSQL's 63 characters. Its refusal names the limit's column.
 */
export const LIMIT_SUFFIX = '_limit';
export const limitIndex = (capacityIndex: string): string => `${capacityIndex.slice(0, 63 - LIMIT_SUFFIX.length)}${LIMIT_SUFFIX}`;

/**
 * A screen's workflow (screen key workflow): the states its records go through, the first being where they start, and
 * the transitions between them; `table` is where the state is kept: the screen's own, or that of the record `of` names.
 */
export interface WorkflowModel extends Omit<Workflow, 'publish' | 'locks'> {
  table: string;
  /** the moves, each with whom it tells (notify) resolved */
  transitions: [TransitionModel, ...TransitionModel[]];
  /** rows shown before their state shows them: `by` names a record of `table` whose boolean `field` publishes them */
  publish?: { by: string; field: string; table: string };
  /** what its locked states lock (key locks): the sentence a refused write gets, and the triggers that refuse it */
  locks?: { message: string; triggers: readonly string[] };
}

/** The accounts' column that names what a field looks up: an account itself (id), or the person whose account it is. */
export type AccountColumn = 'id' | 'student_id' | 'lecturer_id' | 'administration_id';

/** A page a notification leads to: its screen, who may open it, its path, and the parameter that names the record there. */
export interface NotifyPage {
  screen: string;
  area?: Area;
  permission?: string;
  /** the app's path of the screen (/admin/course-grades) */
  path: string;
  /** the query parameter that opens the record on it (rowId, or a grid's scope), when it shows the record's table */
  param?: string;
}

/**
 * One audience a workflow's move or an action tells (key notify) and its words, as declared, with the accounts' column
 * of a `field` and the pages `opens` names (this screen when it names none) resolved.
 */
export interface NotifyModel extends Notify {
  account?: AccountColumn;
  /** for rows: the reader of the grid's rows, whose items are the people told (through account) */
  rowsReader?: string;
  pages: NotifyPage[];
}

/** A workflow's move, with whom it tells resolved. */
export type TransitionModel = Omit<WorkflowTransition, 'notify'> & { notify?: [NotifyModel, ...NotifyModel[]] };

/** A record's workflow as the server answers it to a user: its state, whether they may write it, the moves they may make. */
export interface WorkflowView {
  state: string;
  writable: boolean;
  transitions: { id: string; label: string; reason?: Workflow['transitions'][number]['reason'] }[];
  /** the reason given for the move into the state (a refusal's, a return's), where one was and the record is read alone */
  reason?: string;
}

/** A filter of a screen's list; what it does not say it takes from the field of the same key. */
export interface FilterModel {
  key: string;
  label: string;
  kind: FilterKind;
  /** the column compared (age compares birthday): the key unless the YAML names another */
  column: string;
  lookup?: string;
  dependsOn?: string;
  min?: number;
  max?: number;
  /** for kind search: the text columns searched by prefix */
  searchIn?: readonly string[];
  /** the list answers only with a value of it (422 without) */
  required?: boolean;
  /** where a select's options come from when its lookup cannot be read: the list rows' id and label columns */
  fallback?: Filter['fallback'];
}

/** What can be done on a screen, a row or a selection besides adding and editing (screen key actions). */
export interface ActionModel {
  id: string;
  label: string;
  on: Action['on'];
  /** the named server operation it runs (contract/catalogue.ts) */
  run: string;
  /** the screen's fields are its form, checked as a write is */
  form: boolean;
  submit?: string;
  /** a form of the action's own, and its JSON Schema */
  fields?: readonly FieldModel[];
  schema?: JsonSchema;
  /** for a row: the value each of its fields starts at, a column of the row (the amount to pay, what remains) */
  startsFrom?: Readonly<Record<string, string>>;
  download?: boolean;
  /** a row action applies only to rows holding these values */
  when?: Action['when'];
  /** a screen action is offered only while the user's list holds no row */
  whileEmpty?: boolean;
  icon?: string;
  /** needed besides the screen's permission */
  permission?: string;
  primary?: boolean;
  questionnaire?: Questionnaire;
  report?: Action['report'];
  confirm?: string;
  danger?: boolean;
  /** whom it tells once it has done its work */
  notify?: [NotifyModel, ...NotifyModel[]];
}

/** How the enrol action turns a row of this screen into a row of another (screen key enrol). */
export interface EnrolModel {
  /** the screen whose table receives the new rows */
  into: string;
  /** each target field, and the field of this screen it is copied from */
  fields: Readonly<Record<string, string>>;
  /** fixed values of target fields; 'today' in a date field is the day of the enrolment */
  values: Readonly<Record<string, string | number | boolean>>;
  /** the workflow state an enrolled row enters */
  state?: string;
}

/** A screen whose rows are people (screen key person): what erasure empties, their account, how long they are kept. */
export interface PersonModel {
  identifying: readonly string[];
  /** the accounts' column that names the person's record */
  account?: 'student_id' | 'lecturer_id' | 'administration_id';
  retention?: { months: number; unless?: Readonly<Record<string, string | number | boolean>> };
}

/**
 * How Find anyone finds a screen's records (screen key find): the text fields whose start a typed word is compared
 * with, and the fields shown under a found record's name.
 */
export interface FindModel {
  in: readonly string[];
  shows?: readonly string[];
}

/**
 * A condition every row of a screen meets (screen key only). A `holds` through a lookup field of the person's record
 * (program_id.academic_degree_id) names that field in holds, and the table it looks in and its column in through.
 */
export type RowConditionModel = RowCondition & { through?: { table: string; column: string } };

/** Fields of the signed-in person's own record a list shows above its rows (screen key summary), and the table they are read from. */
export interface SummaryModel {
  table: string;
  fields: readonly Pick<FieldModel, 'key' | 'label' | 'kind' | 'lookup'>[];
}

/** Whose rows a scoped screen shows: the column that holds one of the signed-in account's ids, and which. */
export interface ScopeModel {
  column: string;
  to: ScopeTo;
}

/** Several screens keeping their rows in one table, each its own: the column that holds the screen's name. */
export interface PartitionModel {
  column: string;
}

/**
 * A calendar's keys as the runtime reads them; its `moves` also say where the records it moves are written (the other
 * screen's endpoint) and who may write them (its permission).
 */
export type CalendarModel = Omit<Calendar, 'moves'> & {
  moves?: NonNullable<Calendar['moves']> & { endpoint: string; permission?: string };
};

export interface ScreenModel {
  name: string;
  /** i18n key of the title */
  title: string;
  addTitle?: string;
  intro?: string;
  /** absent for a dashboard, whose tiles are guarded by their own screens, and for a public form */
  permission?: string;
  /** the student, lecturer or public area it belongs to (absent: the admin area) */
  area?: Area;
  /** a public form's address */
  path?: string;
  endpoint: string;
  responseKey?: string;
  /** a pure browser function that shapes an answer that is not a plain page (src/runtime/core/adapters.ts) */
  adapter?: string;
  view: ScreenView;
  /** the routes the server answers for it and the browser calls (contract/routes.ts) */
  routes: readonly RouteName[];
  /** for a screen that takes a spreadsheet's rows (route import): the fields a file fills, and those that may name a row's record */
  /**
   * what a file may fill (import): the fields, the unique ones that may name a row's record (a grid's rows are named by
   * their cell), and the states of its workflow an import may leave the records it wrote in (past sheets, approved)
   */
  imports?: { fields: readonly string[]; keys: readonly string[]; cell?: readonly string[]; states?: readonly string[] };
  table?: string;
  /** several screens sharing the table, this one keeping to its own rows */
  partition?: PartitionModel;
  /** a JSON column keeping what a public form asked beyond the fields; a column that is no field is read from it */
  extras?: string;
  /** the server reader that assembles its rows (contract/catalogue.ts) */
  reader?: string;
  /** the domains' hooks that act on its table, besides those of every table (contract/catalogue.ts hookCatalogue) */
  hooks?: readonly string[];
  /** lookup lists the list answers beside its page */
  withLookups?: readonly string[];
  readOnly: boolean;
  filter: boolean;
  export: boolean;
  /** a deletion needs the reason the person gives, kept in the record's history */
  deleteReason?: boolean;
  forwardQuery: boolean;
  collapseSidebar: boolean;
  opensAdd: boolean;
  scope?: ScopeModel;
  /** conditions every row of the screen meets, whatever the query asks */
  only?: readonly RowConditionModel[];
  /** a public form: the screens whose table its sending adds a row to */
  into?: readonly string[];
  enrol?: EnrolModel;
  person?: PersonModel;
  /** found by Find anyone: by the start of these text fields, shown with those */
  find?: FindModel;
  /** rules over several fields the table keeps (unique together), each with the index that keeps it */
  constraints?: readonly ConstraintModel[];
  /** the states its records (or the records its rows belong to) go through, and who moves them */
  workflow?: WorkflowModel;
  actions: readonly ActionModel[];
  tabs?: readonly Tab[];
  /** the columns a row's detail shows instead of the fields */
  detail?: readonly string[];
  /** the columns or fields whose values name a record */
  recordTitle?: readonly string[];
  /** the columns a row's card shows under its name on a phone */
  card?: readonly string[];
  /** seconds between re-reads of the list while it is open */
  poll?: number;
  defaultSort?: string;
  /** every sort key of its columns */
  sortable: readonly string[];
  /** the area's home dashboard */
  home?: boolean;
  calendar?: CalendarModel;
  /** a dashboard's tiles, each reading another screen */
  tiles?: readonly Tile[];
  grid?: Grid;
  /** shown, marked as a sample, when the list cannot be read */
  sampleRow?: Readonly<Record<string, unknown>>;
  /** columns summed over every row the filters choose */
  totals?: readonly string[];
  /** the signed-in person's own record's fields shown above the list (a student's GPA), read from its table */
  summary?: SummaryModel;
  /** the screen a row opens, and the parameter its id fills */
  opens?: { screen: string; as: string };
  /** other screens' lists shown on a record's detail, each narrowed to the record by the filter its id fills */
  related?: readonly { screen: string; as: string; label?: string }[];
  /** the fixed option lists its columns, filters and fields name */
  fixedLookups?: Readonly<Record<string, NonNullable<LookupDefinition['options']>>>;
  columns: readonly ColumnModel[];
  filters: readonly FilterModel[];
  fields: readonly FieldModel[];
  /** the form's titled parts, each from its first field */
  sections?: ScreenFile['sections'];
  /** JSON Schema of a write body: the same schema the form validates with */
  schema: JsonSchema;
}

/**
 * The child table that keeps a repeat field's parts (journal_courses_meetings): the codegen makes it, the kernel reads
 * and writes it, a constraint over parts is kept on it.
 */
export const partsTable = (table: string, field: string): string => `${table}_${field}`;

/** What the browser's module leaves out: what only the server reads, and the form's sections (in the form's module). */
export const LEFT_OUT_OF_BROWSER = ['table', 'partition', 'extras', 'reader', 'hooks', 'withLookups', 'scope', 'only', 'into', 'enrol', 'person', 'find', 'constraints', 'schema', 'sortable', 'sections'] as const;
/** What the server's registry leaves out: what only the browser reads. */
export const LEFT_OUT_OF_REGISTRY = [
  'addTitle', 'intro', 'filter', 'forwardQuery', 'collapseSidebar', 'opensAdd', 'tabs', 'card', 'poll',
  'sampleRow', 'opens', 'related', 'fixedLookups', 'sections',
] as const;

/** An action as the browser offers it: its button and where it leads, without the server's name for what it runs or its form (loaded apart). */
export type BrowserAction = Omit<ActionModel, 'run' | 'fields' | 'schema' | 'notify'>;

/**
 * What of a field only the server reads (the form has its rules in its schema, and leaves out what no one types): the
 * browser's module leaves them out.
 */
export const FIELD_KEYS_LEFT_OUT_OF_BROWSER = ['maxLength', 'unique', 'onDelete', 'after', 'min', 'max', 'downloadName', 'groupBy', 'required', 'computed'] as const;

/** A field as the browser draws it in a record's detail. */
export type BrowserField = Omit<FieldModel, (typeof FIELD_KEYS_LEFT_OUT_OF_BROWSER)[number] | 'fields'> & { fields?: readonly BrowserField[] };

/** A filter as the browser offers it: what it compares and searches is the server's. */
export type BrowserFilter = Omit<FilterModel, 'column' | 'searchIn'>;

/** A screen as the browser's module has it (its form and words are loaded with it, see src/runtime/core/screen.ts). */
/** A column as the browser draws it: whose mark it is, the server works out. */
export type BrowserColumn = Omit<ColumnModel, 'mine' | 'placesLeft'>;

export type BrowserScreen = Omit<ScreenModel, (typeof LEFT_OUT_OF_BROWSER)[number] | 'actions' | 'columns' | 'fields' | 'filters'> & {
  actions: readonly BrowserAction[];
  columns: readonly BrowserColumn[];
  fields: readonly BrowserField[];
  filters: readonly BrowserFilter[];
};
/** A screen as the server's registry has it. */
export type ServerScreen = Omit<ScreenModel, (typeof LEFT_OUT_OF_REGISTRY)[number]>;

/** What the server runs on: every screen, the lookup lists and the permissions. */
export interface Registry {
  screens: Readonly<Record<string, ServerScreen>>;
  lookups: Readonly<Record<string, LookupDefinition>>;
  /** every permission the sidebar and the screens name */
  permissions: readonly string[];
}

export type { Column, Filter };
