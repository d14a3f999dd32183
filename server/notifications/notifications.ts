// Notifications: what the header's bell lists for each account, and how a new one reaches the pages open for it. A
// notification is written in the transaction of what raised it (notify), so it exists exactly when that did; once the
// transaction commits it is delivered to the open streams of its account (server/notifications/routes.ts) on whichever
// server holds them: over PostgreSQL by NOTIFY on one channel every server LISTENs on (a NOTIFY sent in a transaction
// is sent at its commit, and not at all if it rolls back); on PGlite, one process's, in that process. A stream that
// was shut meanwhile, or a server whose listening connection was lost, reads the list again: nothing is only ever told
// once. The words are kept as an i18n key and its parameters, and said in the language of whoever reads them.
import type { Database, Queryable } from '../db/database';
import type { Language, Locales } from '../core/i18n';
import type { NewNotification, NotificationCentre, NotificationParam, NotificationStream } from '../core/ports';
import {
  NOTIFICATION_EVENTS, NOTIFICATIONS_KEPT_DAYS, NOTIFICATIONS_LISTED,
  type NotificationEvent, type NotificationItem, type NotificationKind, type NotificationList,
} from '../../contract/notifications';

/** The channel every server LISTENs on (PostgreSQL). */
const CHANNEL = 'aula_notifications';
/** A NOTIFY's payload must stay under 8,000 bytes: a notification of many accounts is told in several. */
const PAYLOAD_BYTES = 7_000;

/** What one NOTIFY says: new notifications, as [account, notification] pairs; or that an account's unread count changed. */
type Heard = { n: [number, number][] } | { r: number };

interface StoredNotification {
  id: number;
  user_id: number;
  kind: NotificationKind;
  text_key: string;
  params: Record<string, NotificationParam>;
  link: string | null;
  job_id: string | null;
  file_name: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = 'id, user_id, kind, text_key, params, link, job_id, file_name, created_at, read_at';

const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** The pairs told in NOTIFY payloads of at most PAYLOAD_BYTES each. */
function payloads(pairs: readonly (readonly [number, number])[]): string[] {
  const told: string[] = [];
  let batch: [number, number][] = [];
  let bytes = 0;
  for (const [user, id] of pairs) {
    const size = String(user).length + String(id).length + 4;
    if (bytes + size > PAYLOAD_BYTES && batch.length > 0) {
      told.push(JSON.stringify({ n: batch }));
      batch = [];
      bytes = 0;
    }
    batch.push([user, id]);
    bytes += size;
  }
  if (batch.length > 0) told.push(JSON.stringify({ n: batch }));
  return told;
}

/** A payload as it was sent, or undefined for anything else (another program on the channel). */
function heard(payload: string): Heard | undefined {
  try {
    const value = JSON.parse(payload) as Partial<{ n: unknown; r: unknown }>;
    if (Array.isArray(value.n) && value.n.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(Number.isInteger))) return { n: value.n as [number, number][] };
    if (Number.isInteger(value.r)) return { r: value.r as number };
  } catch {
    // not ours
  }
  return undefined;
}

export class Notifications implements NotificationCentre {
  /** the streams open on this server, by account */
  private readonly streams = new Map<number, Set<NotificationStream>>();

  /** where a delivery that failed is told (the app's log, once it has one) */
  log: (error: unknown) => void = () => undefined;

  constructor(private readonly db: Database, private readonly locales: Locales) {
    db.listen?.(CHANNEL, {
      message: (payload) => this.heard(payload),
      // a listener back after a loss may have missed some: every open page reads its list again
      reset: (listening) => { if (listening) this.tellEveryone(NOTIFICATION_EVENTS.changed, {}); },
    });
  }

  /**
   * Tells the accounts `userIds` (each once) in the caller's transaction `tx`: delivered to their open pages once it
   * commits, never if it rolls back.
   */
  async notify(tx: Queryable, userIds: readonly number[], notification: NewNotification): Promise<void> {
    const users = [...new Set(userIds)];
    if (users.length === 0) return;
    const rows = await tx.query<{ id: number; user_id: number }>(
      `INSERT INTO notifications (user_id, kind, text_key, params, link, job_id, file_name)
       SELECT unnest($1::integer[]), $2, $3, $4, $5, $6, $7 RETURNING id, user_id`,
      [users, notification.kind, notification.text, JSON.stringify(notification.params ?? {}), notification.link ?? null, notification.job?.id ?? null, notification.job?.fileName ?? null],
    );
    const pairs = rows.map((row) => [row.user_id, row.id] as const);
    if (this.db.listen) {
      for (const payload of payloads(pairs)) await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    } else {
      // PGlite's pool is its one session: a read asked now waits for the caller's transaction to end, and finds the rows
      // only if it committed
      this.deliver(pairs).catch((error: unknown) => this.log(error));
    }
  }

