// Property-based fuzzing of every list, export, show, write, bulk, action and grid route the registry declares, over real HTTP
// on PGlite and (when DATABASE_URL is set) PostgreSQL: whatever the query, path id or body (NUL bytes, integers
// past int4, impossible dates, texts for lists, floats for ids, multipart or JSON), no answer is a 5xx, an export
// that answers 200 delivers a whole file, and a refused write leaves its table as it was. Bounded in time
// (FUZZ_SECONDS per engine, default 25); the counts are printed. Every import route, and every action that reads a
// table from a file, is sent a spreadsheet bomb: each refuses it and the server answers its health after each.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import type { ServerScreen } from '../../contract/model';
import { fillPath, SCREEN_ROUTES, shapeOf, type RouteName } from '../../contract/routes';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { spreadsheetBomb } from './support/spreadsheet-bomb';

const FUZZ_MS = Number(process.env.FUZZ_SECONDS ?? 25) * 1000;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  resource: ServerScreen;
  kind: 'list' | 'export' | 'show' | 'create' | 'update' | 'delete' | 'bulk' | 'grid' | 'cell' | 'publish' | 'transition' | 'account';
}

/** For a grid: a scope it has (a course), and rows and columns of that scope, so that some cells are written. */
interface GridIds { scope: number; rows: number[]; columns: number[] }

/** The routes outside the registry: sign-in, the signed-in user's own account, lookups and the few reads of their own. */
const ACCOUNT_ROUTES: readonly Pick<Route, 'method' | 'path'>[] = [
  { method: 'POST', path: '/auth/login' }, { method: 'GET', path: '/check-token-validity' }, { method: 'GET', path: '/messages/unreadCount' },
  { method: 'GET', path: '/profile' }, { method: 'PUT', path: '/profile' }, { method: 'POST', path: '/profile/password' },
  { method: 'GET', path: '/lookups/:id' }, { method: 'POST', path: '/finances/export-student-finance-job' }, { method: 'GET', path: '/feeds/:id' },
  { method: 'GET', path: '/tokens' }, { method: 'POST', path: '/tokens' }, { method: 'DELETE', path: '/tokens/:id' },
  { method: 'GET', path: '/lists/students' }, { method: 'PUT', path: '/lists/students/columns' }, { method: 'POST', path: '/lists/students/views' },
  { method: 'PUT', path: '/lists/students/views/:id' }, { method: 'DELETE', path: '/lists/students/views/:id' },
  { method: 'POST', path: '/auth/second-factor' }, { method: 'POST', path: '/auth/second-factor/setup' },
  { method: 'GET', path: '/profile/second-factor' }, { method: 'POST', path: '/profile/second-factor' },
  { method: 'POST', path: '/profile/second-factor/confirm' }, { method: 'POST', path: '/profile/second-factor/remove' },
  { method: 'POST', path: '/profile/second-factor/recovery-codes' }, { method: 'GET', path: '/settings/sign-in' }, { method: 'PUT', path: '/settings/sign-in' },
  // the bell's list and marking read (its stream is held open, and not fuzzed)
  { method: 'GET', path: '/notifications' }, { method: 'POST', path: '/notifications/:id/read' }, { method: 'POST', path: '/notifications/read' },
  // Find anyone: its text (q) is one of the query keys every GET is sent
  { method: 'GET', path: '/find' },
];
const accountFields: ServerScreen = {
  ...registry.screens.students, table: undefined, filters: [], sortable: [],
  fields: [
    'email', 'password', 'current_password', 'password_confirmation', 'first_name', 'last_name', 'photo', 'name', 'permissions', 'writes', 'addresses',
    'expires_at', 'ticket', 'code', 'recovery_code', 'second_factor_required', 'columns', 'query', 'role_id',
  ]
    .map((key) => ({ key, label: key, kind: 'text' as const, required: false })),
};

/** How each route of a screen is fuzzed; a long export's job is left out (it only enqueues the export fuzzed here). */
const FUZZED_AS: Readonly<Record<RouteName, Route['kind'] | undefined>> = {
  list: 'list', tiles: 'list', export: 'export', exportJob: undefined, record: 'show', history: 'show', deleted: 'show', restore: 'delete',
  create: 'create', import: 'create', update: 'update', delete: 'delete', sheet: 'grid', cell: 'cell', publish: 'publish', action: 'bulk', send: 'create', transition: 'transition',
  feed: 'list', renewFeed: 'list',
};

