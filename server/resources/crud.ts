// Show, create, update and delete for a resource stored in a table, driven by its registry entry.
import type { Queryable, Row } from '../db/database';
import type { ResourceDefinition } from '../registry';
import { REGISTER_TABLE } from '../db/registry-schema';
import { fieldError, HttpError, ValidationFailed, type Message } from '../errors';
import type { AppContext } from '../context';
import { checkBody, type RawBody } from './write-body';
import type { TableSource } from './table-source';

// tables whose rows decide what a signed-in user may do
const ACCESS_TABLES = new Set(['roles', 'permissions', 'administrations']);

/** For a screen that shares the applicants table: the condition keeping to its register, its value added to params. */
export function registerCondition(resource: ResourceDefinition, params: unknown[]): string {
  if (resource.table !== REGISTER_TABLE) return '';
  params.push(resource.screen);
  return ` AND register = $${params.length}`;
}

export async function findRow(db: Queryable, resource: ResourceDefinition, source: TableSource, id: number): Promise<Row> {
  const params: unknown[] = [id];
  const condition = registerCondition(resource, params);
  const [row] = await db.query(`SELECT ${source.rowSelect} FROM ${source.table} WHERE id = $1${condition}`, params);
  if (!row) throw new HttpError(404, 'errors.not_found');
  return row;
}

async function checkUnique(db: Queryable, resource: ResourceDefinition, values: Record<string, unknown>, id?: number) {
  for (const field of resource.fields) {
    const value = values[field.key];
    if (!field.unique || value === null || value === undefined) continue;
    const params: unknown[] = [value, id ?? 0];
    const condition = registerCondition(resource, params);
    const [taken] = await db.query(
      `SELECT 1 FROM ${resource.table} WHERE ${field.key} = $1 AND id <> $2${condition} LIMIT 1`,
      params,
    );
    if (taken) throw fieldError(field.key, 'validation.unique');
  }
}

function idsOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every id a lookup or lookupMany field names must be an option of its list: a row of the list's table or
 * one of its fixed options. Ids the row already holds pass, so a row is never stuck behind an old reference.
 */
