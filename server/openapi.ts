// The API described as OpenAPI 3.1, built from the same definitions as the routes: the registry's screens (each
// screen's routes from its model, its list's sort keys and filters, its form's JSON Schema as the body it takes) and
// the API's own routes (contract/api-routes.ts). Built once per registry and answered at GET /api/openapi.json to
// anyone signed in, for the university's other systems to read (and to generate clients from).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API_ROUTES, SIGNED_OUT_ROUTES, shapeOf, type ApiRouteName, type RouteShape } from '../contract/api-routes';
import type { Registry, ServerScreen } from '../contract/model';
import { SCREEN_ROUTES, type RouteName } from '../contract/routes';
import { FILE_TYPES, fileOperations, readerCatalogue, type OperationName, type ReaderName } from '../contract/catalogue';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './kernel/list-query';

import { listAnswerSchema, rowSchema, type Schema } from './kernel/answer-schemas';
import { FIND_ANSWER_SCHEMA } from './capabilities/find';
import { FIND_TEXT_MAX } from '../contract/find';
import { LISTED_UPDATES } from '../contract/import';
import { NOTIFICATION_OPERATIONS } from './notifications/routes';
import { AREA_RECORD_TABLE, LANGUAGES } from '../contract/constants';
type Operation = Record<string, unknown>;

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string): Schema => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
/** An answer that is a file of these media types. */
const file = (description: string, ...types: readonly string[]): Schema => ({ description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) });

/** What a signed-in route asks of its caller: a token. */
const SECURED = [{ bearer: [] }];
/** The answers every route may give besides its own. */
const REFUSALS = { 400: ref('responses', 'BadRequest'), 401: ref('responses', 'Unauthenticated'), 403: ref('responses', 'Forbidden'), 422: ref('responses', 'Invalid'), 429: ref('responses', 'TooMany'), 503: ref('responses', 'Unavailable') };

const COMPONENTS = {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'A session token (sign-in) or an API token (aula_…).' },
    xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'Every write repeats the XSRF-TOKEN cookie here (any answer sets the cookie), except one with an API token.' },
    xsrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN', description: 'The cookie a write repeats in X-XSRF-TOKEN.' },
  },
  schemas: {
    Message: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    Invalid: {
      type: 'object', required: ['message', 'errors'],
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    },
    Job: { type: 'object', properties: { job: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } }, required: ['job'] },
    Row: { type: 'object', properties: { id: { type: ['integer', 'string'] } }, additionalProperties: true },
    ImportOutcome: {
      type: 'object', required: ['columns', 'create', 'update', 'skip', 'refused', 'updated', 'misnamed'],
      properties: {
        columns: { type: 'array', items: { type: 'object', properties: { header: { type: 'string' }, field: { type: ['string', 'null'] } } } },
        create: { type: 'integer' }, update: { type: 'integer' }, skip: { type: 'integer' },
        refused: { type: 'array', items: { type: 'object', properties: { row: { type: 'integer' }, errors: ref('schemas', 'FieldErrors') } } },
        updated: {
          type: 'array', maxItems: LISTED_UPDATES, description: 'the records the rows update: each one\'s name as the record has it, and as the file names it where that differs',
          items: { type: 'object', required: ['row', 'id', 'record'], properties: { row: { type: 'integer' }, id: { type: 'integer' }, record: { type: 'string' }, named: { type: 'string' } } },
        },
        misnamed: { type: 'integer', description: 'how many rows update a record the file names otherwise' },
      },
    },
    FieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  parameters: {
    Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    IfMatch: { name: 'If-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The version (ETag) the write expects; a record changed since answers 412 with the record as it is now.' },
    IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 }, description: 'A POST sent again with the same key is answered as the first was, and not carried out twice.' },
  },
  responses: {
    BadRequest: { description: 'The request cannot be read (a body that is no object, a malformed query)', content: json(ref('schemas', 'Message')) },
    Unauthenticated: { description: 'No valid token', content: json(ref('schemas', 'Message')) },
    Forbidden: { description: 'The token does not hold the permission', content: json(ref('schemas', 'Message')) },
    NotFound: { description: 'No such record (or not the caller\'s)', content: json(ref('schemas', 'Message')) },
    Conflict: { description: 'Other records still use it, or its values are taken', content: json(ref('schemas', 'Message')) },
    Stale: { description: 'The record changed since the version given: the answer carries it as it is now', content: json({ type: 'object', properties: { message: { type: 'string' }, data: ref('schemas', 'Row'), version: { type: 'string' } } }) },
    Invalid: { description: 'A field is refused: each field\'s messages, in the request\'s language', content: json(ref('schemas', 'Invalid')) },
    TooMany: { description: 'Too many requests; Retry-After says when to try again', content: json(ref('schemas', 'Message')) },
    Unavailable: { description: 'The database cannot be reached at the moment (a restart, a failover): nothing changed; Retry-After says when to try again', content: json(ref('schemas', 'Message')) },
    XsrfMissing: { description: 'A write without X-XSRF-TOKEN repeating its XSRF-TOKEN cookie (and without an API token): nothing changed', content: json(ref('schemas', 'Message')) },
  },
};

