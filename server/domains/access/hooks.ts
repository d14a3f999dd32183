// What access and roles add to the generic paths (server/kernel/hooks.ts): a role's counted accounts in its list,
// the accounts' references no screen declares, and on every write the access rules: the lock, who may grant what,
// the full-access role kept whole, someone left to manage roles, and sessions re-read once a write changed access.
import type { Registry } from '../../../contract/model';
import type { SessionStore } from '../../core/ports';
import type { DomainHooks } from '../../kernel/hooks';
import type { Reference } from '../../kernel/references';
import type { SourceColumn } from '../../kernel/list-query';
import { ACCESS_TABLES, checkGrants, closeAccessWrite, keepFullAccessRole, openAccessWrite } from './grants';

/** A role's list counts its accounts: those given the role, and those whose staff record holds it. */
const ROLE_COLUMNS: Readonly<Record<string, SourceColumn>> = {
  users_count: {
    sql: `((SELECT count(*) FROM user_roles ur WHERE ur.role_id = roles.id)
      + (SELECT count(*) FROM users u JOIN administrations a ON a.id = u.administration_id
         WHERE roles.id = ANY(a.roles) AND NOT EXISTS (
           SELECT 1 FROM user_roles ur WHERE ur.role_id = roles.id AND ur.user_id = u.id)))::integer`,
    kind: 'integer',
  },
  // the administrators' accounts the role is given to (a staff record's roles reach its account besides)
  accounts: { sql: 'ARRAY(SELECT ur.user_id FROM user_roles ur WHERE ur.role_id = roles.id ORDER BY ur.user_id)', kind: 'lookupMany' },
};

/** The accounts' own references, which no screen declares: an account's staff record, and the roles given to it. */
const ACCOUNT_REFERENCES: Readonly<Record<string, readonly Reference[]>> = {
  administrations: [{ table: 'users', column: 'administration_id', many: false, onDelete: 'restrict', label: 'server.references.accounts' }],
  roles: [{ table: 'user_roles', column: 'role_id', many: false, onDelete: 'restrict', label: 'server.references.accounts' }],
};

export function accessHooks(registry: Registry, sessions: SessionStore): DomainHooks {
  return {
    extraColumns: (_screen, table) => (table === 'roles' ? ROLE_COLUMNS : undefined),
    references: (table) => ACCOUNT_REFERENCES[table] ?? [],
    openWrite: openAccessWrite,
    async beforeWrite({ tx, actor, screen, table, id, before, values }) {
      await checkGrants(tx, registry, actor, screen, before, values);
      if (id !== undefined) await keepFullAccessRole(tx, table, id, values);
    },
    async beforeDelete({ tx, actor, screen, table, row }) {
      await keepFullAccessRole(tx, table, Number(row.id), undefined);
      await checkGrants(tx, registry, actor, screen, row, undefined);
    },
    closeWrite: closeAccessWrite,
    async afterWrite(table) {
      if (ACCESS_TABLES.has(table)) await sessions.changed({ all: true });
    },
  };
}