async function checkReferences(
  ctx: AppContext, resource: ResourceDefinition, values: Record<string, unknown>, current?: Row,
): Promise<void> {
  const errors: Record<string, Message[]> = {};
  for (const field of resource.fields) {
    if ((field.kind !== 'lookup' && field.kind !== 'lookupMany') || !field.lookup || !(field.key in values)) continue;
    const held = new Set(idsOf(current?.[field.key]).map(String));
    const named = [...new Set(idsOf(values[field.key]).map(String))].filter((id) => !held.has(id));
    if (named.length === 0) continue;
    const lookup = ctx.registry.lookups[field.lookup];
    let known: Set<string>;
    if (lookup?.options) known = new Set(lookup.options.map((option) => String(option.id)));
    else if (lookup?.table) {
      const rows = await ctx.db.query<{ id: number }>(`SELECT id FROM ${lookup.table} WHERE id = ANY($1::integer[])`, [named.map(Number)]);
      known = new Set(rows.map((row) => String(row.id)));
    } else continue;
    const unknown = named.filter((id) => !known.has(id));
    if (unknown.length > 0) errors[field.key] = [{ key: 'validation.unknown_option', params: { ids: unknown.join(', ') } }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** A deleted row leaves no id behind in the lookupMany lists that could name it (a role's permissions). */
async function forgetReferences(ctx: AppContext, table: string, id: number): Promise<string[]> {
  const touched = new Set<string>();
  for (const resource of Object.values(ctx.registry.resources)) {
    if (!resource.table || resource.readOnly) continue;
    for (const field of resource.fields) {
      if (field.kind !== 'lookupMany' || ctx.registry.lookups[field.lookup ?? '']?.table !== table) continue;
      const key = `${resource.table}.${field.key}`;
      if (touched.has(key)) continue;
      touched.add(key);
      await ctx.db.query(`UPDATE ${resource.table} SET ${field.key} = array_remove(${field.key}, $1) WHERE $1 = ANY(${field.key})`, [id]);
    }
  }
  return [...touched].map((key) => key.split('.')[0]);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

async function storeFiles(ctx: AppContext, checked: Awaited<ReturnType<typeof checkBody>>): Promise<string[]> {
  const stored: string[] = [];
  for (const file of checked.files) {
    const location = await ctx.storage.save(file.content, file.extension);
    checked.values[file.field] = location;
    stored.push(location);
  }
  return stored;
}

/** After a write: cached totals of the table go, and sessions are re-read when the table decides access. */
export async function written(ctx: AppContext, table: string): Promise<void> {
  ctx.totals.invalidate(table);
  if (ACCESS_TABLES.has(table)) await ctx.sessions.changed({ all: true });
}

export async function createRow(ctx: AppContext, resource: ResourceDefinition, source: TableSource, raw: RawBody): Promise<Row> {
  const checked = await checkBody(resource, raw, ctx.storage);
  await checkReferences(ctx, resource, checked.values);
  await checkUnique(ctx.db, resource, checked.values);
  const stored = await storeFiles(ctx, checked);
  const columns = Object.keys(checked.values);
  const params = columns.map((key) => checked.values[key]);
  if (resource.table === REGISTER_TABLE) {
    columns.push('register');
    params.push(resource.screen);
  }
  let row: Row;
  try {
    [row] = await ctx.db.query(
      `INSERT INTO ${source.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING ${source.rowSelect}`,
      params,
    );
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    if (isUniqueViolation(error)) throw fieldError(resource.fields.find((f) => f.unique)?.key ?? 'id', 'validation.unique');
    throw error;
  }
  await written(ctx, source.table);
  return row;
}

export async function updateRow(
  ctx: AppContext, resource: ResourceDefinition, source: TableSource, id: number, raw: RawBody,
): Promise<Row> {
  const current = await findRow(ctx.db, resource, source, id);
  const checked = await checkBody(resource, raw, ctx.storage, current);
  await checkReferences(ctx, resource, checked.values, current);
  await checkUnique(ctx.db, resource, checked.values, id);
  const stored = await storeFiles(ctx, checked);
  const columns = Object.keys(checked.values);
  const params: unknown[] = columns.map((key) => checked.values[key]);
  params.push(id);
  const assignments = [...columns.map((key, i) => `${key} = $${i + 1}`), 'updated_at = now()'];
  let row: Row;
  try {
    [row] = await ctx.db.query(
      `UPDATE ${source.table} SET ${assignments.join(', ')} WHERE id = $${params.length} RETURNING ${source.rowSelect}`,
      params,
    );
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    if (isUniqueViolation(error)) throw fieldError(resource.fields.find((f) => f.unique)?.key ?? 'id', 'validation.unique');
    throw error;
  }
  await written(ctx, source.table);
  const replaced = resource.fields
    .filter((f) => f.kind === 'file' && f.key in checked.values && current[f.key] && current[f.key] !== checked.values[f.key])
    .map((f) => String(current[f.key]));
  await Promise.all(replaced.map((location) => ctx.storage.remove(location)));
  return row;
}

export async function deleteRow(ctx: AppContext, resource: ResourceDefinition, source: TableSource, id: number): Promise<void> {
  const current = await findRow(ctx.db, resource, source, id);
  await ctx.db.query(`DELETE FROM ${source.table} WHERE id = $1`, [id]);
  for (const table of [...await forgetReferences(ctx, source.table, id), source.table]) await written(ctx, table);
  const files = resource.fields.filter((f) => f.kind === 'file' && typeof current[f.key] === 'string');
  await Promise.all(files.map((f) => ctx.storage.remove(String(current[f.key]))));
}
