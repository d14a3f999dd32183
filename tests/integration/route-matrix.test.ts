// Every route of every screen in the registry as every kind of reader, on both engines: staff holding only the
// screen's permission, staff holding another, the demo lecturer, the demo student, and an API token holding the
// screen's permission alone. A route answers no row its screen's own list does not answer that reader (a record, its
// history, a restore, an export, the recently deleted), and a write they would be refused changes nothing. Built from
// the registry and the routes' table the browser's client uses: no screen is written here by name.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerScreen } from '../../contract/model';
import { apiPath } from '../../contract/api-routes';
import { SCREEN_ROUTES, screenPath, shapeOf, type RouteName } from '../../contract/routes';
import { registry } from '../../server/generated/registry';
import { ACCESS_PERMISSIONS } from '../../server/auth/access-administration';
import { client, engines, signIn, startTestServer, testHash, type Call, type CallResult, type TestServer } from './support/server';

const PASSWORD = 'route-matrix-password';
/** The most pages of a list read to know every row it shows a reader. */
const MAX_PAGES = 30;

type ReaderKind = 'holder' | 'other staff' | 'lecturer' | 'student' | 'token';
const READER_KINDS: readonly ReaderKind[] = ['holder', 'other staff', 'lecturer', 'student', 'token'];

/** The screens with rows, each the one that answers its endpoint (of screens sharing one, the one that writes). */
const screens: ServerScreen[] = [...new Set(Object.values(registry.screens)
  .filter((screen) => screen.area !== 'public' && screen.view !== 'dashboard').map((screen) => screen.endpoint))]
  .map((endpoint) => {
    const group = Object.values(registry.screens).filter((screen) => screen.endpoint === endpoint);
    return group.find((screen) => !screen.readOnly) ?? group[0];
  });

const permissionsAt = (screen: ServerScreen): string[] => [...new Set(Object.values(registry.screens)
  .filter((other) => other.endpoint === screen.endpoint && other.permission).map((other) => other.permission!))];

const succeeded = (answer: CallResult): boolean => answer.status >= 200 && answer.status < 300;

/** The page of rows a list answers, wherever its screen keeps it (under its responseKey, or at the top). */
function pageOf(screen: ServerScreen, body: Record<string, unknown>): { data: { id?: unknown }[]; last_page?: number } | undefined {
  const page = (screen.responseKey ? body[screen.responseKey] : body) as { data?: unknown } | undefined;
  return page && Array.isArray(page.data) ? page as { data: { id?: unknown }[]; last_page?: number } : undefined;
}

const url = (screen: ServerScreen, name: RouteName, params: Record<string, string | number> = {}, query?: string): string =>
  `/api${screenPath(screen, name, params, query)}`;

