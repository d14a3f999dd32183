// What the tables no screen declares hold about a person (kernel/person.ts gives back and erases what the screens
// hold): their accounts, the messages in those accounts' boxes, the mail sent to their addresses, a student's academic
// record and the documents issued to them, and the traces sign-in and the public forms keep. An erasure empties an account's name, address
// and photo and disables it (its sessions, links, calendar feeds, remembered answers and second factor go), deletes its own boxes'
// messages (what it sent stays in the others' boxes, from a name now erased), leaves the mail log's entries without
// address or subject, and keeps each issued document's register entry (its number, template, date and verification
// code, which the law asks the university to keep) without its text. What copied their name or number elsewhere — the
// notifications that told others of them (who acted, the record's title), a mail's subject sent to another, the minor
// logs (which keep a student's names and personal number as text), a public form's trace of their number — is erased
// too: those tables were found by reading every text column of the schema for the values a person's record holds.
import { ERASED_NAME } from '../../../contract/constants';
import type { Queryable } from '../../db/database';
import { STORAGE_PREFIX } from '../../files/storage';
import { blankValues } from '../../kernel/history';
import type { DomainHooks, PersonEvent } from '../../kernel/hooks';

/** An account's fields that name its person, blanked in its history too. */
const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'photo'];
/**
 * What an account holds that reaches it or its person (sessions, links, feeds, answers, its own boxes, its second
 * factor and sign-ins waiting for it, its notifications), by the column naming it.
 */
const ACCOUNT_TRACES = [
  ['auth_tokens', 'user_id'], ['idempotency_keys', 'user_id'], ['account_links', 'user_id'], ['calendar_feeds', 'account_id'], ['mailbox', 'owner_id'],
  ['second_factors', 'user_id'], ['recovery_codes', 'user_id'], ['sign_in_challenges', 'user_id'], ['notifications', 'user_id'],
] as const;
/** The table whose records documents are issued to and the academic record is kept for. */
const STUDENTS = 'students';
/** The traces that keep an address or a personal number the person gave, by the column that holds it: they go. */
const TRACES = [['sign_in_failures', 'account'], ['reset_requests', 'email'], ['public_submissions', 'email'], ['public_submissions', 'personal_number']] as const;
/** The shortest value looked for inside a longer text: a shorter one would erase others' words that merely hold it. */
const SHORTEST_FOUND = 3;
/** The SQL of whether a text ($1: the person's values) holds one of them. */
const holdsValue = (text: string): string => `EXISTS (SELECT 1 FROM unnest($1::text[]) v WHERE length(v) >= ${SHORTEST_FOUND} AND strpos(${text}, v) > 0)`;

async function accountsOf({ tx, account, id }: PersonEvent): Promise<{ id: number; email: string; photo: string | null }[]> {
  if (!account) return [];
  return tx.query(`SELECT id, email, photo FROM users WHERE ${account} = $1 ORDER BY id`, [id]);
}

/** The person's addresses: those their record has had and their accounts'. */
function addressesOf(event: PersonEvent, accounts: readonly { email: string }[]): string[] {
  return [...new Set([...event.values.filter((value) => value.includes('@')), ...accounts.map((account) => account.email)])];
}

async function personData(event: PersonEvent): Promise<Record<string, unknown>> {
  const { tx, table, id } = event;
  const accounts = await accountsOf(event);
  const ids = accounts.map((account) => account.id);
  return {
    accounts: await tx.query(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.language, u.created_at, u.last_sign_in_at, u.disabled_at,
         (SELECT f.confirmed_at FROM second_factors f WHERE f.user_id = u.id) AS second_factor_since,
         ARRAY(SELECT r.title FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.title) AS roles
       FROM users u WHERE u.id = ANY($1::integer[]) ORDER BY u.id`, [ids],
    ),
    messages: await tx.query(
      `SELECT b.owner_id AS account, b.box, m.id, m.subject, m.body, m.created_at, s.full_name AS sender, b.read_at
       FROM mailbox b JOIN messages m ON m.id = b.message_id LEFT JOIN users s ON s.id = m.sender_id
       WHERE b.owner_id = ANY($1::integer[]) ORDER BY m.id`, [ids],
    ),
    mail: await tx.query('SELECT occasion, recipient, subject, language, status, sent_at FROM mail_log WHERE recipient = ANY($1::text[]) ORDER BY id', [addressesOf(event, accounts)]),
    ...(table === STUDENTS ? {
      results: await tx.query('SELECT * FROM course_results WHERE student_id = $1 ORDER BY course_id', [id]),
      documents: await tx.query('SELECT document_number, template_id, created_at, verify_code, text FROM edocs WHERE student_id = $1 ORDER BY id', [id]),
    } : {}),
  };
}

async function eraseAccounts(tx: Queryable, accounts: readonly { id: number; photo: string | null }[]): Promise<void> {
  const ids = accounts.map((account) => account.id);
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = '', email = 'erased-' || id || '@erased.invalid', photo = NULL, password_hash = '',
       disabled_at = coalesce(disabled_at, now()), updated_at = now() WHERE id = ANY($1::integer[])`,
    [ids, ERASED_NAME],
  );
  for (const id of ids) await blankValues(tx, 'users', id, ACCOUNT_FIELDS);
  for (const [table, column] of ACCOUNT_TRACES) await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::integer[])`, [ids]);
  await tx.query('DELETE FROM messages m WHERE NOT EXISTS (SELECT 1 FROM mailbox b WHERE b.message_id = m.id)');
}

async function erasePerson(event: PersonEvent) {
  const { tx, table, id, values } = event;
  const accounts = await accountsOf(event);
  const addresses = addressesOf(event, accounts);
  await eraseAccounts(tx, accounts);
  await tx.query(`UPDATE mail_log SET recipient = '', subject = '' WHERE recipient = ANY($1::text[])`, [addresses]);
  // a mail to someone else whose subject names them (a new application, to the office)
  await tx.query(`UPDATE mail_log SET subject = '' WHERE ${holdsValue('subject')}`, [values]);
  if (table === STUDENTS) await tx.query(`UPDATE edocs SET text = '', issued_to = '' WHERE student_id = $1`, [id]);
  const given = [...new Set([...addresses, ...values])];
  for (const [log, column] of TRACES) await tx.query(`DELETE FROM ${log} WHERE ${column} = ANY($1::text[])`, [given]);
  // the minor logs keep a student's names and number as text, found by the number
  await tx.query(`UPDATE minor_logs SET first_name = $2, last_name = '', personal_id = '' WHERE personal_id = ANY($1::text[])`, [values, ERASED_NAME]);
  // what told others of them: who acted, the title of the record concerned
  await tx.query(
    `UPDATE notifications SET params = (SELECT jsonb_object_agg(p.key, CASE WHEN ${holdsValue('p.value::text')} THEN to_jsonb($2::text) ELSE p.value END)
       FROM jsonb_each(params) p)
     WHERE ${holdsValue('params::text')}`,
    [values, ERASED_NAME],
  );
  // an answer remembered for a repeated request (Idempotency-Key) that names them, whoever made it
  await tx.query(`DELETE FROM idempotency_keys WHERE ${holdsValue('answer')}`, [values]);
  return {
    tables: [...(accounts.length > 0 ? ['users', 'messages'] : []), 'mail_log', 'edocs', 'minor_logs', 'notifications'],
    files: accounts.flatMap((account) => (account.photo?.startsWith(STORAGE_PREFIX) ? [account.photo] : [])),
  };
}

export function privacyHooks(): DomainHooks {
  return { personData, erasePerson };
}
