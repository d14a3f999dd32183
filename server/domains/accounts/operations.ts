// Accounts from the people's records (issue 16): a student, a lecturer or a staff member ticked or opened is given
// an account with the record's e-mail and names, of the record's user type, linked to the record (a staff
// account holds the roles its staff record is given), and invited by mail to set a password. The accounts screen
// disables an account (its sessions end at once), enables it again, sends a new invitation, and turns off the second
// factor of someone who lost it (their sessions end too). Roles are given to an administrator's account itself, from
// the account (its roles) or from the role (its accounts), each only by someone who holds every permission of the
// roles given or taken away.
import type { Queryable, Row } from '../../db/database';
import { mailLink } from '../../auth/accounts';
import { createApiToken, revokeApiToken } from '../../auth/api-tokens';
import { removeFactor } from '../../auth/second-factor';
import { checkGrants, guardAccessWrite } from '../access/grants';
import { afterTableWrite } from '../../kernel/records';
import type { FieldModel } from '../../../contract/model';
import type { AppContext } from '../../kernel/context';
import type { SessionUser } from '../../core/user';
import { USER_TYPE } from '../../../contract/constants';
import type { RowOutcome, Operation } from '../../kernel/operations';

interface PersonKind { userType: number; link: string; firstName: string; lastName: string }

/** What an account of a record of each table is: its user type, the column linking it, and where its names are. */
export const PEOPLE: Readonly<Record<string, PersonKind>> = {
  students: { userType: USER_TYPE.student, link: 'student_id', firstName: 'name', lastName: 'surname' },
  lecturers: { userType: USER_TYPE.lecturer, link: 'lecturer_id', firstName: 'first_name', lastName: 'last_name' },
  administrations: { userType: USER_TYPE.admin, link: 'administration_id', firstName: 'first_name', lastName: 'last_name' },
};

interface Person { id: number; email: string | null; first_name: string; last_name: string; account: number | null; taken: number | null }

