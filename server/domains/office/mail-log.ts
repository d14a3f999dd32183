// The mail Aula sent, as e-mail management shows it: when, to whom, on which occasion, with which subject, in which
// language, and whether it went out (a failure with its reason).
import type { ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';

const columns = {
  id: 'integer', sent_at: 'datetime', occasion: 'text', recipient: 'email', subject: 'text', language: 'text', status: 'text', error: 'text',
} as const;

export const mailLog: ScreenReader = {
  rows: () => subquerySource('mail_log', 'SELECT id::integer AS id, sent_at, occasion, recipient, subject, language, status, error FROM mail_log', columns),
};
