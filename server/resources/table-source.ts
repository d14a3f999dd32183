// The list source of a resource stored in a table: its fields as columns, plus the columns a
// screen shows that come from a referenced row (a finance row's student's personal_id), are
// counted (a role's users), say whether a row is enrolled (screen key enrol) or are kept in an
// applicant's register_form_info.
import type { Registry, ResourceDefinition } from '../registry';
import { REGISTER_TABLE, tablesOf } from '../db/tables';
import { ENROLLED_COLUMN } from '../../contract/dsl';
import type { ListSource, SourceColumn } from './list-query';
import { partsSelects } from './parts';

const counted: Readonly<Record<string, Record<string, SourceColumn>>> = {
  roles: {
    users_count: {
      sql: `((SELECT count(*) FROM user_roles ur WHERE ur.role_id = roles.id)
        + (SELECT count(*) FROM users u JOIN administrations a ON a.id = u.administration_id
           WHERE roles.id = ANY(a.roles) AND NOT EXISTS (
             SELECT 1 FROM user_roles ur WHERE ur.role_id = roles.id AND ur.user_id = u.id)))::integer`,
      kind: 'integer',
    },
    // the administrators' accounts the role is given to (a staff record's roles reach its account besides)
    accounts: { sql: 'ARRAY(SELECT ur.user_id FROM user_roles ur WHERE ur.role_id = roles.id ORDER BY ur.user_id)', kind: 'lookupMany' },
  },
};

export interface TableSource extends ListSource {
  /** the columns a single row answers with (show, create, update) */
  rowSelect: string;
}

export function tableSource(registry: Registry, resource: ResourceDefinition): TableSource {
  const table = resource.table;
  if (!table) throw new Error(`${resource.screen} has no table`);
  const shape = tablesOf(registry).get(table);
  const fields = shape ? [...shape.fields.values()] : resource.fields.filter((field) => field.kind !== 'repeat');
  const columns = new Map<string, SourceColumn>();
  columns.set('id', { sql: `${table}.id`, kind: 'integer' });
  for (const field of fields) columns.set(field.key, { sql: `${table}.${field.key}`, kind: field.kind });
  columns.set('created_at', { sql: `${table}.created_at`, kind: 'datetime' });
  columns.set('updated_at', { sql: `${table}.updated_at`, kind: 'datetime' });

  const tables = tablesOf(registry);
  // a row of a screen that enrols is enrolled while the row its enrolment made is there (a student deleted since frees it)
  const enrolledInto = resource.enrol ? registry.resources[resource.enrol.into]?.table : undefined;
  // a column the table lacks, read through a lookup field from the referenced table
  const derive = (key: string): SourceColumn | undefined => {
    if (key === ENROLLED_COLUMN && enrolledInto) {
      return { sql: `EXISTS (SELECT 1 FROM ${enrolledInto} e WHERE e.id = ${table}.enrolled_id)`, kind: 'boolean' };
    }
    // an applicant's answer beyond the register's fields (a public form's), from the row's register_form_info
    if (table === REGISTER_TABLE) return { sql: `(${table}.register_form_info ->> '${key}')`, kind: 'text' };
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
  const extraKeys = new Set([
    ...resource.columns,
    ...resource.sortable,
    ...resource.filters.filter((f) => f.kind !== 'search').map((f) => f.column),
  ]);
  const shown: string[] = [];
  for (const key of extraKeys) {
    if (columns.has(key)) continue;
    const column = counted[table]?.[key] ?? derive(key);
    if (!column) continue;
    columns.set(key, column);
    if (resource.columns.includes(key)) shown.push(`${column.sql} AS ${key}`);
  }

  const registerColumn = table === REGISTER_TABLE ? [`${table}.register_form_info`] : [];
  const base = ['id', ...fields.map((f) => f.key), 'created_at', 'updated_at'].map((key) => `${table}.${key}`);
  // a row read alone (its detail, an action's form) shows what its line in the list shows
  const rowSelect = [...base, ...registerColumn, ...partsSelects(resource, table), ...shown].join(', ');
  // a list row carries what the screen shows; the edit form reads the whole row by id
  const stored = new Set([...fields.map((f) => f.key), 'created_at', 'updated_at']);
  const listed = ['id', ...resource.columns.filter((key) => stored.has(key))].map((key) => `${table}.${key}`);
  return {
    table,
    from: table,
    // each row with its version (a bulk action names the versions it was shown, and skips a row written since)
    select: [...listed, ...registerColumn, ...shown, `${table}.xmin::text AS row_version`].join(', '),
    rowSelect,
    columns,
    where: table === REGISTER_TABLE ? { sql: `${table}.register = $1`, params: [resource.screen] } : undefined,
  };
}