const createAccounts: Operation = async ({ ctx, t, resource, ids }) => {
  const table = resource.table ?? '';
  const kind = PEOPLE[table];
  if (!kind) throw new Error(`the screen ${resource.name} names createAccounts, which knows no records of ${table}`);
  const results: RowOutcome[] = [];
  const invited: { account: { id: number; email: string; first_name: string; language: 'ka' }; result: RowOutcome }[] = [];
  await ctx.db.transaction(async (tx) => {
    const people = await tx.query<Person & Row>(
      `SELECT p.id, lower(trim(p.email)) AS email, p.${kind.firstName} AS first_name, p.${kind.lastName} AS last_name,
         (SELECT u.id FROM users u WHERE u.${kind.link} = p.id LIMIT 1) AS account,
         (SELECT u.id FROM users u WHERE lower(u.email) = lower(trim(p.email)) LIMIT 1) AS taken
       FROM ${table} p WHERE p.id = ANY($1::integer[]) FOR UPDATE`,
      [ids],
    );
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const id of ids) {
      const person = byId.get(id);
      const name = person ? `${person.first_name} ${person.last_name}` : undefined;
      const refuse = (reason: string) => results.push({ id, name, status: 'refused', reason: t.t(reason) });
      if (!person) refuse('server.errors.not_found');
      else if (person.account !== null) refuse('server.accounts.has_account');
      else if (!person.email) refuse('server.accounts.no_email');
      else if (person.taken !== null) refuse('server.accounts.email_taken');
      else {
        const [account] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, ${kind.link})
           VALUES ($1, '', $2, $3, $4, $5) RETURNING id`,
          [person.email, person.first_name, person.last_name, kind.userType, person.id],
        );
        const result: RowOutcome = { id, name, status: 'created' };
        results.push(result);
        invited.push({ account: { id: account.id, email: person.email, first_name: person.first_name, language: 'ka' }, result });
      }
    }
  });
  // the accounts stand once made; an invitation that cannot be sent is said, and may be sent again from the accounts
  for (const { account, result } of invited) {
    try {
      await mailLink(ctx, account, 'invite');
    } catch {
      result.reason = t.t('server.accounts.invitation_failed');
    }
  }
  const done = invited.length;
  return { done, message: t.t('server.accounts.created', { count: done }), results };
};
createAccounts.reportsRows = true;

function disabling(disabled: boolean): Operation {
  return async ({ ctx, t, user, rows }) => {
    // nobody disables their own account, which would end the session that asks
    const ids = rows.map((row) => Number(row.id)).filter((id) => id !== user.id);
    await ctx.db.query(
      `UPDATE users SET disabled_at = ${disabled ? 'coalesce(disabled_at, now())' : 'NULL'}, updated_at = now() WHERE id = ANY($1::integer[])`, [ids],
    );
    if (disabled) for (const id of ids) await ctx.sessions.revokeAll(id);
    return { done: ids.length, message: t.t(disabled ? 'server.accounts.disabled_done' : 'server.accounts.enabled_done', { count: ids.length }) };
  };
}

const resendInvitation: Operation = async ({ ctx, t, rows }) => {
  const [account] = await ctx.db.query<{ id: number; email: string; first_name: string; language: 'ka' | 'en' }>(
    'SELECT id, email, first_name, language FROM users WHERE id = $1', [rows[0].id],
  );
  await mailLink(ctx, account, 'invite');
  return { done: 1, message: t.t('server.accounts.invitation_sent', { email: account.email }) };
};

/**
 * The second factor of an account whose phone and recovery codes are lost, turned off by whoever manages accounts; its
 * sessions end. Nobody turns off their own here, where no password is asked: the profile asks it.
 */
const removeSecondFactor: Operation = async ({ ctx, t, user, rows }) => {
  const id = Number(rows[0].id);
  if (id === user.id || !(await removeFactor(ctx.db, id, user.id))) return { done: 0, message: t.t('server.second_factor.not_on') };
  await ctx.sessions.revokeAll(id);
  return { done: 1, message: t.t('server.accounts.second_factor_removed') };
};

/** The field the grant rules read as roles given (grants.ts): a list of role ids. */
const ROLES: FieldModel = { key: 'roles', label: 'fields.roles', kind: 'lookupMany', required: false, lookup: 'roles' };

const idList = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.map(Number))] : []);

/**
 * Replaces which roles are given to which accounts, where `current` reads the pairs the change is about, under the
 * access rules: the author holds every permission of each role given or taken away, and some account still manages
 * roles afterwards. The sessions are re-read at the next request.
 */
async function regrant(
  ctx: AppContext, actor: SessionUser, current: (tx: Queryable) => Promise<{ user_id: number; role_id: number }[]>, wanted: readonly { user_id: number; role_id: number }[],
): Promise<number> {
  const key = (pair: { user_id: number; role_id: number }) => `${pair.user_id}:${pair.role_id}`;
  const changed = await ctx.db.transaction((tx) => guardAccessWrite(tx, 'user_roles', async () => {
    const held = await current(tx);
    const [had, want] = [new Set(held.map(key)), new Set(wanted.map(key))];
    const taken = held.filter((pair) => !want.has(key(pair)));
    const given = wanted.filter((pair) => !had.has(key(pair)));
    await checkGrants(tx, ctx.registry, actor, { fields: [ROLES] }, { roles: [] }, { roles: [...taken, ...given].map((pair) => pair.role_id) });
    for (const pair of taken) await tx.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = $2', [pair.user_id, pair.role_id]);
    for (const pair of given) await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [pair.user_id, pair.role_id]);
    return taken.length + given.length;
  }));
  await afterTableWrite(ctx, 'user_roles');
  return changed;
}

/** An administrator's account is given exactly the roles of the form (beside those its staff record gives). */
const setAccountRoles: Operation = async ({ ctx, user, t, rows, values }) => {
  const account = Number(rows[0].id);
  const roles = idList(values.roles);
  const changed = await regrant(ctx, user,
    (tx) => tx.query('SELECT user_id, role_id FROM user_roles WHERE user_id = $1', [account]),
    roles.map((role) => ({ user_id: account, role_id: role })));
  return { done: changed, message: t.t('server.accounts.roles_saved') };
};

/** A role is given to exactly the administrators' accounts of the form. */
const setRoleAccounts: Operation = async ({ ctx, user, t, rows, values }) => {
  const role = Number(rows[0].id);
  const accounts = idList(values.accounts);
  const changed = await regrant(ctx, user,
    (tx) => tx.query('SELECT user_id, role_id FROM user_roles WHERE role_id = $1', [role]),
    accounts.map((account) => ({ user_id: account, role_id: role })));
  return { done: changed, message: t.t('server.accounts.roles_saved') };
};

/**
 * An API token made from the screen's form: its permissions chosen from the list (by id), its addresses typed one
 * after another; answered with the token, shown once.
 */
const createToken: Operation = async ({ ctx, user, t, values }) => {
  const titles = async (ids: unknown): Promise<string[]> => (await ctx.db.query<{ title: string }>(
    'SELECT title FROM permissions WHERE id = ANY($1::integer[]) ORDER BY title', [idList(ids)],
  )).map((row) => row.title);
  const addresses = typeof values.addresses === 'string' ? values.addresses.split(/[\s,;]+/).filter((address) => address !== '') : [];
  const { token, data } = await createApiToken(ctx, user, {
    name: values.name, permissions: await titles(values.permissions), writes: await titles(values.writes), addresses, expires_at: values.expires_on,
  });
  return { done: 1, message: t.t('server.tokens.created', { name: data.name }), shownOnce: token };
};

/** The API tokens ticked (or the one row) revoked at once. */
const revokeTokens: Operation = async ({ ctx, t, rows }) => {
  for (const row of rows) await revokeApiToken(ctx, Number(row.id));
  return { done: rows.length, message: t.t('server.tokens.revoked', { count: rows.length }) };
};

export const accountOperations = {
  createAccounts, disableAccounts: disabling(true), enableAccounts: disabling(false), resendInvitation, removeSecondFactor, setAccountRoles,
  setRoleAccounts, createApiToken: createToken, revokeApiTokens: revokeTokens,
};
