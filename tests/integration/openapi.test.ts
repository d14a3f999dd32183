// The API's OpenAPI document, over real HTTP: a well-kept validator (@apidevtools/swagger-parser) finds it valid
// OpenAPI 3.1, Redocly's linter (its recommended rules) finds nothing wrong with it, and it names every route of every screen the registry gives the server, with each list's sort keys;
// administrators read it in Swagger UI at /api/docs, every file of which the app serves itself. Made from the registry,
// the same over either engine: the PGlite run alone reads it (vitest.config.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, SIGNED_OUT_ROUTES, fillPath, shapeOf, type ApiRouteName } from '../../contract/api-routes';
import { SCREEN_ROUTES } from '../../contract/routes';
import { registry } from '../../server/generated/registry';
import { USER_TYPE } from '../../contract/constants';
import { fileOperations, type OperationName } from '../../contract/catalogue';
import { client, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

describe('the OpenAPI document', () => {
  let test: TestServer;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer('pglite');
    call = client(test.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('is valid OpenAPI 3.1 and names every screen route, with the list\'s sort keys and the form as the body', async () => {
    expect((await call('GET', '/api/openapi.json')).status).toBe(401);
    const answer = await call('GET', '/api/openapi.json', { token });
    expect(answer.status).toBe(200);
    const document = answer.body as { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string; schema: { enum?: string[] } }[]; requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>> };
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
    const missing: string[] = [];
    for (const screen of Object.values(registry.screens)) {
      if (screen.area === 'public' || screen.view === 'dashboard') continue;
      for (const route of screen.routes) {
        if (route === 'action') continue;
        const shape = shapeOf(SCREEN_ROUTES[route]);
        const path = (screen.endpoint + shape.path).replace(/:([a-zA-Z]+)/g, '{$1}');
        if (!document.paths[path]?.[shape.method.toLowerCase()]) missing.push(`${shape.method} ${path}`);
      }
      for (const action of screen.actions) if (!document.paths[`${screen.endpoint}/actions/${action.id}`]?.post) missing.push(`POST ${screen.endpoint}/actions/${action.id}`);
    }
    expect(missing).toEqual([]);
    const students = document.paths['/students'];
    expect(students.get.parameters?.find((parameter) => parameter.name === 'sort')?.schema.enum).toEqual(expect.arrayContaining(['surname', '-gpa']));
    expect(Object.keys(students.post.requestBody!.content['application/json'].schema.properties!)).toEqual(expect.arrayContaining(['personal_id', 'program_id']));
    expect(document.paths['/students/import'].post).toBeDefined();
    expect(document.paths['/tokens'].post).toBeDefined();
  });

  it('passes Redocly\'s lint (its recommended rules) with no error and no warning but the licence a private project does not state', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aula-lint-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify((await call('GET', '/api/openapi.json', { token })).body));
      let report: string;
      try {
        report = execFileSync(join(__dirname, '../../node_modules/.bin/redocly'), ['lint', file, '--format=json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch (failed) {
        // it exits 1 when it finds an error, with its report on stdout all the same
        report = (failed as { stdout: string }).stdout;
      }
      const { totals, problems } = JSON.parse(report) as { totals: { errors: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
      expect(problems.filter((problem) => problem.ruleId !== 'info-license').map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
      expect(totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('says what the server takes and answers: an update as the partial body with nulls it takes, a file as the file it sends, a move by its transition', async () => {
    type Operation = { parameters?: { name?: string; $ref?: string }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, unknown> }> };
    const document = (await call('GET', '/api/openapi.json', { token })).body as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { required?: string[] }> } };
    const ajv = addFormats(new Ajv2020({ strict: false }));
    // a partial update clearing a field that is not required: the server takes it, and the document's body says so
    const students = registry.screens.students;
    const form = students.schema as { properties: object; required: string[]; allOf?: unknown[] };
    // a field no rule requires, not even while a choice holds
    const optional = Object.keys(form.properties).find((key) => !form.required.includes(key) && !JSON.stringify(form.allOf ?? []).includes(`"${key}"`))!;
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    const update = document.paths['/students/{id}'].put;
    const body = { [optional]: null };
    const put = await call('PUT', `/api/students/${id}`, { token, body });
    expect(put.status, JSON.stringify({ body, answer: put.body })).toBe(200);
    expect(ajv.validate(update.requestBody!.content['application/json'].schema, body), ajv.errorsText()).toBe(true);
    expect(document.components.schemas['students.row'].required).toEqual(['id']);
    // an action whose operation makes a file answers it with the type the document gives
    const exporting = Object.values(registry.screens).find((screen) => screen.table && screen.actions.some((action) => action.run === 'exportRows'))!;
    const action = exporting.actions.find((candidate) => candidate.run === 'exportRows')!;
    const [row] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM ${exporting.table} ORDER BY id LIMIT 1`);
    const exported = await call('POST', `/api${exporting.endpoint}/actions/${action.id}`, { token, body: { ids: [row.id] } });
    expect(exported.status).toBe(200);
    expect(Object.keys(document.paths[`${exporting.endpoint}/actions/${action.id}`].post.responses[200].content!)).toEqual([exported.headers.get('content-type')]);
    expect(exported.headers.get('content-type')).toBe(fileOperations[action.run as OperationName]);
    expect(Object.keys(document.paths['/feeds/{token}'].get.responses[200].content!)).toEqual(['text/calendar']);
    expect(Object.keys(document.paths['/jobs/{id}/file'].get.responses[200].content!)).toEqual(expect.arrayContaining(['application/zip']));
    // every screen's move between states names its record and its transitions
    const moving = Object.values(registry.screens).filter((screen) => screen.routes.includes('transition'));
    expect(moving.length).toBeGreaterThan(3);
    for (const screen of moving) {
      const move = document.paths[`${screen.endpoint}/{id}/transition`].post;
      expect(move.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/Id'), screen.name).toBe(true);
      expect((move.requestBody!.content['application/json'].schema.properties as { transition: { enum: string[] } }).transition.enum)
        .toEqual(screen.workflow!.transitions.map((transition) => transition.id));
    }
  });

  it('says of each of the API\'s own routes what it asks of a caller, as the server answers one without a session', async () => {
    const document = (await call('GET', '/api/openapi.json', { token })).body as {
      paths: Record<string, Record<string, { security: Record<string, string[]>[]; responses: Record<string, unknown> }>>;
    };
    for (const [name, text] of Object.entries(API_ROUTES) as [ApiRouteName, string][]) {
      const { method, path } = shapeOf(text as never);
      // a list only staff pick from (a public form's lists are read by anyone, which the document says of the route)
      const url = `/api${fillPath(path, { area: 'student', provider: 'none', id: '1', name: 'lecturers', screen: 'students', token: `${'A'.repeat(43)}.ics`, code: 'ZZZZ-ZZZZ-ZZZZ' })}`;
      // no session: a write with its XSRF cookie and header, as a signed-out page sends one
      const { status } = await call(method, url, { body: method === 'GET' ? undefined : {} });
      const signedOut = SIGNED_OUT_ROUTES.has(name);
      expect(status === 401, `${name} ${method} ${url} answered ${status} without a session`).toBe(!signedOut);
      // a route of the areas is a path of its own for each area
      const operation = document.paths[path.replace(':area', 'student').replace(/:([a-zA-Z]+)/g, '{$1}')][method.toLowerCase()];
      const writes = method !== 'GET';
      if (name === 'lookup') {
        expect(operation.security).toEqual([{ bearer: [] }, {}]);
        expect((await call('GET', '/api/lookups/programs')).status).toBe(200);
        continue;
      }
      expect(operation.security, name).toEqual(signedOut
        ? (writes ? [{ xsrf: [], xsrfCookie: [] }] : [])
        : (writes ? [{ bearer: [], xsrf: [], xsrfCookie: [] }, { bearer: [] }] : [{ bearer: [] }]));
      expect(Object.keys(operation.responses).includes('419'), name).toBe(writes);
      expect(Object.keys(operation.responses).includes('401'), name).toBe(!signedOut);
    }
    // every operation says in a line what it does; no two paths with parameters match the same address
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods) as { summary?: string }[]);
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    const templated = Object.keys(document.paths).filter((path) => path.includes('{'));
    const segmentsMatch = (a: string, b: string): boolean => a.split('/').length === b.split('/').length
      && a.split('/').every((segment, index) => segment === b.split('/')[index] || segment.startsWith('{') || b.split('/')[index].startsWith('{'));
    // each has a literal segment where the other has a parameter: neither is the more particular
    const literalBeside = (a: string, b: string): boolean => a.split('/').some((segment, at) => !segment.startsWith('{') && b.split('/')[at].startsWith('{'));
    const ambiguous = templated.flatMap((a, index) => templated.slice(index + 1)
      .filter((b) => segmentsMatch(a, b) && literalBeside(a, b) && literalBeside(b, a))
      .map((b) => `${a} ~ ${b}`));
    expect(ambiguous).toEqual([]);
    // a session's write without its XSRF header: 419, which the document names
    expect((await call('PUT', '/api/profile', { token, body: {}, xsrf: false })).status).toBe(419);
  });

  it('is read at /api/docs in Swagger UI served from the app, by an administrator signed in in the browser', async () => {
    const cookie = { cookie: `token=${token}` };
    expect((await call('GET', '/api/docs', { xsrf: false })).status).toBe(401);
    const student = await signInHolding(test, 'docs-student@example.com', [], { userType: USER_TYPE.student });
    expect((await call('GET', '/api/docs', { xsrf: false, headers: { cookie: `token=${student}` } })).status).toBe(403);
    const page = await call('GET', '/api/docs', { xsrf: false, headers: cookie });
    expect(page.status).toBe(200);
    const html = page.bytes.toString('utf8');
    expect(html).toContain('swagger-ui');
    // every script and style it names is the app's own, under the policy of its own, which allows nothing from elsewhere
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(1);
    expect(sources.filter((source) => /^(https?:)?\/\//.test(source))).toEqual([]);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/https:|unsafe|\*/);
    for (const source of sources) {
      const file = await call('GET', new URL(source, `${test.baseUrl}/api/docs/`).pathname, { xsrf: false, headers: cookie });
      expect(file.status, source).toBe(200);
    }
    // the document it shows is the one /api/openapi.json answers
    const shown = await call('GET', '/api/docs/json', { xsrf: false, headers: cookie });
    expect(shown.body).toEqual((await call('GET', '/api/openapi.json', { token })).body);
  });
});
