// First start: every permission the sidebar names, a full-access role, the first administrator
// and, unless turned off, the demo university with a demo lecturer's and student's accounts. Later starts only add permissions new screens name.
import type { Database } from '../db/database';
import type { Registry } from '../../contract/model';
import type { FileStorage } from '../files/storage';
import { hashPassword, randomPassword } from '../auth/passwords';
import { FULL_ACCESS_ROLE_SETTING } from '../domains/access/grants';
import { seedDemo } from './demo';
import { PEOPLE } from '../domains/accounts/operations';

export interface BootstrapOptions {
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** where the demo's documents are stored */
  storage: FileStorage;
  /** the cost the accounts' passwords are hashed at (ServerConfig.passwordCost) */
  passwordCost: number;
  /** where the generated password is told, once */
  announce?: (line: string) => void;
}

export async function bootstrap(db: Database, registry: Registry, options: BootstrapOptions): Promise<void> {
  for (const title of registry.permissions) {
    await db.query('INSERT INTO permissions (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [title]);
  }
  const [setting] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [FULL_ACCESS_ROLE_SETTING]);
  if (setting) {
    await db.query('UPDATE roles SET permissions = ARRAY(SELECT id FROM permissions ORDER BY id) WHERE id = $1', [Number(setting.value)]);
  }
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM users');
  if (count > 0) return;

  const password = options.adminPassword ?? randomPassword();
  await db.transaction(async (tx) => {
    const [role] = await tx.query<{ id: number }>(
      `INSERT INTO roles (title, permissions) VALUES ($1, ARRAY(SELECT id FROM permissions ORDER BY id)) RETURNING id`,
      ['ადმინისტრატორი (სრული წვდომა)'],
    );
    await tx.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [FULL_ACCESS_ROLE_SETTING, String(role.id)]);
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id)
       VALUES ($1, $2, 'ნინო', 'ბერიძე', 1) RETURNING id`,
      [options.adminEmail.toLowerCase(), await hashPassword(password, options.passwordCost)],
    );
    await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [user.id, role.id]);
  });
  if (!options.adminPassword) {
    (options.announce ?? console.log)(`Aula: the first administrator is ${options.adminEmail} with the password ${password} (shown only now).`);
  }
  if (!options.seedDemo) return;
  await seedDemo(db, registry, options.storage);
  for (const account of await demoAccounts(db, options.passwordCost)) {
    (options.announce ?? console.log)(`Aula: a demo ${account.kind} signs in as ${account.email} with the password ${account.password} (shown only now).`);
  }
}

/**
 * A demo lecturer's and a demo student's accounts, so a newcomer sees all three areas: the first lecturer and the
 * first student of the demo data, each with a random password.
 */
async function demoAccounts(db: Database, passwordCost: number): Promise<{ kind: string; email: string; password: string }[]> {
  const made: { kind: string; email: string; password: string }[] = [];
  for (const [kind, table] of [['lecturer', 'lecturers'], ['student', 'students']] as const) {
    const person = PEOPLE[table];
    const password = randomPassword();
    const [account] = await db.query<{ email: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, ${person.link})
       SELECT lower(p.email), $1, p.${person.firstName}, p.${person.lastName}, $2, p.id FROM ${table} p
       WHERE p.email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(p.email))
       ORDER BY p.id LIMIT 1 RETURNING email`,
      [await hashPassword(password, passwordCost), person.userType],
    );
    if (account) made.push({ kind, email: account.email, password });
  }
  return made;
}
