// The API answers what its OpenAPI document says, over real HTTP: every reading route of every admin screen the
// registry has (its list, sorted by each of its sort keys in turn, a record, its history, its recently deleted, a
// record that is not there), a refused write per written screen, an update of a record and every action that answers a
// file are sent, each request checked against the operation's parameters and each answer against the operation's
// response for its status (its media type among those declared), by Ajv (JSON Schema 2020-12, which OpenAPI 3.1 uses)
// over the document as /api/openapi.json serves it, its references resolved by @apidevtools/swagger-parser. No
// difference is allowed.
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeOf } from '../../contract/api-routes';
import { SCREEN_ROUTES, type RouteName } from '../../contract/routes';
import { registry } from '../../server/generated/registry';
import { fileOperations, type OperationName } from '../../contract/catalogue';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

interface Parameter { name: string; in: string; schema: object }
interface Operation { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, { schema: object }> }> }
type Document = { paths: Record<string, Record<string, Operation>> };

describe.each(engines)('the API\'s traffic against its OpenAPI document, on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let document: Document;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const differences: string[] = [];
  let checked = 0;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    const served = (await call('GET', '/api/openapi.json', { token })).body;
    document = await SwaggerParser.dereference(structuredClone(served) as never) as unknown as Document;
  });

  afterAll(async () => {
    await test?.stop();
  });

  /** Sends a request of an operation, checks its query against the parameters and its answer against the response. */
  async function exchange(method: string, template: string, path: string, query: Record<string, string> = {}, body?: unknown): Promise<Record<string, unknown>> {
    const operation = document.paths[template]?.[method.toLowerCase()];
    const at = `${method} ${path}`;
    if (!operation) {
      differences.push(`${at}: no operation ${method} ${template} in the document`);
      return {};
    }
    for (const [name, value] of Object.entries(query)) {
      const parameter = operation.parameters?.find((candidate) => candidate.in === 'query' && candidate.name === name);
      const typed = /^-?\d+$/.test(value) && parameter && JSON.stringify(parameter.schema).includes('integer') ? Number(value) : value;
      if (!parameter) differences.push(`${at}: the query's ${name} is no parameter of the operation`);
      else if (!ajv.validate(parameter.schema, typed)) differences.push(`${at}: the query's ${name}=${value}: ${ajv.errorsText()}`);
    }
    const search = new URLSearchParams(query).toString();
    const answer = await call(method, `/api${path}${search ? `?${search}` : ''}`, { token, body, language: 'en' });
    checked += 1;
    const response = operation.responses[String(answer.status)];
    if (!response) {
      differences.push(`${at}: answered ${answer.status}, which the operation does not declare`);
      return answer.body;
    }
    // an answer of a type the operation declares (a file as the file it is), its JSON as the schema says
    const type = answer.headers.get('content-type')?.split(';')[0];
    if (response.content && type && !response.content[type]) differences.push(`${at} (${answer.status}): a ${type} answer, where the document says ${Object.keys(response.content).join(', ')}`);
    const schema = response.content?.['application/json']?.schema;
    if (schema && type === 'application/json' && !ajv.validate(schema, answer.body)) differences.push(`${at} (${answer.status}): ${ajv.errorsText(ajv.errors, { separator: '; ' }).slice(0, 600)}`);
    return answer.body;
  }

  const template = (screen: { endpoint: string }, route: RouteName): string => (screen.endpoint + shapeOf(SCREEN_ROUTES[route]).path).replace(/:([a-zA-Z]+)/g, '{$1}');

  it('answers every admin screen\'s reading routes, and a refused write, as the document says', async () => {
    const screens = Object.values(registry.screens).filter((screen) => (screen.area ?? 'admin') === 'admin' && screen.view !== 'dashboard');
    for (const screen of screens) {
      const routes = new Set(screen.routes);
      if (!routes.has('list') || screen.grid) continue;
      const listed = await exchange('GET', template(screen, 'list'), screen.endpoint, { per_page: '5' });
      for (const sort of screen.sortable) await exchange('GET', template(screen, 'list'), screen.endpoint, { per_page: '3', sort: `-${sort}` });
      const rows = ((listed[screen.responseKey ?? 'data'] as { data?: { id: number }[] } | undefined)?.data ?? []);
      if (routes.has('record') && rows[0]) {
        await exchange('GET', template(screen, 'record'), `${screen.endpoint}/${rows[0].id}`);
        await exchange('GET', template(screen, 'record'), `${screen.endpoint}/2147483647`);
      }
      if (routes.has('history') && rows[0]) await exchange('GET', template(screen, 'history'), `${screen.endpoint}/${rows[0].id}/history`);
      if (routes.has('deleted')) await exchange('GET', template(screen, 'deleted'), `${screen.endpoint}/deleted`);
      // a body that is no object is refused at once, with its field errors
      if (routes.has('create')) await exchange('POST', template(screen, 'create'), screen.endpoint, {}, [1]);
    }
    console.log(`OpenAPI traffic: ${checked} exchanges over ${screens.length} screens, ${differences.length} differences`);
    expect(checked).toBeGreaterThan(200);
    expect(differences).toEqual([]);
  });

  it('answers an update of a record of every admin screen, and every action that answers a file, as the document says', async () => {
    const before = checked;
    const screens = Object.values(registry.screens).filter((screen) => (screen.area ?? 'admin') === 'admin' && screen.view !== 'dashboard' && !screen.grid);
    let files = 0;
    for (const screen of screens) {
      const routes = new Set(screen.routes);
      if (!routes.has('list')) continue;
      const listed = await call('GET', `/api${screen.endpoint}?per_page=1`, { token });
      const [row] = (listed.body[screen.responseKey ?? 'data'] as { data?: { id: number }[] } | undefined)?.data ?? [];
      if (!row) continue;
      // a record written as it is: the answer is the record now (or, for one the form would no longer take, its refusal)
      if (routes.has('update')) await exchange('PUT', template(screen, 'update'), `${screen.endpoint}/${row.id}`, {}, {});
      for (const action of screen.actions.filter((candidate) => fileOperations[candidate.run as OperationName] && candidate.on !== 'screen')) {
        await exchange('POST', `${screen.endpoint}/actions/${action.id}`, `${screen.endpoint}/actions/${action.id}`, {}, { ids: [row.id] });
        files += 1;
      }
    }
    console.log(`OpenAPI traffic, writes and files: ${checked - before} exchanges, ${files} of them files, ${differences.length} differences`);
    expect(files).toBeGreaterThan(5);
    expect(differences).toEqual([]);
  });
});
