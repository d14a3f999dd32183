// The README's DSL reference, written from the descriptions in schemas/ so the two never disagree.
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
  return [`#### ${title}`, '', '| key | type | required | meaning |', '|---|---|---|---|', ...rows, ''].join('\n');
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
    '#### Field kinds (schemas/fields.schema.json)',
    '',
    '| kind | meaning |',
    '|---|---|',
    ...kinds,
    '',
    REFERENCE_END,
  ].join('\n');
}

/** The README with its reference section replaced, or unchanged when it has no markers. */
export function withReference(readme: string, reference: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start) return readme;
  return readme.slice(0, start) + reference + readme.slice(end + REFERENCE_END.length);
}