describe.each(engines)('the route matrix on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  const tokens = new Map<string, string>();
  let requests = 0;

  const send = async (method: string, path: string, token: string, body?: unknown): Promise<CallResult> => {
    requests += 1;
    return call(method, path, { token, body, language: 'en' });
  };

  /** What each kind of reader signs in with, by screen (a holder and a token, of the screen's permission). */
  const readers = new Map<string, Map<ReaderKind, string>>();

  beforeAll(async () => {
    test = await startTestServer(engine, { apiTokenRequestsPerMinute: 100_000 });
    call = client(test.baseUrl);
    const admin = await signIn(call);
    const { db } = test.server.ctx;
    // the demo lecturer's and student's accounts, with a password this test knows
    const demo = async (userType: number): Promise<string> => {
      const [account] = await db.query<{ email: string }>('SELECT email FROM users WHERE user_type_id = $1 ORDER BY id LIMIT 1', [userType]);
      await db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [await testHash(PASSWORD), account.email]);
      return signIn(call, account.email, PASSWORD);
    };
    const lecturer = await demo(2);
    const student = await demo(3);
    // a staff member holding only these permissions, through a role of their own, with a session (no password to guess)
    const holders = new Map<string, string>();
    const holding = async (permission: string): Promise<string> => {
      if (!holders.has(permission)) {
        const [{ id }] = await db.query<{ id: number }>(
          `WITH account AS (
             INSERT INTO users (email, password_hash, first_name, last_name, user_type_id) VALUES ($1, '', 'Matrix', 'Holder', 1) RETURNING id
           ), role AS (
             INSERT INTO roles (title, permissions) VALUES ($1, ARRAY(SELECT id FROM permissions WHERE title = $2)) RETURNING id
           ), held AS (INSERT INTO user_roles (user_id, role_id) SELECT account.id, role.id FROM account, role)
           SELECT id FROM account`,
          [`holder-${holders.size}@example.com`, permission],
        );
        holders.set(permission, await test.server.ctx.sessions.create(id));
      }
      return holders.get(permission)!;
    };
    const allPermissions = new Set(Object.values(registry.screens).flatMap((screen) => (screen.permission ? [screen.permission] : [])));
    const tokenAsking = (permission: string) => call('POST', '/api/tokens', {
      token: admin, body: { name: `matrix ${permission}`, permissions: [permission], expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    /**
     * A token holding the permission alone; one that administers access is never made (it is refused, 422), and its
     * screens are tried with a token holding another permission, which they must refuse all the same.
     */
    const tokenHolding = async (permission: string): Promise<string> => {
      let given = permission;
      if (ACCESS_PERMISSIONS.has(permission)) {
        expect((await tokenAsking(permission)).status).toBe(422);
        given = [...allPermissions].sort().find((other) => !ACCESS_PERMISSIONS.has(other))!;
      }
      const made = await tokenAsking(given);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return String(made.body.token);
    };
    // every reader is made before any route is tried: making one (a role of its own) changes what some lists hold
    for (const screen of screens) {
      const own = permissionsAt(screen);
      const fixtures = new Map<ReaderKind, string>([['lecturer', lecturer], ['student', student]]);
      fixtures.set('other staff', await holding([...allPermissions].sort().find((permission) => !own.includes(permission))!));
      if (screen.permission) {
        fixtures.set('holder', await holding(screen.permission));
        if (!tokens.has(screen.permission)) tokens.set(screen.permission, await tokenHolding(screen.permission));
        fixtures.set('token', tokens.get(screen.permission)!);
      }
      readers.set(screen.name, fixtures);
    }
  }, 120_000);

  afterAll(async () => {
    await test?.stop();
  });

  /** A digest of what a table holds and of the histories kept, to show a refused write changed nothing. */
  const digest = async (table: string): Promise<string> => {
    const [row] = await test.server.ctx.db.query<{ digest: string }>(
      `SELECT md5(coalesce((SELECT string_agg(t::text, E'\\n' ORDER BY t::text) FROM ${table} t), '')) || (SELECT count(*) FROM record_changes) AS digest`,
    );
    return row.digest;
  };

  /**
   * What the screen's list answers the reader: refused (401, 403 or 404), or answered, with every row id it shows when
   * it can be read whole (a list that needs no filter, paged with its total: not a calendar's month).
   */
  const listed = async (screen: ServerScreen, token: string): Promise<{ refused: boolean; rows?: { ids: Set<number>; total: number } }> => {
    const ids = new Set<number>();
    const enumerable = screen.view === 'list' && !screen.filters.some((filter) => filter.required);
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await send('GET', url(screen, 'list', {}, `per_page=100&page=${page}`), token);
      if ([401, 403, 404].includes(answer.status)) return { refused: true };
      const paged = succeeded(answer) ? pageOf(screen, answer.body) : undefined;
      const total = (paged as { total?: unknown } | undefined)?.total;
      if (!enumerable || !paged || typeof total !== 'number') return { refused: false };
      for (const row of paged.data) if (typeof row.id === 'number') ids.add(row.id);
      if ((paged.last_page ?? 1) <= page) return { refused: false, rows: { ids, total } };
    }
    return { refused: false };
  };

  /** A row of the screen's table its list does not answer the reader, and one it does. */
  const probes = async (screen: ServerScreen, shown: Set<number> | undefined): Promise<{ unseen?: number; seen?: number }> => {
    if (!screen.table || !shown) return {};
    const partition = screen.partition ? ` WHERE ${screen.partition.column} = $1` : '';
    const rows = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM ${screen.table}${partition} ORDER BY id`, screen.partition ? [screen.name] : []);
    return { unseen: rows.find((row) => !shown.has(row.id))?.id, seen: rows.find((row) => shown.has(row.id))?.id };
  };

  /** The rows an export's workbook holds, less its heading. */
  const exportedRows = async (answer: CallResult): Promise<number> => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    return Math.max(0, (workbook.worksheets[0]?.actualRowCount ?? 1) - 1);
  };

  for (const kind of READER_KINDS) {
    it(`answers ${kind} no row and takes no write the screen's own list and record would refuse them`, async () => {
      const problems: string[] = [];
      const expectThat = (held: boolean, what: string) => {
        if (!held) problems.push(what);
      };
      for (const screen of screens) {
        const token = readers.get(screen.name)!.get(kind);
        if (!token) continue;
        const routes = new Set(Object.values(registry.screens).filter((other) => other.endpoint === screen.endpoint).flatMap((other) => other.routes));
        const list = await listed(screen, token);
        const { unseen, seen } = await probes(screen, list.refused ? new Set() : list.rows?.ids);
        const where = (name: RouteName, id?: number) => `${screen.name} ${SCREEN_ROUTES[name]}${id === undefined ? '' : ` (row ${id})`}`;

        // reads: a row the list does not show is not there; a listing answers only when the list does
        for (const name of ['record', 'history'] as const) {
          if (!routes.has(name) || unseen === undefined) continue;
          const answer = await send('GET', url(screen, name, { id: unseen }), token);
          expectThat(!succeeded(answer), `${where(name, unseen)} answered ${answer.status}, its list does not show that row`);
        }
        if (routes.has('record') && seen !== undefined) {
          const answer = await send('GET', url(screen, 'record', { id: seen }), token);
          expectThat(succeeded(answer), `${where('record', seen)} answered ${answer.status}, its list shows that row`);
        }
        for (const name of ['deleted', 'sheet', 'feed', 'exportJob'] as const) {
          if (!routes.has(name) || !list.refused) continue;
          const answer = await send(shapeOf(SCREEN_ROUTES[name]).method, url(screen, name), token);
          expectThat(!succeeded(answer), `${where(name)} answered ${answer.status}, the list refuses this reader`);
        }
        // a grid opened for some scopes only (a lecturer's own courses): no row, no sheet of a scope its scope screen does not show
        const scopes = screen.grid?.scopeFrom === undefined ? undefined : registry.screens[screen.grid.scopeFrom];
        if (scopes && !list.refused) {
          const scopeList = await listed(scopes, token);
          const readable = scopeList.refused ? new Set<number>() : scopeList.rows?.ids;
          const { unseen: other } = await probes(scopes, readable);
          if (readable && other !== undefined) {
            const scope = screen.grid!.scope;
            for (const query of [`per_page=100&${scope}=${other}`, 'per_page=100']) {
              const answer = await send('GET', url(screen, 'list', {}, query), token);
              const strays = (pageOf(screen, answer.body)?.data ?? []).filter((row) => !readable.has(Number((row as Record<string, unknown>)[scope])));
              expectThat(strays.length === 0, `${where('list')}?${query} answered ${strays.length} rows of ${scopes.name} rows its list does not show`);
            }
            if (routes.has('sheet')) {
              const answer = await send('GET', url(screen, 'sheet', {}, `${scope}=${other}`), token);
              expectThat(!succeeded(answer), `${where('sheet')} answered ${answer.status} for ${scopes.name} row ${other}, which its list does not show`);
            }
          }
        }
        if (routes.has('export')) {
          const answer = await send('GET', url(screen, 'export'), token);
          if (list.refused) expectThat(!succeeded(answer), `${where('export')} answered ${answer.status}, the list refuses this reader`);
          else if (list.rows && succeeded(answer) && answer.headers.get('content-type')?.includes('spreadsheet')) {
            const rows = await exportedRows(answer);
            expectThat(rows <= list.rows.total, `${where('export')} wrote ${rows} rows, the list answers ${list.rows.total}`);
          }
        }

        // writes: refused to a reader the list refuses, to a token given no writes, and on a row the list does not show
        const refusedAll = list.refused || kind === 'token';
        const writes: { name: RouteName; id?: number; action?: string; body?: unknown }[] = [];
        const target = refusedAll ? (unseen ?? seen ?? 1) : unseen;
        for (const name of ['update', 'delete', 'restore', 'transition'] as const) {
          if (routes.has(name) && target !== undefined) writes.push({ name, id: target, body: name === 'transition' ? { to: 'approved' } : {} });
        }
        if (refusedAll) {
          for (const name of ['create', 'import', 'cell', 'publish', 'exportJob', 'renewFeed'] as const) {
            if (routes.has(name) && !(name === 'exportJob' && !list.refused)) writes.push({ name, body: {} });
          }
        }
        for (const action of screen.actions) {
          if (!routes.has('action')) break;
          if (action.on === 'screen' ? refusedAll : target !== undefined) writes.push({ name: 'action', action: action.id, body: { ids: [target ?? 1] } });
        }
        if (writes.length === 0 || !screen.table) {
          for (const write of writes) {
            const answer = await send(shapeOf(SCREEN_ROUTES[write.name]).method, url(screen, write.name, { id: write.id ?? 0, action: write.action ?? '' }, write.id ? `id=${write.id}` : undefined), token, write.body);
            expectThat(!succeeded(answer), `${where(write.name, write.id)}${write.action ? ` ${write.action}` : ''} answered ${answer.status} to a write it would refuse`);
          }
          continue;
        }
        const before = await digest(screen.table);
        for (const write of writes) {
          const query = write.id === undefined ? undefined : `id=${write.id}`;
          const answer = await send(shapeOf(SCREEN_ROUTES[write.name]).method, url(screen, write.name, { id: write.id ?? 0, action: write.action ?? '' }, query), token, write.body);
          expectThat(!succeeded(answer), `${where(write.name, write.id)}${write.action ? ` ${write.action}` : ''} answered ${answer.status} to a write it would refuse`);
        }
        expectThat(await digest(screen.table) === before, `${screen.name}: a refused write of ${kind} changed ${screen.table}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('answers the lecturer and the student, of a lookup over a table their area lists, only rows their lists show or their rows name', async () => {
    const problems: string[] = [];
    for (const area of ['lecturer', 'student'] as const) {
      const ofArea = screens.filter((screen) => screen.area === area);
      const token = readers.get(ofArea[0].name)!.get(area)!;
      for (const [name, lookup] of Object.entries(registry.lookups)) {
        const listing = ofArea.filter((screen) => lookup.table !== undefined && screen.table === lookup.table);
        if (listing.length === 0) continue;
        const answer = await send('GET', `/api${apiPath('lookup', { name })}`, token);
        if (!succeeded(answer)) continue;
        const allowed = new Set<number>();
        let whole = true;
        for (const screen of ofArea) {
          const list = await listed(screen, token);
          if (list.refused) continue;
          if (!list.rows) {
            whole = whole && !listing.includes(screen);
            continue;
          }
          const pages = await send('GET', url(screen, 'list', {}, 'per_page=100'), token);
          const keys = [...screen.fields, ...screen.columns].filter((field) => field.lookup === name).map((field) => field.key);
          if (listing.includes(screen)) for (const id of list.rows.ids) allowed.add(id);
          for (const row of pageOf(screen, pages.body)?.data ?? []) {
            for (const key of keys) for (const value of [(row as Record<string, unknown>)[key]].flat()) if (typeof value === 'number') allowed.add(value);
          }
        }
        if (!whole) continue;
        const unseen = (answer.body.data as { id: unknown }[]).filter((row) => !allowed.has(Number(row.id)));
        if (unseen.length > 0) problems.push(`${area}: the lookup ${name} answered ${unseen.length} rows no list of theirs shows (row ${String(unseen[0].id)})`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('tried every screen\'s routes', () => {
    expect(requests).toBeGreaterThan(screens.length * READER_KINDS.length);
  });
});