/** Whether the screen's reader answers its list whole, in a shape of its own. */
const answersWhole = (screen: ServerScreen): boolean => screen.reader !== undefined && (readerCatalogue[screen.reader as ReaderName] as { whole?: boolean }).whole === true;

const HISTORY_ENTRIES = {
  type: 'object', required: ['data', 'total'],
  properties: {
    total: { type: 'integer' },
    data: { type: 'array', items: { type: 'object', required: ['at', 'action', 'changes'], properties: {
      at: { type: 'string', format: 'date-time' }, user_id: { type: ['integer', 'null'] }, user_name: { type: ['string', 'null'] },
      action: { type: 'string', enum: ['create', 'update', 'delete', 'restore', 'export', 'erase'] },
      changes: { type: 'object', description: 'each field changed: {from, to}, or {secret: true} for a value not kept' },
    } } },
  },
};

const WORKFLOW_VIEW = {
  type: 'object', required: ['state', 'writable', 'transitions'],
  properties: {
    state: { type: 'string' }, writable: { type: 'boolean' }, reason: { type: 'string' },
    transitions: { type: 'array', items: { type: 'object', required: ['id', 'label'], properties: { id: { type: 'string' }, label: { type: 'string' }, reason: { type: 'string' } } } },
  },
};

const DELETED_ENTRIES = {
  type: 'object', required: ['data', 'total'],
  properties: {
    total: { type: 'integer' },
    data: { type: 'array', items: { type: 'object', required: ['id', 'at', 'values'], properties: {
      id: { type: 'integer' }, at: { type: 'string', format: 'date-time' }, user_id: { type: ['integer', 'null'] }, user_name: { type: ['string', 'null'] },
      values: { type: 'object', description: 'the deleted record\'s values' },
    } } },
  },
};

/** A path of the tables (`/:id/history`) as OpenAPI writes it (`/{id}/history`). */
const openPath = (path: string): string => path.replace(/:([a-zA-Z]+)/g, '{$1}');

/** A branch of a form's rule (allOf's then or else): the fields it requires while its choice holds. */
type Branch = { required?: string[]; properties?: Schema };
type Conditional = { if?: Schema; then?: Branch; else?: Branch };

/** A branch naming the fields it requires among its own properties, as readers of a schema expect. */
const namingRequired = (branch: Branch): Branch => (branch.required
  ? { ...branch, properties: { ...Object.fromEntries(branch.required.map((key) => [key, true])), ...branch.properties } }
  : branch);

/**
 * The form's JSON Schema as a body: without its $id, which would root its references elsewhere; a field a rule
 * requires while a choice holds (allOf's then) is named in that branch too, where it constrains nothing more.
 */
function bodySchema(screen: ServerScreen): Schema {
  const { $id: _id, allOf, ...schema } = screen.schema as Schema & { allOf?: Conditional[] };
  if (!allOf) return schema;
  return { ...schema, allOf: allOf.map((rule) => ({ ...rule, ...(rule.then ? { then: namingRequired(rule.then) } : {}), ...(rule.else ? { else: namingRequired(rule.else) } : {}) })) };
}

