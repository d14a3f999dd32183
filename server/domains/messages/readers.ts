// The signed-in user's mailbox: a row per message in their inbox, sent or drafts, with who wrote it, whom it
// reached, whether they have read it and whether it is a favourite. Opening a row of the inbox reads it.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'integer', owner_id: 'integer', box: 'text', favourite: 'boolean', unread: 'boolean',
  sender_name: 'text', recipient_names: 'text', subject: 'text', body: 'longtext', attachment: 'file', created_at: 'datetime',
} as const;

const fullName = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

export const mailbox: ScreenReader = {
  rows: () => subquerySource('mailbox', `
    SELECT b.id, b.owner_id, b.box, b.favourite, b.box = 'inbox' AND b.read_at IS NULL AS unread,
      coalesce(${fullName('s')}, 'Aula') AS sender_name,
      (SELECT string_agg(${fullName('r')}, ', ' ORDER BY r.last_name, r.first_name)
         FROM mailbox i JOIN users r ON r.id = i.owner_id WHERE i.message_id = m.id AND i.box = 'inbox') AS recipient_names,
      m.subject, m.body, m.attachment, coalesce(m.sent_at, m.created_at) AS created_at
    FROM mailbox b JOIN messages m ON m.id = b.message_id LEFT JOIN users s ON s.id = m.sender_id`, columns),
  async opened(ctx, row) {
    if (row.box !== 'inbox' || row.unread !== true) return { ...row };
    await ctx.db.query('UPDATE mailbox SET read_at = now() WHERE id = $1 AND read_at IS NULL', [row.id]);
    ctx.totals.invalidate('mailbox');
    return { ...row, unread: false };
  },
};
