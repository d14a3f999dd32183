// An outside program's client of the API, typed from the OpenAPI document the server serves: openapi-typescript writes
// its types, a journey written against them with openapi-fetch is compiled by TypeScript with --strict (lines that
// break the document's rules must not compile), and the compiled journey runs over real HTTP — a list searched and
// sorted, a record read, one created, updated in part under its version, moved by its workflow, a file downloaded, and
// the record deleted. The client is a project of its own (tests/typed-client), as an outside program would be, with the
// TypeScript openapi-typescript asks for. The types are checked over PGlite alone, as the document's own checks are
// (openapi.test.ts): the document is made from the registry, the same over either engine, and the check is most of the
// file's time (a dozen processor-seconds). The journey runs over each engine, its types erased as a compiler emits it.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

/** The outside project: its own package.json and lockfile, installed by npm install (the root's postinstall). */
const PROJECT = join(__dirname, '../typed-client');
const bin = (name: string): string => join(PROJECT, 'node_modules/.bin', name);

/** The journey, as its author writes it against the generated types. */
const JOURNEY = `import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const api = createClient<paths>({ baseUrl: process.env.AULA_URL, headers: { authorization: \`Bearer \${process.env.AULA_TOKEN}\` } });
const lecturer = Number(process.env.AULA_LECTURER);

const listed = await api.GET('/students', { params: { query: { search: 'ა', sort: '-surname', per_page: 5 } } });
if (!listed.data) throw new Error(\`list: \${listed.response.status}\`);
const first = listed.data.students.data[0];

const read = await api.GET('/students/{id}', { params: { path: { id: first.id } } });
if (!read.data) throw new Error(\`read: \${read.response.status}\`);

const created = await api.POST('/projects', {
  body: { title: 'Typed client', kind_id: 1, lecturer_id: lecturer, starts_on: '2027-02-01', ends_on: '2027-06-30', places: 10, description: 'Made by a client typed from the document.' },
});
if (!created.data) throw new Error(\`create: \${created.response.status} \${JSON.stringify(created.error)}\`);
const id = created.data.data.id;
const version = created.response.headers.get('etag') ?? undefined;

const updated = await api.PUT('/projects/{id}', { params: { path: { id }, header: { 'If-Match': version } }, body: { places: 12 } });
const stale = await api.PUT('/projects/{id}', { params: { path: { id }, header: { 'If-Match': version } }, body: { places: 13 } });
const cleared = await api.PUT('/projects/{id}', { params: { path: { id } }, body: { description: null } });

const moved = await api.POST('/projects/{id}/transition', { params: { path: { id } }, body: { transition: 'approve' } });
if (!moved.data) throw new Error(\`transition: \${moved.response.status}\`);

const applicants = await api.GET('/bachelor-registers', { params: { query: { per_page: 1 } } });
const applicant = applicants.data?.applicants.data[0];
if (!applicant) throw new Error('no applicant');
const file = await api.POST('/bachelor-registers/actions/export', { body: { ids: [applicant.id] }, parseAs: 'arrayBuffer' });
if (!file.data) throw new Error(\`download: \${file.response.status}\`);

const deleted = await api.DELETE('/projects/{id}', { params: { path: { id } } });
const gone = await api.GET('/projects/{id}', { params: { path: { id } } });

console.log(JSON.stringify({
  listed: { status: listed.response.status, rows: listed.data.students.data.length, total: listed.data.students.total, surnames: listed.data.students.data.map((row) => row.surname) },
  read: { status: read.response.status, id: read.data.data.id, surname: read.data.data.surname, etag: read.response.headers.get('etag') !== null },
  created: { status: created.response.status, title: created.data.data.title },
  updated: { status: updated.response.status, places: updated.data?.data.places, title: updated.data?.data.title },
  stale: stale.response.status,
  cleared: { status: cleared.response.status, fields: cleared.error && 'errors' in cleared.error ? Object.keys(cleared.error.errors) : [] },
  moved: { status: moved.response.status, state: moved.data.state },
  file: { status: file.response.status, type: file.response.headers.get('content-type'), zip: new TextDecoder().decode(file.data.slice(0, 2)) },
  deleted: deleted.response.status,
  gone: gone.response.status,
}));
`;

