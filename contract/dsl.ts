// The screen DSL as the browser, the server and the codegen share it: the kinds a column, filter or field can be,
// the sidebar and lookup lists, the paged answer of a list. The shapes of the YAML files themselves are generated
// from schemas/ (./generated/dsl.ts), so no one keeps them by hand.
import type { Column, Entry, Field, Filter, Lookup, ScreenFile } from './generated/dsl';

export type { Column as ColumnSource, Enrol as EnrolSource, Field as FieldSource, Filter as FilterSource, ScreenFile as ScreenSource } from './generated/dsl';
export type { Lookup as LookupSource, LookupsFile, SidebarFile } from './generated/dsl';

export type ScreenView = NonNullable<ScreenFile['view']>;
/** The student, lecturer or public area a screen belongs to (absent: the admin area). */
export type Area = NonNullable<ScreenFile['area']>;
/** An area opened by the accounts of one type (the student's, the lecturer's), as against the public pages. */
export type AccountArea = Exclude<Area, 'public'>;
/** A condition every row of a screen meets (screen key only). */
export type { RowCondition } from './generated/dsl';
/** Which of the signed-in account's ids a scoped screen's scope column holds. */
export type ScopeTo = NonNullable<ScreenFile['scopeTo']>;
export type Tile = NonNullable<ScreenFile['tiles']>[number];
export type Grid = NonNullable<ScreenFile['grid']>;
export type CalendarKeys = NonNullable<ScreenFile['calendar']>;
/** A row's parts read as questions, the form of an action that asks them (actions[].questionnaire). */
export type Questionnaire = NonNullable<NonNullable<ScreenFile['actions']>[number]['questionnaire']>;
/** A tab above a list: a fixed set of filter values (screen key tabs). */
export type ListTab = NonNullable<ScreenFile['tabs']>[number];

export type ColumnKind = NonNullable<Column['kind']>;
export type FilterKind = Filter['kind'];
export type FieldKind = Field['kind'];

/** How the server computes a field at every write (the DSL's computed). */
export type FieldComputed = NonNullable<Field['computed']>;

/** A condition on another field of the same form: the DSL's showWhen, and required's when not always. */
export type FieldCondition = NonNullable<Field['showWhen']>;

/** Whether a field's condition holds for the values given (no condition always does). */
export function conditionHolds(condition: FieldCondition | undefined, values: Readonly<Record<string, unknown>>): boolean {
  if (condition === undefined) return true;
  const value = values[condition.field];
  return Array.isArray(condition.equals) ? condition.equals.includes(value as never) : value === condition.equals;
}

/** What deleting a referenced row does to a lookup field that names it (field key onDelete). */
export type OnDelete = NonNullable<Field['onDelete']>;

/** The value of an enrolment's `values` that stands for the day of the enrolment. */
export const ENROL_TODAY = 'today';

/** The column a screen that enrols may show and filter by: whether a row is enrolled (its enrolment's row is there). */
export const ENROLLED_COLUMN = 'enrolled';

/** The column a screen of people (key person.account) may show and filter by: whether an account names the row. */
export const ACCOUNT_COLUMN = 'has_account';

/** A sidebar entry (screens/sidebar.yaml), as the runtime filters it: its lists may end up empty. */
export interface SidebarEntry extends Omit<Entry, 'anyPermission' | 'children'> {
  /** instead of permission: shown to a holder of any one of these */
  anyPermission?: readonly string[];
  children?: readonly SidebarEntry[];
}

/** An option of a lookup list: a fixed one with its label key, or a table row with its names in both languages. */
export interface LookupOption {
  id: number | string;
  /** i18n key for fixed lists; absent for table-backed ones, which carry name_ka / name_en */
  label?: string;
  name_ka?: string;
  name_en?: string;
  parent_id?: number | null;
  /** the colour the option is drawn in (a calendar entry of this kind) */
  color?: string;
  /** a fixed option's narrowing of a field that depends on its field: the columns' values that field's rows hold */
  where?: Readonly<Record<string, OptionValue>>;
  /** a table row's values of the columns such a narrowing compares (a programme's academic_degree_id) */
  values?: Readonly<Record<string, OptionValue>>;
}

/** A value a lookup's rows are narrowed by (lookups.yaml where). */
export type OptionValue = string | number | boolean;

/** Whether a row of a table-backed list is among those a chosen fixed option names (its where), or any when it names none. */
export function isNarrowedTo(row: Pick<LookupOption, 'values'>, where: Readonly<Record<string, OptionValue>> | undefined): boolean {
  return Object.entries(where ?? {}).every(([column, value]) => row.values?.[column] === value);
}

/** A lookup list of screens/lookups.yaml, with its name, as the generated code hands it to the runtime and server. */
export interface LookupDefinition extends Pick<Lookup, 'table' | 'label' | 'shows' | 'search' | 'parent' | 'where' | 'system'> {
  name: string;
  /** for a lookup that shows several columns: the SQL of an option's label in each language (the codegen's) */
  labels?: Readonly<Record<string, string>>;
  /** the columns a chosen option of another list narrows its rows by (an option's where), which each row answers with */
  narrowedBy?: readonly string[];
  options?: readonly LookupOption[];
}

/** The Laravel-style page every list call answers with (spec section 3). */
export interface Paged<Row> {
  current_page: number;
  last_page: number;
  total: number;
  /** the total is the database's estimate (a list of very many rows, counted exactly with exact_total=1) */
  total_estimated?: boolean;
  per_page: number;
  data: Row[];
}
