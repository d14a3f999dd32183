// What the codegen derives of the definitions once, for every stage that needs it: the tables a lookup, a workflow and
// a lock reach, the names of the indexes, constraints and triggers that keep a screen's rules (which the migration
// writes and a refused write reports), the capacities over a table, the permissions the screens name, and whose
// accounts a notification reaches. The checks, the compiler and the migration's writer each ask here rather than
// derive it again.
import { AREA_RECORD_TABLE } from '../../contract/constants';
import type { AccountColumn } from '../../contract/model';
import { partsTable } from '../../contract/model';
import type { Definitions, FieldSource, LookupSource, ScreenSource, SidebarEntrySource } from '../load/sources';

type WorkflowScreen = { table?: string; fields?: readonly { key: string; kind?: string; lookup?: string }[]; workflow?: { of?: string } };

/**
 * The table of the list a lookup field of the screen looks up (a course_id's journal_courses): the record a workflow's
 * state, a capacity's or a share's limit, or a publication is read from. None for a field of another kind.
 */
export function lookupTable(screen: WorkflowScreen, key: string, lookups: Record<string, LookupSource>): string | undefined {
  const field = screen.fields?.find((candidate) => candidate.key === key);
  return field?.kind !== 'lookup' || field.lookup === undefined ? undefined : lookups[field.lookup]?.table;
}

/**
 * Where a row condition's holds reaches through a lookup field of the person's record (program_id.academic_degree_id):
 * the record's table, the field and the table it looks up (none for a field that is no lookup over a table), and the
 * field there. Undefined for a holds of the record's own field.
 */
export function holdsReach(
  holds: string, area: keyof typeof AREA_RECORD_TABLE, screens: readonly ScreenSource[], lookups: Record<string, LookupSource>,
): { record: string; own: string; target?: string; further: string } | undefined {
  const [own, further] = holds.split('.');
  if (further === undefined) return undefined;
  const record = AREA_RECORD_TABLE[area];
  const screen = screens.find((candidate) => candidate.table === record && candidate.area === undefined);
  return { record, own, further, target: screen && lookupTable(screen, own, lookups) };
}

/** The table whose rows hold a workflow's state: the screen's own, or that of the list the `of` field looks up. */
export function workflowTable(screen: WorkflowScreen, lookups: Record<string, LookupSource>): string | undefined {
  const of = screen.workflow?.of;
  return of === undefined ? screen.table : lookupTable(screen, of, lookups);
}

type Lock = NonNullable<NonNullable<ScreenSource['workflow']>['locks']>['screens'][number];

/** What a workflow's lock keeps: the locked screen's table, the lookup field its rows reach the record by (none for the record's own table), the fields locked. */
export interface LockReach {
  table: string;
  by?: string;
  fields: string[];
}

/**
 * How the rows of a locked screen belong to the record holding the state (table `record`): they are its rows, or
 * their one lookup field of its table names it. A sentence saying what is wrong where they do not.
 */
export function lockReach(lock: Lock, screens: readonly ScreenSource[], lookups: Record<string, LookupSource>, record: string): LockReach | string {
  const locked = screens.find((candidate) => candidate.screen === lock.screen);
  if (!locked) return `there is no screen '${lock.screen}' to lock`;
  if (!locked.table) return `the screen '${lock.screen}' keeps no table: it has no rows to lock`;
  const stored = (locked.fields ?? []).filter((field) => field.kind !== 'repeat').map((field) => field.key);
  const fields = lock.fields ?? stored;
  if (locked.table === record) return { table: record, fields };
  const links = (locked.fields ?? []).filter((field) => field.kind === 'lookup' && field.lookup !== undefined && lookups[field.lookup]?.table === record);
  if (links.length !== 1) {
    return `the rows of '${lock.screen}' must name the record by one lookup field of ${record}, and it has ${links.length === 0 ? 'none' : links.map((field) => field.key).join(', ')}`;
  }
  return { table: locked.table, by: links[0].key, fields };
}

/** The record a workflow's lock keeps: its table, the column of its state, the states that lock it, the columns of its title. */
export interface LockedRecord {
  table: string;
  field: string;
  locking: readonly string[];
  title: readonly string[];
}

/** A lock of a workflow (workflow key locks) as its trigger keeps it: where it reaches, and the record it keeps. */
export interface LockModel extends LockReach {
  record: LockedRecord;
}

/**
 * The locks of a screen's workflow that reach its record (those that do not are the check stage's problems), each with
 * the record: its table, its state's column, the states no one may write (none: the locks keep nothing), and the
 * recordTitle of a screen of its table, which a refusal names.
 */
export function workflowLocks(screen: ScreenSource, screens: readonly ScreenSource[], lookups: Record<string, LookupSource>): LockModel[] {
  const table = workflowTable(screen, lookups);
  if (!screen.workflow?.locks || table === undefined) return [];
  const { field, states } = screen.workflow;
  const locking = states.filter((state) => state.edit === undefined).map((state) => state.id);
  const title = screens.find((candidate) => candidate.table === table && candidate.recordTitle)?.recordTitle ?? [];
  return screen.workflow.locks.screens.flatMap((lock) => {
    const reach = lockReach(lock, screens, lookups, table);
    return typeof reach === 'string' ? [] : [{ ...reach, record: { table, field, locking, title } }];
  });
}