  /** An account's list: its unread notifications (newest first), then its latest read ones, and how many are unread. */
  async list(userId: number, language: Language): Promise<NotificationList> {
    const rows = await this.db.query<StoredNotification>(
      // each part read by the index (user_id, read_at, id desc)
      `SELECT * FROM (
         (SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY id DESC LIMIT $2)
         UNION ALL
         (SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND read_at IS NOT NULL ORDER BY id DESC LIMIT $2)
       ) listed ORDER BY read_at IS NULL DESC, id DESC LIMIT $2`,
      [userId, NOTIFICATIONS_LISTED],
    );
    return { unread: await this.unread(userId), data: rows.map((row) => this.rendered(row, language)) };
  }

  /**
   * Marks one of an account's notifications read (false: it has none of that id), or all of them; the account's other
   * pages are told, and its read notifications past their days are let go.
   */
  async markRead(userId: number, id?: number): Promise<boolean> {
    const marked = await this.db.transaction(async (tx) => {
      const found = await tx.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND ${id === undefined ? 'read_at IS NULL' : 'id = $2'} RETURNING id`,
        id === undefined ? [userId] : [userId, id],
      );
      if (id !== undefined && found.length === 0) return false;
      await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND read_at < now() - make_interval(days => $2)`, [userId, NOTIFICATIONS_KEPT_DAYS]);
      if (this.db.listen) await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ r: userId })]);
      return true;
    });
    if (marked && !this.db.listen) this.tell(userId, NOTIFICATION_EVENTS.changed, {});
    return marked;
  }

  /** Opens a page's stream; answers how to close it. */
  open(stream: NotificationStream): () => void {
    let open = this.streams.get(stream.userId);
    if (!open) this.streams.set(stream.userId, open = new Set());
    open.add(stream);
    return () => {
      open.delete(stream);
      if (open.size === 0 && this.streams.get(stream.userId) === open) this.streams.delete(stream.userId);
    };
  }

  /** How many streams are open on this server (the metrics' gauge). */
  get openStreams(): number {
    let count = 0;
    for (const open of this.streams.values()) count += open.size;
    return count;
  }

  private async unread(userId: number): Promise<number> {
    const [{ count }] = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
    return count;
  }

  private heard(payload: string): void {
    const told = heard(payload);
    if (told && 'n' in told) this.deliver(told.n).catch((error: unknown) => this.log(error));
    else if (told) this.tell(told.r, NOTIFICATION_EVENTS.changed, {});
  }

  /**
   * Sends the new notifications to the open streams of their accounts on this server, each in its stream's language;
   * one read by the time it is delivered (marked read on another page, a moment after it was made) is new no more, and
   * that page's marking has told them the list changed.
   */
  private async deliver(pairs: readonly (readonly [number, number])[]): Promise<void> {
    const ids = pairs.filter(([user]) => this.streams.has(user)).map(([, id]) => id);
    if (ids.length === 0) return;
    const rows = await this.db.query<StoredNotification & { unread: number }>(
      `SELECT ${COLUMNS}, (SELECT count(*)::int FROM notifications o WHERE o.user_id = n.user_id AND o.read_at IS NULL) AS unread
       FROM notifications n WHERE id = ANY($1::integer[]) AND read_at IS NULL ORDER BY id`,
      [ids],
    );
    for (const row of rows) {
      for (const stream of this.streams.get(row.user_id) ?? []) {
        const event: NotificationEvent = { item: this.rendered(row, stream.language), unread: row.unread };
        stream.send(NOTIFICATION_EVENTS.notification, event);
      }
    }
  }

  private tell(userId: number, event: string, data: unknown): void {
    for (const stream of this.streams.get(userId) ?? []) stream.send(event, data);
  }

  private tellEveryone(event: string, data: unknown): void {
    for (const userId of this.streams.keys()) this.tell(userId, event, data);
  }

  /** A notification as its reader reads it: its words in their language, a parameter in two languages in theirs. */
  private rendered(row: StoredNotification, language: Language): NotificationItem {
    const params = Object.fromEntries(Object.entries(row.params ?? {}).map(([name, value]) => [
      name, typeof value === 'object' && value !== null ? value[language] ?? value.ka ?? value.en ?? '' : value,
    ]));
    return {
      id: row.id, kind: row.kind, text: this.locales.translator(language).t(row.text_key, params), link: row.link,
      job_id: row.job_id, file_name: row.file_name, created_at: isoTime(row.created_at), read_at: row.read_at === null ? null : isoTime(row.read_at),
    };
  }
}