/** A write's body: the fields as JSON, or as a multipart form with its files. */
const writeBody = (schema: Schema): Schema => ({ required: true, content: { ...json(schema), 'multipart/form-data': { schema: { type: 'object' } } } });

/**
 * The body of an update: any of the form's fields, each of which may be null to clear it. The server checks the record
 * as it will be (the body over the stored values) against the whole form, required fields included, and answers 422.
 */
function updateSchema(screen: ServerScreen): Schema {
  const { properties } = bodySchema(screen) as { properties?: Record<string, Schema> };
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties ?? {}).map(([key, property]) => [key, { anyOf: [property, { type: 'null' }] }])),
  };
}

/** A list's query: its page, its sort keys (descending with a minus) and its filters (a range as _from and _to). */
function listParameters(screen: ServerScreen): Schema[] {
  const sorts = screen.sortable.flatMap((key) => [key, `-${key}`]);
  return [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE } },
    ...(sorts.length > 0 ? [{ name: 'sort', in: 'query', schema: { type: 'string', enum: sorts, ...(screen.defaultSort ? { default: screen.defaultSort } : {}) } }] : []),
    { name: 'exact_total', in: 'query', schema: { type: 'string', enum: ['1'] }, description: 'count the total exactly above 100,000 rows' },
    ...screen.filters.flatMap((filter) => (filter.kind === 'range' || filter.kind === 'dateRange'
      ? (['from', 'to'] as const).map((bound) => ({ name: `${filter.key}_${bound}`, in: 'query', required: false, schema: { type: 'string' } }))
      : [{ name: filter.key, in: 'query', required: filter.required === true, schema: { type: 'string' }, description: filter.kind === 'search' ? 'the start of a word of the searched columns' : undefined }])),
  ];
}

/**
 * A row as the document names it: the form's fields, and for a row its table stores (not one a reader assembles)
 * its id, always there, its version (the ETag a write names in If-Match) and when it was made and last changed.
 */
function documentedRow(screen: ServerScreen): Schema {
  const row = rowSchema(screen);
  if (!screen.table || screen.reader) return row;
  const instant = { type: ['string', 'null'], format: 'date-time' };
  return { ...row, required: ['id'], properties: { ...(row.properties as Schema), row_version: { type: 'string' }, created_at: instant, updated_at: instant } };
}

/** What each of a screen's routes does, said in its operation's summary after the screen's name. */
const ROUTE_SUMMARIES: Readonly<Record<RouteName, string>> = {
  list: 'a page of rows', export: 'every row the filters choose, as a workbook', exportJob: 'the export as a background job',
  deleted: 'the records recently deleted', sheet: 'the sheet of a scope', cell: 'a cell written', publish: 'a column published or withdrawn',
  record: 'a record', history: 'a record\'s history', create: 'a record created', update: 'a record changed', delete: 'a record deleted',
  import: 'rows imported from a spreadsheet', restore: 'a deleted record restored', transition: 'a record moved to another state',
  action: 'an action run', tiles: 'the tiles', send: 'a form sent', feed: 'the calendar feed\'s address', renewFeed: 'a new address for the calendar feed',
};

/** An API route's name as words: readNotification → read notification. */
const words = (name: string): string => name.replace(/[A-Z0-9]+/g, (letters) => ` ${letters.toLowerCase()}`).trim();

