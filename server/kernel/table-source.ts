// The list source of a screen stored in a table: its fields as columns, plus the columns a screen shows that come
// from a referenced row (a finance row's student's personal_id), from a domain (a role's count of accounts), say
// whether a row is enrolled (screen key enrol) or a person has an account (person.account), or come from the table's extras column (what a public form asked
// beyond an applicant's fields).
import { ACCOUNT_COLUMN, ENROLLED_COLUMN } from '../../contract/dsl';
import type { Registry, ServerScreen } from '../../contract/model';
import type { Hooks } from './hooks';
import { tablesOf } from './tables';
import type { ListSource, SourceColumn } from './list-query';
import { partsSelects } from './parts';

export interface TableSource extends ListSource {
  /** the columns a single row answers with (show, create, update) */
  rowSelect: string;
}

/** What a table's source is built from: the screens, and the domains' hooks. */
export interface SourceContext {
  registry: Registry;
  hooks: Hooks;
}

export function tableSource({ registry, hooks }: SourceContext, screen: ServerScreen): TableSource {
  const table = screen.table;
  if (!table) throw new Error(`${screen.name} has no table`);
  const tables = tablesOf(registry);
  const shape = tables.get(table);
  const fields = shape ? [...shape.fields.values()] : screen.fields.filter((field) => field.kind !== 'repeat');
  const columns = new Map<string, SourceColumn>();
  columns.set('id', { sql: `${table}.id`, kind: 'integer' });
  for (const field of fields) columns.set(field.key, { sql: `${table}.${field.key}`, kind: field.kind });
  // a row that holds its workflow's state: the state is a column of its own, shown, filtered and sorted as a field is
  const state = screen.workflow && screen.workflow.of === undefined ? [screen.workflow.field] : [];
  for (const key of state) columns.set(key, { sql: `${table}.${key}`, kind: 'text' });
  columns.set('created_at', { sql: `${table}.created_at`, kind: 'datetime' });
  columns.set('updated_at', { sql: `${table}.updated_at`, kind: 'datetime' });

  const extras = hooks.extraColumns(screen, table);
  // a row of a screen that enrols is enrolled while the row its enrolment made is there (a student deleted since frees it)
  const enrolledInto = screen.enrol ? registry.screens[screen.enrol.into]?.table : undefined;
  // a column the table lacks, read through a lookup field from the referenced table
  const derive = (key: string): SourceColumn | undefined => {
    if (key === ENROLLED_COLUMN && enrolledInto) {
      return { sql: `EXISTS (SELECT 1 FROM ${enrolledInto} e WHERE e.id = ${table}.enrolled_id)`, kind: 'boolean' };
    }
    if (key === ACCOUNT_COLUMN && screen.person) {
      return { sql: `EXISTS (SELECT 1 FROM users u WHERE u.${screen.person.account} = ${table}.id)`, kind: 'boolean' };
    }
    // an answer beyond the screen's fields (a public form's), from the row's extras column
    if (screen.extras) return { sql: `(${table}.${screen.extras} ->> '${key}')`, kind: 'text' };
    for (const field of fields) {
      if (field.kind !== 'lookup' || !field.lookup) continue;
      const target = registry.lookups[field.lookup]?.table;
      const targetField = target ? tables.get(target)?.fields.get(key) : undefined;
      if (target && targetField && target !== table) {
        return { sql: `(SELECT t.${key} FROM ${target} t WHERE t.id = ${table}.${field.key})`, kind: targetField.kind };
      }
    }
    return undefined;
  };
  const listed = screen.columns.map((column) => column.key);
  const extraKeys = new Set([...listed, ...screen.sortable, ...screen.filters.filter((f) => f.kind !== 'search').map((f) => f.column)]);
  const shown: string[] = [];
  for (const key of extraKeys) {
    if (columns.has(key)) continue;
    const column = extras[key] ?? derive(key);
    if (!column) continue;
    columns.set(key, column);
    if (listed.includes(key)) shown.push(`${column.sql} AS ${key}`);
  }

  const extrasColumn = screen.extras ? [`${table}.${screen.extras}`] : [];
  const base = ['id', ...fields.map((f) => f.key), ...state, 'created_at', 'updated_at'].map((key) => `${table}.${key}`);
  // a row read alone (its detail, an action's form) shows what its line in the list shows
  const rowSelect = [...base, ...extrasColumn, ...partsSelects(screen, table), ...shown].join(', ');
  // a list row carries what the screen shows; the edit form reads the whole row by id
  const stored = new Set([...fields.map((f) => f.key), ...state, 'created_at', 'updated_at']);
  const select = ['id', ...listed.filter((key) => stored.has(key))].map((key) => `${table}.${key}`);
  return {
    table,
    from: table,
    // each row with its version (a bulk action names the versions it was shown, and skips a row written since)
    select: [...select, ...extrasColumn, ...shown, `${table}.xmin::text AS row_version`].join(', '),
    rowSelect,
    columns,
    where: screen.partition ? { sql: `${table}.${screen.partition.column} = $1`, params: [screen.name] } : undefined,
  };
}