/** Every route of the registry's screens (the model's routes, where the server registers them), and the accounts'. */
function routesOf(resources: readonly ServerScreen[]): Route[] {
  const byEndpoint = new Map(resources.map((resource) => [resource.endpoint, resources.find((r) => r.endpoint === resource.endpoint && !r.readOnly) ?? resource]));
  const routes: Route[] = [];
  for (const resource of byEndpoint.values()) {
    // a public form writes to the table of the register it files into
    const target = resource.area === 'public' ? { ...resource, table: registry.screens[resource.into![0]].table } : resource;
    for (const name of resource.routes) {
      const kind = FUZZED_AS[name];
      if (!kind) continue;
      const { method, path } = shapeOf(SCREEN_ROUTES[name]);
      if (name !== 'action' && name !== 'send') {
        routes.push({ method, path: resource.endpoint + path, resource: target, kind });
        continue;
      }
      // an action with a form is written as a row is; one on rows takes their ids as a bulk action does
      for (const action of resource.actions) {
        routes.push({ method, path: resource.endpoint + fillPath(path, { action: action.id }), resource: target, kind: action.form ? 'create' : 'bulk' });
      }
    }
  }
  for (const route of ACCOUNT_ROUTES) routes.push({ ...route, resource: accountFields, kind: 'account' });
  return routes;
}

/** Texts that have broken servers: what the database cannot hold, what parses loosely, what looks like SQL. */
const nastyText = fc.constantFrom(
  '\u0000', 'a\u0000b', '2147483647', '2147483648', '-2147483649', '99999999999', '1e308', '1e-7', 'NaN', 'Infinity', '0x10', '+5', '016',
  '2025-02-30', '0000-01-01', '2025-01-01xyz', '2025-01-01T25:00', '2024-02-29', '9999-12-31', '0001-01-01', '10000-01-01',
  '%', '_', '\\', "'", "'; DROP TABLE students; --", 'ა'.repeat(300), '', ' ', '[]', '{}', '[1,2]', '1,2', 'true', 'null', '4.35', '1.005', '-0',
  '/storage/00000000000000000000000000000000.png', '../../etc/passwd', '__proto__', 'constructor',
);
const text = fc.oneof(nastyText, fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String));
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText, fc.string({ maxLength: 40 }), fc.integer(), fc.double(),
  fc.constantFrom(2147483648, 1e308, -1, 0, 1, 4.35, 1.13, 1234567.89, Number.MAX_SAFE_INTEGER, 0.1 + 0.2),
  fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.integer(), nastyText), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
  // objects that String() and template literals cannot turn into text
  fc.constantFrom({ toString: '' }, { toString: null, valueOf: null }),
);

function queryKeys(resource: ServerScreen): string[] {
  const keys = ['page', 'per_page', 'sort', 'rowId', 'id', 'password_hash', 'q'];
  for (const filter of resource.filters) {
    if (filter.kind === 'range' || filter.kind === 'dateRange') keys.push(`${filter.key}_from`, `${filter.key}_to`);
    else keys.push(filter.key);
  }
  return [...keys, ...resource.sortable.map((key) => `-${key}`)];
}

const queryOf = (resource: ServerScreen) => fc.dictionary(
  fc.oneof(fc.constantFrom(...queryKeys(resource)), fc.string({ maxLength: 6 })),
  fc.oneof(text, fc.constantFrom(...resource.sortable, ...resource.sortable.map((key) => `-${key}`), 'id')),
  { maxKeys: 4 },
).map((query) => new URLSearchParams(query).toString());

const bodyOf = (resource: ServerScreen) => fc.dictionary(
  fc.oneof(fc.constantFrom(...resource.fields.map((field) => field.key), 'id', 'ids'), fc.string({ maxLength: 6 })),
  jsonValue,
  { maxKeys: 6 },
);

