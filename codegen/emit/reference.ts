// The reference parts of docs/ the codegen writes, so they never disagree with what they describe: the DSL's keys
// from the descriptions in schemas/, and the API's routes from contract/.
import { API_ROUTES, SIGNED_OUT_ROUTES, shapeOf as apiShapeOf } from '../../contract/api-routes';
import { SCREEN_ROUTES, shapeOf } from '../../contract/routes';

type SchemaNode = {
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  definitions?: Record<string, SchemaNode>;
};

export const REFERENCE_START = '<!-- dsl-reference:start (generated from schemas/ by npm run gen) -->';
export const REFERENCE_END = '<!-- dsl-reference:end -->';

function typeOf(node: SchemaNode): string {
  if (node.enum) return node.enum.map((value) => `\`${String(value)}\``).join(' \\| ');
  if (node.$ref) return node.$ref.replace('#/definitions/', '');
  if (node.type === 'array') return `list of ${node.items ? typeOf(node.items) : 'values'}`;
  return Array.isArray(node.type) ? node.type.join(' or ') : (node.type ?? 'value');
}

function table(title: string, node: SchemaNode, definitions: Record<string, SchemaNode>): string {
  const rows = Object.entries(node.properties ?? {}).map(([name, property]) => {
    const description = (property.description ?? definitions[property.$ref?.replace('#/definitions/', '') ?? '']?.description ?? '').replace(/\|/g, '\\|');
    const required = node.required?.includes(name) ? 'yes' : '';
    const fallback = property.default !== undefined ? ` Default \`${String(property.default)}\`.` : '';
    return `| \`${name}\` | ${typeOf(property)} | ${required} | ${description}${fallback} |`;
  });
  return [`## ${title}`, '', '| key | type | required | meaning |', '|---|---|---|---|', ...rows, ''].join('\n');
}

export function dslReference(screenSchema: SchemaNode, fieldSchema: SchemaNode, lookupSchema: SchemaNode, sidebarSchema: SchemaNode): string {
  const definitions = screenSchema.definitions ?? {};
  const kinds = Object.entries(fieldSchema.definitions ?? {}).map(([name, kind]) => `| \`${name}\` | ${kind.description ?? ''} |`);
  return [
    REFERENCE_START,
    table('Screen (screens/<name>.yaml)', screenSchema, definitions),
    table('Column (an item of `columns`)', definitions.column ?? {}, definitions),
    table('Filter (an item of `filters`)', definitions.filter ?? {}, definitions),
    table('Field (an item of `fields`)', definitions.field ?? {}, definitions),
    table('Enrolment (`enrol`, for the enrolRows action)', definitions.enrol ?? {}, definitions),
    table('A person (`person`, for exportPersonalData and erasePerson)', definitions.person ?? {}, definitions),
    table('Lookup list (an entry of `lookups` in screens/lookups.yaml)', lookupSchema.definitions?.lookup ?? {}, {}),
    table('Sidebar entry (an item of `sidebar` in screens/sidebar.yaml)', sidebarSchema.definitions?.entry ?? {}, {}),
    '## Field kinds (schemas/fields.schema.json)',
    '',
    '| kind | meaning |',
    '|---|---|',
    ...kinds,
    '',
    REFERENCE_END,
  ].join('\n');
}

export const ROUTES_START = '<!-- routes:start (generated from contract/routes.ts and contract/api-routes.ts by npm run gen) -->';
export const ROUTES_END = '<!-- routes:end -->';

/** Every route of the API: a screen's, under its endpoint, by the name `screenRoutes` gives it, and the API's own. */
export function routesReference(): string {
  const screens = Object.entries(SCREEN_ROUTES).map(([name, text]) => {
    const { method, path } = shapeOf(text);
    return `| \`${name}\` | ${method} | \`/api/<endpoint>${path}\` |`;
  });
  const own = Object.entries(API_ROUTES).map(([name, text]) => {
    const { method, path } = apiShapeOf(text);
    return `| \`${name}\` | ${method} | \`/api${path}\` | ${SIGNED_OUT_ROUTES.has(name as keyof typeof API_ROUTES) ? 'no' : 'yes'} |`;
  });
  return [
    ROUTES_START,
    '## A screen\'s routes', '', 'Which of them a screen has is `screenRoutes(model)`; `<endpoint>` is its `endpoint:`.', '',
    '| route | method | path |', '|---|---|---|', ...screens, '',
    '## The API\'s own routes', '',
    '| route | method | path | needs a session or token |', '|---|---|---|---|', ...own, '',
    ROUTES_END,
  ].join('\n');
}

/** A document with the text between each part's markers (the markers included) replaced; a part it lacks is left out. */
export function withParts(document: string, parts: readonly string[]): string {
  return parts.reduce((text, part) => {
    const [start] = part.split('\n', 1);
    const end = part.slice(part.lastIndexOf('\n') + 1);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    return from < 0 || to < from ? text : text.slice(0, from) + part + text.slice(to + end.length);
  }, document);
}