/** What one of a screen's routes takes and answers. */
function screenOperation(screen: ServerScreen, route: RouteName): Operation {
  const row = ref('schemas', `${screen.name}.row`);
  const record = { description: 'The record, with its version in ETag', headers: { ETag: { schema: { type: 'string' } } }, content: json({ type: 'object', required: ['data'], properties: { data: row } }) };
  const form = writeBody(bodySchema(screen));
  const id = [ref('parameters', 'Id')];
  switch (route) {
    case 'list':
      // a reader that answers the whole response (the calendar's events and lectures) gives a shape of its own
      return { parameters: listParameters(screen), responses: { 200: answersWhole(screen)
        ? { description: 'What the screen\'s reader answers', content: json({ type: 'object' }) }
        : { description: 'A page of rows', content: json(listAnswerSchema(screen, row)) } } };
    case 'export':
      return { parameters: listParameters(screen), responses: { 200: file('Every row the filters choose, as a workbook', FILE_TYPES.xlsx) } };
    case 'exportJob':
      return { parameters: listParameters(screen), responses: { 202: { description: 'The export runs as a job', content: json(ref('schemas', 'Job')) } } };
    case 'record':
      return { parameters: id, responses: { 200: record, 404: ref('responses', 'NotFound') } };
    case 'history':
      return { parameters: [...id, PAGE], responses: { 200: { description: 'A page of the record\'s history, newest first', content: json(HISTORY_ENTRIES) } } };
    case 'deleted':
      return { parameters: [PAGE], responses: { 200: { description: 'A page of the records deleted and not restored, newest first', content: json(DELETED_ENTRIES) } } };
    case 'create':
      return { parameters: [ref('parameters', 'IdempotencyKey')], requestBody: form, responses: { 201: record, 409: ref('responses', 'Conflict') } };
    case 'update':
      return { parameters: [...id, ref('parameters', 'IfMatch')], requestBody: writeBody(updateSchema(screen)), responses: { 200: record, 404: ref('responses', 'NotFound'), 409: ref('responses', 'Conflict'), 412: ref('responses', 'Stale') } };
    case 'delete':
      return { parameters: [...id, ref('parameters', 'IfMatch')], responses: { 204: { description: 'Deleted; it can be restored' }, 404: ref('responses', 'NotFound'), 409: ref('responses', 'Conflict'), 412: ref('responses', 'Stale') } };
    case 'restore':
      return { parameters: id, responses: { 200: record, 404: ref('responses', 'NotFound'), 409: ref('responses', 'Conflict') } };
    case 'import':
      return {
        parameters: [{ name: 'dry_run', in: 'query', schema: { type: 'string', enum: ['1'] } }, { name: 'refused', in: 'query', schema: { type: 'string', enum: ['xlsx'] } }, ref('parameters', 'IdempotencyKey')],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: {
          file: { type: 'string', format: 'binary', description: 'an XLSX or CSV file' },
          key: { type: 'string', enum: screen.imports?.keys ?? [] }, existing: { type: 'string', enum: ['update', 'skip'] },
          columns: { type: 'string', description: 'JSON: header → field key, "" for a column left out' },
        } } } } },
        responses: { 200: { description: 'The dry run: what the import would do', content: json(ref('schemas', 'ImportOutcome')) }, 202: { description: 'The import runs as a job', content: json(ref('schemas', 'Job')) } },
      };
    case 'transition': {
      const transitions = screen.workflow?.transitions.map((transition) => transition.id) ?? [];
      return {
        parameters: id,
        requestBody: { required: true, content: json({ type: 'object', required: ['transition'], properties: {
          transition: { type: 'string', enum: transitions }, reason: { type: 'string', description: 'why, where the transition asks a reason' },
        } }) },
        responses: { 200: { description: 'The record\'s state after the move, and the moves it has from there', content: json(WORKFLOW_VIEW) }, 404: ref('responses', 'NotFound'), 409: ref('responses', 'Conflict') },
      };
    }
    default:
      return { responses: { 200: { description: 'Done', content: json({ type: 'object' }) } } };
  }
}

/** What an action answers: what it did, or the file its operation makes. */
function actionAnswer(run: string): Schema {
  const type = fileOperations[run as OperationName];
  return type ? file('The file the action makes', type) : { description: 'What the action did', content: json({ type: 'object', properties: { done: { type: 'integer' }, message: { type: 'string' } } }) };
}