/** A grid's query: its scope, mostly one it has. */
const gridQueryOf = (resource: ServerScreen, ids: GridIds) => fc.oneof(
  fc.constant(ids.scope).map(String), text,
).map((scope) => new URLSearchParams({ [resource.grid!.scope]: scope }).toString());

/** A cell to write: mostly a scope, row and column the grid has, and any value. */
const cellOf = (resource: ServerScreen, ids: GridIds) => {
  const { scope, rows, columns, value } = resource.grid!;
  const known = (values: readonly number[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: jsonValue });
  return fc.record({
    [scope]: known([ids.scope]), [rows.field]: known(ids.rows.length ? ids.rows : [1]),
    [columns.field]: known(ids.columns.length ? ids.columns : [1]), [value]: jsonValue,
  });
};

/** A column to publish or withdraw: mostly a scope and column the grid has, and any value. */
const publishedOf = (resource: ServerScreen, ids: GridIds) => {
  const { scope, columns } = resource.grid!;
  const known = (values: readonly number[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: jsonValue });
  return fc.record({
    [scope]: known([ids.scope]), [columns.field]: known(ids.columns.length ? ids.columns : [1]),
    [resource.workflow!.publish!.field]: fc.oneof(fc.boolean(), jsonValue),
  });
};

const idSegment = (valid: number | string) => fc.oneof(
  { weight: 3, arbitrary: fc.constant(String(valid)) },
  { weight: 2, arbitrary: nastyText.map((value) => encodeURIComponent(value)) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 3_000_000_000 }).map(String) },
);

/** A workflow's move: one of its transitions or any text, with or without a reason of any kind. */
function transitionOf(resource: ServerScreen): fc.Arbitrary<Record<string, unknown>> {
  const names = resource.workflow!.transitions.map((transition) => transition.id);
  return fc.record({
    transition: fc.oneof(fc.constantFrom(...names), nastyText, fc.integer()),
    reason: fc.oneof(fc.constant(undefined), nastyText, fc.integer(), fc.constant(null)),
  }, { requiredKeys: [] });
}

