// What the API's answers are, as JSON Schema: a list's page and a screen's row typed by its fields' kinds. The OpenAPI
// document (server/openapi.ts) describes the answers with them, and a table's list is serialized from them.
import type { FieldKind } from '../../contract/dsl';
import type { ServerScreen } from '../../contract/model';

export type Schema = Record<string, unknown>;

/** A page of a list (Laravel's shape): where it is, how many there are, and its rows. */
function pageSchema(row: Schema): Schema {
  return {
    type: 'object', additionalProperties: true, required: ['current_page', 'last_page', 'total', 'per_page', 'data'],
    properties: {
      current_page: { type: 'integer' }, last_page: { type: 'integer' }, total: { type: 'integer' },
      total_estimated: { type: 'boolean', description: 'the total is the database\'s estimate (above 100,000 rows); exact_total=1 counts it' },
      per_page: { type: 'integer' }, data: { type: 'array', items: row },
    },
  };
}

/** A list's summary (screen key summary): the signed-in person's own record's figures, each with its label's key. */
const SUMMARY: Schema = {
  type: 'array',
  description: 'the signed-in person\'s own record\'s fields shown above the list, a lookup\'s option named in the language asked',
  items: {
    type: 'object', required: ['key', 'label', 'kind', 'value'],
    properties: { key: { type: 'string' }, label: { type: 'string' }, kind: { type: 'string' }, value: { type: ['string', 'number', 'boolean', 'null'] } },
  },
};

/** What a field's value is in an answer (a list's row, a record), as JSON: any may be empty. */
function answerSchema(kind: FieldKind): Schema {
  switch (kind) {
    case 'integer': return { type: ['integer', 'null'] };
    case 'money': case 'decimal': return { type: ['number', 'null'] };
    case 'boolean': return { type: ['boolean', 'null'] };
    case 'date': return { type: ['string', 'null'], format: 'date' };
    case 'lookup': return { type: ['integer', 'string', 'null'], description: 'the option\'s id' };
    case 'lookupMany': return { type: ['array', 'null'], items: { type: ['integer', 'string'] } };
    case 'repeat': return { type: ['array', 'null'], items: { type: 'object' } };
    default: return { type: ['string', 'null'] };
  }
}

/** A screen's row as its list and its record answer it: its fields, typed, beside the columns its list adds. */
export function rowSchema(screen: Pick<ServerScreen, 'fields'>): Schema {
  return {
    type: 'object', additionalProperties: true,
    properties: { id: { type: 'integer' }, ...Object.fromEntries(screen.fields.map((field) => [field.key, answerSchema(field.kind)])) },
  };
}

/**
 * A list's answer: a page of rows under the screen's response key (or the page itself), with what it answers beside it
 * (totals, the person's summary, lookup lists). The document names the row by reference; the list's route serializes with it inline.
 */
export function listAnswerSchema(screen: Pick<ServerScreen, 'responseKey' | 'summary'>, row: Schema): Schema {
  const plain = pageSchema(row);
  const page = screen.summary ? { ...plain, properties: { ...(plain.properties as Schema), summary: SUMMARY } } : plain;
  return screen.responseKey ? { type: 'object', additionalProperties: true, required: [screen.responseKey], properties: { [screen.responseKey]: page } } : page;
}
