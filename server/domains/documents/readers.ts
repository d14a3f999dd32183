// Electronic documents a user received (inbox) or sent (issued), with the other party's name, the template and
// the status the template's user type gives (spec section 4). A document issued to a student without an account
// names the student.
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'integer', owner_id: 'integer', user_name: 'text', template_name: 'text', status: 'integer', text: 'longtext',
  document_number: 'text', created_at: 'datetime',
} as const;

function edocs(direction: 'inbox' | 'sent'): ScreenReader {
  const [own, other] = direction === 'inbox' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
  const student = direction === 'sent' ? `, nullif(trim(coalesce(st.name, '') || ' ' || coalesce(st.surname, '')), '')` : '';
  return {
    rows: () => subquerySource('edocs', `
      SELECT e.id, e.${own} AS owner_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), '')${student}) AS user_name,
        t.name AS template_name, t.user_type_id AS status, e.text, e.document_number, e.created_at
      FROM edocs e LEFT JOIN users u ON u.id = e.${other} LEFT JOIN edoc_templates t ON t.id = e.template_id
        LEFT JOIN students st ON st.id = e.student_id`,
    columns),
  };
}

export const edocInbox = edocs('inbox');
export const edocSent = edocs('sent');
