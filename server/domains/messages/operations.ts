// Messages (spec sections 2 and 7): compose to people, student groups, programmes and roles, keep a draft, send
// it later, mark read or unread, favourite. A message reaches every account its addressing names once.
import type { Queryable } from '../../db/database';
import { fieldError, type ValidationFailed } from '../../core/errors';
import type { OperationCall, Operation } from '../../kernel/operations';

interface Addressed {
  to_users?: number[];
  to_groups?: number[];
  to_programs?: number[];
  to_roles?: number[];
}

const ADDRESS_KEYS = ['to_users', 'to_groups', 'to_programs', 'to_roles'] as const;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

function addressedOf(values: Readonly<Record<string, unknown>>): Addressed {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, ids(values[key])]));
}

/** The accounts a message addressed so reaches: the people named, the students of the groups and programmes, the holders of the roles. */
async function recipientsOf(db: Queryable, addressed: Addressed): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u
     WHERE u.id = ANY($1::integer[])
        OR u.student_id IN (SELECT id FROM students WHERE group_id = ANY($2::integer[]) OR program_id = ANY($3::integer[]))
        OR u.id IN (SELECT user_id FROM user_roles WHERE role_id = ANY($4::integer[]))
     ORDER BY u.id`,
    [addressed.to_users ?? [], addressed.to_groups ?? [], addressed.to_programs ?? [], addressed.to_roles ?? []],
  );
  return rows.map((row) => row.id);
}

/**
 * Why a message would reach no one, said at the addressing the user filled (a student group none of whose students
 * has an account yet), where the form shows it; with nothing chosen, at the people to choose from.
 */
function reachesNoOne(addressed: Addressed): ValidationFailed {
  const chosen = ADDRESS_KEYS.find((key) => (addressed[key]?.length ?? 0) > 0);
  return chosen ? fieldError(chosen, 'validation.no_accounts') : fieldError('to_users', 'validation.no_recipients');
}

/** Puts a message in its recipients' inboxes and moves the sender's copy from drafts to sent. */
async function deliver(db: Queryable, messageId: number, recipients: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO mailbox (message_id, owner_id, box) SELECT $1, unnest($2::integer[]), 'inbox' ON CONFLICT DO NOTHING`,
    [messageId, recipients],
  );
  await db.query(`UPDATE messages SET sent_at = now() WHERE id = $1`, [messageId]);
  await db.query(`UPDATE mailbox SET box = 'sent' WHERE message_id = $1 AND box = 'drafts'`, [messageId]);
}

/** A message written by `sender`, kept in their drafts; delivered (moved to sent) when it has recipients. */
async function writeMessage(
  db: Queryable, sender: number, message: { subject: unknown; body: unknown; attachment?: unknown; addressed: Addressed }, recipients?: readonly number[],
): Promise<void> {
  const [written] = await db.query<{ id: number }>(
    `INSERT INTO messages (sender_id, subject, body, attachment, addressed) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [sender, message.subject, message.body, message.attachment ?? null, JSON.stringify(message.addressed)],
  );
  await db.query(`INSERT INTO mailbox (message_id, owner_id, box, read_at) VALUES ($1, $2, 'drafts', now())`, [written.id, sender]);
  if (recipients) await deliver(db, written.id, recipients);
}

const sendMessage: Operation = async ({ ctx, user, t, values }) => {
  const addressed = addressedOf(values);
  const draft = values.draft === true;
  const reached = await ctx.db.transaction(async (tx) => {
    const recipients = draft ? [] : await recipientsOf(tx, addressed);
    if (!draft && recipients.length === 0) throw reachesNoOne(addressed);
    await writeMessage(tx, user.id, { subject: values.subject, body: values.body, attachment: values.attachment, addressed }, draft ? undefined : recipients);
    return recipients;
  });
  ctx.totals.invalidate('mailbox');
  return { done: 1, message: draft ? t.t('server.messages.drafted') : t.t('server.messages.sent', { count: reached.length }), reached };
};

/**
 * An answer to a message of the user's inbox, to its sender alone: the only way a student or lecturer writes, so
 * nobody in the areas can write to everyone.
 */
const replyMessage: Operation = async ({ ctx, user, t, rows, values }) => {
  const reached = await ctx.db.transaction(async (tx) => {
    const [original] = await tx.query<{ id: number; sender_id: number | null; subject: string }>(
      `SELECT m.id, m.sender_id, m.subject FROM mailbox b JOIN messages m ON m.id = b.message_id WHERE b.id = $1 AND b.box = 'inbox'`,
      [rows[0].id],
    );
    if (!original?.sender_id) throw fieldError('text', 'server.messages.no_sender');
    const subject = `${/^re:/i.test(original.subject) ? '' : 'Re: '}${original.subject}`.slice(0, 255);
    await writeMessage(tx, user.id, { subject, body: values.text, addressed: addressedOf({ to_users: [original.sender_id] }) }, [original.sender_id]);
    return [original.sender_id];
  });
  ctx.totals.invalidate('mailbox');
  return { done: 1, message: t.t('server.messages.sent', { count: 1 }), reached };
};

const sendDraft: Operation = async ({ ctx, t, rows }) => {
  let delivered = 0;
  const reached = new Set<number>();
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) {
      const [message] = await tx.query<{ id: number; addressed: Addressed }>(
        `SELECT m.id, m.addressed FROM mailbox b JOIN messages m ON m.id = b.message_id WHERE b.id = $1 AND b.box = 'drafts' FOR UPDATE`,
        [row.id],
      );
      if (!message) continue;
      const recipients = await recipientsOf(tx, message.addressed);
      if (recipients.length === 0) throw reachesNoOne(message.addressed);
      await deliver(tx, message.id, recipients);
      delivered += recipients.length;
      for (const recipient of recipients) reached.add(recipient);
    }
  });
  ctx.totals.invalidate('mailbox');
  return { done: rows.length, message: t.t('server.messages.sent', { count: delivered }), reached: [...reached] };
};

function marking(read: boolean): Operation {
  return async ({ ctx, t, rows }: OperationCall) => {
    await ctx.db.query(
      `UPDATE mailbox SET read_at = ${read ? 'coalesce(read_at, now())' : 'NULL'} WHERE id = ANY($1::integer[]) AND box = 'inbox'`,
      [rows.map((row) => row.id)],
    );
    ctx.totals.invalidate('mailbox');
    return { done: rows.length, message: t.t(read ? 'server.messages.marked_read' : 'server.messages.marked_unread', { count: rows.length }) };
  };
}

function favouring(favourite: boolean): Operation {
  return async ({ ctx, t, rows }: OperationCall) => {
    await ctx.db.query('UPDATE mailbox SET favourite = $2 WHERE id = ANY($1::integer[])', [rows.map((row) => row.id), favourite]);
    ctx.totals.invalidate('mailbox');
    return { done: rows.length, message: t.t(favourite ? 'server.messages.favourite' : 'server.messages.not_favourite') };
  };
}

export const messageOperations = {
  sendMessage, sendDraft, replyMessage, markRead: marking(true), markUnread: marking(false), addFavourite: favouring(true), removeFavourite: favouring(false),
};
