// One ordered set of migrations for both engines, each recorded in schema_migrations and run once.
// The tables of the DSL's resources follow the registry and are brought up to date on every start
// (registry-schema.ts), after these.
import type { Database } from './database';
import type { Registry } from '../registry';
import { registrySchemaStatements } from './registry-schema';

export interface Migration {
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    name: '001_accounts',
    sql: `
      CREATE TABLE IF NOT EXISTS users (
        id serial PRIMARY KEY,
        email text COLLATE "C" NOT NULL UNIQUE,
        password_hash text NOT NULL,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        photo text,
        user_type_id integer NOT NULL DEFAULT 1,
        administration_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS auth_tokens (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS auth_tokens_user_id_idx ON auth_tokens (user_id);
      CREATE TABLE IF NOT EXISTS permissions (
        id serial PRIMARY KEY,
        title text COLLATE "C" NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS roles (
        id serial PRIMARY KEY,
        title text COLLATE "C" NOT NULL,
        permissions integer[] NOT NULL DEFAULT '{}',
        programs integer[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS user_roles (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, role_id)
      );
      CREATE INDEX IF NOT EXISTS user_roles_role_id_idx ON user_roles (role_id);
      CREATE TABLE IF NOT EXISTS app_settings (key text PRIMARY KEY, value text NOT NULL);
    `,
  },
  {
    name: '002_messages_calendar_documents',
    sql: `
      CREATE TABLE IF NOT EXISTS messages (
        id serial PRIMARY KEY,
        sender_id integer REFERENCES users(id) ON DELETE SET NULL,
        recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subject text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS messages_unread_idx ON messages (recipient_id) WHERE read_at IS NULL;
      CREATE TABLE IF NOT EXISTS calendar_events (
        id serial PRIMARY KEY,
        title text COLLATE "C" NOT NULL,
        start_at timestamp NOT NULL,
        end_at timestamp NOT NULL,
        place text,
        program_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS lectures (
        id serial PRIMARY KEY,
        subject text COLLATE "C" NOT NULL,
        start_at timestamp NOT NULL,
        end_at timestamp NOT NULL,
        auditorium_id integer,
        lecturer_id integer,
        program_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS calendar_events_start_at_idx ON calendar_events (start_at);
      CREATE INDEX IF NOT EXISTS lectures_start_at_idx ON lectures (start_at);
      CREATE TABLE IF NOT EXISTS hr_contracts (
        id serial PRIMARY KEY,
        staff_type text NOT NULL CHECK (staff_type IN ('lecturer', 'administration')),
        staff_id integer NOT NULL,
        start_of_contract date,
        completion_of_contract date,
        appointment_order_number text,
        appointment_order_date date,
        vacancy_order text,
        academic_rank_id integer,
        work_type_id integer,
        UNIQUE (staff_type, staff_id)
      );
      CREATE TABLE IF NOT EXISTS journal_courses (
        id serial PRIMARY KEY,
        code text COLLATE "C" NOT NULL,
        name text COLLATE "C" NOT NULL,
        lecturers text NOT NULL DEFAULT '',
        student_groups text NOT NULL DEFAULT '',
        semester integer NOT NULL,
        students_count integer NOT NULL DEFAULT 0,
        learn_year_id integer,
        school_id integer
      );
      CREATE TABLE IF NOT EXISTS edocs (
        id serial PRIMARY KEY,
        sender_id integer REFERENCES users(id) ON DELETE SET NULL,
        recipient_id integer REFERENCES users(id) ON DELETE SET NULL,
        template_id integer,
        text text NOT NULL DEFAULT '',
        document_number text COLLATE "C",
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS minor_logs (
        id serial PRIMARY KEY,
        first_name text COLLATE "C" NOT NULL,
        last_name text COLLATE "C" NOT NULL,
        personal_id text COLLATE "C" NOT NULL,
        minor_name text COLLATE "C" NOT NULL,
        flow_id integer,
        flow_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // HR contracts keep the appointment order itself, a stored document (spec section 3)
    name: '003_hr_appointment_order_file',
    sql: 'ALTER TABLE hr_contracts ADD COLUMN IF NOT EXISTS appointment_order_file text;',
  },
  {
    // wrong passwords, per account and per client address, for the sign-in limit (server/auth/sign-in-limit.ts)
    name: '004_sign_in_failures',
    sql: `
      CREATE TABLE IF NOT EXISTS sign_in_failures (
        id bigserial PRIMARY KEY,
        account text COLLATE "C" NOT NULL,
        address text COLLATE "C" NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS sign_in_failures_account_idx ON sign_in_failures (account, failed_at);
      CREATE INDEX IF NOT EXISTS sign_in_failures_address_idx ON sign_in_failures (address, failed_at);
    `,
  },
];

export async function runMigrations(db: Database, registry: Registry): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
    applied.push(migration.name);
  }
  // every statement is IF NOT EXISTS, so a registry that has not changed changes nothing
  await db.transaction(async (tx) => {
    for (const statement of registrySchemaStatements(registry)) await tx.query(statement);
  });
  return applied;
}