/** Waits until no job is queued or running, so that a table changes only by the request at hand. */
async function jobsSettled(test: TestServer): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const [{ busy }] = await test.server.ctx.db.query<{ busy: number }>(`SELECT count(*)::int AS busy FROM jobs WHERE state IN ('queued', 'running')`);
    if (busy === 0) return;
    if (Date.now() > until) throw new Error(`${busy} jobs still queued or running after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)('fuzzing every route on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  const firstIds = new Map<string, number>();
  const gridIds = new Map<string, GridIds>();

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    for (const resource of Object.values(registry.screens)) {
      if (!resource.table) continue;
      const params = resource.table === 'applicants' ? [resource.name] : [];
      const [row] = await test.server.ctx.db.query<{ id: number }>(
        `SELECT id FROM ${resource.table}${params.length ? ' WHERE register = $1' : ''} ORDER BY id DESC LIMIT 1`, params,
      );
      firstIds.set(resource.endpoint, row?.id ?? 1);
      if (!resource.grid) continue;
      const [scoped] = await test.server.ctx.db.query<{ scope: number }>(`SELECT ${resource.grid.scope} AS scope FROM ${resource.table} LIMIT 1`);
      const sheet = (await call('GET', `/api${resource.endpoint}/grid?${resource.grid.scope}=${scoped?.scope ?? 1}`, { token })).body as { rows?: { id: number }[]; columns?: { id: number }[] };
      gridIds.set(resource.endpoint, { scope: scoped?.scope ?? 1, rows: (sheet.rows ?? []).map((item) => item.id), columns: (sheet.columns ?? []).map((item) => item.id) });
    }
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('answers no request with a 5xx, cuts no export short, and changes nothing on a refused write', async () => {
    const routes = routesOf(Object.values(registry.screens));
    const request = fc.constantFrom(...routes).chain((route) => fc.record({
      route: fc.constant(route),
      query: route.kind === 'grid' ? gridQueryOf(route.resource, gridIds.get(route.resource.endpoint)!)
        : route.method === 'GET' ? queryOf(route.resource) : fc.constant(''),
      id: idSegment(route.kind === 'account' ? 'programs' : firstIds.get(route.resource.endpoint) ?? 1),
      body: route.kind === 'cell' ? cellOf(route.resource, gridIds.get(route.resource.endpoint)!)
        : route.kind === 'publish' ? publishedOf(route.resource, gridIds.get(route.resource.endpoint)!)
        : route.kind === 'transition' ? transitionOf(route.resource) : bodyOf(route.resource),
      multipart: fc.boolean(),
      language: fc.constantFrom('ka' as const, 'en' as const),
    }));
    let tried = 0;
    const serverErrors: string[] = [];
    await fc.assert(fc.asyncProperty(request, async ({ route, query, id, body, multipart, language }) => {
      tried += 1;
      const url = `/api${route.path.replace(':id', id)}${query ? `?${query}` : ''}`;
      const writes = route.method !== 'GET';
      // a published column's record is written, not the sheet's cells
      const table = route.kind === 'publish' ? route.resource.workflow!.publish!.table : route.resource.table;
      // a job an earlier request started (a recomputation rewrites students) ends before the table is read
      if (writes && table) await jobsSettled(test);
      const before = writes && table ? await tableDigest(test, table) : undefined;
      let form: FormData | undefined;
      if (multipart && route.method !== 'GET' && (route.kind === 'create' || route.kind === 'update' || route.kind === 'account')) {
        form = new FormData();
        for (const [key, value] of Object.entries(body)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const sent = route.method === 'GET' || route.method === 'DELETE' ? undefined : route.kind === 'bulk' ? { ids: body.ids ?? body } : body;
      const answer = await call(route.method, url, { token, body: form ? undefined : sent, form, language });
      if (answer.status >= 500) serverErrors.push(`${route.method} ${url} ${JSON.stringify(sent)} → ${answer.status}`);
      expect(answer.status, `${route.method} ${url} ${JSON.stringify(sent)}`).toBeLessThan(500);
      if (route.kind === 'export' && answer.status === 200) expect(answer.bytes.subarray(0, 2).toString()).toBe('PK');
      if (before !== undefined && answer.status >= 400) {
        expect(await tableDigest(test, table!), `${route.method} ${url} was refused (${answer.status}) but changed ${table}`).toBe(before);
      }
    }), { numRuns: 1_000_000, interruptAfterTimeLimit: FUZZ_MS, markInterruptAsFailure: false });
    console.log(`fuzz on ${engine}: ${tried} requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`);
    expect(tried).toBeGreaterThan(100);
  }, FUZZ_MS + 95_000);

  it('refuses a spreadsheet bomb on every import route and every action reading a table from a file, and stays up', async () => {
    const bomb = await spreadsheetBomb(300);
    const screens = [...new Map(Object.values(registry.screens).map((resource) => [resource.endpoint, resource])).values()];
    const targets = [
      ...screens.filter((resource) => resource.routes.includes('import')).map((resource) => ({ path: resource.endpoint + shapeOf(SCREEN_ROUTES.import).path, field: 'file' })),
      ...screens.flatMap((resource) => resource.actions.flatMap((action) => (action.fields ?? [])
        .filter((field) => field.kind === 'file' && field.accept === 'table')
        .map((field) => ({ path: resource.endpoint + fillPath(shapeOf(SCREEN_ROUTES.action).path, { action: action.id }), field: field.key })))),
    ];
    expect(targets.length).toBeGreaterThan(10);
    const answers: string[] = [];
    // each is unpacked up to the limit (a second or two here): a real import's refusal before its job is in import.test.ts
    for (const { path, field } of targets) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bomb)]), 'bomb.xlsx');
      const answer = await call('POST', `/api${path}?dry_run=1`, { token, form, language: 'en' });
      answers.push(`${path} → ${answer.status}`);
      // too large to unpack, or (an action's upload limit) to take; never read, never a 5xx
      expect([413, 422], `${path} answered ${answer.status}`).toContain(answer.status);
      expect((await call('GET', '/api/health')).status).toBe(200);
    }
    console.log(`spreadsheet bomb on ${engine}: ${answers.length} requests, ${answers.filter((line) => line.endsWith('413')).length} answered 413`);
  }, 240_000);
});
