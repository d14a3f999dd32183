// The parts of a record (a field of kind repeat: a survey's questions): kept in a child table <table>_<field>, one
// row per part with its position, read into the record as an ordered list (each part with its id) and written with
// it, all at once. A part written back with its id is kept (what refers to it stays: a question's answers); one left
// out is removed; one without an id, or with an id not of this record, is added.
import type { Queryable } from '../db/database';
import { partsTable, type ServerScreen, type FieldModel } from '../../contract/model';

const isParts = (field: FieldModel): boolean => field.kind === 'repeat';


/** The select expressions that read each repeat field's parts into the row, in order. */
export function partsSelects(resource: ServerScreen, table: string): string[] {
  return resource.fields.filter(isParts).map((field) => {
    // a time as every other answer gives it, hh:mm (json would write hh:mm:ss)
    const value = (part: FieldModel) => (part.kind === 'time' ? `to_char(p.${part.key}, 'HH24:MI')` : `p.${part.key}`);
    const pairs = [`'id', p.id`, ...(field.fields ?? []).map((part) => `'${part.key}', ${value(part)}`)].join(', ');
    return `(SELECT coalesce(json_agg(json_build_object(${pairs}) ORDER BY p.position), '[]'::json)
      FROM ${partsTable(table, field.key)} p WHERE p.parent_id = ${table}.id) AS ${field.key}`;
  });
}

/** A record's parts as it holds them (each repeat field's items), to be kept when it is deleted. */
export function partsOf(resource: ServerScreen, row: Readonly<Record<string, unknown>>): Record<string, unknown[]> {
  return Object.fromEntries(resource.fields.filter(isParts).map((field) => [field.key, Array.isArray(row[field.key]) ? row[field.key] as unknown[] : []]));
}

/** A write's values without its parts, which are no column of the record. */
export function withoutParts(resource: ServerScreen, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parts = new Set(resource.fields.filter(isParts).map((field) => field.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !parts.has(key)));
}

/**
 * Replaces the parts a write names (in the write's transaction); a repeat field the write leaves out keeps its
 * parts. A new part is stamped with its author (the account writing), which a kept part keeps. Answers whether any
 * were written, so the row is read again only then.
 */
export async function writeParts(
  tx: Queryable, resource: ServerScreen, table: string, id: number, values: Readonly<Record<string, unknown>>, author: number,
): Promise<boolean> {
  let wrote = false;
  for (const field of resource.fields.filter(isParts)) {
    if (!(field.key in values)) continue;
    wrote = true;
    const child = partsTable(table, field.key);
    const items = (values[field.key] ?? []) as Record<string, unknown>[];
    const kept = items.flatMap((item) => (typeof item.id === 'number' ? [item.id] : []));
    await tx.query(`DELETE FROM ${child} WHERE parent_id = $1 AND NOT (id = ANY($2::integer[]))`, [id, kept]);
    const keys = (field.fields ?? []).filter((part) => !part.stamp).map((part) => part.key);
    const stamps = (field.fields ?? []).filter((part) => part.stamp).map((part) => part.key);
    // a part written back as it is held is not written again (its table's constraints and triggers not run for nothing)
    const held = new Map((await tx.query<Record<string, unknown>>(`SELECT ${['id', 'position', ...keys].join(', ')} FROM ${child} WHERE parent_id = $1`, [id]))
      .map((part) => [part.id, JSON.stringify(['position', ...keys].map((key) => part[key] ?? null))]));
    const seen = new Set<unknown>();
    for (const [position, item] of items.entries()) {
      const params = [id, position, ...keys.map((key) => item[key] ?? null)];
      // an id named twice keeps its part once; the second is a new part
      const keeps = typeof item.id === 'number' && !seen.has(item.id);
      seen.add(item.id);
      if (keeps && held.get(item.id) === JSON.stringify(params.slice(1))) continue;
      const updated = keeps ? await tx.query(
        `UPDATE ${child} SET position = $2, ${keys.map((key, i) => `${key} = $${i + 3}`).join(', ')} WHERE parent_id = $1 AND id = $${params.length + 1} RETURNING id`,
        [...params, item.id],
      ) : [];
      if (updated.length > 0) continue;
      const columns = [...keys, ...stamps];
      await tx.query(
        `INSERT INTO ${child} (parent_id, position, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})`,
        [...params, ...stamps.map(() => author)],
      );
    }
  }
  return wrote;
}
