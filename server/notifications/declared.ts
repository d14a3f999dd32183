// What a screen says its workflow's moves and its actions tell (key notify; contract/model.ts NotifyModel), raised by
// the generic paths that make them (capabilities/workflow.ts, capabilities/actions.ts), never by a screen's name. Each
// entry's accounts — the administrators holding a permission, the accounts a field of the record names, the accounts an
// action's operation reached, the people a grid's rows are (a sheet's students) — less whoever did it, each led to the first of the entry's pages it may open (at the
// record, where that page shows it); the words may name {{actor}}, {{title}} (the record's name in its list, in both
// languages) and, of a move that takes a reason, {{reason}}.
import type { Queryable } from '../db/database';
import type { NotifyModel, NotifyPage, Registry } from '../../contract/model';
import type { NotificationKind } from '../../contract/notifications';
import type { Locales } from '../core/i18n';
import { permissionsOfUser } from '../auth/sessions';
import type { SessionUser } from '../core/user';
import { mayCall } from '../auth/guard';
import { lookupRows } from '../kernel/lookups';
import { USER_TYPE } from '../../contract/constants';
import type { NotificationCentre, NotificationParam } from '../core/ports';

/** A move made or an action done, and what its screen declares it tells. */
export interface DeclaredEvent {
  kind: Exclude<NotificationKind, 'job'>;
  declared: readonly NotifyModel[] | undefined;
  /** the table of the records concerned: the one holding a workflow's state, or the screen's for an action's rows */
  table?: string;
  /** the records concerned: the one moved, or the rows acted on (none for an action on the screen) */
  records: readonly number[];
  actor: Pick<SessionUser, 'id' | 'first_name' | 'last_name'>;
  /** the accounts the action's operation reached (a message's recipients) */
  reached?: readonly number[];
  /** the ids of the people a grid's rows are for the record moved (a sheet's students), for an entry telling rows */
  rows?: readonly number[];
  /** the reason the person gave for the move, where its transition takes one */
  reason?: string;
}

export interface DeclaredContext {
  notifications: NotificationCentre;
  registry: Registry;
  locales: Locales;
}

/**
 * The administrators holding a permission (through their roles or their staff record's), whose accounts are not
 * disabled: read from the roles granting it, not by working out every account's permissions.
 */
const HOLDERS = `WITH granting AS (SELECT r.id FROM roles r JOIN permissions p ON p.id = ANY(r.permissions) WHERE p.title = $1)
  SELECT u.id FROM users u
  WHERE u.disabled_at IS NULL AND u.user_type_id = ${USER_TYPE.admin}
    AND (u.id IN (SELECT ur.user_id FROM user_roles ur WHERE ur.role_id IN (SELECT id FROM granting))
      OR u.administration_id IN (SELECT a.id FROM administrations a WHERE a.roles && ARRAY(SELECT id FROM granting)))
  ORDER BY u.id`;

const ids = (rows: readonly { id: number }[]): number[] => rows.map((row) => row.id);

/** Tells what the event's screen declares, in `tx` (the move's transaction, or after the action's work). */
export async function raiseDeclared(ctx: DeclaredContext, tx: Queryable, event: DeclaredEvent): Promise<void> {
  if (!event.declared?.length) return;
  const actor = `${event.actor.first_name} ${event.actor.last_name}`.trim();
  const titles = await recordTitles(ctx, tx, event);
  // an action on the screen concerns no record, and is told once
  const records: readonly (number | undefined)[] = event.records.length > 0 ? event.records : [undefined];
  for (const entry of event.declared) {
    const everyRecord = entry.holders !== undefined ? ids(await tx.query<{ id: number }>(HOLDERS, [entry.holders]))
      : entry.reached ? [...(event.reached ?? [])]
        : entry.rows ? await accountsOf(tx, entry, event.rows ?? []) : undefined;
    for (const record of records) {
      const accounts = (everyRecord ?? await namedBy(tx, entry, event.table, record)).filter((id) => id !== event.actor.id);
      if (accounts.length === 0) continue;
      const title = record === undefined ? undefined : titles.get(record);
      const params: Record<string, NotificationParam> = { actor, ...(title ? { title } : {}), ...(event.reason ? { reason: event.reason } : {}) };
      for (const [link, told] of await byPage(tx, entry.pages, accounts, record)) {
        await ctx.notifications.notify(tx, told, { kind: event.kind, text: entry.text, params, link });
      }
    }
  }
}

/** The accounts a field of the record names (a statement's student's), not disabled. */
async function namedBy(tx: Queryable, entry: NotifyModel, table: string | undefined, record: number | undefined): Promise<number[]> {
  if (entry.field === undefined || entry.account === undefined || table === undefined || record === undefined) return [];
  return ids(await tx.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.disabled_at IS NULL AND u.${entry.account} IN (SELECT ${entry.field} FROM ${table} WHERE id = $1) ORDER BY u.id`,
    [record],
  ));
}

/** The accounts of the people a grid's rows are (a sheet's students', through entry.account), not disabled. */
async function accountsOf(tx: Queryable, entry: NotifyModel, people: readonly number[]): Promise<number[]> {
  if (entry.account === undefined || people.length === 0) return [];
  return ids(await tx.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.disabled_at IS NULL AND u.${entry.account} = ANY($1::integer[]) ORDER BY u.id`, [people],
  ));
}

/** Each account by the link it is given: the first of the pages it may open (its area's, or one its permissions open). */
async function byPage(tx: Queryable, pages: readonly NotifyPage[], accounts: readonly number[], record: number | undefined): Promise<Map<string | null, number[]>> {
  const readers = await tx.query<Pick<SessionUser, 'id' | 'user_type_id' | 'permissions'>>(
    `SELECT u.id, u.user_type_id, ${permissionsOfUser('u')} AS permissions FROM users u WHERE u.id = ANY($1::integer[]) ORDER BY u.id`, [accounts],
  );
  const grouped = new Map<string | null, number[]>();
  for (const reader of readers) {
    const page = pages.find((candidate) => mayCall(reader, candidate));
    const link = !page ? null : page.param && record !== undefined ? `${page.path}?${new URLSearchParams({ [page.param]: String(record) })}` : page.path;
    grouped.set(link, [...(grouped.get(link) ?? []), reader.id]);
  }
  return grouped;
}

/** The records' names in both languages, as the list of their table names them (a course's), where there is one. */
async function recordTitles(ctx: DeclaredContext, tx: Queryable, event: DeclaredEvent): Promise<Map<number, NotificationParam>> {
  const lookup = Object.values(ctx.registry.lookups).find((candidate) => candidate.table === event.table && !candidate.system);
  if (!lookup || event.records.length === 0) return new Map();
  const rows = await lookupRows(tx, ctx.locales, lookup, { ids: event.records });
  return new Map(rows.map((row) => [Number(row.id), { ka: row.name_ka, en: row.name_en }]));
}