/** An index's, constraint's or trigger's name on `table`: its columns and what it is, within PostgreSQL's 63 characters. */
export function indexName(table: string, columns: readonly string[], suffix = 'idx'): string {
  return `${table}_${columns.join('_')}_${suffix}`.replace(/[^a-z0-9_]/g, '').slice(0, 63);
}

/** The columns of a screen's unique constraint (screen key constraints), after its partition column if it has one. */
export function uniqueColumns(partition: string | undefined, fields: readonly string[]): string[] {
  return [...(partition ? [partition] : []), ...fields];
}

export type ConstraintSource = NonNullable<ScreenSource['constraints']>[number];

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The index, exclusion constraint or trigger that keeps a screen's constraint, as the migration names it and a refused
 * write reports it.
 */
export function constraintIndex(screen: Pick<ScreenSource, 'table' | 'partition'>, constraint: ConstraintSource): string {
  const table = constraintTable(screen, constraint);
  if (constraint.noOverlap) return indexName(table, [constraint.noOverlap.key], 'no_overlap');
  if (constraint.capacity) return indexName(table, [constraint.capacity.of], 'capacity');
  if (constraint.requires) return indexName(table, [snakeCase(constraint.requires.rule)], 'requires');
  return indexName(table, uniqueColumns(screen.partition, constraint.unique ?? []), 'key');
}

/** The trigger that keeps a workflow's lock on a locked table, as the migration names it and a refused write reports it. */
export function lockIndex(table: string, stateField: string): string {
  return indexName(table, [stateField], 'lock');
}

/** The table a constraint is kept on: the screen's, or that of the parts a noOverlap or requires names. */
export function constraintTable(screen: { table?: string }, constraint: { noOverlap?: { part?: string }; requires?: { part?: string } }): string {
  const part = constraint.noOverlap?.part ?? constraint.requires?.part;
  return part === undefined ? screen.table ?? '' : partsTable(screen.table ?? '', part);
}

/** Every permission a screen, its workflow, its actions or a sidebar entry names: those a role can grant. */
export function namedPermissions(definitions: Definitions): string[] {
  const permissions = new Set(definitions.screens.flatMap(({ value: screen }) => [
    ...(screen.permission ? [screen.permission] : []),
    ...(screen.workflow?.transitions ?? []).flatMap((transition) => (transition.permission ? [transition.permission] : [])),
    ...(screen.workflow?.states ?? []).flatMap((state) => (typeof state.edit === 'string' ? [state.edit] : [])),
    ...(screen.actions ?? []).flatMap((action) => (action.permission ? [action.permission] : [])),
  ]));
  const visit = (entries: readonly SidebarEntrySource[]): void => {
    for (const entry of entries) {
      if (entry.permission) permissions.add(entry.permission);
      if (entry.children) visit(entry.children);
    }
  };
  visit(definitions.sidebar.value.sidebar);
  return [...permissions].sort();
}

export type Capacity = NonNullable<NonNullable<ScreenSource['constraints']>[number]['capacity']>;

/** The capacity a screen keeps over the records of a table: one whose `of` looks them up (a project's applications over projects). */
export function capacityOver(keeper: ScreenSource, table: string, lookups: Record<string, LookupSource>): Capacity | undefined {
  return keeper.constraints?.flatMap((constraint) => (constraint.capacity ? [constraint.capacity] : []))
    .find((capacity) => lookupTable(keeper, capacity.of, lookups) === table);
}

/** The project's screens and lookup lists: what a field looks up, and which screens keep a table. */
export interface Project {
  screens: readonly ScreenSource[];
  lookups: Readonly<Record<string, LookupSource>>;
}

/**
 * The accounts' column naming what a lookup field looks up: an account itself (id), or a person whose screen says which
 * column of the accounts names them (its person's account: a student's student_id). None for any other field.
 */
export function accountColumnOf(field: FieldSource | undefined, project: Project): AccountColumn | undefined {
  if (field?.kind !== 'lookup' || field.lookup === undefined) return undefined;
  const table = project.lookups[field.lookup]?.table;
  if (table === undefined) return undefined;
  if (table === 'users') return 'id';
  return project.screens.find((screen) => screen.table === table && screen.person?.account !== undefined)?.person?.account;
}

/** The accounts' column of the people a grid's rows are (a sheet's students: student_id), where its rows field names them. */
export function rowsAccount(screen: ScreenSource, lookups: Project['lookups'], screens: readonly ScreenSource[]): AccountColumn | undefined {
  const field = screen.grid && screen.fields?.find((candidate) => candidate.key === screen.grid!.rows.field);
  return accountColumnOf(field, { screens, lookups });
}

/**
 * The record a notification is about and the fields it has: for an action, the screen's own row; for a workflow's move,
 * the record holding the state (the screen's row, or with `of` a row of another table, whose fields are those of the
 * screens keeping it).
 */
export function notifiedRecord(screen: ScreenSource, project: Project, of: 'action' | 'workflow'): { table?: string; fields: readonly FieldSource[] } {
  if (of === 'action' || screen.workflow?.of === undefined) return { table: screen.table, fields: screen.fields ?? [] };
  const table = workflowTable(screen, project.lookups);
  return { table, fields: project.screens.filter((keeping) => keeping.table === table).flatMap((keeping) => keeping.fields ?? []) };
}

