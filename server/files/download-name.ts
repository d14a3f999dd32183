// The name a stored file downloads under: the value of the field its screen names for it (a book's title, screen key
// fields[].downloadName) with the stored file's extension, else the stored name. Sent as Content-Disposition with
// the name in UTF-8 (filename*, RFC 6266), so a Georgian title arrives as it is written; the stored name is the
// ASCII fallback of a client that reads only filename.
import type { Queryable } from '../db/database';
import type { Registry } from '../../contract/model';
import { STORAGE_PREFIX } from './storage';

/** The longest name a downloaded file is given, before its extension. */
const NAME_LENGTH = 150;

/** Each table column holding files that are downloaded by another column's value, once. */
function namedFileColumns(registry: Registry): { table: string; file: string; name: string }[] {
  const seen = new Map<string, { table: string; file: string; name: string }>();
  for (const resource of Object.values(registry.screens)) {
    if (!resource.table) continue;
    for (const field of resource.fields) {
      if (field.kind === 'file' && field.downloadName) seen.set(`${resource.table}.${field.key}`, { table: resource.table, file: field.key, name: field.downloadName });
    }
  }
  return [...seen.values()];
}

/** A title as a file's name: no path separators, quotes or control characters, spaces collapsed, not too long. */
function asFileName(title: string): string {
  return title.replace(/[\p{Cc}/\\"<>:|?*]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_LENGTH).trim();
}

/** The name the stored file `stored` (its name in storage, 0441c136….pdf) downloads under, or undefined for its own. */
export async function downloadNameOf(db: Queryable, registry: Registry, stored: string): Promise<string | undefined> {
  const extension = stored.slice(stored.lastIndexOf('.'));
  for (const { table, file, name } of namedFileColumns(registry)) {
    const [row] = await db.query<{ name: string | null }>(`SELECT ${name} AS name FROM ${table} WHERE ${file} = $1 LIMIT 1`, [STORAGE_PREFIX + stored]);
    const title = row?.name ? asFileName(row.name) : '';
    if (title) return title + extension;
  }
  return undefined;
}

/** Content-Disposition for a download named `name`, with `fallback` for a client that reads no filename*. */
export function contentDisposition(kind: 'inline' | 'attachment', fallback: string, name?: string): string {
  if (name === undefined || name === fallback) return `${kind}; filename="${fallback}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
