// Which rows name a row through a lookup, and what deleting it does to them (field key onDelete): a row still in
// use is not deleted (409, naming what uses it), unless the fields that name it say to clear the reference.
import type { Queryable } from '../db/database';
import type { Registry } from '../../contract/model';
import type { OnDelete } from '../../contract/dsl';
import type { Translator } from '../core/i18n';
import { HttpError } from '../core/errors';

/** A column that names rows of another table: an id (lookup) or a list of ids (lookupMany). */
export interface Reference {
  table: string;
  column: string;
  many: boolean;
  onDelete: OnDelete;
  /** i18n key of what its rows are called in a refusal: the screen's title (a shared table's: each screen's own) */
  label: string;
  /** of a table several screens share: the column that says whose each row is (partition) */
  partition?: string;
}

/** What the references are read with: the screens, and the domains' own references (their hooks, kernel/hooks.ts). */
export interface ReferenceContext {
  registry: Registry;
  hooks: { references(table: string): readonly Reference[] };
}

const cache = new WeakMap<Registry, Map<string, Reference[]>>();

/** Every column of a screen's table that names rows of `table`, once per stored column (screens sharing a table declare it once). */
export function screenReferencesTo(registry: Registry, table: string): readonly Reference[] {
  let byTable = cache.get(registry);
  if (!byTable) {
    byTable = new Map();
    for (const resource of Object.values(registry.screens)) {
      if (!resource.table) continue;
      for (const field of resource.fields) {
        const target = field.lookup ? registry.lookups[field.lookup]?.table : undefined;
        if (!target || (field.kind !== 'lookup' && field.kind !== 'lookupMany')) continue;
        const list = byTable.get(target) ?? [];
        if (list.some((r) => r.table === resource.table && r.column === field.key)) continue;
        list.push({ table: resource.table, column: field.key, many: field.kind === 'lookupMany', onDelete: field.onDelete ?? 'restrict', label: resource.title, partition: resource.partition?.column });
        byTable.set(target, list);
      }
    }
    cache.set(registry, byTable);
  }
  return byTable.get(table) ?? [];
}

/** Every column that names rows of `table`: the screens' and the domains' own (hooks). */
export function referencesTo({ registry, hooks }: ReferenceContext, table: string): readonly Reference[] {
  return [...screenReferencesTo(registry, table), ...hooks.references(table)];
}

/** The condition a reference's rows meet when they name the row $1. */
export function names(reference: Reference): string {
  return reference.many ? `$1 = ANY(${reference.column})` : `${reference.column} = $1`;
}

/** What still uses a row: each screen whose rows name it, with how many do (i18n keys of the screens' titles). */
export async function usesOf(db: Queryable, context: ReferenceContext, table: string, id: number): Promise<{ label: string; count: number }[]> {
  const uses: { label: string; count: number }[] = [];
  for (const reference of referencesTo(context, table)) {
    if (reference.onDelete !== 'restrict') continue;
    if (reference.partition) {
      // a table several screens share (the five applicant registers): each screen is named for its own rows
      const rows = await db.query<{ screen: string; count: number }>(
        `SELECT ${reference.partition} AS screen, count(*)::integer AS count FROM ${reference.table} WHERE ${names(reference)} GROUP BY 1 ORDER BY 1`, [id],
      );
      for (const row of rows) uses.push({ label: context.registry.screens[row.screen]?.title ?? reference.label, count: row.count });
      continue;
    }
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM ${reference.table} WHERE ${names(reference)}`, [id]);
    if (row.count > 0) uses.push({ label: reference.label, count: row.count });
  }
  return uses;
}

/** What uses a row, in the user's language: "Schools (2), Students (14)". */
function describeUses(t: Translator, uses: readonly { label: string; count: number }[]): string {
  return uses.map((use) => `${t.t(use.label)} (${use.count})`).join(', ');
}

/** The sentence that says why a row in use is not deleted (a bulk deletion's reason for the row). */
export function inUseReason(t: Translator, uses: readonly { label: string; count: number }[]): string {
  return t.t('server.references.in_use', { uses: describeUses(t, uses) });
}

/** Refuses, with 409 naming what uses it, to delete a row other rows still name. */
export async function refuseIfUsed(db: Queryable, context: ReferenceContext, t: Translator, table: string, id: number): Promise<void> {
  const uses = await usesOf(db, context, table, id);
  if (uses.length > 0) throw new HttpError(409, 'server.references.in_use', { uses: describeUses(t, uses) });
}

/** The rows whose reference to a deleted row was cleared (by their table and column), to be named again on its restore. */
export interface ClearedLink {
  table: string;
  column: string;
  many: boolean;
  ids: number[];
}

/** Takes a deleted row out of the references that say to clear it; answers which rows named it. */
export async function clearReferences(db: Queryable, context: ReferenceContext, table: string, id: number): Promise<ClearedLink[]> {
  const cleared: ClearedLink[] = [];
  for (const reference of referencesTo(context, table)) {
    if (reference.onDelete !== 'clear') continue;
    const value = reference.many ? `array_remove(${reference.column}, $1)` : 'NULL';
    const changed = await db.query<{ id: number }>(`UPDATE ${reference.table} SET ${reference.column} = ${value} WHERE ${names(reference)} RETURNING id`, [id]);
    if (changed.length > 0) cleared.push({ table: reference.table, column: reference.column, many: reference.many, ids: changed.map((row) => Number(row.id)) });
  }
  return cleared;
}

/** Names a restored row again from the rows that named it before its deletion (those still there, not naming another since). */
export async function restoreLinks(db: Queryable, id: number, links: readonly ClearedLink[]): Promise<string[]> {
  for (const link of links) {
    await db.query(link.many
      ? `UPDATE ${link.table} SET ${link.column} = array_append(coalesce(${link.column}, '{}'), $1) WHERE id = ANY($2::integer[]) AND NOT ($1 = ANY(coalesce(${link.column}, '{}')))`
      : `UPDATE ${link.table} SET ${link.column} = $1 WHERE id = ANY($2::integer[]) AND ${link.column} IS NULL`, [id, link.ids]);
  }
  return [...new Set(links.map((link) => link.table))];
}
