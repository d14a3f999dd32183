// The tables of the screens as the server reads them: which screens share a table and the union of
// their fields. Their columns and indexes are made by the migrations (server/db/migrations).
import type { Registry, ServerScreen, FieldModel } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';

export const textKinds: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'phone', 'email', 'digits', 'personalNumber', 'file', 'color', 'numbering']);

export function isTextKind(kind: FieldKind): boolean {
  return textKinds.has(kind);
}

/** A column a list reads (a table's, a subquery's, a domain's): its SQL expression in the source, and its kind. */
export interface SourceColumn {
  sql: string;
  kind: FieldKind;
}

export interface TableShape {
  name: string;
  fields: Map<string, FieldModel>;
  screens: ServerScreen[];
}

const shapes = new WeakMap<Registry, Map<string, TableShape>>();

/** Every table the screens name, with the union of their fields (made once per registry). */
export function tablesOf(registry: Registry): Map<string, TableShape> {
  const known = shapes.get(registry);
  if (known) return known;
  const tables = new Map<string, TableShape>();
  for (const screen of Object.values(registry.screens)) {
    if (!screen.table) continue;
    const table: TableShape = tables.get(screen.table) ?? { name: screen.table, fields: new Map(), screens: [] };
    table.screens.push(screen);
    // a repeat field's parts are rows of a child table, not a column of this one
    for (const field of screen.fields) if (field.kind !== 'repeat' && !table.fields.has(field.key)) table.fields.set(field.key, field);
    tables.set(screen.table, table);
  }
  shapes.set(registry, tables);
  return tables;
}
