// The tables of the DSL's resources, derived from the registry: one column per field, plus id,
// created_at and updated_at, and the indexes the declared sorts, filters and searches need.
import type { FieldKind, Registry, ResourceDefinition, ResourceField } from '../registry';

/** All five applicant registers live in one table, told apart by this column. */
export const REGISTER_TABLE = 'applicants';

// Text compares byte-wise ("C") on both engines: PGlite and a PostgreSQL server have different
// default collations, and sorting must not depend on which one answers. Georgian letters are
// in alphabetical order in Unicode, so "C" sorts them correctly.
const TEXT = 'text COLLATE "C"';

export const sqlTypeOfKind: Readonly<Record<FieldKind, string>> = {
  text: TEXT,
  longtext: TEXT,
  phone: TEXT,
  email: TEXT,
  digits: TEXT,
  file: TEXT,
  color: TEXT,
  date: 'date',
  datetime: 'timestamp',
  money: 'numeric(12,2)',
  decimal: 'numeric(12,2)',
  integer: 'integer',
  lookup: 'integer',
  boolean: 'boolean',
  lookupMany: "integer[] NOT NULL DEFAULT '{}'",
};

export const textKinds: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'phone', 'email', 'digits', 'file', 'color']);

export function isTextKind(kind: FieldKind): boolean {
  return textKinds.has(kind);
}

export interface TableShape {
  name: string;
  fields: Map<string, ResourceField>;
  resources: ResourceDefinition[];
}

/** Every table the resources name, with the union of their fields. */
export function tablesOf(registry: Registry): Map<string, TableShape> {
  const tables = new Map<string, TableShape>();
  for (const resource of Object.values(registry.resources)) {
    if (!resource.table) continue;
    const table: TableShape = tables.get(resource.table) ?? { name: resource.table, fields: new Map(), resources: [] };
    table.resources.push(resource);
    for (const field of resource.fields) if (!table.fields.has(field.key)) table.fields.set(field.key, field);
    tables.set(resource.table, table);
  }
  return tables;
}

function indexName(table: string, columns: readonly string[], suffix = 'idx'): string {
  return `${table}_${columns.join('_')}_${suffix}`.replace(/[^a-z0-9_]/g, '').slice(0, 63);
}

export function registrySchemaStatements(registry: Registry): string[] {
  const statements: string[] = [];
  const tables = tablesOf(registry);
  for (const table of tables.values()) {
    statements.push(`CREATE TABLE IF NOT EXISTS ${table.name} (
      id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    if (table.name === REGISTER_TABLE) {
      statements.push(`ALTER TABLE ${table.name} ADD COLUMN IF NOT EXISTS register text COLLATE "C" NOT NULL DEFAULT ''`);
      statements.push(`ALTER TABLE ${table.name} ADD COLUMN IF NOT EXISTS register_form_info jsonb NOT NULL DEFAULT '{}'`);
    }
    if (table.resources.some((resource) => resource.enrol)) {
      // the row each row was enrolled as (the enrol bulk action: an applicant's student), so none is enrolled twice
      statements.push(`ALTER TABLE ${table.name} ADD COLUMN IF NOT EXISTS enrolled_id integer`);
    }
    for (const field of table.fields.values()) {
      statements.push(`ALTER TABLE ${table.name} ADD COLUMN IF NOT EXISTS ${field.key} ${sqlTypeOfKind[field.kind]}`);
    }
    const prefix = table.name === REGISTER_TABLE ? ['register'] : [];
    const indexed = new Set<string>();
    const addIndex = (columns: string[], expression = columns.join(', ')) => {
      const name = indexName(table.name, columns);
      if (indexed.has(name)) return;
      indexed.add(name);
      statements.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${table.name} (${expression})`);
    };
    for (const resource of table.resources) {
      for (const key of resource.sortable) {
        if (table.fields.has(key) || key === 'created_at') addIndex([...prefix, key, 'id']);
      }
      for (const filter of resource.filters) {
        if (filter.kind === 'search') {
          for (const column of filter.searchIn ?? []) {
            if (!table.fields.has(column)) continue;
            addIndex([...prefix, 'lower', column], [...prefix, `lower(${column}) text_pattern_ops`].join(', '));
          }
        } else if (table.fields.has(filter.column) && table.fields.get(filter.column)?.kind !== 'lookupMany') {
          addIndex([...prefix, filter.column]);
        }
      }
    }
    for (const field of table.fields.values()) {
      if (!field.unique) continue;
      const columns = [...prefix, field.key];
      statements.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(table.name, columns, 'key')} ON ${table.name} (${columns.join(', ')})`);
    }
  }
  for (const lookup of Object.values(registry.lookups)) {
    if (!lookup.table || tables.has(lookup.table)) continue;
    const label = lookup.label && lookup.label !== 'bilingual'
      ? `${lookup.label} ${TEXT} NOT NULL`
      : `name_ka ${TEXT} NOT NULL, name_en ${TEXT} NOT NULL`;
    const parent = lookup.parent ? `, ${lookup.parent} integer` : '';
    statements.push(`CREATE TABLE IF NOT EXISTS ${lookup.table} (id serial PRIMARY KEY, ${label}${parent})`);
  }
  return statements;
}
