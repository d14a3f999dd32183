// Show, create, update and delete for a resource stored in a table, driven by its registry entry.
import type { Queryable, Row } from '../db/database';
import type { ResourceDefinition } from '../registry';
import { REGISTER_TABLE } from '../db/registry-schema';
import { fieldError, HttpError } from '../errors';
import type { AppContext } from '../context';
import { checkBody, type RawBody } from './write-body';
import type { TableSource } from './table-source';

// tables whose rows decide what a signed-in user may do
const ACCESS_TABLES = new Set(['roles', 'permissions', 'administrations']);

function registerCondition(resource: ResourceDefinition, params: unknown[]): string {
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
export function written(ctx: AppContext, table: string): void {
  ctx.totals.invalidate(table);
  if (ACCESS_TABLES.has(table)) ctx.sessions.forgetAll();
}

export async function createRow(ctx: AppContext, resource: ResourceDefinition, source: TableSource, raw: RawBody): Promise<Row> {
  const checked = await checkBody(resource, raw, ctx.storage);
  await checkUnique(ctx.db, resource, checked.values);
  const stored = await storeFiles(ctx, checked);
  const columns = Object.keys(checked.values);
  const params = columns.map((key) => checked.values[key]);
  if (resource.table === REGISTER_TABLE) {
    columns.push('register');
    params.push(resource.screen);
  }
  try {
    const [row] = await ctx.db.query(
      `INSERT INTO ${source.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING ${source.rowSelect}`,
      params,
    );
    written(ctx, source.table);
    return row;
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    if (isUniqueViolation(error)) throw fieldError(resource.fields.find((f) => f.unique)?.key ?? 'id', 'validation.unique');
    throw error;
  }
}

export async function updateRow(
  ctx: AppContext, resource: ResourceDefinition, source: TableSource, id: number, raw: RawBody,
): Promise<Row> {
  const current = await findRow(ctx.db, resource, source, id);
  const checked = await checkBody(resource, raw, ctx.storage, current);
  await checkUnique(ctx.db, resource, checked.values, id);
  const stored = await storeFiles(ctx, checked);
  const columns = Object.keys(checked.values);
  const params: unknown[] = columns.map((key) => checked.values[key]);
  params.push(id);
  const assignments = [...columns.map((key, i) => `${key} = $${i + 1}`), 'updated_at = now()'];
  try {
    const [row] = await ctx.db.query(
      `UPDATE ${source.table} SET ${assignments.join(', ')} WHERE id = $${params.length} RETURNING ${source.rowSelect}`,
      params,
    );
    written(ctx, source.table);
    const replaced = resource.fields
      .filter((f) => f.kind === 'file' && f.key in checked.values && current[f.key] && current[f.key] !== checked.values[f.key])
      .map((f) => String(current[f.key]));
    await Promise.all(replaced.map((location) => ctx.storage.remove(location)));
    return row;
  } catch (error) {
    await Promise.all(stored.map((location) => ctx.storage.remove(location)));
    if (isUniqueViolation(error)) throw fieldError(resource.fields.find((f) => f.unique)?.key ?? 'id', 'validation.unique');
    throw error;
  }
}

export async function deleteRow(ctx: AppContext, resource: ResourceDefinition, source: TableSource, id: number): Promise<void> {
  const current = await findRow(ctx.db, resource, source, id);
  await ctx.db.query(`DELETE FROM ${source.table} WHERE id = $1`, [id]);
  written(ctx, source.table);
  const files = resource.fields.filter((f) => f.kind === 'file' && typeof current[f.key] === 'string');
  await Promise.all(files.map((f) => ctx.storage.remove(String(current[f.key]))));
}