/** What the document forbids, each line of which must fail to compile (an unused @ts-expect-error fails it too). */
const MISUSE = `import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const api = createClient<paths>({ baseUrl: 'http://localhost' });
// @ts-expect-error a path the API does not have
void api.GET('/studentz');
// @ts-expect-error a sort key the list does not take
void api.GET('/students', { params: { query: { sort: 'shoe_size' } } });
// @ts-expect-error a project without its required fields
void api.POST('/projects', { body: { title: 'Half' } });
// @ts-expect-error a number of places as text
void api.PUT('/projects/{id}', { params: { path: { id: 1 } }, body: { places: 'twelve' } });
// @ts-expect-error a transition the workflow does not have
void api.POST('/projects/{id}/transition', { params: { path: { id: 1 } }, body: { transition: 'publish' } });
`;

describe.each(engines)('a client typed from the OpenAPI document, on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let folder: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    folder = mkdtempSync(join(PROJECT, '.run-'));
  });

  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    await test?.stop();
  });

  /** The journey, and `misuse` beside it when asked, in a project compiled as the outside program's is (--strict). */
  function writeProject(misuse: boolean): void {
    writeFileSync(join(folder, 'journey.ts'), JOURNEY);
    if (misuse) writeFileSync(join(folder, 'misuse.ts'), MISUSE);
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], types: ['node'], outDir: 'out', skipLibCheck: true },
      files: ['journey.ts', ...(misuse ? ['misuse.ts'] : [])],
    }));
  }

  /** tsc over the project, with `args`; its report as the failure's message. */
  function compile(...args: string[]): void {
    try {
      execFileSync(bin('tsc'), ['-p', folder, ...args], { cwd: folder, encoding: 'utf8', stdio: 'pipe' });
    } catch (failed) {
      throw new Error(`tsc ${args.join(' ')}: ${(failed as { stdout: string }).stdout}`);
    }
  }

  if (engine === 'pglite') {
    it('is generated by openapi-typescript, compiles with --strict and refuses what the document forbids', async () => {
      writeFileSync(join(folder, 'openapi.json'), JSON.stringify((await call('GET', '/api/openapi.json', { token })).body));
      execFileSync(bin('openapi-typescript'), ['openapi.json', '--output', 'schema.d.ts'], { cwd: folder, stdio: 'pipe' });
      writeProject(true);
      compile('--noEmit');
    }, 120_000);
  }

  it('runs a journey written against those types over HTTP', async () => {
    writeProject(false);
    compile('--noCheck');

    // an outside program holds an API token (a session's write would need the browser's XSRF header): it reads the
    // students and the applicants, and reads, writes and approves projects, and runs the applicants' export (an action is a POST, which a token makes only where it writes)
    const made = await call('POST', '/api/tokens', {
      token,
      body: { name: 'Typed client', permissions: ['students.index', 'bachelor.index', 'projects.index', 'projects.approve'], writes: ['projects.index', 'projects.approve', 'bachelor.index'], expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [{ lecturer }] = await test.server.ctx.db.query<{ lecturer: number }>('SELECT min(id) AS lecturer FROM lecturers');
    // run beside the server, which answers in this process: not synchronously, which would stop it answering
    const { stdout: output } = await promisify(execFile)(process.execPath, [join(folder, 'out/journey.js')], {
      encoding: 'utf8', env: { ...process.env, AULA_URL: `${test.baseUrl}/api`, AULA_TOKEN: String(made.body.token), AULA_LECTURER: String(lecturer) },
    });
    const report = JSON.parse(output) as { listed: { surnames: string[] } } & Record<string, unknown>;
    expect(report).toMatchObject({
      listed: { status: 200, rows: 5 },
      read: { status: 200, id: expect.any(Number), etag: true },
      created: { status: 201, title: 'Typed client' },
      // a part of the record written, the rest as it was; the version it was read at is then stale; a field the form
      // requires cannot be cleared, though an update may send null to clear one that is not
      updated: { status: 200, places: 12, title: 'Typed client' },
      stale: 412,
      cleared: { status: 422, fields: ['description'] },
      moved: { status: 200, state: 'approved' },
      file: { status: 200, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: 'PK' },
      deleted: 204,
      gone: 404,
    });
    // sorted as asked, by surname descending (the API compares text byte-wise)
    const { surnames } = report.listed;
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  }, 120_000);
});
