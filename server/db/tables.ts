// The tables of the DSL's resources as the server reads them: which screens share a table and the union of
// their fields. Their columns and indexes are made by the migrations (server/db/migrations).
import type { FieldKind, Registry, ResourceDefinition, ResourceField } from '../registry';

/** All five applicant registers live in one table, told apart by this column. */
export const REGISTER_TABLE = 'applicants';

export const textKinds: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'phone', 'email', 'digits', 'personalNumber', 'file', 'color']);

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
    // a repeat field's parts are rows of a child table, not a column of this one
    for (const field of resource.fields) if (field.kind !== 'repeat' && !table.fields.has(field.key)) table.fields.set(field.key, field);
    tables.set(resource.table, table);
  }
  return tables;
}
