// Electronic documents a user received (inbox) or sent, with the other party's name and the template.
import type { IrregularRead } from './types';
import { subquerySource } from './source';

const columns = {
  id: 'integer', user_name: 'text', template_name: 'text', text: 'longtext', document_number: 'text', created_at: 'datetime',
} as const;

function edocs(direction: 'inbox' | 'sent'): IrregularRead {
  const [own, other] = direction === 'inbox' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
  return {
    source: (_ctx, user) => subquerySource('edocs', `
      SELECT e.id, e.${own} AS owner_id, trim(u.first_name || ' ' || u.last_name) AS user_name,
        t.name AS template_name, e.text, e.document_number, e.created_at
      FROM edocs e LEFT JOIN users u ON u.id = e.${other} LEFT JOIN edoc_templates t ON t.id = e.template_id`,
    columns, { sql: 'src.owner_id = $1', params: [user.id] }),
  };
}

export const edocInbox = edocs('inbox');
export const edocSent = edocs('sent');
