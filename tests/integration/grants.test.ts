// No permission leads to another: for every permission P of the registry, a user holding only P (an administrator
// whose account also belongs to a staff record) runs random sequences of every call that manages access (create,
// change or delete a role, give roles to a staff record, give a role to accounts or an account roles, edit a
// permission) and afterwards holds nothing but P,
// while the first administrator keeps every permission. Over real HTTP, on PGlite and (when DATABASE_URL is set)
// PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

/** The permissions whose holders reach management calls at all; the others are refused at the door. */
const MANAGING = new Set(['roles.index', 'permissions.index', 'administrations.index', 'accounts.index']);

type Command =
  | { call: 'createRole'; permissions: number[] }
  | { call: 'updateRole'; role: number; permissions: number[] }
  | { call: 'deleteRole'; role: number }
  | { call: 'updateStaff'; staff: 'own' | 'other'; roles: number[] }
  | { call: 'createStaff'; roles: number[] }
  | { call: 'renamePermission'; permission: number; title: string }
  | { call: 'giveRole'; role: number; accounts: ('self' | 'admin')[] }
  | { call: 'setAccountRoles'; account: 'self' | 'admin'; roles: number[] };

describe.each(engines)('no permission reaches another on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let permissionIds: number[];
  let permissionTitles: Map<number, string>;
  let otherStaff: number;

  const db = () => test.server.ctx.db;

  beforeAll(async () => {
    test = await startTestServer(engine, { seedDemo: false });
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    const permissions = await db().query<{ id: number; title: string }>('SELECT id, title FROM permissions ORDER BY id');
    permissionIds = permissions.map((p) => p.id);
    permissionTitles = new Map(permissions.map((p) => [p.id, p.title]));
    otherStaff = ((await call('POST', '/api/administrations', {
      token: adminToken, body: { first_name: 'Other', last_name: 'Staff', identity_number: '90000000000', phone: '555-00-000', email: 'other@example.com' },
    })).body.data as { id: number }).id;
  });

  afterAll(async () => {
    await test?.stop();
  });

  // none, the one held (allowed), a few others, or every one
  const subsetOfPermissions = (held: number): fc.Arbitrary<number[]> => fc.oneof(
    fc.constant<number[]>([]), fc.constant<number[]>([held]), fc.subarray(permissionIds, { maxLength: 6 }), fc.constant(permissionIds),
  );
  const pick = fc.nat({ max: 50 });
  const command = (held: number): fc.Arbitrary<Command> => fc.oneof(
    fc.record({ call: fc.constant('createRole' as const), permissions: subsetOfPermissions(held) }),
    fc.record({ call: fc.constant('updateRole' as const), role: pick, permissions: subsetOfPermissions(held) }),
    fc.record({ call: fc.constant('deleteRole' as const), role: pick }),
    fc.record({ call: fc.constant('updateStaff' as const), staff: fc.constantFrom('own' as const, 'other' as const), roles: fc.array(pick, { maxLength: 3 }) }),
    fc.record({ call: fc.constant('createStaff' as const), roles: fc.array(pick, { maxLength: 3 }) }),
    fc.record({ call: fc.constant('renamePermission' as const), permission: pick, title: fc.constantFrom('roles.index', 'students.index', 'x.index') }),
    fc.record({ call: fc.constant('giveRole' as const), role: pick, accounts: fc.subarray(['self', 'admin'] as ('self' | 'admin')[]) }),
    fc.record({ call: fc.constant('setAccountRoles' as const), account: fc.constantFrom('self' as const, 'admin' as const), roles: fc.array(pick, { maxLength: 3 }) }),
  );

  it('a user holding only P holds only P after any sequence of management calls, and the administrator keeps everything', async () => {
    let calls = 0;
    let created = 0;
    const statuses = new Map<number, number>();
    for (const held of registry.permissions) {
      const email = `holder.${held}@example.com`;
      const own = ((await call('POST', '/api/administrations', {
        token: adminToken, body: { first_name: 'Holder', last_name: held, identity_number: String(40_000_000_000 + created++), phone: '555-00-001', email },
      })).body.data as { id: number }).id;
      const token = await signInHolding(test, email, [held], { administrationId: own });
      const roleAt = async (index: number) => {
        const roles = await db().query<{ id: number }>('SELECT id FROM roles ORDER BY id');
        return roles[index % roles.length].id;
      };
      const heldId = [...permissionTitles].find(([, title]) => title === held)![0];
      const [self, firstAdmin] = await Promise.all([email, 'admin@example.com'].map(async (address) => (await db().query<{ id: number }>('SELECT id FROM users WHERE email = $1', [address]))[0].id));
      const accountOf = (who: 'self' | 'admin') => (who === 'self' ? self : firstAdmin);
      const answer = async (step: Command): Promise<number> => {
        switch (step.call) {
          case 'createRole':
            return (await call('POST', '/api/roles', { token, body: { title: `Role ${calls}`, permissions: step.permissions } })).status;
          case 'updateRole':
            return (await call('PUT', `/api/roles/${await roleAt(step.role)}`, { token, body: { permissions: step.permissions } })).status;
          case 'deleteRole':
            return (await call('DELETE', `/api/roles/${await roleAt(step.role)}`, { token })).status;
          case 'updateStaff': {
            const roles = [...new Set(await Promise.all(step.roles.map(roleAt)))];
            return (await call('PUT', `/api/administrations/${step.staff === 'own' ? own : otherStaff}`, { token, body: { roles } })).status;
          }
          case 'createStaff': {
            const roles = [...new Set(await Promise.all(step.roles.map(roleAt)))];
            return (await call('POST', '/api/administrations', {
              token, body: { first_name: 'New', last_name: 'Staff', identity_number: String(50_000_000_000 + calls), phone: '555-00-002', email: `new${calls}@example.com`, roles },
            })).status;
          }
          case 'renamePermission':
            return (await call('PUT', `/api/permissions/${permissionIds[step.permission % permissionIds.length]}`, { token, body: { title: step.title } })).status;
          case 'giveRole':
            return (await call('POST', `/api/roles/actions/accounts?id=${await roleAt(step.role)}`, { token, body: { accounts: step.accounts.map(accountOf) } })).status;
          case 'setAccountRoles': {
            const roles = [...new Set(await Promise.all(step.roles.map(roleAt)))];
            return (await call('POST', `/api/accounts/actions/roles?id=${accountOf(step.account)}`, { token, body: { roles } })).status;
          }
        }
      };
      const run = async (step: Command): Promise<number> => {
        calls += 1;
        const status = await answer(step);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        return status;
      };
      await fc.assert(fc.asyncProperty(fc.array(command(heldId), { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) expect(await run(step)).toBeLessThan(500);
        const user = (await call('GET', '/api/check-token-validity', { token })).body.user as { permissions: string[] };
        expect(user.permissions.filter((p) => p !== held), `${held} after ${JSON.stringify(steps)}`).toEqual([]);
      }), { numRuns: MANAGING.has(held) ? 40 : 2 });
      const admin = (await call('GET', '/api/check-token-validity', { token: adminToken })).body.user as { permissions: string[] };
      expect(admin.permissions.length).toBe(permissionIds.length);
    }
    expect([...permissionTitles.values()].sort()).toEqual((await db().query<{ title: string }>('SELECT title FROM permissions ORDER BY title')).map((p) => p.title));
    console.log(`grants on ${engine}: ${registry.permissions.length} permissions, ${calls} management calls, answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    // the sequences did reach the writes a holder may make, not only refusals (random sequences: 10 to 40 in runs seen)
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThanOrEqual(5);
  });
});
