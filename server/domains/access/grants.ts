// Authorization rules that hold whatever permissions a user has (issue 11): nobody gives or takes away a
// permission they do not hold themselves, the full-access role stays whole, and some administrator can always
// still manage roles. Every write to a table that decides access runs under one lock and ends with that check.
import type { Queryable, Row } from '../../db/database';
import type { Registry, ServerScreen } from '../../../contract/model';
import { HttpError } from '../../core/errors';
import { USER_TYPE } from '../../../contract/constants';
import { permissionsOfUser } from '../../auth/sessions';
import type { SessionUser } from '../../core/user';
import { administersAccess } from '../../auth/access-administration';

/** The tables whose rows decide what a signed-in user may do. */
export const ACCESS_TABLES: ReadonlySet<string> = new Set(['roles', 'permissions', 'administrations', 'users', 'user_roles']);

/** Where the first start records the full-access role's id (server/seed/bootstrap.ts). */
export const FULL_ACCESS_ROLE_SETTING = 'full_access_role_id';

/** The permission whose holders manage roles: one administrator must always keep it. */
const ROLES_PERMISSION = 'roles.index';

// One advisory lock serialises the writes that change access, so two of them cannot each leave the last role
// manager to the other (PostgreSQL's read committed would let both pass the check).
const ACCESS_LOCK = 7_311_011;

/** A field that grants: a list of permissions (a role's), or of roles (what a staff record's account holds). */
interface GrantingField {
  key: string;
  through: 'permissions' | 'roles';
}

function grantingFields(registry: Registry, resource: Pick<ServerScreen, 'fields'>): GrantingField[] {
  return resource.fields.flatMap((field) => {
    const table = field.lookup ? registry.lookups[field.lookup]?.table : undefined;
    return table === 'permissions' || table === 'roles' ? [{ key: field.key, through: table }] : [];
  });
}

function idsOf(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(Number);
}

/** The permission titles that ids stand for: a permission's own, or every one a role gives. */
async function permissionsBehind(db: Queryable, through: GrantingField['through'], ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = through === 'permissions'
    ? await db.query<{ title: string }>('SELECT title FROM permissions WHERE id = ANY($1::integer[])', [ids])
    : await db.query<{ title: string }>(
      'SELECT DISTINCT p.title FROM roles r JOIN permissions p ON p.id = ANY(r.permissions) WHERE r.id = ANY($1::integer[])', [ids],
    );
  return rows.map((row) => row.title);
}

/**
 * A write may change what a row grants only in a person's own session (with the second factor their account has: an
 * API token grants nothing, access-administration.ts) and within what its author holds: every permission behind an id
 * it adds or takes away must be one of theirs. `after` names only what the write changes (absent: unchanged); a
 * deletion takes everything away.
 */
export async function checkGrants(
  db: Queryable, registry: Registry, actor: SessionUser, resource: Pick<ServerScreen, 'fields'>,
  before: Row | undefined, after: Row | undefined,
): Promise<void> {
  const missing = new Set<string>();
  for (const field of grantingFields(registry, resource)) {
    if (after && !(field.key in after)) continue;
    const old = new Set(idsOf(before?.[field.key]));
    const now = new Set(idsOf(after?.[field.key]));
    const changed = [...[...old].filter((id) => !now.has(id)), ...[...now].filter((id) => !old.has(id))];
    if (changed.length > 0 && !administersAccess(actor)) throw new HttpError(403, 'server.access.in_person');
    for (const title of await permissionsBehind(db, field.through, changed)) {
      if (!actor.permissions.includes(title)) missing.add(title);
    }
  }
  if (missing.size > 0) throw new HttpError(403, 'server.access.not_held', { permissions: [...missing].sort().join(', ') });
}

async function fullAccessRoleId(db: Queryable): Promise<number | undefined> {
  const [setting] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [FULL_ACCESS_ROLE_SETTING]);
  return setting ? Number(setting.value) : undefined;
}

/** The full-access role is neither deleted nor given fewer than every permission (its title may change). */
export async function keepFullAccessRole(db: Queryable, table: string, id: number, after: Row | undefined): Promise<void> {
  if (table !== 'roles' || id !== (await fullAccessRoleId(db))) return;
  if (!after) throw new HttpError(409, 'server.access.full_access_kept');
  if (!('permissions' in after)) return;
  const [row] = await db.query<{ missing: number }>(
    'SELECT count(*)::integer AS missing FROM permissions WHERE NOT (id = ANY($1::integer[]))', [idsOf(after.permissions)],
  );
  if (row.missing > 0) throw new HttpError(409, 'server.access.full_access_kept');
}

/** A write to a table that decides access first takes the access lock (the write's transaction holds it). */
export async function openAccessWrite(db: Queryable, table: string): Promise<void> {
  if (ACCESS_TABLES.has(table)) await db.query('SELECT pg_advisory_xact_lock($1)', [ACCESS_LOCK]);
}

/** A write to a table that decides access is refused, last, if nobody could manage roles after it. */
export async function closeAccessWrite(db: Queryable, table: string): Promise<void> {
  if (!ACCESS_TABLES.has(table)) return;
  const [row] = await db.query<{ managed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users u WHERE u.user_type_id = $1 AND $2 = ANY(${permissionsOfUser('u')})) AS managed`,
    [USER_TYPE.admin, ROLES_PERMISSION],
  );
  if (!row.managed) throw new HttpError(409, 'server.access.last_role_manager');
}

/**
 * Runs a write to a table that decides access under the access lock, and refuses it if nobody could manage roles
 * after it. `db` is the write's transaction, which the refusal rolls back.
 */
export async function guardAccessWrite<T>(db: Queryable, table: string, work: () => Promise<T>): Promise<T> {
  await openAccessWrite(db, table);
  const result = await work();
  await closeAccessWrite(db, table);
  return result;
}