/** The API's own routes that say more than their path: what they take and answer. */
const API_OPERATIONS: Readonly<Record<string, Operation>> = {
  find: {
    description: 'Find anyone: the records of the screens with a find key whose permission the caller holds, a few of each, by the start of their searched fields (each word the start of one, in any order).',
    parameters: [{ name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: FIND_TEXT_MAX }, description: 'the text typed: names, a surname, a personal number\'s first digits, an e-mail' }],
    responses: { 200: { description: 'A group per screen that found records, each record with its name, what tells it apart and where it opens', content: json(FIND_ANSWER_SCHEMA) } },
  },
  lookup: {
    description: 'A list a form picks from (id and label). Those the public forms offer (a programme, a citizenship) are read without a token.',
    // a token, or none for a public form's list
    security: [...SECURED, {}],
    parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
    responses: { 200: { description: 'The list\'s options', content: json({ type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } }, required: ['data'] }) } },
  },
  verify: {
    description: 'Whether a document was issued here, by the verification code it prints (typed with or without its hyphens): what was issued, to whom, its text, and its digest with what the digest is taken of.',
    parameters: [
      { name: 'code', in: 'path', required: true, schema: { type: 'string' }, description: 'the printed code, 7KQ2-9XMD-H4TB' },
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: [...LANGUAGES] }, description: 'the language of the answer, else Accept-Language' },
    ],
    responses: {
      200: {
        description: 'Genuine',
        content: json({
          type: 'object', required: ['genuine', 'superseded', 'document'],
          properties: {
            genuine: { const: true }, superseded: { type: 'boolean' },
            document: {
              type: 'object', required: ['issuer', 'title', 'number', 'issued_at', 'name', 'program', 'text', 'digest', 'digest_of', 'superseded_by'],
              properties: {
                issuer: { type: 'string' }, title: { type: 'string' }, number: { type: 'string' }, issued_at: { type: 'string', format: 'date-time' },
                name: { type: 'string' }, program: { type: ['string', 'null'] }, text: { type: 'string', description: 'the document\'s text as it was issued' },
                digest: { type: 'string', description: 'the SHA-256 (hex) of the UTF-8 bytes of digest_of' },
                digest_of: { type: 'string', description: 'the document\'s number, date as it prints it (29.11.2026), whom it was issued to and its text, as a JSON array' },
                superseded_by: { oneOf: [{ type: 'null' }, { type: 'object', properties: { number: { type: 'string' }, issued_at: { type: 'string' } } }] },
              },
            },
          },
        }),
      },
      404: { description: 'Not genuine: no document was issued under the code', content: json({ type: 'object', required: ['genuine', 'message'], properties: { genuine: { const: false }, message: { type: 'string' } } }) },
    },
  },
  jobFile: {
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    responses: { 200: file('The file the job made: a workbook (an export, the refused rows of an import) or a zip (documents issued)', FILE_TYPES.xlsx, FILE_TYPES.zip), 404: ref('responses', 'NotFound') },
  },
  calendarFeed: {
    description: 'A calendar\'s feed at its secret address (from the calendar\'s Subscribe), for calendar programs: each weekly meeting one event with its recurrence.',
    parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
    responses: { 200: { description: 'The calendar, in iCalendar (RFC 5545)', content: { 'text/calendar': { schema: { type: 'string' } } } }, 404: ref('responses', 'NotFound') },
  },
  ...NOTIFICATION_OPERATIONS,
};

/**
 * What an operation asks of its caller, and the refusals that follow: a token (401 without one), unless the route is
 * answered without a session; on a write, the XSRF cookie repeated in its header (419), which an API token is spared.
 */
function securityOf(method: string, signedOut: boolean): Operation {
  const writes = method !== 'GET';
  const xsrf = { xsrf: [], xsrfCookie: [] };
  const { 401: _unauthenticated, ...signedOutRefusals } = REFUSALS;
  return {
    security: signedOut ? (writes ? [xsrf] : []) : (writes ? [{ bearer: [], ...xsrf }, ...SECURED] : SECURED),
    responses: { ...(signedOut ? signedOutRefusals : REFUSALS), ...(writes ? { 419: ref('responses', 'XsrfMissing') } : {}) },
  };
}
const PAGE = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } };

/** The document: every screen's routes under its endpoint, once per endpoint, and the API's own routes. */
export function openApiDocument(registry: Registry, version: string): Schema {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (shape: RouteShape, operation: Operation, id: string, tag: string, signedOut = false): void => {
    const path = openPath(shape.path);
    const method = shape.method.toLowerCase();
    const { security, responses } = securityOf(shape.method, signedOut);
    (paths[path] ??= {})[method] ??= { operationId: id, tags: [tag], security, ...operation, responses: { ...(responses as Schema), ...(operation.responses as Schema) } };
  };
  const screens = Object.values(registry.screens).filter((screen) => screen.area !== 'public' && screen.view !== 'dashboard');
  for (const screen of [...screens].sort((a, b) => Number(a.readOnly) - Number(b.readOnly))) {
    for (const route of screen.routes) {
      const shape = shapeOf(SCREEN_ROUTES[route]);
      if (route === 'action' || route === 'send' || route === 'tiles') continue;
      add({ method: shape.method, path: screen.endpoint + shape.path }, { summary: `${screen.name}: ${ROUTE_SUMMARIES[route]}`, ...screenOperation(screen, route) }, `${screen.name}.${route}`, screen.name);
    }
    for (const action of screen.actions) {
      add({ method: 'POST', path: `${screen.endpoint}/actions/${action.id}` }, {
        summary: `${screen.name}: ${words(action.id)} (${words(action.run)})`,
        parameters: [ref('parameters', 'IdempotencyKey')],
        requestBody: { content: json({ type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' }, maxItems: 500 } }, additionalProperties: true }) },
        responses: { 200: actionAnswer(action.run) },
      }, `${screen.name}.actions.${action.id}`, screen.name);
    }
  }
  for (const [name, text] of Object.entries(API_ROUTES)) {
    const shape = shapeOf(text);
    // a route of the areas (:area) is registered once per area, and written so: a path of its own each
    const areas = shape.path.includes(':area') ? Object.keys(AREA_RECORD_TABLE) : [undefined];
    for (const area of areas) {
      const path = area ? shape.path.replace(':area', area) : shape.path;
      add({ ...shape, path }, { summary: `${words(name)}${area ? ` (${area})` : ''}`, ...(API_OPERATIONS[name] ?? {
        parameters: [...path.matchAll(/:([a-zA-Z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
        responses: { 200: { description: 'Answered', content: json({ type: 'object' }) } },
      }) }, area ? `${name}.${area}` : name, 'api', SIGNED_OUT_ROUTES.has(name as ApiRouteName));
    }
  }
  const answered = JSON.stringify(paths);
  // serialized as JSON, which leaves out a description a filter does not have
  return {
    openapi: '3.1.0',
    info: { title: 'Aula API', version, description: 'The API of Aula, a university back-office, built from its screens. Messages follow Accept-Language (ka, en).' },
    servers: [{ url: '/api' }],
    security: SECURED,
    // the rows of the screens some operation answers (a screen reached only through another's routes answers none of its own)
    components: { ...COMPONENTS, schemas: { ...COMPONENTS.schemas, ...Object.fromEntries(screens
      .filter((screen) => answered.includes(`"#/components/schemas/${screen.name}.row"`)).map((screen) => [`${screen.name}.row`, documentedRow(screen)])) } },
    paths,
  };
}

/** A document as it is sent: its JSON, and the same compressed as brotli and as gzip. */
export interface EncodedDocument { json: Buffer; br: Buffer; gzip: Buffer }

const built = new WeakMap<Registry, EncodedDocument>();

/**
 * The document of a registry as it is sent, built, serialized and compressed the first time it is asked for: half a
 * megabyte of JSON, which compressed for each request took some 30 ms.
 */
export function openApiOf(registry: Registry, version: string): EncodedDocument {
  let document = built.get(registry);
  if (!document) {
    const json = Buffer.from(JSON.stringify(openApiDocument(registry, version)));
    document = { json, br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(json, { level: 9 }) };
    built.set(registry, document);
  }
  return document;
}
